export { MyJobs as Component } from './MyJobs';
