export { PrefetchProvider, usePrefetch, internalPath, type Prefetch } from './PrefetchContext';
export { loadOnce } from './loadOnce';
export {
  defineRoute,
  type PublicQuery,
  type RouteData,
  type RouteDataContext,
  type RouteModule,
  type RouteNotFound,
  type RouteDefinition,
  type RoutePage,
  type RoutePageData,
  type RouteSitemap,
} from './route';
