export { JobApplications as Component } from './JobApplications';
