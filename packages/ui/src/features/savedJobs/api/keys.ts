/** Query keys of the saved jobs feature. */
export const savedJobKeys = {
  all: ['saved-jobs'] as const,
  /** The signed-in user's saved jobs: cleared with the session. */
  list: () => [...savedJobKeys.all, 'list'] as const,
};
