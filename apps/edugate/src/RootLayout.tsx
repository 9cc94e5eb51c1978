import type { ApiClient } from '@edugate/api-client';
import { Spinner } from '@edugate/ui/components/Spinner';
import { AppShell } from '@edugate/ui/layout/AppShell';
import { PrefetchProvider, type Prefetch } from '@edugate/ui/navigation';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import * as styles from './RootLayout.css';
import { ErrorBoundary } from './RouteError';
import { LazyDataLayer, type DataLayerProps } from './services';
import { useScrollRestoration } from './useScrollRestoration';

interface RootLayoutProps {
  api: ApiClient;
  data?: Pick<DataLayerProps, 'queryClient' | 'serverData'>;
  prefetch: Prefetch;
}

/**
 * The shell around every page. On the first visit the shell paints at once and the page area
 * shows a placeholder until the page's chunk and the data layer are in; later navigations keep
 * the current page on screen until the next one is ready (react-router navigates in a
 * transition). A page that fails shows an error inside the shell until the next navigation.
 */
export function RootLayout({ api, data, prefetch }: RootLayoutProps) {
  const { pathname } = useLocation();
  useScrollRestoration();
  return (
    <PrefetchProvider prefetch={prefetch}>
      <AppShell>
        <ErrorBoundary inRouter resetKey={pathname}>
          <Suspense fallback={<PagePlaceholder />}>
            <LazyDataLayer api={api} {...data}>
              <Outlet />
            </LazyDataLayer>
          </Suspense>
        </ErrorBoundary>
      </AppShell>
    </PrefetchProvider>
  );
}

function PagePlaceholder() {
  return (
    <div className={styles.pagePlaceholder}>
      <Spinner size="lg" centered label="Loading the page" />
    </div>
  );
}
