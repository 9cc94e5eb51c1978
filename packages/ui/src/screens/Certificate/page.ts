import { certificateQuery } from '../../features/learning';
import type { RouteData, RouteNotFound } from '../../navigation';

export { Certificate as Component } from './Certificate';

/** The certificate, as the screen's useCertificate reads it. */
export const data: RouteData = ({ api, params }) => [certificateQuery(api, params.id ?? '')];

/** No certificate has this id: the page says so, with the 404 status. */
export const notFound: RouteNotFound = ({ api, params, cache }) =>
  cache.getQueryData(certificateQuery(api, params.id ?? '').queryKey) === null;
