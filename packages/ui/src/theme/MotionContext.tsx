import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const MotionContext = createContext<{ animate: boolean }>({ animate: true });

/**
 * `animate={false}` turns off autoplay and animation below it. Stories set it under test and in
 * visual snapshots so every render is the same; the app leaves it on and the reader's
 * `prefers-reduced-motion` still wins.
 */
export function MotionProvider({ animate, children }: { animate: boolean; children: ReactNode }) {
  return <MotionContext.Provider value={{ animate }}>{children}</MotionContext.Provider>;
}

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function prefersReducedMotion() {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(QUERY).matches;
}

/** True when nothing should move on its own: the reader asked for it, or the host turned it off. */
export function useReducedMotion(): boolean {
  const { animate } = useContext(MotionContext);
  const reduced = useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
  return !animate || reduced;
}
