/** The job board's texts (docs/product.md, Jobs). */
export const jobTexts = {
  skillsHint: 'Up to 15. Pick a suggestion or type a new skill and press Enter.',
  heading: 'Find Your Dream Job',
  loadFailed: 'Failed to fetch jobs. Please try again later.',
  applied: 'Application submitted successfully!',
  applyFailed: 'Failed to submit application',
  posted: 'Job posted successfully!',
  postFailed: 'Failed to post job',
  loginToApply: 'Please login to apply for jobs',

  // /jobs: search, chips and the reader's own marks (docs/product.md, Jobs)
  searchLabel: 'Search jobs',
  // Jobs for you (docs/product.md)
  sortLabel: 'Sort jobs',
  newestFirst: 'Newest first',
  bestMatch: 'Best match for you',
  skillsHeld: (held: number, required: number) => `You have ${held} of ${required} skills`,
  youHaveSkill: 'you have this skill',
  learnSkill: (skill: string) => `Learn ${skill}`,
  allTypes: 'All',
  noJobsFound: 'No jobs found',
  clearSearch: 'Clear search',
  appliedBadge: 'Applied',
  postedByYou: 'Posted by you',
  manage: 'Manage',

  // A job's own page, /jobs/{id}
  jobFailed: 'Failed to load the job. Please try again later.',
  // The server's 409 for applying to a closed job says the same (messages.jobClosed).
  closedNotice: 'This job is no longer accepting applications.',
  allJobs: 'All jobs',
  jobTitle: 'Job',
  aboutTheJob: 'About the job',
  requirements: 'Requirements',
  benefits: 'Benefits',
  postedOn: (date: string) => `Posted ${date}`,
  jobPageTitle: (title: string, company: string) => `${title} at ${company}`,

  // My Jobs
  myJobsTitle: 'My Jobs',
  myJobsEmpty: "You haven't posted any jobs yet.",
  postAJob: 'Post a Job',
  myJobsFailed: 'Failed to load your jobs. Please try again later.',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  updated: 'Job updated successfully!',
  updateFailed: 'Failed to update job',
  closed: 'Job closed',
  reopened: 'Job reopened',
  statusFailed: 'Failed to change the job status',
  deleted: 'Job deleted successfully',
  deleteFailed: 'Failed to delete job',
  deleteTitle: 'Delete this job?',
  deleteText: (title: string, count: number) =>
    `Are you sure you want to delete the job "${title}"? ${
      count === 1 ? 'Its 1 application' : `Its ${count} applications`
    } will be deleted too. This action cannot be undone.`,
  applicants: (count: number) => (count === 1 ? '1 applicant' : `${count} applicants`),

  // A job's applications
  applicationsHeading: (title: string) => `${title}: Applications`,
  applicationsTitle: 'Applications',
  applicationsEmpty: 'No applications yet.',
  applicationsFailed: 'Failed to load the applications. Please try again later.',
  resume: 'Resume',
  showMore: 'Show more',
  showLess: 'Show less',
  statusUpdated: 'Application status updated',
  // Applying with certificates (docs/product.md, Applying with certificates)
  attachCertificates: 'Attach certificates',
  attachHint:
    'Certificates teaching a skill this job requires are ticked. The poster sees each one verified by EduGate.',
  noCertificates: 'You have no certificates yet. Finish a course to attach its certificate.',
  certificatesLoading: 'Loading your certificates…',
  certificatesFailed: 'Your certificates could not be loaded. You can still apply without them.',
  sortBy: 'Sort by',
  sortNewest: 'Newest',
  sortSkills: 'Skills matched',
  certificatesColumn: 'Certificates',
  noneAttached: 'None attached',
  verified: 'Verified',
  revoked: 'Revoked',
  unverifiable: 'Not verifiable',
  certificateStatus: (title: string, status: string) => `${title}: ${status}`,
  skillsMatched: (held: number, required: number) => `Skills: ${held} of ${required} required`,
  statusUpdateFailed: 'Failed to update the application status',

  // My Applications
  myApplicationsTitle: 'My Applications',
  myApplicationsEmpty: "You haven't applied to any jobs yet.",
  browseJobs: 'Browse Jobs',
  myApplicationsFailed: 'Failed to load your applications. Please try again later.',
  withdraw: 'Withdraw',
  withdrawTitle: 'Withdraw application?',
  withdrawText: (title: string, company: string) =>
    `Withdraw your application to "${title}" at ${company}?`,
  withdrawn: 'Application withdrawn',
  withdrawFailed: 'Failed to withdraw the application',
} as const;
