import { useState } from 'react';
import { Button } from '../../../../components/Button';
import { Stack } from '../../../../components/Stack';
import { TextField } from '../../../../components/TextField';
import { useToast } from '../../../../components/Toast';
import { Form, useZodForm } from '../../../../forms';
import { accountTexts, toAuthError, useSession, type SessionUser } from '../../../../session';
import { profileSchema } from '../../../../session/schemas';

/**
 * The photo URL the person gave; the picture made from the initials (a data: URL, given when they
 * left the box empty) shows as an empty box, which keeps it.
 */
function typedPhoto(photoURL: string | null): string {
  return photoURL && !photoURL.startsWith('data:') ? photoURL : '';
}

/**
 * Name and photo, with registration's rules. Saved at the identity provider; what the person
 * already published (courses, reviews, jobs) keeps the name it was published with
 * (docs/product.md, Profile).
 */
export function ProfileDetailsForm({ user }: { user: SessionUser }) {
  const session = useSession();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(profileSchema, {
    defaultValues: { name: user.displayName ?? '', photoURL: typedPhoto(user.photoURL) },
  });
  const { errors } = form.formState;

  return (
    <Form
      form={form}
      fieldOrder={['name', 'photoURL']}
      aria-busy={busy}
      onSubmit={async (values) => {
        setError(null);
        setBusy(true);
        try {
          await session.updateProfile(values);
          toast({ title: accountTexts.profileSaved, tone: 'success' });
        } catch (failure) {
          setError(toAuthError('profile', failure).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Stack gap="lg">
        <div role="alert">{error ? <p>{error}</p> : null}</div>
        <TextField
          label="Name"
          required
          autoComplete="name"
          disabled={busy}
          {...form.register('name')}
          error={errors.name?.message}
        />
        <TextField
          label="Photo URL"
          type="url"
          hint="Leave empty for a picture made from your initials."
          disabled={busy}
          {...form.register('photoURL')}
          error={errors.photoURL?.message}
        />
        <Button type="submit" disabled={busy} loading={busy}>
          Save profile
        </Button>
      </Stack>
    </Form>
  );
}
