import type { Session } from '@edugate/ui/session';
import { useSyncExternalStore } from 'react';

/** Where the app's Session comes from (LazySession in the browser). */
export interface SessionSource {
  /** The Session now. */
  readonly session: Session;
  /** The Session before anything was known: what a server render shows, and so what hydrates. */
  readonly initialSession: Session;
  subscribe(listener: (session: Session) => void): () => void;
}

/**
 * The current Session value, re-rendering only when it changes. Hydration starts from the initial
 * one, as the server rendered it, even when sign-in has loaded meanwhile; React then re-renders
 * with the current one.
 */
export function useSessionSource(source: SessionSource): Session {
  return useSyncExternalStore(
    (onChange) => source.subscribe(onChange),
    () => source.session,
    () => source.initialSession,
  );
}
