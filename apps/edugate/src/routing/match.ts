import type { RouteModule } from '@edugate/ui/navigation';
import { matchRoutes } from 'react-router-dom';
import * as table from '../routeTable';

/** The page of every address no route matches. */
export const notFoundRoute: RouteModule = table.notFoundRoute;

/** Every route of the table (routeTable.ts) but the 404 page's. */
export const routeTable: readonly RouteModule[] = Object.values<RouteModule>(table).filter(
  (route) => route !== notFoundRoute,
);

const matchable = routeTable.map((route) => ({ path: route.path, route }));

/** What the route table says of a path: its route and parameters, or the 404 page. */
export interface PageMatch {
  /** The route whose page is shown: the matched one, or the 404 page's for an unknown path. */
  route: RouteModule;
  params: Readonly<Record<string, string | undefined>>;
  /** An unknown path, or a route's address with nothing there (an unknown article). */
  notFound: boolean;
}

/**
 * Matched as the browser's <Routes> matches (React Router's `matchRoutes`: the most specific
 * pattern wins, case and a trailing slash are treated alike), so the server and the browser never
 * disagree on a page.
 */
export function pageFor(pathname: string): PageMatch {
  const [match] = matchRoutes(matchable, pathname) ?? [];
  if (!match) return { route: notFoundRoute, params: {}, notFound: true };
  const { route } = match.route;
  return { route, params: match.params, notFound: !(route.exists?.(match.params) ?? true) };
}

/** Whether `pathname` is a page of the app (200) rather than the 404 page. */
export function isAppRoute(pathname: string): boolean {
  return !pageFor(pathname).notFound;
}

/** Whether `pathname` is a page only a signed-in person sees (the server redirects the others). */
export function isProtectedRoute(pathname: string): boolean {
  const { route, notFound } = pageFor(pathname);
  return !notFound && route.access === 'protected';
}

/** The route's title as it names the page, if it has one for these parameters. */
export function titleOf({ route, params, notFound }: PageMatch): string | undefined {
  if (notFound) return undefined;
  return typeof route.title === 'function' ? route.title(params) : route.title;
}
