export { PrefetchProvider, usePrefetch, internalPath, type Prefetch } from './PrefetchContext';
export { loadOnce } from './loadOnce';
