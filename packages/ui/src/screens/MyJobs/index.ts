export { MyJobs } from './MyJobs';
