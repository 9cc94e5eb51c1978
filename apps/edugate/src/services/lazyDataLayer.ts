import { lazyComponent } from '../routing/lazyComponent';

/**
 * The data layer (TanStack Query and the API client's context) in a chunk of its own, downloaded
 * beside the first page's chunk: the shell needs none of it.
 */
const dataLayer = lazyComponent(
  () => import('./DataLayer'),
  (module) => module.DataLayer,
);

/** Starts (or joins) the download of the data layer; main.tsx calls it before the first render. */
export const loadDataLayer = dataLayer.preload;

export const LazyDataLayer = dataLayer.Component;
