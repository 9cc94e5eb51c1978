import { longTextsDb, longTextsUser } from '@edugate/api-client/mocks';
import type { Meta } from '@storybook/react-vite';
import type { ComponentType, ReactNode } from 'react';
import type { Address } from '../paths';
import type { SessionParameter } from '../session/FakeSession';

export interface ExtraRoute {
  /** A route pattern from `paths`, e.g. `paths.courseDetail.path`. */
  path: string;
  element: ReactNode;
}

/** The `router` story parameter (read by the router decorator in .storybook/decorators.tsx). */
export interface RouterParameter {
  /** The URL the story opens at, e.g. `/courses?category=data+science`. */
  path?: string;
  /** The route pattern the story's screen is mounted on, e.g. `/courses/:id`. */
  route?: string;
  /** Location state, e.g. `{ from: { pathname: '/manage-courses' } }` for a redirected login. */
  state?: unknown;
  /** More screens reachable in the same story, for flow stories that move between screens. */
  routes?: readonly ExtraRoute[];
}

/** The router parameter of one page at `address`: its route pattern and the URL it opens at. */
export function routeAt<A extends unknown[]>(address: Address<A>, ...args: A): RouterParameter {
  return { route: address.path, path: address.href(...args) };
}

/** What a screen story may set; everything else comes from the preset. */
export interface ScreenStoryParameters {
  router?: RouterParameter;
  session?: SessionParameter;
}

/**
 * The preset every `Screens/*` story starts from: full-screen, inside the app's shell (navbar
 * and footer), on the screen's route. A story then declares only what differs: `session`,
 * `router`, `mockDb`, `msw`.
 *
 *   const meta = { title: 'Screens/Login', component: Login,
 *     parameters: screenParameters({ route: paths.login.path }) } satisfies Meta<typeof Login>;
 */
export function screenParameters(router: RouterParameter) {
  return { layout: 'fullscreen', shell: true, router } as const;
}

/** The parameters of a screen story seen signed in as the fixture user. */
export const signedIn = { session: 'signedIn' } as const;

/**
 * A screen's meta (the screen, the preset on its route, and the session every story starts in, if
 * given) but for `title` and `tags`, which each story file writes itself: Storybook's indexer reads
 * those from the file's own text and follows no call or import, so a file split by concern keeps
 * its stories' ids only with its title written out.
 *
 *   export default {
 *     title: 'Screens/Jobs',
 *     tags: ['!autodocs'],
 *     ...screenMeta(Jobs, { route: paths.jobs.path }),
 *   };
 */
// `any`: a screen's props are its own; Storybook's Meta takes any component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function screenMeta<C extends ComponentType<any>>(
  component: C,
  router: RouterParameter,
  session?: SessionParameter,
) {
  const parameters = session ? { ...screenParameters(router), session } : screenParameters(router);
  return { component, parameters } satisfies Meta<C>;
}

/**
 * A screen's 'Long Texts' meta but for `title` and `tags` (see screenMeta): signed in as the user
 * with the longest names, against the mock API whose records have the longest texts.
 */
// `any`: a screen's props are its own; Storybook's Meta takes any component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function longTextsMeta<C extends ComponentType<any>>(component: C, router: RouterParameter) {
  return {
    component,
    parameters: {
      ...screenParameters(router),
      session: { status: 'signedIn', user: longTextsUser },
      mockDb: longTextsDb,
    },
  } satisfies Meta<C>;
}
