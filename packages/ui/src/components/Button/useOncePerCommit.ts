import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs an action at most once until React commits again. An action button is disabled by the
 * render that its own click causes, but two clicks dispatched in one task (a double click the
 * early-input keeper replays at hydration, or a script's) both arrive before that render: without
 * this the second starts the request again, and TanStack Query drops the first call's callbacks,
 * so a success is followed by the server's 'already enrolled'. Every commit opens the gate again;
 * the action's own render is the one that disables its button.
 */
export function useOncePerCommit(): (action: () => void) => void {
  const started = useRef(false);
  useEffect(() => {
    started.current = false;
  });
  return useCallback((action: () => void) => {
    if (started.current) return;
    started.current = true;
    action();
  }, []);
}
