import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Dialog, DialogClose } from '../../components/Dialog';
import { PageTitle } from '../../components/PageTitle';
import { PasswordField } from '../../components/PasswordField';
import { FullPageSpinner } from '../../components/Spinner';
import { Stack } from '../../components/Stack';
import { TextField } from '../../components/TextField';
import { sessionTexts, useReturnPath, useSession, type AuthError } from '../../session';
import { AuthPanel, authPanelStyles, SocialSignIn, useAuthFlow } from '../../session/components';
import { EmailField } from '../../session/components/EmailField';
import { emptyRegisterForm, registerSchema } from '../../session/schemas';
import { Form, useZodForm } from '../../forms';
import { paths } from '../../paths';

/**
 * docs/product.md, Screens and routes, Register: the eight rules of section 5 in order (first failure inline), the
 * provider's errors inline and in a 'Registration Failed' dialog.
 */
export function Register() {
  const session = useSession();
  const { state } = useReturnPath();
  const { busy, error, attempt, attemptSocial } = useAuthFlow();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(registerSchema, { defaultValues: emptyRegisterForm });
  const { errors } = form.formState;
  const showDialog = (authError: AuthError) => setFailure(authError.message);

  return (
    <>
      <PageTitle title="Register" />
      {busy ? <FullPageSpinner label="Creating your account..." /> : null}
      <AuthPanel
        heading="Register"
        error={error}
        footer={
          <>
            Already have an account?{' '}
            <Link to={paths.login.href()} state={state} className={authPanelStyles.link}>
              Login
            </Link>
          </>
        }
      >
        <Form
          form={form}
          fieldOrder={['name', 'photoURL', 'email', 'password', 'confirmPassword']}
          aria-busy={busy}
          onSubmit={(input) =>
            attempt({
              action: 'register',
              run: () => session.register(input),
              success: sessionTexts.registered,
              onError: showDialog,
            })
          }
        >
          <Stack gap="lg">
            <TextField
              label="Name"
              autoComplete="name"
              required
              disabled={busy}
              {...form.register('name')}
              error={errors.name?.message}
            />
            <TextField
              label="Photo URL (optional)"
              type="url"
              autoComplete="photo"
              hint="Leave empty and we make a picture from your initials."
              disabled={busy}
              {...form.register('photoURL')}
              error={errors.photoURL?.message}
            />
            <EmailField disabled={busy} {...form.register('email')} error={errors.email?.message} />
            <PasswordField
              label="Password"
              autoComplete="new-password"
              required
              disabled={busy}
              hint="At least 8 characters with upper and lower case letters, a number and a special character."
              {...form.register('password')}
              error={errors.password?.message}
            />
            <PasswordField
              label="Confirm Password"
              autoComplete="new-password"
              required
              disabled={busy}
              {...form.register('confirmPassword')}
              error={errors.confirmPassword?.message}
            />
            <Button type="submit" fullWidth disabled={busy}>
              {busy ? 'Registering...' : 'Register'}
            </Button>
          </Stack>
        </Form>
        <SocialSignIn
          disabled={busy}
          onGoogle={() => void attemptSocial('google', 'signup', showDialog)}
          onGithub={() => void attemptSocial('github', 'signup', showDialog)}
        />
      </AuthPanel>
      <Dialog
        open={failure !== null}
        onOpenChange={(open) => (open ? undefined : setFailure(null))}
        role="alertdialog"
        title={sessionTexts.registrationFailedTitle}
        description={failure}
        footer={
          <DialogClose asChild>
            <Button>OK</Button>
          </DialogClose>
        }
      />
    </>
  );
}
