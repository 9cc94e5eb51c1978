/** Query keys of the jobs feature. */
export const jobKeys = {
  all: ['jobs'] as const,
  /**
   * The open jobs; a signed-in reader's (`reader`: their e-mail) carry the skills they hold, so
   * they are theirs alone, beside the public list (docs/product.md, Jobs for you).
   */
  list: (reader?: string | null) =>
    reader ? ([...jobKeys.all, 'list', reader] as const) : ([...jobKeys.all, 'list'] as const),
  /** One job by id, open or closed (its own page): public; a signed-in reader's as the list. */
  detail: (id: string, reader?: string | null) =>
    reader
      ? ([...jobKeys.all, 'detail', id, reader] as const)
      : ([...jobKeys.all, 'detail', id] as const),
  /** The signed-in user's own data: cleared with the session. */
  mine: () => [...jobKeys.all, 'mine'] as const,
  applications: (jobId: string) => [...jobKeys.all, 'applications', jobId] as const,
  myApplications: () => [...jobKeys.all, 'my-applications'] as const,
};
