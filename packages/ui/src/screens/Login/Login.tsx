import { useSyncExternalStore } from 'react';
import { Link, matchPath } from 'react-router-dom';
import { Button } from '../../components/Button';
import { PageTitle } from '../../components/PageTitle';
import { PasswordField } from '../../components/PasswordField';
import { FullPageSpinner } from '../../components/Spinner';
import { Stack } from '../../components/Stack';
import {
  accountTexts,
  sessionTexts,
  useReturnPath,
  useSession,
  type ReturnState,
} from '../../session';
import { AuthPanel, authPanelStyles, SocialSignIn, useAuthFlow } from '../../session/components';
import { EmailField } from '../../session/components/EmailField';
import { emptyLoginForm, loginSchema } from '../../session/schemas';
import { Form, useZodForm } from '../../forms';
import { paths } from '../../paths';

/** Why a protected page sent the visitor here: a course's own words, a general one otherwise. */
function reasonFor(state: ReturnState | null): string | null {
  if (!state?.guarded || !state.from) return null;
  return matchPath(paths.courseDetail.path, state.from.pathname)
    ? sessionTexts.loginToSeeCourse
    : sessionTexts.loginToSeePage;
}

const noSubscription = () => () => {};

/**
 * False in the server's render and while the browser hydrates it, true after: the page server
 * serves one /login for every redirect, so what depends on where the visitor came from is only
 * drawn once the page is the browser's.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** docs/product.md, Screens and routes, Login: e-mail and password, or Google or GitHub. */
export function Login() {
  const session = useSession();
  const { state } = useReturnPath();
  const hydrated = useHydrated();
  const { busy, error, attempt, attemptSocial } = useAuthFlow();
  const form = useZodForm(loginSchema, { defaultValues: emptyLoginForm });
  const { errors } = form.formState;

  return (
    <>
      <PageTitle title="Login" />
      {busy ? <FullPageSpinner label="Logging in..." /> : null}
      <AuthPanel
        heading="Login"
        reason={hydrated ? reasonFor(state) : null}
        error={error}
        footer={
          <>
            Don&apos;t have an account?{' '}
            <Link to={paths.register.href()} state={state} className={authPanelStyles.link}>
              Register
            </Link>
          </>
        }
      >
        <Form
          form={form}
          fieldOrder={['email', 'password']}
          aria-busy={busy}
          onSubmit={({ email, password }) =>
            attempt({
              action: 'login',
              run: () => session.signIn(email, password),
              success: sessionTexts.loggedIn,
            })
          }
        >
          <Stack gap="lg">
            <EmailField disabled={busy} {...form.register('email')} error={errors.email?.message} />
            <PasswordField
              label="Password"
              required
              disabled={busy}
              {...form.register('password')}
              error={errors.password?.message}
            />
            <Link to={paths.forgotPassword.href()} state={state} className={authPanelStyles.link}>
              {accountTexts.forgotPasswordLink}
            </Link>
            <Button type="submit" fullWidth disabled={busy}>
              {busy ? 'Logging in...' : 'Login'}
            </Button>
          </Stack>
        </Form>
        <SocialSignIn
          disabled={busy}
          onGoogle={() => void attemptSocial('google', 'login')}
          onGithub={() => void attemptSocial('github', 'login')}
        />
      </AuthPanel>
    </>
  );
}
