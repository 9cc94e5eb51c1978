/**
 * Each route's page module, as the build resolved its `page: () => import('./<Screen>')`: the path
 * relative to the app's root by which the client build's Vite manifest keys the page's chunk. The
 * `edugate:route-sources` plugin (build/routeSources.ts) records them, in the server build, as
 * each route module loads; so the server finds a page's files by what its route imports rather
 * than by a folder's name. Empty where no build ran (unit tests).
 */
const pageSources = new Map<string, string>();

export function recordPageSource(routeName: string, source: string): void {
  pageSources.set(routeName, source);
}

export function pageSource(routeName: string): string | undefined {
  return pageSources.get(routeName);
}
