import type { Session } from '@edugate/ui';
import { useSyncExternalStore } from 'react';
import type { LazySession } from './lazySession';

/** The current Session value, re-rendering only when it changes. */
export function useSessionSource(source: Pick<LazySession, 'session' | 'subscribe'>): Session {
  return useSyncExternalStore(
    (onChange) => source.subscribe(onChange),
    () => source.session,
  );
}
