import { useMemo, useState } from 'react';
import { Button } from '../../../../components/Button';
import { PasswordField } from '../../../../components/PasswordField';
import { Stack } from '../../../../components/Stack';
import { useToast } from '../../../../components/Toast';
import { Form, useZodForm } from '../../../../forms';
import { accountTexts, toAuthError, useSession, type SessionUser } from '../../../../session';
import { changePasswordSchema, emptyChangePasswordForm } from '../../../../session/schemas';

const providerNames: Record<string, string> = {
  'google.com': 'Google',
  'github.com': 'GitHub',
};

/**
 * The current password (the provider reauthenticates with it), then a new one with registration's
 * rules. An account without a password (Google or GitHub only) is told how it signs in instead.
 */
export function ChangePasswordForm({ user }: { user: SessionUser }) {
  const methods = user.signInMethods;
  if (methods && !methods.includes('password')) {
    const names = methods.map((m) => providerNames[m] ?? m).join(' or ');
    return <p>{accountTexts.socialOnly(names || 'another provider')}</p>;
  }
  return <PasswordForm email={user.email ?? ''} />;
}

function PasswordForm({ email }: { email: string }) {
  const session = useSession();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const schema = useMemo(() => changePasswordSchema(email), [email]);
  const form = useZodForm(schema, { defaultValues: emptyChangePasswordForm });
  const { errors } = form.formState;

  return (
    <Form
      form={form}
      fieldOrder={['currentPassword', 'password', 'confirmPassword']}
      aria-busy={busy}
      onSubmit={async ({ currentPassword, password }) => {
        setError(null);
        setBusy(true);
        try {
          await session.changePassword(currentPassword, password);
          form.reset(emptyChangePasswordForm);
          toast({ title: accountTexts.passwordChanged, tone: 'success' });
        } catch (failure) {
          setError(toAuthError('changePassword', failure).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Stack gap="lg">
        <div role="alert">{error ? <p>{error}</p> : null}</div>
        <PasswordField
          label="Current password"
          required
          autoComplete="current-password"
          disabled={busy}
          {...form.register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        <PasswordField
          label="New password"
          required
          autoComplete="new-password"
          disabled={busy}
          {...form.register('password')}
          error={errors.password?.message}
        />
        <PasswordField
          label="Confirm new password"
          required
          autoComplete="new-password"
          disabled={busy}
          {...form.register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <Button type="submit" disabled={busy} loading={busy}>
          Change password
        </Button>
      </Stack>
    </Form>
  );
}
