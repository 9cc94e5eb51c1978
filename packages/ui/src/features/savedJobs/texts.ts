/** Saved jobs' texts (docs/product.md, Saved jobs). */
export const savedJobTexts = {
  save: 'Save job',
  saved: 'Saved',
  closed: 'Closed',
  title: 'Saved Jobs',
  description: 'Jobs you keep to come back to. A job that closes stays here, marked Closed.',
  empty: "You haven't saved any jobs yet.",
  browseJobs: 'Browse Jobs',
  loadFailed: 'Failed to load your saved jobs. Please try again later.',
  saveFailed: 'Failed to save the job',
  unsaveFailed: 'Failed to unsave the job',
  loginToSave: 'Please login to save jobs',
  loading: 'Loading your saved jobs',
  postedOn: (date: string) => `Posted ${date}`,
  count: (count: number) => (count === 1 ? '1 saved job' : `${count} saved jobs`),
} as const;
