import { createApiClient, type ApiClient } from '@edugate/api-client';
import {
  ApiProvider,
  MotionProvider,
  SessionProvider,
  ThemeProvider,
  ToastProvider,
} from '@edugate/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import type { AppConfig } from './config';
import { AppRoutes } from './routes';
import { FirebaseSession, useFirebaseSession } from './session';

export interface AppServices {
  api: ApiClient;
  session: FirebaseSession;
  queryClient: QueryClient;
}

/** Builds the app's long-lived services once: the API client, Firebase and the query cache. */
export function createServices(config: AppConfig): AppServices {
  // The session needs the client for POST /jwt and the client needs the session's token.
  const services = {} as AppServices;
  services.api = createApiClient({
    baseUrl: config.apiUrl,
    getIdToken: () => services.session.session.getIdToken(),
  });
  services.session = new FirebaseSession(config, () => services.api);
  services.queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } },
  });
  return services;
}

export function App({ services }: { services: AppServices }) {
  const session = useFirebaseSession(services.session);
  return (
    <QueryClientProvider client={services.queryClient}>
      <ApiProvider client={services.api}>
        <SessionProvider value={session}>
          {/* Motion on: the carousel autoplays (it still honours prefers-reduced-motion). */}
          <MotionProvider animate>
            <ThemeProvider>
              <ToastProvider>
                <BrowserRouter>
                  <AppRoutes />
                </BrowserRouter>
              </ToastProvider>
            </ThemeProvider>
          </MotionProvider>
        </SessionProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
