/** Query keys of the jobs feature. */
export const jobKeys = {
  all: ['jobs'] as const,
  list: () => [...jobKeys.all, 'list'] as const,
  /** One job by id, open or closed (its own page): public. */
  detail: (id: string) => [...jobKeys.all, 'detail', id] as const,
  /** The signed-in user's own data: cleared with the session. */
  mine: () => [...jobKeys.all, 'mine'] as const,
  applications: (jobId: string) => [...jobKeys.all, 'applications', jobId] as const,
  myApplications: () => [...jobKeys.all, 'my-applications'] as const,
};
