/** SPEC.md's job-board texts (sections 2, 6 and 8). */
export const jobTexts = {
  heading: 'Find Your Dream Job',
  loadFailed: 'Failed to fetch jobs. Please try again later.',
  applied: 'Application submitted successfully!',
  applyFailed: 'Failed to submit application',
  posted: 'Job posted successfully!',
  postFailed: 'Failed to post job',
  loginToApply: 'Please login to apply for jobs',
} as const;
