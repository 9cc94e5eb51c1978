export { MyApplications } from './MyApplications';
