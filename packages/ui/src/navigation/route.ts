import type { ApiClient } from '@edugate/api-client';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * Route modules: each screen owns its route. Beside `screens/<Screen>/` sit two files:
 *
 * - `route.ts`, the route module: its name, path (from `routes`), access and title, and how to
 *   load its page. Small, because the app's route table imports every one of them into its first
 *   chunk: the browser matches addresses, guards protected pages and prefetches with it.
 * - `page.ts`, the page it loads (in a chunk of its own): the screen as `Component` and, for a
 *   public page the server renders with data, `data`: the queries the page reads, built with the
 *   same factories as the screen's hooks, so the server fetches exactly what the screen will read.
 *
 * This is React Router's lazy route module (`path` in the table, `lazy` returning `Component` and
 * `loader`), written for the declarative router and TanStack Query's cache (ADR 10).
 */

/** What a route's `data` gets: the API (with no user's token) and the address's parts. */
export interface RouteDataContext {
  api: ApiClient;
  params: Readonly<Record<string, string | undefined>>;
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
  /** `{ scope: 'user' }` marks a signed-in user's data, which the server never fetches. */
  meta?: Record<string, unknown>;
}

/**
 * The public data a page shows, which the server fetches before it renders the page (within its
 * deadline) and sends with it. Never a user's data: only the browser has their token.
 */
export type RouteData = (context: RouteDataContext) => readonly PublicQuery[];

/**
 * Whether the data the server fetched says the address leads to nothing (an unknown
 * certificate): the page is then sent with the 404 status. The screen draws its own 'not found'
 * from the same data, so the page and its status agree.
 */
export type RouteNotFound = (context: RouteDataContext & { cache: QueryClient }) => boolean;

/**
 * The addresses of a route that a search engine should list, from the data (each open job's page):
 * the page server adds them to /sitemap.xml. Public data only, fetched with `api` (no user's token)
 * through `cache`, the same query options the page reads.
 */
export type RouteSitemap = (context: {
  api: ApiClient;
  cache: QueryClient;
}) => Promise<readonly string[]>;

/** What a route module's `page` loads: `page.ts` beside the screen. */
export interface RoutePage {
  Component: ComponentType;
  data?: RouteData;
  notFound?: RouteNotFound;
  sitemap?: RouteSitemap;
}

export interface RouteModule {
  /** Unique in the app ('Catalogue'): in reports and tests, and the key of its page's files. */
  name: string;
  /** A react-router path pattern, from `routes` of ../paths ('*' for the 404 page). */
  path: string;
  /** 'protected' pages are for signed-in people; the others are sent to /login and back. */
  access: 'public' | 'protected';
  /**
   * The page's title without ' | EduGate', as its screen's <PageTitle> sets it once drawn (a test
   * holds the two together). The server sends it where the screen draws no title of its own (a
   * protected page is the session spinner on the server); a function for pages whose title
   * depends on the address, undefined when only the screen knows it (an article's title).
   */
  title?: string | ((params: Readonly<Record<string, string | undefined>>) => string | undefined);
  /**
   * For a pattern whose parameters have a known few values (an article's slug): whether the
   * address leads to something. When it does not, the screen shows the 404 page itself and the
   * server sends it with the 404 status. Must be cheap: it runs in the first chunk.
   */
  exists?: (params: Readonly<Record<string, string | undefined>>) => boolean;
  /**
   * Loads the page: always `() => import('./page')`, in that form, because the app's server
   * build reads it to find which files the page needs (apps/edugate/build/routeSources.ts).
   */
  page: () => Promise<RoutePage>;
}

/** Declares a screen's route module (typed; the object itself is the module's description). */
export function defineRoute<const R extends RouteModule>(route: R): R {
  return route;
}
