import type { ApiClient } from '@edugate/api-client';
import type { Session, SessionUser } from '@edugate/ui';
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  GithubAuthProvider,
  GoogleAuthProvider,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import type { AppConfig } from '../config';
import { toAuthError } from './authErrors';

export type SessionListener = (session: Session) => void;

function toSessionUser(user: User): SessionUser {
  return { email: user.email, displayName: user.displayName, photoURL: user.photoURL };
}

/**
 * The Firebase side of the UI's Session interface. Holds the current Session value and tells
 * subscribers (the React provider) whenever it changes, so React re-renders on auth changes only.
 */
export class FirebaseSession {
  readonly auth: Auth;
  private current: Session;
  private readonly listeners = new Set<SessionListener>();

  constructor(
    config: AppConfig,
    private readonly api: () => ApiClient,
    app: FirebaseApp = initializeApp(config.firebase),
  ) {
    this.auth = getAuth(app);
    if (config.authEmulatorHost) {
      connectAuthEmulator(this.auth, `http://${config.authEmulatorHost}`, {
        disableWarnings: true,
      });
    }
    this.current = this.build('loading', null);
    onAuthStateChanged(this.auth, (user) => {
      this.current = this.build(user ? 'signedIn' : 'signedOut', user);
      this.emit();
      if (user?.email) void this.startServerSession(user.email);
    });
  }

  get session(): Session {
    return this.current;
  }

  subscribe(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener(this.current);
  }

  /** SPEC: every auth-state change with an e-mail asks for a session cookie; the answer is only logged. */
  private async startServerSession(email: string): Promise<void> {
    try {
      const { data, error } = await this.api().POST('/jwt', { body: { email } });
      console.info('Session token', data ?? error);
    } catch (error) {
      console.info('Session token request failed', error);
    }
  }

  private build(status: Session['status'], user: User | null): Session {
    const auth = this.auth;
    return {
      status,
      user: user ? toSessionUser(user) : null,
      async signIn(email, password) {
        await signInWithEmailAndPassword(auth, email, password).catch((error: unknown) => {
          throw toAuthError('login', error);
        });
      },
      async signInWithGoogle() {
        await signInWithPopup(auth, new GoogleAuthProvider()).catch((error: unknown) => {
          throw toAuthError('google', error);
        });
      },
      async signInWithGithub() {
        await signInWithPopup(auth, new GithubAuthProvider()).catch((error: unknown) => {
          throw toAuthError('github', error);
        });
      },
      register: async ({ name, photoURL, email, password }) => {
        try {
          const credential = await createUserWithEmailAndPassword(auth, email, password);
          await updateProfile(credential.user, { displayName: name, photoURL });
          // updateProfile does not fire onAuthStateChanged: publish the new name and picture.
          this.current = this.build('signedIn', credential.user);
          this.emit();
        } catch (error) {
          throw toAuthError('register', error);
        }
      },
      async signOut() {
        await signOut(auth);
      },
      async getIdToken() {
        return auth.currentUser ? auth.currentUser.getIdToken() : null;
      },
    };
  }
}
