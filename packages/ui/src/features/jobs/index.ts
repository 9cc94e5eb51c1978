export { jobKeys } from './api/keys';
export { jobListQuery, useJobs } from './api/queries';
export {
  postJobMutation,
  applyToJobMutation,
  usePostJob,
  useApplyToJob,
  type ApplyVariables,
} from './api/mutations';
// Schemas are imported from './schemas' by the forms that use them: they build zod schemas as the
// module loads, so re-exporting them here would load zod for every screen that reads jobs.
export { jobTexts } from './texts';
