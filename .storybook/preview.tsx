import type { Preview } from '@storybook/react-vite';
import isChromatic from 'chromatic/isChromatic';
import { createHandlers, createMockDb, fixtureUser, type MockDb } from '@edugate/api-client/mocks';
import type { RequestHandler } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import '@edugate/ui/theme/global';
import {
  makeMotionDecorator,
  makeSessionDecorator,
  withQueryClient,
  withMockApi,
  withRouter,
  withTheme,
  withToasts,
} from './decorators';
import { allModes } from './modes';
import { viewports } from './viewports';

/** Automated runs (Vitest's Playwright, the determinism check, Chromatic) get a still page. */
const automated = navigator.webdriver || isChromatic();
if (automated) document.documentElement.dataset.motion = 'off';
// Two cores and a screenshot tool beside the page: a screen that takes more than the default 1 s
// to show its data must not fail a play function (a real failure still fails, after 5 s).
if (automated) configure({ asyncUtilTimeout: 5000 });

const startWorker = mswLoader();

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Builds the in-memory data the mock API serves to this story (default: `createMockDb()`). */
    mockDb?: () => MockDb;
  }
}

const preview: Preview = {
  tags: ['autodocs'],
  // The toolbar's theme switch; Chromatic modes and the dark test project set the same global.
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  // Listed innermost first: the API client needs the session's token, so the session wraps it.
  decorators: [
    withRouter,
    withMockApi,
    withQueryClient,
    makeSessionDecorator(fixtureUser),
    withToasts,
    makeMotionDecorator(!automated),
    withTheme,
  ],
  loaders: [
    /**
     * A fresh mock database per story behind the contract's happy-path handlers; a story's own
     * `parameters.msw` handlers (failures, never-answering calls) go in front of them.
     */
    async (context) => {
      await startWorker(context);
      const overrides = (
        Array.isArray(context.parameters.msw) ? context.parameters.msw : []
      ) as RequestHandler[];
      const db = context.parameters.mockDb?.() ?? createMockDb();
      context.msw.resetHandlers(...createHandlers(db));
      if (overrides.length > 0) context.msw.use(...overrides);
      return {};
    },
    // Capture only in the shipped font: load Inter explicitly (`fonts.ready` alone resolves at
    // once if nothing has asked for it yet), then wait for anything else in flight.
    async () => {
      await document.fonts.load('1em "Inter Variable"');
      await document.fonts.ready;
      return {};
    },
  ],
  parameters: {
    layout: 'centered',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      // Any axe violation fails the story's test.
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
    viewport: { options: viewports },
    // Every story at small, md and lg, in both themes (see modes.ts; `onlyAt` narrows a story).
    chromatic: { modes: allModes },
    options: {
      storySort: { order: ['Foundations', 'Components', 'Layout', 'Screens'] },
    },
    session: 'signedOut',
  },
};

export default preview;
