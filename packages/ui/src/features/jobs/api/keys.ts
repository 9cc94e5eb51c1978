/** The orders of a job's applications on its poster's screen (docs/product.md, Applying with certificates). */
export type ApplicationsSort = 'newest' | 'skills';

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
  /** A job's applications in one order; without `sort`, the prefix of every order's key. */
  applications: (jobId: string, sort?: ApplicationsSort) =>
    sort
      ? ([...jobKeys.all, 'applications', jobId, sort] as const)
      : ([...jobKeys.all, 'applications', jobId] as const),
  /** The applicant's certificates the apply dialog offers to attach. */
  attachableCertificates: () => [...jobKeys.all, 'attachable-certificates'] as const,
  myApplications: () => [...jobKeys.all, 'my-applications'] as const,
};
