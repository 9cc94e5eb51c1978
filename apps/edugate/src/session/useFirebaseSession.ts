import type { Session } from '@edugate/ui';
import { useSyncExternalStore } from 'react';
import type { FirebaseSession } from './firebaseSession';

/** The current Session value, re-rendering only when Firebase reports an auth change. */
export function useFirebaseSession(source: FirebaseSession): Session {
  return useSyncExternalStore(source.subscribe, () => source.session);
}
