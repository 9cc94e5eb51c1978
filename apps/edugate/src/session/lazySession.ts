import type { Session } from '@edugate/ui/session';
import type { AppConfig } from '../config';
// Type only: the adapter and the Firebase SDK behind it stay out of the initial chunk.
import type { FirebaseSession } from './firebase';
import type { SessionSource } from './useSessionSource';

export type SessionListener = (session: Session) => void;

type Adapter = Pick<FirebaseSession, 'session' | 'subscribe'>;

/** Loads the Firebase adapter (and with it the SDK); a function so tests can stand in for it. */
export type LoadAdapter = (config: AppConfig) => Promise<Adapter>;

const loadFirebaseAdapter: LoadAdapter = async (config) => {
  const { FirebaseSession } = await import('./firebase');
  return new FirebaseSession(config);
};

const UNAVAILABLE = 'Sign-in is unavailable right now. Please reload the page.';

export interface LazySessionOptions {
  /**
   * The device has a session (sessionHint.ts): sign-in loads at once and the status is 'loading'
   * until it answers. Without one the visitor is signed out from the start, and sign-in loads only
   * when `load()` is called: by an action (a "Login"), or by the host on the first interaction.
   */
  hasSession: boolean;
  /** Where the adapter comes from; the Firebase SDK by default. */
  load?: LoadAdapter;
  /** Told whether there is a session each time the adapter knows (to keep the hint current). */
  remember?: (signedIn: boolean) => void;
}

/**
 * The session the app hands to the UI before and after the Firebase SDK has loaded, so the shell
 * and the pages never wait for it. Signed-out visitors (the device has no session) never download
 * the SDK until they start to do something; a device with a session loads it with the page and
 * shows 'loading' meanwhile (no account controls yet, protected routes show their spinner). An
 * action started before the SDK is there (a quick "Login") waits for it. Once loaded, every value
 * and change comes from the adapter itself.
 */
export class LazySession implements SessionSource {
  readonly initialSession: Session;
  private current: Session;
  private readonly listeners = new Set<SessionListener>();
  private adapter: Promise<Adapter> | undefined;
  private readonly config: AppConfig;
  private readonly options: LazySessionOptions;

  constructor(config: AppConfig, options: LazySessionOptions) {
    this.config = config;
    this.options = options;
    this.initialSession = this.pending(options.hasSession ? 'loading' : 'signedOut');
    this.current = this.initialSession;
    if (options.hasSession) this.load().catch(() => undefined);
  }

  get session(): Session {
    return this.current;
  }

  /** Starts (or joins) loading sign-in. A failure is final for this page: reloading retries. */
  load(): Promise<Adapter> {
    if (!this.adapter) {
      const load = this.options.load ?? loadFirebaseAdapter;
      this.adapter = load(this.config).then(
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
    return this.adapter;
  }

  subscribe(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private publish(session: Session): void {
    if (session.status !== 'loading') this.options.remember?.(session.status === 'signedIn');
    // A device without a session is signed out from the start; the adapter's 'loading' while it
    // reads its storage and its 'signedOut' after change nothing (the pending session's actions
    // already run on the adapter). Published, they flipped the status to 'loading' and back on a
    // visitor's first tap: an update reaching the parts of a page still hydrating, which React
    // then draws anew, losing the click the early-input keeper held for them (Apply Now on /jobs).
    if (this.stillSignedOut() && session.status !== 'signedIn') return;
    this.current = session;
    for (const listener of this.listeners) listener(session);
  }

  /** Still on the signed-out session the page started with (no session on this device). */
  private stillSignedOut(): boolean {
    return this.current === this.initialSession && this.initialSession.status === 'signedOut';
  }

  /** A Session whose actions run on the adapter, loading it first if need be. */
  private pending(status: 'loading' | 'signedOut'): Session {
    const later = async () => (await this.load()).session;
    return {
      status,
      user: null,
      signIn: async (email, password) => (await later()).signIn(email, password),
      signInWithGoogle: async (intent) => (await later()).signInWithGoogle(intent),
      signInWithGithub: async () => (await later()).signInWithGithub(),
      register: async (input) => (await later()).register(input),
      signOut: async () => (await later()).signOut(),
      sendPasswordReset: async (email) => (await later()).sendPasswordReset(email),
      updateProfile: async (input) => (await later()).updateProfile(input),
      changePassword: async (current, next) => (await later()).changePassword(current, next),
      forgetDeletedAccount: async () => (await later()).forgetDeletedAccount(),
      // A token is only asked for by secured API calls: nobody is signed in before the SDK is,
      // and a signed-out visitor's request is no reason to download it.
      getIdToken: async () => {
        if (!this.adapter) return null;
        try {
          return await (await later()).getIdToken();
        } catch {
          return null;
        }
      },
    };
  }
}
