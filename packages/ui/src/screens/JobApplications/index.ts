export { JobApplications } from './JobApplications';
