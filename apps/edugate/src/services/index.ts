export { createServices, type AppServices } from './createServices';
export {
  LazySession,
  type LazySessionOptions,
  type LoadAdapter,
  type SessionListener,
} from './lazySession';
export { hasSessionHint, rememberSession, SESSION_HINT_COOKIE } from './sessionHint';
export { useSessionSource, type SessionSource } from './useSessionSource';
export { LazyDataLayer, loadDataLayer } from './lazyDataLayer';
export type { DataLayerProps } from './DataLayer';
