import type { Plugin } from 'vite';
import { themeBootScript } from '@edugate/ui/theme/boot';
import { EARLY_INPUT_KEEPER } from '../src/browser/earlyInputKeeper.ts';

/**
 * Applies a theme the reader chose before the first paint (see themeBootScript): inline, because
 * it must run before the page is drawn and is too small to be worth a request.
 */
export function themeBoot(): Plugin {
  return {
    name: 'edugate:theme-boot',
    transformIndexHtml: () => [
      { tag: 'script', children: themeBootScript(), injectTo: 'head-prepend' },
    ],
  };
}

/**
 * Keeps clicks on buttons and text typed before the page has hydrated, for the app to replay
 * once it has (src/browser/earlyInputKeeper.ts): inline and first, so no input on a drawn page is
 * lost.
 */
export function keepEarlyInput(): Plugin {
  return {
    name: 'edugate:keep-early-input',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'script', children: EARLY_INPUT_KEEPER, injectTo: 'head-prepend' },
    ],
  };
}
