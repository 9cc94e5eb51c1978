/**
 * `check`, shared by the callers that ask while one is under way, and always started after the
 * caller asked: a caller that finds a check already sent waits for the next one, sent as soon as
 * that one is answered (together with everyone else who asked meanwhile). So any number of
 * simultaneous reads cost at most two checks in a row, and none is answered with a value read
 * before it asked.
 */
export function latestOf<T>(check: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const started = check();
    running = started;
    const settled = () => {
      if (running === started) running = null;
    };
    started.then(settled, settled);
    return started;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}
