import type { RouteModule } from '@edugate/ui/navigation';
import { matchPath } from 'react-router-dom';
import { notFoundRoute, routeTable } from '../routeTable';

/** What the route table says of a path: its route and parameters, or the 404 page. */
export interface PageMatch {
  /** The route whose page is shown: the matched one, or the 404 page's for an unknown path. */
  route: RouteModule;
  params: Readonly<Record<string, string | undefined>>;
  /** An unknown path, or a route's address with nothing there (an unknown article). */
  notFound: boolean;
}

/** A parameter as the browser's useParams gives it: decoded ('a%20b' is 'a b'). */
function decoded(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Matched as the browser's <Routes> matches (React Router's `matchPath`: case and a trailing
 * slash are treated alike), so the server and the browser never disagree on a page.
 */
export function pageFor(pathname: string): PageMatch {
  for (const route of routeTable) {
    const match = matchPath(route.path, pathname);
    if (match) {
      // matchPath leaves the address encoded; the screen's useParams decodes, so the server's
      // data (its query keys) must be read with the same values.
      const params = Object.fromEntries(
        Object.entries(match.params).map(([name, value]) => [name, decoded(value)]),
      );
      return { route, params, notFound: !(route.exists?.(params) ?? true) };
    }
  }
  return { route: notFoundRoute, params: {}, notFound: true };
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
