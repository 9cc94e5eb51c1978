export { savedJobKeys } from './api/keys';
export { savedJobsQuery, useSavedJobs, useSavedJobIds } from './api/queries';
export { saveJobMutation, useSaveJob, type SaveJobVariables } from './api/mutations';
export { savedJobTexts } from './texts';
