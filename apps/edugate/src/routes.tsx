import type { ApiClient } from '@edugate/api-client';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';
import { notFoundRoute, routeTable } from './routing/match';
import { pageFor } from './routing/match';
import { pageOf } from './routing/pages';
import type { DataLayerProps } from './services';

/**
 * Fetches the page behind a link before it is followed (its chunk; its data is the screen's to
 * fetch). A failed prefetch is not the visitor's concern yet: the navigation retries and shows it.
 */
export function prefetch(pathname: string): void {
  pageOf(pageFor(pathname).route)
    .preload()
    .catch(() => undefined);
}

interface AppRoutesProps {
  api: ApiClient;
  data?: Pick<DataLayerProps, 'queryClient' | 'serverData'>;
}

/** The browser's (and the server render's) reading of the route table (routeTable.ts). */
export function AppRoutes({ api, data }: AppRoutesProps) {
  const NotFound = pageOf(notFoundRoute).Component;
  return (
    <Routes>
      <Route element={<RootLayout api={api} data={data} prefetch={prefetch} />}>
        {routeTable.map((route) => {
          const { Component } = pageOf(route);
          return (
            <Route
              key={route.path}
              path={route.path}
              element={
                route.access === 'protected' ? (
                  // docs/product.md: wait for the auth state, then send a signed-out visitor to /login.
                  <RequireAuth>
                    <Component />
                  </RequireAuth>
                ) : (
                  <Component />
                )
              }
            />
          );
        })}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
