export { jobKeys } from './api/keys';
export { jobListQuery, useJobs } from './api/queries';
export {
  postJobMutation,
  applyToJobMutation,
  usePostJob,
  useApplyToJob,
  type ApplyVariables,
} from './api/mutations';
export {
  jobPostSchema,
  applySchema,
  emptyJobPostForm,
  emptyApplyForm,
  type JobPostFormValues,
  type ApplyFormValues,
} from './schemas';
export { jobTexts } from './texts';
