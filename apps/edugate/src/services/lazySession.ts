import type { Session } from '@edugate/ui';
import type { AppConfig } from '../config';
// Type only: the adapter and the Firebase SDK behind it stay out of the initial chunk.
import type { FirebaseSession } from '../session';

export type SessionListener = (session: Session) => void;

/** Loads the Firebase adapter (and with it the SDK); a function so tests can stand in for it. */
export type LoadAdapter = (
  config: AppConfig,
) => Promise<Pick<FirebaseSession, 'session' | 'subscribe'>>;

const loadFirebaseAdapter: LoadAdapter = async (config) => {
  const { FirebaseSession } = await import('../session');
  return new FirebaseSession(config);
};

const UNAVAILABLE = 'Sign-in is unavailable right now. Please reload the page.';

/**
 * The session the app hands to the UI before and after the Firebase SDK has loaded. The SDK is
 * imported in parallel with the first page, so the shell and public pages never wait for it:
 * until it is there the status is 'loading' (the navbar shows no account controls yet, protected
 * routes show their spinner), and an action started meanwhile (a quick "Login") waits for it.
 * Once loaded, every value and change comes from the adapter itself.
 */
export class LazySession {
  private current: Session;
  private readonly listeners = new Set<SessionListener>();
  private readonly adapter: Promise<Pick<FirebaseSession, 'session'>>;

  constructor(config: AppConfig, load: LoadAdapter = loadFirebaseAdapter) {
    this.current = this.pending('loading');
    this.adapter = load(config).then(
      (adapter) => {
        adapter.subscribe((session) => this.publish(session));
        this.publish(adapter.session);
        return adapter;
      },
      (error: unknown) => {
        // No SDK (offline on first visit, a failed deploy): visitors keep browsing signed out.
        console.error('Could not load sign-in', error);
        this.publish(this.pending('signedOut'));
        throw new Error(UNAVAILABLE, { cause: error });
      },
    );
    // Handled here; each waiting action still sees the rejection.
    this.adapter.catch(() => undefined);
  }

  get session(): Session {
    return this.current;
  }

  subscribe(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private publish(session: Session): void {
    this.current = session;
    for (const listener of this.listeners) listener(session);
  }

  /** A Session whose actions run on the adapter once it has loaded. */
  private pending(status: 'loading' | 'signedOut'): Session {
    const later = async () => (await this.adapter).session;
    return {
      status,
      user: null,
      signIn: async (email, password) => (await later()).signIn(email, password),
      signInWithGoogle: async (intent) => (await later()).signInWithGoogle(intent),
      signInWithGithub: async () => (await later()).signInWithGithub(),
      register: async (input) => (await later()).register(input),
      signOut: async () => (await later()).signOut(),
      // A token is only asked for by secured API calls; nobody is signed in before the SDK is.
      getIdToken: async () => {
        try {
          return await (await later()).getIdToken();
        } catch {
          return null;
        }
      },
    };
  }
}
