// Deep imports, never the '@edugate/ui' index: it re-exports every screen, which would pull them
// all into the first chunk instead of one chunk per route.
import { ToastProvider } from '@edugate/ui/components/Toast';
import { PageTitleCollector } from '@edugate/ui/components/PageTitle';
import { ContactDetailsProvider } from '@edugate/ui/features/content/contact';
import { MotionProvider } from '@edugate/ui/motion';
import { SessionProvider } from '@edugate/ui/session';
import { ThemeProvider } from '@edugate/ui/theme';
// The page-wide styles (fonts, global rules): the one import of the kit that applies something.
import '@edugate/ui/theme/global';
import type { ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { readContact } from './config';
import { ErrorBoundary } from './RouteError';
import { AppRoutes } from './routes';
import {
  useSessionSource,
  type AppServices,
  type DataLayerProps,
  type SessionSource,
} from './services';

/** Who runs this site, as configured at build time (VITE_CONTACT_*), for the Contact page. */
const contact = readContact(import.meta.env);

export interface AppProps {
  services: AppServices;
  /**
   * A server render: the requested path and query (the browser reads its address bar instead),
   * and a callback for the page title the page asks for.
   */
  server?: { location: string; onPageTitle: (title: string) => void };
  /** The query cache of a server render, or the data a server render sent with the page. */
  data?: Pick<DataLayerProps, 'queryClient' | 'serverData'>;
}

/**
 * The declarative router, not a data router: it is half the size (13 KB against 30 KB gzipped
 * over React), and the route table, lazy screens, scroll restoration and error pages need nothing
 * more (see RootLayout, ADR 10). The server and the browser render the same tree but for the
 * router, so hydration matches.
 */
export function App({ services, server, data }: AppProps) {
  const routes = <AppRoutes api={services.api} data={data} />;
  let router: ReactNode;
  if (server) router = <StaticRouter location={server.location}>{routes}</StaticRouter>;
  else router = <BrowserRouter>{routes}</BrowserRouter>;
  return (
    <PageTitleCollector value={server?.onPageTitle ?? null}>
      <LiveSession source={services.session}>
        {/* Motion on: the carousel autoplays (it still honours prefers-reduced-motion). */}
        <MotionProvider animate>
          <ThemeProvider>
            <ErrorBoundary inRouter={false}>
              <ContactDetailsProvider value={contact}>
                <ToastProvider>{router}</ToastProvider>
              </ContactDetailsProvider>
            </ErrorBoundary>
          </ThemeProvider>
        </MotionProvider>
      </LiveSession>
    </PageTitleCollector>
  );
}

/**
 * Provides the current Session. It subscribes here rather than in App, so that signing in or out
 * (or sign-in finishing loading) re-renders only what reads the session, not the whole tree: such
 * an update is synchronous, and a full re-render of a page blocks the main thread for a while.
 */
function LiveSession({ source, children }: { source: SessionSource; children: ReactNode }) {
  return <SessionProvider value={useSessionSource(source)}>{children}</SessionProvider>;
}
