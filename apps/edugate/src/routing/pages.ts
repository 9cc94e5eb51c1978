import type { RouteModule, RoutePage } from '@edugate/ui/navigation';
import { lazyComponent, type LazyComponent } from './lazyComponent';

/** A route's page: its screen, mounted once its chunk is in, and the chunk's `data`. */
export type LazyPage = LazyComponent<object, RoutePage>;

const pages = new WeakMap<RouteModule, LazyPage>();

/**
 * The page of a route module, made once per route so that every reader (the browser's routes,
 * prefetching, the server render) shares its one download.
 */
export function pageOf(route: RouteModule): LazyPage {
  let page = pages.get(route);
  if (!page) {
    page = lazyComponent(route.page, (module) => module.Component);
    pages.set(route, page);
  }
  return page;
}
