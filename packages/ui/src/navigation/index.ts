export { PrefetchProvider, usePrefetch, internalPath, type Prefetch } from './PrefetchContext';
