export { createServices, type AppServices } from './createServices';
export { LazySession, type LoadAdapter, type SessionListener } from './lazySession';
export { useSessionSource } from './useSessionSource';
export { LazyDataLayer, loadDataLayer } from './lazyDataLayer';
