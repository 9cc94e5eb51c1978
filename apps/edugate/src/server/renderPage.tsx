import { createApiClient } from '@edugate/api-client';
import { createQueryClient } from '@edugate/ui/api';
import {
  dehydrate,
  skipToken,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../App';
import type { AppConfig } from '../config';
import { screenFor } from '../routes';
import { loadDataLayer } from '../services';
import { LazySession } from '../services/lazySession';
import { hasSessionHint } from '../services/sessionHint';

export interface RenderedPage {
  /** 404 for a path that is no route of the app (the page then is the 404 page). */
  status: 200 | 404;
  /** The markup of the app, to go inside #root. */
  body: string;
  /** The page's own title ('Home | EduGate'), when it set one. */
  title: string | null;
  /** The screen's folder in @edugate/ui/screens: which chunk the page needs. */
  screen: string;
  /** The queries fetched for the page, for the browser's cache. */
  data: DehydratedState;
}

export interface RenderOptions {
  config: AppConfig;
  /** The request's Cookie header: whether the device has a session (services/sessionHint.ts). */
  cookie?: string;
  /** The API as this server reaches it; the browser's address (config.apiUrl) by default. */
  apiUrl?: string;
  /** How long the page may wait for the API (ms); what is not in by then, the browser fetches. */
  dataDeadlineMs?: number;
  /** Most rounds of fetching: a query that needs another's answer is only seen the round after. */
  maxRounds?: number;
  /** How the page reaches the API (the page cache records what a page read through it). */
  fetch?: typeof globalThis.fetch;
}

/** Sign-in never loads on the server: it knows only what the session hint says. */
const neverLoads = () => new Promise<never>(() => undefined);

/** Whether a query rendered on the server is one to fetch there: public data, enabled, not yet asked. */
function fetchable(query: Query): boolean {
  const { options, state, meta } = query;
  // `enabled` is an observer's option; the query keeps the options of the useQuery that made it.
  const { enabled: rule } = options as { enabled?: boolean | ((query: Query) => boolean) };
  const enabled = typeof rule === 'function' ? rule(query) : rule;
  return (
    state.status === 'pending' &&
    state.fetchStatus === 'idle' &&
    enabled !== false &&
    options.queryFn !== undefined &&
    options.queryFn !== skipToken &&
    // A user's data needs their token, which only the browser has.
    meta?.scope !== 'user'
  );
}

async function fetchRenderedQueries(
  queryClient: QueryClient,
  render: () => string,
  deadline: number,
  maxRounds: number,
): Promise<string> {
  let html = render();
  for (let round = 0; round < maxRounds; round += 1) {
    const queries = queryClient.getQueryCache().findAll().filter(fetchable);
    const left = deadline - Date.now();
    if (queries.length === 0 || left <= 0) break;
    let timer: NodeJS.Timeout | undefined;
    const outOfTime = new Promise<void>((resolve) => (timer = setTimeout(resolve, left)));
    await Promise.race([Promise.allSettled(queries.map((query) => query.fetch())), outOfTime]);
    clearTimeout(timer);
    // Whatever is still on its way is the browser's to fetch: its page shows it loading.
    await queryClient.cancelQueries();
    // So is what failed: the page must render loading here as the browser will (failures are not
    // sent with the page), and the browser asks again and shows the error if there still is one.
    // (TanStack already shows a failed query as loading while it would retry on mount; removing it
    // keeps that true whatever the query's options say.)
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
    html = render();
  }
  return html;
}

/**
 * Renders the page at `url` as the browser will first draw it: the shell and the page, with the
 * public data the page asks for (catalogue, jobs, home lists) fetched from the API. Rendering
 * twice lets the screens' own queries say what they need: the first render records them, the
 * second draws their answers. Signed-in parts (a user's enrolments) are left to the browser.
 */
export async function renderPage(url: URL, options: RenderOptions): Promise<RenderedPage> {
  const { config, dataDeadlineMs = 1500, maxRounds = 2 } = options;
  const { screen, notFound } = screenFor(url.pathname);
  await Promise.all([screen.preload(), loadDataLayer()]);

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
  let title: string | null = null;
  const render = () =>
    renderToString(
      <StrictMode>
        <App
          services={{ api, session }}
          server={{ location: `${url.pathname}${url.search}`, onPageTitle: (t) => (title = t) }}
          data={{ queryClient }}
        />
      </StrictMode>,
    );

  const body = await fetchRenderedQueries(
    queryClient,
    render,
    Date.now() + dataDeadlineMs,
    maxRounds,
  );
  const data = dehydrate(queryClient);
  queryClient.clear();
  return { status: notFound ? 404 : 200, body, title, screen: screen.name, data };
}
