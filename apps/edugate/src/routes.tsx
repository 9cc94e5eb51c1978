import type { ApiClient } from '@edugate/api-client';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';
import { prefetchPath } from './routeModules';
import { notFoundScreen, pageFor, routeTable } from './routeTable';
import type { DataLayerProps } from './services';

/**
 * The screen shown at `pathname`, and whether it is the 404 page (an unknown path, or one of a
 * route whose screen draws the 404 page for it, such as an unknown article).
 */
export function screenFor(pathname: string) {
  const { screen, notFound } = pageFor(pathname);
  return { screen, notFound };
}

/** Fetches the chunk behind a link before it is followed. */
export function prefetch(pathname: string): void {
  prefetchPath(routeTable, notFoundScreen, pathname);
}

interface AppRoutesProps {
  api: ApiClient;
  data?: Pick<DataLayerProps, 'queryClient' | 'serverData'>;
}

/** The browser's (and the server render's) reading of the route table (routeTable.tsx). */
export function AppRoutes({ api, data }: AppRoutesProps) {
  return (
    <Routes>
      <Route element={<RootLayout api={api} data={data} prefetch={prefetch} />}>
        {routeTable.map(({ path, screen: { Component }, access }) => (
          <Route
            key={path}
            path={path}
            element={
              access === 'protected' ? (
                // SPEC.md: wait for the auth state, then send a signed-out visitor to /login.
                <RequireAuth>
                  <Component />
                </RequireAuth>
              ) : (
                <Component />
              )
            }
          />
        ))}
        <Route path="*" element={<notFoundScreen.Component />} />
      </Route>
    </Routes>
  );
}
