/**
 * Loads a module (a chunk) once: every caller shares the one download. A failed load is forgotten,
 * so that a later attempt (the next hover, the next click) fetches again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
