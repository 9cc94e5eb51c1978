import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import { useMemo, useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { fn } from 'storybook/test';
import { createApiClient } from '@edugate/api-client';
import { MOCK_API_BASE_URL } from '@edugate/api-client/mocks';
import { ApiProvider } from '../packages/ui/src/api';
import { MotionProvider } from '../packages/ui/src/motion';
import { ThemeProvider } from '../packages/ui/src/theme';
import {
  SessionProvider,
  useSession,
  type Session,
  type SessionUser,
} from '../packages/ui/src/session';
import { ToastProvider } from '../packages/ui/src/components/Toast';

export type SessionParameter = 'signedOut' | 'signedIn' | 'loading';

export interface RouterParameter {
  /** The URL the story opens at, e.g. `/courses?category=data science`. */
  path?: string;
  /** The route pattern the story is mounted on, e.g. `/courses/:id`. */
  route?: string;
}

/** Shown when a story navigates away, so play functions can assert where a link went. */
function NavigatedAway() {
  const location = useLocation();
  return (
    <p data-testid="navigated-to">
      Navigated to {location.pathname}
      {location.search}
    </p>
  );
}

export const withRouter: Decorator = (Story, { parameters }) => {
  const router = (parameters.router ?? {}) as RouterParameter;
  const path = router.path ?? (router.route && !router.route.includes(':') ? router.route : '/');
  const route = router.route ?? path.split('?')[0] ?? '/';
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={<Story />} />
        <Route path="*" element={<NavigatedAway />} />
      </Routes>
    </MemoryRouter>
  );
};

/** A fresh client per story, so no cached answer leaks from one story into the next. */
function FreshQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export const withQueryClient: Decorator = (Story) => (
  <FreshQueryClient>
    <Story />
  </FreshQueryClient>
);

/** A fake session: starts in the state the story asks for; signing out really signs out. */
function FakeSession({
  initial,
  user,
  children,
}: {
  initial: SessionParameter;
  user: SessionUser;
  children: ReactNode;
}) {
  const [status, setStatus] = useState<Session['status']>(initial);
  const value = useMemo<Session>(
    () => ({
      status,
      user: status === 'signedIn' ? user : null,
      signIn: fn(async () => setStatus('signedIn')).mockName('signIn'),
      signInWithGoogle: fn(async () => setStatus('signedIn')).mockName('signInWithGoogle'),
      signInWithGithub: fn(async () => setStatus('signedIn')).mockName('signInWithGithub'),
      register: fn(async () => setStatus('signedIn')).mockName('register'),
      signOut: fn(async () => setStatus('signedOut')).mockName('signOut'),
      getIdToken: fn(async () => (status === 'signedIn' ? 'fixture-id-token' : null)).mockName(
        'getIdToken',
      ),
    }),
    [status, user],
  );
  return <SessionProvider value={value}>{children}</SessionProvider>;
}

export function makeSessionDecorator(fixtureUser: SessionUser): Decorator {
  return (Story, { parameters }) => (
    <FakeSession
      initial={(parameters.session as SessionParameter | undefined) ?? 'signedOut'}
      user={fixtureUser}
    >
      <Story />
    </FakeSession>
  );
}

export const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

/** Under test and in Chromatic nothing moves on its own, so every render is identical. */
export function makeMotionDecorator(animate: boolean): Decorator {
  return (Story) => (
    <MotionProvider animate={animate}>
      <Story />
    </MotionProvider>
  );
}

/** The typed client, pointed at MSW's base URL, with the fake session's token. */
function MockApi({ children }: { children: ReactNode }) {
  const { getIdToken } = useSession();
  const client = useMemo(
    () => createApiClient({ baseUrl: MOCK_API_BASE_URL, getIdToken }),
    [getIdToken],
  );
  return <ApiProvider client={client}>{children}</ApiProvider>;
}

export const withMockApi: Decorator = (Story) => (
  <MockApi>
    <Story />
  </MockApi>
);

/** The theme around every story (outermost, so dialogs and toasts are themed too). */
export const withTheme: Decorator = (Story) => (
  <ThemeProvider>
    <Story />
  </ThemeProvider>
);
