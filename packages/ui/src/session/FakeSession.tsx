import { useMemo, useState, type ReactNode } from 'react';
import { initialsAvatar } from '@edugate/api-client/mocks';
import { fn } from 'storybook/test';
import { authError, type AuthAction, type AuthErrorKind } from './authErrors';
import { SessionProvider, type Session, type SessionUser } from './SessionContext';

/** The Session methods a story can make fail or hang. */
export type FakeSessionAction =
  | 'signIn'
  | 'signInWithGoogle'
  | 'signInWithGithub'
  | 'register'
  | 'signOut'
  | 'sendPasswordReset'
  | 'updateProfile'
  | 'changePassword';

export interface FakeSessionOptions {
  /** Where the session starts. */
  status: Session['status'];
  /** The signed-in person; the fixture user by default. */
  user?: SessionUser;
  /**
   * Actions that fail, each with the UI's kind of failure (e.g. 'emailInUse'), or a kind and the
   * provider's own words (what registration shows for a failure the product does not word); the fake
   * throws the same AuthError, with docs/product.md's text, that the app's adapter throws for it.
   */
  fail?: Partial<Record<FakeSessionAction, FakeFailure>>;
  /** Actions that never finish, to show busy states. */
  hang?: readonly FakeSessionAction[];
}

/** How a fake action fails. */
export type FakeFailure = AuthErrorKind | { kind: AuthErrorKind; providerMessage: string };

/** `session` story parameter: a status, or the full options. */
export type SessionParameter = Session['status'] | FakeSessionOptions;

export function sessionOptions(parameter: SessionParameter | undefined): FakeSessionOptions {
  if (parameter === undefined) return { status: 'signedOut' };
  return typeof parameter === 'string' ? { status: parameter } : parameter;
}

const never = () => new Promise<never>(() => undefined);

/**
 * A stand-in for the app's Firebase session: starts where the story says, signs in and out for
 * real (so the shell and guarded screens react), and fails or hangs on request. Its methods are
 * Storybook spies, so play functions can assert what was called with what.
 */
export function FakeSession({
  options,
  defaultUser,
  children,
}: {
  options: FakeSessionOptions;
  defaultUser: SessionUser;
  children: ReactNode;
}) {
  const [status, setStatus] = useState<Session['status']>(options.status);
  const [user, setUser] = useState<SessionUser>(options.user ?? defaultUser);

  const value = useMemo<Session>(() => {
    const attempt = async (action: FakeSessionAction, authAction: AuthAction, then: () => void) => {
      if (options.hang?.includes(action)) return never();
      const failure = options.fail?.[action];
      if (failure !== undefined)
        throw typeof failure === 'string'
          ? authError(authAction, failure)
          : authError(authAction, failure.kind, { providerMessage: failure.providerMessage });
      then();
    };
    return {
      status,
      user: status === 'signedIn' ? user : null,
      signIn: fn((email: string) =>
        attempt('signIn', 'login', () => {
          setUser((current) => ({ ...current, email }));
          setStatus('signedIn');
        }),
      ).mockName('signIn'),
      signInWithGoogle: fn((intent?: 'login' | 'signup') =>
        attempt('signInWithGoogle', intent === 'signup' ? 'googleSignup' : 'google', () =>
          setStatus('signedIn'),
        ),
      ).mockName('signInWithGoogle'),
      signInWithGithub: fn(() =>
        attempt('signInWithGithub', 'github', () => setStatus('signedIn')),
      ).mockName('signInWithGithub'),
      register: fn(({ name, email, photoURL }: Parameters<Session['register']>[0]) =>
        attempt('register', 'register', () => {
          // Like the app's adapter: no photo URL gives a picture made locally from the initials.
          setUser({ email, displayName: name, photoURL: photoURL || initialsAvatar(name) });
          setStatus('signedIn');
        }),
      ).mockName('register'),
      signOut: fn(() => attempt('signOut', 'login', () => setStatus('signedOut'))).mockName(
        'signOut',
      ),
      sendPasswordReset: fn(() =>
        attempt('sendPasswordReset', 'passwordReset', () => undefined),
      ).mockName('sendPasswordReset'),
      updateProfile: fn(({ name, photoURL }: Parameters<Session['updateProfile']>[0]) =>
        attempt('updateProfile', 'profile', () =>
          setUser((current) => ({
            ...current,
            displayName: name,
            photoURL: photoURL || initialsAvatar(name),
          })),
        ),
      ).mockName('updateProfile'),
      changePassword: fn(() =>
        attempt('changePassword', 'changePassword', () => undefined),
      ).mockName('changePassword'),
      forgetDeletedAccount: fn(async () => setStatus('signedOut')).mockName('forgetDeletedAccount'),
      getIdToken: fn(async () => (status === 'signedIn' ? 'fixture-id-token' : null)).mockName(
        'getIdToken',
      ),
    };
  }, [status, user, options]);

  return <SessionProvider value={value}>{children}</SessionProvider>;
}
