import { jobListQuery, jobQuery } from '../../features/jobs';
import type { RouteData, RouteNotFound, RouteSitemap } from '../../navigation';
import { paths } from '../../paths';

export { JobDetail as Component } from './JobDetail';

/** The job, as the screen's useJob reads it (open or closed). */
export const data: RouteData = ({ api, params }) => [jobQuery(api, params.id ?? '')];

/** No job has this id (or it is no id at all): the 404 page, with the 404 status. */
export const notFound: RouteNotFound = ({ api, params, cache }) =>
  cache.getQueryData(jobQuery(api, params.id ?? '').queryKey) === null;

/** Every open job's page is in the sitemap; a closed job leaves the board, and the sitemap. */
export const sitemap: RouteSitemap = async ({ api, cache }) =>
  (await cache.fetchQuery(jobListQuery(api))).map((job) => paths.jobDetail(job._id));
