import { Spinner } from '@edugate/ui/components/Spinner';
import { AppShell } from '@edugate/ui/layout/AppShell';
import { PrefetchProvider, type Prefetch } from '@edugate/ui/navigation';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import * as styles from './RootLayout.css';
import { ErrorBoundary } from './RouteError';
import { useScrollRestoration } from './useScrollRestoration';

/**
 * The shell around every page. The first page's chunk shows a placeholder inside the shell while
 * it downloads; later navigations keep the current page on screen until the next one is ready
 * (react-router updates in a transition). A failing page shows an error inside the shell.
 */
export function RootLayout({ prefetch }: { prefetch: Prefetch }) {
  const { pathname } = useLocation();
  useScrollRestoration();
  return (
    <PrefetchProvider prefetch={prefetch}>
      <AppShell>
        <ErrorBoundary key={pathname} inRouter>
          <Suspense fallback={<PagePlaceholder />}>
            <Outlet />
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
