import { ApiError, HANDLE_LIMITS, messages, type AccountSettings } from '@edugate/api-client';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { Button } from '../../../../components/Button';
import { Stack } from '../../../../components/Stack';
import { TextField } from '../../../../components/TextField';
import { useToast } from '../../../../components/Toast';
import { Form, useZodForm } from '../../../../forms';
import { useUpdateAccountSettings } from '../../api/mutations';
import { portfolioTexts } from '../../texts';
import * as styles from './PublicProfileForm.css';

const HANDLE = new RegExp(HANDLE_LIMITS.pattern);

/**
 * The server's rules for a handle, with its texts (3 to 30 of a-z, 0-9 and '-'; none while the
 * page is off), so a person hears the same words before and after sending.
 */
export const publicProfileSchema = z
  .object({
    handle: z
      .string()
      .trim()
      .refine((v) => v === '' || v.length >= HANDLE_LIMITS.min, messages.handleTooShort)
      .refine((v) => v.length <= HANDLE_LIMITS.max, messages.handleTooLong)
      .refine((v) => v === '' || HANDLE.test(v), messages.handleFormat),
    portfolioPublic: z.boolean(),
    jobMatchNotifications: z.boolean(),
  })
  .refine((v) => !v.portfolioPublic || v.handle !== '', {
    path: ['handle'],
    message: messages.portfolioNeedsHandle,
  });

export interface PublicProfileFormProps {
  settings: AccountSettings;
  /** The public page's address for a handle (the app's /u/{handle}). */
  pageHref: (handle: string) => string;
}

/**
 * docs/product.md, A public portfolio: the handle naming the person's page, whether the page
 * shows, and whether job matches are announced. A refusal from the server (a handle taken by
 * someone else) shows at the field, as the form's own checks do.
 */
export function PublicProfileForm({ settings, pageHref }: PublicProfileFormProps) {
  const update = useUpdateAccountSettings();
  const { toast } = useToast();
  const form = useZodForm(publicProfileSchema, {
    defaultValues: {
      handle: settings.handle ?? '',
      portfolioPublic: settings.portfolioPublic,
      jobMatchNotifications: settings.jobMatchNotifications,
    },
  });
  const { errors } = form.formState;
  const handle = form.watch('handle').trim();
  const busy = update.isPending;

  return (
    <Form
      form={form}
      fieldOrder={['handle', 'portfolioPublic', 'jobMatchNotifications']}
      aria-busy={busy}
      onSubmit={async (values) => {
        try {
          const saved = await update.mutateAsync({
            handle: values.handle === '' ? null : values.handle,
            portfolioPublic: values.portfolioPublic,
            jobMatchNotifications: values.jobMatchNotifications,
          });
          form.reset({
            handle: saved.handle ?? '',
            portfolioPublic: saved.portfolioPublic,
            jobMatchNotifications: saved.jobMatchNotifications,
          });
          toast({ title: portfolioTexts.saved, tone: 'success' });
        } catch (failure) {
          // 400 and 409 are about the handle (its shape, or someone else holds it): say so there.
          if (failure instanceof ApiError && (failure.status === 400 || failure.status === 409)) {
            form.setError('handle', { message: failure.message }, { shouldFocus: true });
          } else {
            toast({
              title: failure instanceof ApiError ? failure.message : portfolioTexts.saveFailed,
              tone: 'error',
            });
          }
        }
      }}
    >
      <Stack gap="lg">
        <TextField
          label={portfolioTexts.handle}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={100}
          hint={portfolioTexts.address(handle)}
          disabled={busy}
          {...form.register('handle')}
          error={errors.handle?.message}
        />
        <label className={styles.checkbox}>
          <input type="checkbox" disabled={busy} {...form.register('portfolioPublic')} />
          <span>{portfolioTexts.showPortfolio}</span>
        </label>
        <label className={styles.checkbox}>
          <input type="checkbox" disabled={busy} {...form.register('jobMatchNotifications')} />
          <span>{portfolioTexts.jobMatches}</span>
        </label>
        <div className={styles.actions}>
          <Button type="submit" disabled={busy} loading={busy}>
            {portfolioTexts.save}
          </Button>
          {settings.portfolioPublic && settings.handle ? (
            <Link to={pageHref(settings.handle)}>{portfolioTexts.viewPage}</Link>
          ) : null}
        </div>
      </Stack>
    </Form>
  );
}
