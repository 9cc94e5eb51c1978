import isChromatic from 'chromatic/isChromatic';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import { useMemo, useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createApiClient } from '@edugate/api-client';
import { FIXTURE_NOW, MOCK_API_BASE_URL } from '@edugate/api-client/mocks';
import { ApiProvider, createQueryClient } from '@edugate/ui/api';
import { UnreadCountSync } from '@edugate/ui/features/notifications/sync';
import { SessionSync } from '@edugate/ui/session/sync';
import { AppShell } from '@edugate/ui/layout/AppShell';
import { MotionProvider } from '@edugate/ui/motion';
import { ThemeProvider, type ThemeName } from '@edugate/ui/theme';
import { useSession, type SessionUser } from '@edugate/ui/session';
import {
  FakeSession,
  sessionOptions,
  type RouterParameter,
  type SessionParameter,
} from '@edugate/ui/testing';
import { ToastProvider } from '@edugate/ui/components/Toast';

export type { RouterParameter, SessionParameter };

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
  const [pathname = '/', search = ''] = path.split('?');
  const routes = (
    <Routes>
      <Route path={route} element={<Story />} />
      {router.routes?.map((extra) => (
        <Route key={extra.path} path={extra.path} element={extra.element} />
      ))}
      <Route path="*" element={<NavigatedAway />} />
    </Routes>
  );
  return (
    <MemoryRouter
      initialEntries={[{ pathname, search: search ? `?${search}` : '', state: router.state }]}
    >
      {/* Screen stories (`shell: true`) show the page as a person sees it: navbar and footer. */}
      {parameters.shell ? (
        <AppShell year={FIXTURE_NOW.getUTCFullYear()}>{routes}</AppShell>
      ) : (
        routes
      )}
    </MemoryRouter>
  );
};

/**
 * A fresh client per story, so no cached answer leaks from one story into the next. Same
 * defaults as the app, except that a failure shows at once instead of being retried.
 */
function FreshQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(() => createQueryClient({ retry: false }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export const withQueryClient: Decorator = (Story) => (
  <FreshQueryClient>
    <Story />
  </FreshQueryClient>
);

export function makeSessionDecorator(fixtureUser: SessionUser): Decorator {
  return (Story, { parameters }) => (
    <FakeSession
      options={sessionOptions(parameters.session as SessionParameter | undefined)}
      defaultUser={fixtureUser}
    >
      <Story />
    </FakeSession>
  );
}

/**
 * Toasts stay under automated runs, so a story ending on one shows it in its last frame, even a
 * 1.5 s one: whether it had timed out by the screenshot depended on the machine's load.
 */
export const withToasts: Decorator = (Story) => (
  <ToastProvider hold={navigator.webdriver || isChromatic()}>
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
  return (
    <ApiProvider client={client}>
      <SessionSync />
      <UnreadCountSync />
      {children}
    </ApiProvider>
  );
}

export const withMockApi: Decorator = (Story) => (
  <MockApi>
    <Story />
  </MockApi>
);

declare module 'storybook/internal/csf' {
  interface Parameters {
    /**
     * The story runs on the reader's own theme (stored choice, else the system's) instead of the
     * toolbar's, and a toggle really saves: for stories about remembering the choice.
     */
    readerTheme?: boolean;
    /**
     * The play function leaves the page on the other theme than the toolbar's, on purpose (the
     * theme toggle's story): check:determinism then expects that theme on screen, not the asked one.
     */
    endsOnOtherTheme?: boolean;
  }
}

/**
 * The theme around every story (outermost, so dialogs and toasts are themed too), from the
 * toolbar's `theme` global, which Chromatic modes and the dark test project also set.
 */
export const withTheme: Decorator = (Story, { globals, parameters }) => {
  const theme: ThemeName = globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <ThemeProvider theme={parameters.readerTheme ? undefined : theme}>
      <Story />
    </ThemeProvider>
  );
};
