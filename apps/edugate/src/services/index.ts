export { createServices, type AppServices } from './createServices';
// The session's lazy loading lives in ../session; re-exported here for the entry points
// (main.tsx) that build every service at once.
export {
  LazySession,
  hasSessionHint,
  rememberSession,
  SESSION_HINT_COOKIE,
  useSessionSource,
  type LazySessionOptions,
  type LoadAdapter,
  type SessionListener,
  type SessionSource,
} from '../session';
export { LazyDataLayer, loadDataLayer } from './lazyDataLayer';
export type { DataLayerProps } from './DataLayer';
