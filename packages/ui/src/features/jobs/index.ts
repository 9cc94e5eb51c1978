export { jobKeys } from './api/keys';
export {
  jobListQuery,
  useJobs,
  jobQuery,
  useJob,
  myJobsQuery,
  useMyJobs,
  jobApplicationsQuery,
  useJobApplications,
  myApplicationsQuery,
  useMyApplications,
  useMyJobMarks,
  attachableCertificatesQuery,
  useAttachableCertificates,
} from './api/queries';
export type { ApplicationsSort } from './api/keys';
export {
  postJobMutation,
  applyToJobMutation,
  updateJobMutation,
  setJobStatusMutation,
  deleteJobMutation,
  setApplicationStatusMutation,
  withdrawApplicationMutation,
  usePostJob,
  useApplyToJob,
  useUpdateJob,
  useSetJobStatus,
  useDeleteJob,
  useSetApplicationStatus,
  useWithdrawApplication,
  type ApplyVariables,
  type UpdateJobVariables,
  type JobStatusVariables,
  type ApplicationStatusVariables,
} from './api/mutations';
// Schemas are imported from './schemas' by the forms that use them: they build zod schemas as the
// module loads, so re-exporting them here would load zod for every screen that reads jobs.
export { jobTexts } from './texts';
export { jobPostingData, parseSalary, type JobPostingData, type ParsedSalary } from './jobPosting';
export { useApplyNow } from './useApplyNow';
export {
  excerpt,
  jobSummary,
  EXCERPT_LENGTH,
  type ApplyTarget,
  type JobSummary,
} from './jobSummary';
