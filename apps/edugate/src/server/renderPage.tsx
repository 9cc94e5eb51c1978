import { createApiClient } from '@edugate/api-client';
import { createQueryClient } from '@edugate/ui/api';
import { pageTitle } from '@edugate/ui/components/PageTitle';
import {
  dehydrate,
  type DehydratedState,
  type FetchQueryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../App';
import type { AppConfig } from '../config';
import type { RouteData, RouteDataContext } from '@edugate/ui/navigation';
import { pageFor, titleOf, type PageMatch } from '../routing/match';
import { pageOf } from '../routing/pages';
import { loadDataLayer } from '../services';
import { hasSessionHint, LazySession } from '../session';

export interface RenderedPage {
  /** 404 for a path that is no route of the app (the page then is the 404 page). */
  status: 200 | 404;
  /** The markup of the app, to go inside #root. */
  body: string;
  /** The page's own title ('Home | EduGate'), when it set one. */
  title: string | null;
  /** The name of the page's route ('Home'): which chunk the page needs (routing/pageSources.ts). */
  screen: string;
  /** The queries fetched for the page, for the browser's cache. */
  data: DehydratedState;
}

/** The route's title as the browser shows it ('Add Course | EduGate'), if the route has one. */
function routeTitle(page: PageMatch): string | null {
  const name = titleOf(page);
  return name ? pageTitle(name) : null;
}

export interface RenderOptions {
  config: AppConfig;
  /** The request's Cookie header: whether the device has a session (services/sessionHint.ts). */
  cookie?: string;
  /** The API as this server reaches it; the browser's address (config.apiUrl) by default. */
  apiUrl?: string;
  /** How long the page may wait for the API (ms); what is not in by then, the browser fetches. */
  dataDeadlineMs?: number;
  /** How the page reaches the API (the page cache records what a page read through it). */
  fetch?: typeof globalThis.fetch;
}

/** Route parameters as the browser's useParams gives them: decoded. */
function decodedParams(
  params: Readonly<Record<string, string | undefined>>,
): Record<string, string | undefined> {
  const decode = (value: string | undefined) => {
    if (value === undefined) return undefined;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, decode(value)]));
}

/** Sign-in never loads on the server: it knows only what the session hint says. */
const neverLoads = () => new Promise<never>(() => undefined);

/**
 * Fetches the page's public data (its page module's `data`) into `queryClient` before the page
 * is rendered, for at most `deadline`. Whatever is still on its way then, or failed, is left to
 * the browser: the page renders it loading, as the browser first will (failures are not sent with
 * the page; the browser asks again and shows the error if there still is one).
 */
async function fetchRouteData(
  queryClient: QueryClient,
  data: RouteData,
  context: RouteDataContext,
  deadline: number,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
  });
  const fetchAll = async () => {
    await Promise.allSettled(
      data(context)
        .filter((query) => query.meta?.scope !== 'user')
        // The options come from the features' factories, typed per query; the cache needs only
        // their key and fetcher.
        .map((query) => queryClient.fetchQuery(query as FetchQueryOptions)),
    );
  };
  await Promise.race([fetchAll().catch(() => undefined), outOfTime]);
  clearTimeout(timer);
  await queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
}

/**
 * Renders the page at `url` as the browser will first draw it: the shell and the page, with the
 * public data its route names (catalogue, jobs, home lists) fetched from the API first, then
 * one render. Signed-in parts (a user's enrolments) are left to the browser.
 */
export async function renderPage(url: URL, options: RenderOptions): Promise<RenderedPage> {
  const { config, dataDeadlineMs = 1500 } = options;
  const page = pageFor(url.pathname);
  const { route, notFound } = page;

  const queryClient = createQueryClient({ retry: false });
  const api = createApiClient({
    baseUrl: options.apiUrl ?? config.apiUrl,
    getIdToken: () => Promise.resolve(null),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  // The browser starts from the same session state, so hydration matches: signed out (Login and
  // Register in the page as sent), or 'loading' while its SDK restores the session.
  const session = new LazySession(config, {
    hasSession: hasSessionHint(options.cookie),
    load: neverLoads,
  });
  const deadline = Date.now() + dataDeadlineMs;
  // The page's code and the data layer (both in memory after the first page), then its data. A
  // protected page is the session spinner here, and a user's data needs their token.
  const [module] = await Promise.all([pageOf(route).preload(), loadDataLayer()]);
  // matchPath leaves the address encoded; the screen's useParams decodes, so the page's data (its
  // query keys) is read with the same values ('/jobs/a%20b' is job 'a b').
  const context = { api, params: decodedParams(page.params), search: url.searchParams };
  if (module.data && route.access === 'public' && !notFound) {
    await fetchRouteData(queryClient, module.data, context, deadline);
  }
  // The data may say there is nothing at this address (an unknown certificate).
  const missing =
    !notFound &&
    route.access === 'public' &&
    (module.notFound?.({ ...context, cache: queryClient }) ?? false);
  let title: string | null = null;
  const body = renderToString(
    <StrictMode>
      <App
        services={{ api, session }}
        server={{ location: `${url.pathname}${url.search}`, onPageTitle: (t) => (title = t) }}
        data={{ queryClient }}
      />
    </StrictMode>,
  );
  // A protected page is the session spinner here, which sets no title: it gets its route's.
  if (route.access === 'protected') title ??= routeTitle(page);
  const data = dehydrate(queryClient);
  queryClient.clear();
  return { status: notFound || missing ? 404 : 200, body, title, screen: route.name, data };
}
