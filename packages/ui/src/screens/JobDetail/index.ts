export { JobDetail } from './JobDetail';
