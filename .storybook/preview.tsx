import type { Preview } from '@storybook/react-vite';
import isChromatic from 'chromatic/isChromatic';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../packages/ui/src/theme';
import {
  makeMotionDecorator,
  makeSessionDecorator,
  withQueryClient,
  withRouter,
  withToasts,
} from './decorators';
import { viewports } from './viewports';

/** Automated runs (Vitest's Playwright, the determinism check, Chromatic) get a still page. */
const automated = navigator.webdriver || isChromatic();
if (automated) document.documentElement.dataset.motion = 'off';

const fixtureUser = {
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  photoURL: null,
};

const preview: Preview = {
  tags: ['autodocs'],
  // Outermost last: the theme/motion wrapper sits outside everything else.
  decorators: [
    withRouter,
    makeSessionDecorator(fixtureUser),
    withQueryClient,
    withToasts,
    makeMotionDecorator(!automated),
  ],
  loaders: [
    mswLoader(),
    // Capture only once every font the page uses is ready.
    async () => {
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
    options: {
      storySort: { order: ['Foundations', 'Components', 'Layout', 'Screens'] },
    },
    session: 'signedOut',
  },
};

export default preview;
