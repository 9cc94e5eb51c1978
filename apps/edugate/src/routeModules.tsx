import type { ApiClient } from '@edugate/api-client';
import { loadOnce } from '@edugate/ui/navigation';
import type { QueryKey } from '@tanstack/react-query';
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
  /** Its name, unique in the table ('Home'): in reports and tests, and the key of its source. */
  name: string;
}

export function lazyScreen<M>(
  name: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyScreen {
  return { name, ...lazyComponent(load, pick) };
}

/**
 * Each screen's module, as the build resolved its import: the path relative to the app's root
 * by which the build's Vite manifest keys the screen's chunk. The `edugate:route-sources` plugin
 * (vite.config.ts) reads the route table's `lazyScreen(name, () => import(...))` calls and
 * records them here when the table loads, so the server finds a page's files by what the table
 * imports rather than by a screen's folder name. Empty where no build ran (unit tests).
 */
const screenSources = new Map<string, string>();

export function recordScreenSources(sources: Record<string, string>): void {
  for (const [name, source] of Object.entries(sources)) screenSources.set(name, source);
}

export function screenSource(screen: Pick<LazyScreen, 'name'>): string | undefined {
  return screenSources.get(screen.name);
}

/** What a route's `data` gets: the API and the address's parts. */
export interface RouteDataContext {
  api: ApiClient;
  params: Params;
  search: URLSearchParams;
}

/**
 * TanStack Query options of public data. Typed loosely on purpose: a route lists queries of
 * different data, and the server only fetches them into the cache the screen then reads.
 */
export interface PublicQuery {
  queryKey: QueryKey;
  // The options' fetcher, whatever it returns.
  queryFn?: unknown;
  meta?: Record<string, unknown>;
}

export interface AppRoute {
  /** A react-router path pattern, from `routes` of @edugate/ui/paths. */
  path: string;
  screen: LazyScreen;
  /** SPEC.md: 'protected' pages are signed-in only (a signed-out visitor goes to /login). */
  access: 'public' | 'protected';
  /**
   * The page's title without ' | EduGate', as its screen's <PageTitle> sets it once drawn (a
   * test holds the two together). The server sends it where the screen draws no title of its own
   * (a protected page is the session spinner on the server); a function for pages whose title
   * depends on the address, undefined when only the screen knows it (an article's title).
   */
  title?: string | ((params: Params) => string | undefined);
  /**
   * The public data the page shows, which the server fetches before it renders the page (within
   * its deadline) and sends with it. Never a user's data: only the browser has their token.
   * Loaded lazily so the factories stay out of the entry chunk.
   */
  data?: (context: RouteDataContext) => Promise<readonly PublicQuery[]>;
  /**
   * For a pattern with parameters whose values are a known few (an article's slug): whether the
   * address leads to something. When it does not, the screen shows the 404 page itself and the
   * server sends it with the 404 status. Must be cheap: it runs in the entry, before any chunk.
   */
  exists?: (params: Params) => boolean;
}

/** A path matched against the route table. */
export interface RouteMatch {
  route: AppRoute;
  params: Params;
  /** False when the pattern matched but `exists` says there is nothing there (a 404). */
  found: boolean;
}

/** The route table's entry for `pathname`, if it has one, and whether the page there exists. */
export function routeFor(table: readonly AppRoute[], pathname: string): RouteMatch | undefined {
  for (const route of table) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params, found: route.exists?.(match.params) ?? true };
  }
  return undefined;
}

/**
 * Starts loading the chunk of the page at `pathname` (when a link to it is hovered or focused).
 * A failed prefetch is not the visitor's concern yet: the navigation retries and shows it.
 */
export function prefetchPath(
  table: readonly AppRoute[],
  fallback: LazyScreen,
  pathname: string,
): void {
  (routeFor(table, pathname)?.route.screen ?? fallback).preload().catch(() => undefined);
}
