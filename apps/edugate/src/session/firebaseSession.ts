import type { Session, SessionUser } from '@edugate/ui/session';
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  GithubAuthProvider,
  GoogleAuthProvider,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  EmailAuthProvider,
  createUserWithEmailAndPassword,
  fetchSignInMethodsForEmail,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  updatePassword,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import type { AppConfig } from '../config';
import { ACCOUNT_EXISTS, SIGN_IN_CANCELLED, toAuthError, type AuthAction } from './authErrors';
import { emulatorCredential, type ChooseAccount, type SocialProvider } from './emulatorAccounts';
import { initialsAvatar } from './initialsAvatar';

export type SessionListener = (session: Session) => void;

export interface FirebaseSessionOptions {
  /** The Firebase app to use (tests give each case its own); by default one is made from config. */
  app?: FirebaseApp;
  /**
   * Emulator mode only: picks the test account for Google and GitHub sign-in. By default the
   * emulator-only dialog, loaded on first use.
   */
  chooseAccount?: ChooseAccount;
}

function toSessionUser(user: User): SessionUser {
  return {
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    signInMethods: user.providerData.map((info) => info.providerId),
  };
}

/**
 * Auth without a popup/redirect resolver: given one at start-up, the SDK loads
 * https://apis.google.com/js/api.js on page load (on phones), which fails offline. Only the real
 * popup sign-in gets the resolver.
 */
function createAuth(app: FirebaseApp): Auth {
  try {
    return initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    });
  } catch (error) {
    // A second session on the same app (hot reload) reuses the Auth instance already made.
    if ((error as { code?: unknown }).code === 'auth/already-initialized') return getAuth(app);
    throw error;
  }
}

const chooseWithDialog: ChooseAccount = async (provider) => {
  const { chooseAccountWithDialog } = await import('./EmulatorAccountChooser');
  return chooseAccountWithDialog(provider);
};

/**
 * The Firebase side of the UI's Session interface. Holds the current Session value and tells
 * subscribers (the React provider) whenever it changes, so React re-renders on auth changes only.
 * Status starts 'loading' and becomes 'signedIn' or 'signedOut' once Firebase has read the
 * persisted user, which is what RequireAuth waits for.
 */
export class FirebaseSession {
  readonly auth: Auth;
  /** True with the Auth emulator: social sign-in goes through chooseAccount, not a popup. */
  readonly emulated: boolean;
  private readonly chooseAccount: ChooseAccount;
  private current: Session;
  private readonly listeners = new Set<SessionListener>();
  /** While register() sets the new account's name and picture, its half-made user is not published. */
  private registering = false;
  /** The user the current Session was built from (undefined while loading). */
  private publishedUser: User | null | undefined = undefined;

  constructor(config: AppConfig, options: FirebaseSessionOptions = {}) {
    this.auth = createAuth(options.app ?? initializeApp(config.firebase));
    this.emulated = Boolean(config.authEmulatorHost);
    this.chooseAccount = options.chooseAccount ?? chooseWithDialog;
    if (config.authEmulatorHost && !this.auth.emulatorConfig) {
      connectAuthEmulator(this.auth, `http://${config.authEmulatorHost}`, {
        disableWarnings: true,
      });
    }
    this.current = this.build('loading', null);
    onAuthStateChanged(this.auth, (user) => {
      // POST /jwt on each change is the UI's job (SessionSync), so it happens once per change.
      if (!this.registering) this.publish(user);
    });
  }

  get session(): Session {
    return this.current;
  }

  /** Bound, so it can be handed to useSyncExternalStore as is. */
  readonly subscribe = (listener: SessionListener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private publish(user: User | null): void {
    this.publishedUser = user;
    this.current = this.build(user ? 'signedIn' : 'signedOut', user);
    for (const listener of this.listeners) listener(this.current);
  }

  /**
   * Called when an action resolves: screens navigate on the status right after `await`, so it must
   * already be published (Firebase's own listener usually, but not by contract, runs first).
   */
  private catchUp(): void {
    if (this.auth.currentUser !== this.publishedUser) this.publish(this.auth.currentUser);
  }

  private async socialSignIn(provider: SocialProvider, action: AuthAction): Promise<void> {
    try {
      if (this.emulated) {
        const account = await this.chooseAccount(provider);
        // Mapped below like any provider error: the code marks it cancelled, the text is the product's.
        if (!account)
          throw Object.assign(new Error('Sign-in cancelled'), { code: SIGN_IN_CANCELLED });
        await this.refuseOtherAccount(provider, account.email);
        await signInWithCredential(this.auth, emulatorCredential(provider, account));
      } else {
        const authProvider =
          provider === 'google' ? new GoogleAuthProvider() : new GithubAuthProvider();
        await signInWithPopup(this.auth, authProvider, browserPopupRedirectResolver);
      }
    } catch (error) {
      throw toAuthError(action, error);
    }
    this.catchUp();
  }

  /**
   * ADR 8: a social sign-in never changes an account registered another way. Google vouches for
   * its addresses, so Firebase (the emulator for every address) would remove that account's
   * unverified password or GitHub sign-in and let Google in; refused here before the credential
   * is used, with the account-exists error GitHub gets from Firebase itself. Only the emulator
   * path knows the address this early; see the ADR for a real project.
   */
  private async refuseOtherAccount(provider: SocialProvider, email: string): Promise<void> {
    const own =
      provider === 'google' ? GoogleAuthProvider.PROVIDER_ID : GithubAuthProvider.PROVIDER_ID;
    // Deprecated because it enumerates accounts on a real project; the emulator has no such
    // protection to bypass, and this runs only against the emulator.
    const methods = await fetchSignInMethodsForEmail(this.auth, email.trim().toLowerCase());
    if (methods.length > 0 && !methods.includes(own)) {
      throw Object.assign(new Error('Account exists with another sign-in method'), {
        code: ACCOUNT_EXISTS,
      });
    }
  }

  private async registerAccount(name: string, photoURL: string, email: string, password: string) {
    this.registering = true;
    let user: User | null = null;
    try {
      ({ user } = await createUserWithEmailAndPassword(this.auth, email, password));
      const displayName = name.trim();
      await updateProfile(user, {
        displayName,
        photoURL: photoURL.trim() || initialsAvatar(displayName),
      });
      // The ID token minted by createUser carries no name, and updateProfile keeps it (Firebase
      // reissues tokens only for e-mail or password changes). The API reads the name from the
      // token, so without a fresh one the first writes would publish the e-mail as the name.
      await user.getIdToken(true);
    } catch (error) {
      throw toAuthError('register', error);
    } finally {
      this.registering = false;
      // updateProfile does not fire onAuthStateChanged: publish the account with its name and picture.
      if (user) this.publish(this.auth.currentUser);
    }
  }

  private build(status: Session['status'], user: User | null): Session {
    const auth = this.auth;
    return {
      status,
      user: user ? toSessionUser(user) : null,
      signIn: async (email, password) => {
        await signInWithEmailAndPassword(auth, email, password).catch((error: unknown) => {
          throw toAuthError('login', error);
        });
        this.catchUp();
      },
      signInWithGoogle: (intent = 'login') =>
        this.socialSignIn('google', intent === 'signup' ? 'googleSignup' : 'google'),
      signInWithGithub: () => this.socialSignIn('github', 'github'),
      register: ({ name, photoURL, email, password }) =>
        this.registerAccount(name, photoURL, email, password),
      signOut: async () => {
        // A failure is the caller's to log ('Logout failed'); the person stays signed in.
        await signOut(auth);
        this.catchUp();
      },
      async getIdToken() {
        return auth.currentUser ? auth.currentUser.getIdToken() : null;
      },
      sendPasswordReset: async (email) => {
        try {
          await sendPasswordResetEmail(auth, email.trim());
        } catch (error) {
          // No account enumeration: an unknown address answers like a known one (a real project
          // with e-mail enumeration protection never reports it; the emulator does).
          if ((error as { code?: unknown }).code === 'auth/user-not-found') return;
          throw toAuthError('passwordReset', error);
        }
      },
      updateProfile: async ({ name, photoURL }) => {
        const current = auth.currentUser;
        if (!current) throw toAuthError('profile', new Error('Not signed in'));
        try {
          const displayName = name.trim();
          await updateProfile(current, {
            displayName,
            photoURL: photoURL.trim() || initialsAvatar(displayName),
          });
          // The API reads the name from the ID token: a fresh one carries the new name.
          await current.getIdToken(true);
        } catch (error) {
          throw toAuthError('profile', error);
        }
        // updateProfile does not fire onAuthStateChanged: publish the new name and picture.
        this.publish(current);
      },
      changePassword: async (currentPassword, newPassword) => {
        const current = auth.currentUser;
        if (!current?.email) throw toAuthError('changePassword', new Error('Not signed in'));
        try {
          await reauthenticateWithCredential(
            current,
            EmailAuthProvider.credential(current.email, currentPassword),
          );
          await updatePassword(current, newPassword);
        } catch (error) {
          throw toAuthError('changePassword', error);
        }
      },
      forgetDeletedAccount: async () => {
        // The provider's account is already gone (the server deleted it): signing out only clears
        // this device's persisted user, and must not fail because the account no longer exists.
        await signOut(auth).catch(() => undefined);
        this.catchUp();
      },
    };
  }
}
