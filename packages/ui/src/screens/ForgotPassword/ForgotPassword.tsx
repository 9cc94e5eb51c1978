import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { PageTitle } from '../../components/PageTitle';
import { Stack } from '../../components/Stack';
import { accountTexts, toAuthError, useReturnPath, useSession } from '../../session';
import { AuthPanel, authPanelStyles } from '../../session/components';
import { EmailField } from '../../session/components/EmailField';
import { emptyForgotPasswordForm, forgotPasswordSchema } from '../../session/schemas';
import { Form, useZodForm } from '../../forms';
import { paths } from '../../paths';

type Phase = 'idle' | 'sending' | 'sent';

/**
 * The address to send a password reset link to. The answer is the same whether
 * or not the address has an account (no account enumeration); only a failed request is an error.
 */
export function ForgotPassword() {
  const session = useSession();
  const { state } = useReturnPath();
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(forgotPasswordSchema, { defaultValues: emptyForgotPasswordForm });
  const { errors } = form.formState;
  const busy = phase === 'sending';

  return (
    <>
      <PageTitle title={accountTexts.forgotPasswordTitle} />
      <AuthPanel
        heading={accountTexts.forgotPasswordTitle}
        error={error}
        footer={
          <Link to={paths.login.href()} state={state} className={authPanelStyles.link}>
            {accountTexts.backToLogin}
          </Link>
        }
      >
        {phase === 'sent' ? (
          <p role="status">{accountTexts.resetSent}</p>
        ) : (
          <Form
            form={form}
            fieldOrder={['email']}
            aria-busy={busy}
            onSubmit={async ({ email }) => {
              setError(null);
              setPhase('sending');
              try {
                await session.sendPasswordReset(email);
                setPhase('sent');
              } catch (failure) {
                setError(toAuthError('passwordReset', failure).message);
                setPhase('idle');
              }
            }}
          >
            <Stack gap="lg">
              <p>{accountTexts.forgotPasswordIntro}</p>
              <EmailField
                disabled={busy}
                {...form.register('email')}
                error={errors.email?.message}
              />
              <Button type="submit" fullWidth disabled={busy}>
                {busy ? accountTexts.sendingResetLink : accountTexts.sendResetLink}
              </Button>
            </Stack>
          </Form>
        )}
      </AuthPanel>
    </>
  );
}
