/**
 * One route table, three readers (src/routeTable.ts): for every route and a few addresses that
 * are none, the browser's <Routes> picks the route's page (or the 404 page), the server render
 * answers the same status and draws the 404 page exactly when it says 404, and the page server's
 * own 404 (isAppRoute, when a render fails) agrees. Also: each public page's screen sets the
 * title its route module gives it, and each route module sits beside its screen.
 */
import {
  fixtureCertificates,
  fixtureCourses,
  fixtureJobs,
  LEARNING_COURSE_ID,
  createHandlers,
  MOCK_API_BASE_URL,
  PORTFOLIO_HANDLE,
  portfolioDb,
} from '@edugate/api-client/mocks';
import { ARTICLE_SLUGS } from '@edugate/ui/features/content/slugs';
import { pageTitle } from '@edugate/ui/components/PageTitle';
import { setupServer } from 'msw/node';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { AppRoutes } from '../src/routes';
import { certificateRoute } from '@edugate/ui/screens/Certificate/route';
import { jobDetailRoute } from '@edugate/ui/screens/JobDetail/route';
import { notFoundRoute, routeTable } from '../src/routing/match';
import { isAppRoute } from '../src/routing/match';
import { pageOf } from '../src/routing/pages';
import { createPageServer } from '../src/server/http';
import { renderPage } from '../src/server/renderPage';
import { SESSION_HINT_COOKIE } from '../src/session';
import type { ApiClient } from '@edugate/api-client';
import type { RoutePage } from '@edugate/ui/navigation';

// The fixtures, with Ada's public portfolio shown (/u/{handle} leads somewhere).
const server = setupServer(...createHandlers(portfolioDb()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const SIGNED_IN = `${SESSION_HINT_COOKIE}=1`;
const config = readConfig({ VITE_API_URL: MOCK_API_BASE_URL });
const courseId = fixtureCourses[0]!._id;

/** An address of each route, with real parameters, and one with parameters that lead nowhere. */
const known = routeTable.map((route) =>
  route.path
    // A certificate's page needs a certificate's id, a job's page a job's; every other `:id`
    // is a course's.
    .replace(
      ':id',
      encodeURIComponent(
        route === certificateRoute
          ? fixtureCertificates[0]!._id
          : route === jobDetailRoute
            ? fixtureJobs[0]!._id
            : courseId,
      ),
    )
    .replace(':slug', ARTICLE_SLUGS[0]!)
    .replace(':handle', PORTFOLIO_HANDLE)
    .replace(':courseId', LEARNING_COURSE_ID)
    .replace(':lessonId', 'lesson-02-01'),
);
const unknown = [
  '/no-such-page',
  '/blog/no-such-article',
  '/blog/a/b',
  '/courses/1/extra',
  '/assets-like/x.js',
  '/JOBS',
  '/jobs/',
  // A route whose data says there is nothing there: its own 'not found', with the 404 status.
  '/certificates/no-such-certificate',
  // A job's page whose id names no job, or is no id at all: the app's 404 page, status 404.
  '/jobs/no-such-job',
  '/jobs/not%20an%20id!',
  // A portfolio nobody shows at this handle: the app's 404 page, status 404.
  '/u/no-such-handle',
];

/** Addresses of a route whose data says there is nothing there, drawn as the app's 404 page. */
const DATA_NOT_FOUND = ['/jobs/no-such-job', '/jobs/not%20an%20id!', '/u/no-such-handle'];

/** The not-found page a screen draws of its own, where its data says there is nothing. */
const OWN_NOT_FOUND = ['Certificate not found'];

/** The browser's route objects: what <Routes> in AppRoutes mounts. */
const appRoutes = createRoutesFromChildren(
  (AppRoutes({ api: {} as ApiClient }) as ReactElement<{ children: ReactNode }>).props.children,
);

/** The screen component the browser's <Routes> mounts at `pathname` (inside RequireAuth or not). */
function browserScreen(pathname: string): unknown {
  const leaf = matchRoutes(appRoutes, pathname)?.at(-1)?.route.element;
  if (!isValidElement<{ children?: ReactNode }>(leaf)) return undefined;
  const inner = leaf.props.children;
  return isValidElement(inner) ? inner.type : leaf.type;
}

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'edugate-routes-'));
  writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
});

describe('the route table', () => {
  it('names each path and each route once', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    const names = [...routeTable, notFoundRoute].map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([...routeTable, notFoundRoute])(
    '$name: its page module is a screen with at most public data',
    async (route) => {
      const module: RoutePage = await route.page();
      expect(typeof module.Component).toBe('function');
      // A protected page is the session spinner on the server: data there would be a user's.
      if (route.access === 'protected') expect(module.data).toBeUndefined();
    },
  );

  it.each([...known, ...unknown])(
    '%s: browser, server render and page server agree',
    async (url) => {
      const { pathname } = new URL(url, 'http://app.test');
      const page = await renderPage(new URL(url, 'http://app.test'), { config });
      const drawsNotFound =
        page.body.includes('Oops! Page not found') ||
        OWN_NOT_FOUND.some((text) => page.body.includes(text));
      // The server render: 404 exactly when it draws the 404 page.
      expect(drawsNotFound).toBe(page.status === 404);
      // The page server's answer when it cannot render (isAppRoute), which knows no data: an
      // address of a route whose data says 'not found' is sent as the app's page there.
      const ownNotFound =
        OWN_NOT_FOUND.some((text) => page.body.includes(text)) || DATA_NOT_FOUND.includes(url);
      expect(isAppRoute(pathname)).toBe(page.status === 200 || ownNotFound);
      const http = await createPageServer({ root, render: null, cache: false });
      // Signed in (the session hint): a signed-out visitor of a protected page is redirected.
      const answer = await http.inject({ url, headers: { cookie: SIGNED_IN } });
      expect(answer.statusCode).toBe(ownNotFound ? 200 : page.status);
      await http.close();
      // The browser: the route's page where the table has a route, else the 404 page.
      const route = routeTable.find((candidate) => candidate.name === page.screen);
      expect(browserScreen(pathname)).toBe(pageOf(route ?? notFoundRoute).Component);
    },
  );

  it('sends every known route with status 200, and every unknown address with 404', async () => {
    for (const url of known) expect(isAppRoute(url), url).toBe(true);
    for (const url of ['/no-such-page', '/blog/no-such-article', '/blog/a/b', '/courses/1/extra']) {
      expect(isAppRoute(url), url).toBe(false);
    }
  });

  it.each(
    routeTable.filter((route) => route.access === 'public' && typeof route.title === 'string'),
  )("$path: the screen sets the table's title", async (route) => {
    const url = known[routeTable.indexOf(route)] ?? route.path;
    const page = await renderPage(new URL(url, 'http://app.test'), { config });
    const { title } = route;
    expect(page.title).toBe(pageTitle(title as string));
  });

  it('redirects a device without a session from each protected page to /login, and only there', async () => {
    const http = await createPageServer({ root, render: null, cache: false });
    for (const route of routeTable) {
      const url = known[routeTable.indexOf(route)]!;
      const answer = await http.inject({ url: `${url}?from=mail` });
      if (route.access === 'protected') {
        expect(answer.statusCode, url).toBe(302);
        expect(answer.headers.location).toBe(
          `/login?redirectTo=${encodeURIComponent(`${url}?from=mail`)}`,
        );
        expect(answer.headers['cache-control']).toMatch(/private/);
      } else {
        expect(answer.statusCode, url).toBe(200);
      }
    }
    // An address that is no page is never sent to /login first (it is the 404 page for anyone).
    for (const url of unknown) expect((await http.inject({ url })).statusCode, url).not.toBe(302);
    await http.close();
  });

  it("sends a protected page with its route's title (the screen is the session spinner there)", async () => {
    const page = await renderPage(new URL('/add-course', 'http://app.test'), { config });
    expect(page.body).toContain('Checking your session');
    expect(page.title).toBe('Add Course | EduGate');
  });
});
