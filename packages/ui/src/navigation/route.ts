import type { ApiClient } from '@edugate/api-client';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * Route modules: each screen owns its route. In `screens/<Screen>/`, beside the screen and its
 * stories, `route.ts` declares it with `defineRoute`: its name (the screen's export), path (from
 * `paths`), access, title, whether the sitemap lists it, and `page: () => import('./<Screen>')`.
 * The route module stays small, because the app's route table imports every one of them into its
 * first chunk: the browser matches addresses, guards protected pages and prefetches with it.
 *
 * The page is the screen's own module, loaded in a chunk of its own: the component, exported
 * under the route's name, and, for a public page the server renders with data, `data` (the
 * queries the page reads, built with the same factories as the screen's hooks), `notFound` and
 * `dataSitemap`. This is React Router's lazy route module (`path` in the table, `lazy` returning
 * `Component` and `loader`), written for the declarative router and TanStack Query's cache
 * (ADR 19).
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

/** What a screen's module may export beside its component, for the server. */
export interface RoutePageData {
  data?: RouteData;
  notFound?: RouteNotFound;
  dataSitemap?: RouteSitemap;
}

/** A route's page once loaded: the screen as `Component`, and what its module exports for the server. */
export interface RoutePage extends RoutePageData {
  Component: ComponentType;
}

interface RouteFields {
  /** A react-router path pattern: `paths.<page>.path` ('*' for the 404 page). */
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
   * Listed in /sitemap.xml: `true` for the route's own path (a public page without parameters),
   * or the addresses it lists when they are known without the API (each article's page). Pages
   * whose addresses come from the data export `dataSitemap` from the screen's module instead.
   */
  sitemap?: true | (() => readonly string[]);
}

/** A route as the app reads it (`defineRoute`'s result). */
export interface RouteModule extends RouteFields {
  /** Unique in the app ('Catalogue'): in reports and tests, and the key of its page's files. */
  name: string;
  /** Loads the page (one download, however often it is called: the app's readers share it). */
  page: () => Promise<RoutePage>;
}

/** A route as a screen declares it: `page` loads the screen's module, `name` is its export. */
export interface RouteDefinition<N extends string> extends RouteFields {
  name: N;
  /**
   * Always `() => import('./<Screen>')`, in that form, because the app's server build reads it to
   * find which files the page needs (apps/edugate/build/routeSources.ts).
   */
  page: () => Promise<{ readonly [K in N]: ComponentType } & RoutePageData>;
}

/**
 * Declares a screen's route module. The screen's module exports its component under the route's
 * name (its stories import it by that name), and the page hands it to the app as `Component`.
 */
export function defineRoute<const N extends string>(route: RouteDefinition<N>): RouteModule {
  const { page, ...fields } = route;
  return {
    ...fields,
    page: async () => {
      const module = await page();
      const { data, notFound, dataSitemap } = module;
      return { Component: module[route.name], data, notFound, dataSitemap };
    },
  };
}
