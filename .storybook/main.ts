import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fontPreloadPlugin } from './fontPreload.ts';

/**
 * One Storybook for packages/ui. Stories live beside their components; the sidebar hierarchy
 * (Foundations, Components, Layout, Screens) comes from each story's title.
 */
const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    // The app's emulator-only account chooser (apps/edugate/src/session) is reviewed here too.
    '../apps/edugate/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker is committed here so nothing is generated or fetched at run time; `brand`
  // holds the manager's logo (manager.ts).
  staticDirs: ['./public', { from: './brand', to: '/brand' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [
      ...(viteConfig.plugins ?? []),
      vanillaExtractPlugin(),
      fontPreloadPlugin(),
    ];
    return viteConfig;
  },
};

export default config;
