import { jobListQuery } from '../../features/jobs';
import type { RouteData } from '../../navigation';

export { Jobs as Component } from './Jobs';

/** The open jobs, as useJobs reads them (search and type filter them in the page). */
export const data: RouteData = ({ api }) => [jobListQuery(api)];
