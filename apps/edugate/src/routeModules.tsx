import { loadOnce } from '@edugate/ui/navigation';
import { use, type ComponentType } from 'react';
import { matchPath, type Params } from 'react-router-dom';

/** A component in a chunk of its own: the component to mount, and a way to fetch it ahead. */
export interface LazyComponent<P extends object = object> {
  Component: ComponentType<P>;
  /** Starts (or joins) the download; resolves once `Component` renders without suspending. */
  preload: () => Promise<unknown>;
}

/**
 * A component loaded the first time it renders or is preloaded. Both share one download, so a
 * link that was hovered opens its page without waiting. Unlike React.lazy it renders at once when
 * the chunk is already there: a server render and the hydration of its HTML preload the page's
 * chunk first and so never suspend (a boundary that suspends while hydrating would show its
 * fallback instead of the server's HTML as soon as anything above it changes).
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = loadOnce(async () => {
    const module = await load();
    loaded ??= pick(module);
    return module;
  });
  function Lazy(props: P) {
    // Suspends (or throws a failed download to the error boundary) until `loaded` is set.
    if (!loaded) use(preload());
    const Loaded = loaded as ComponentType<P>;
    return <Loaded {...props} />;
  }
  return { Component: Lazy, preload };
}

/** One screen of the route table, in its own chunk. */
export interface LazyScreen extends LazyComponent {
  /** Its folder under @edugate/ui/screens: how the server finds the chunk's files to preload. */
  name: string;
}

export function lazyScreen<M>(
  name: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyScreen {
  return { name, ...lazyComponent(load, pick) };
}

export interface ScreenRoute {
  /** A react-router path pattern, from `routes` of @edugate/ui. */
  path: string;
  screen: LazyScreen;
  /** SPEC.md: signed-in only. */
  protected?: boolean;
  /**
   * For a pattern with parameters whose values are a known few (an article's slug): whether the
   * address leads to something. When it does not, the screen shows the 404 page itself and the
   * server sends it with the 404 status. Must be cheap: it runs in the entry, before any chunk.
   */
  exists?: (params: Params) => boolean;
}

/** The route table's entry for `pathname`, if it has one, and whether the page there exists. */
export function routeFor(
  table: readonly ScreenRoute[],
  pathname: string,
): { route: ScreenRoute; found: boolean } | undefined {
  for (const route of table) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, found: route.exists?.(match.params) ?? true };
  }
  return undefined;
}

/**
 * Starts loading the chunk of the page at `pathname` (when a link to it is hovered or focused).
 * A failed prefetch is not the visitor's concern yet: the navigation retries and shows it.
 */
export function prefetchPath(
  table: readonly ScreenRoute[],
  fallback: LazyScreen,
  pathname: string,
): void {
  (routeFor(table, pathname)?.route.screen ?? fallback).preload().catch(() => undefined);
}
