import { lazy } from 'react';
import { once } from '../routeModules';

/** Starts (or joins) the download of the data layer; main.tsx calls it before the first render. */
export const loadDataLayer = once(() => import('./DataLayer'));

export const LazyDataLayer = lazy(loadDataLayer);
