import { storyProject } from './vitest.storybook.config.ts';

/**
 * `storybook:dark`: the stories again with the toolbar's theme global set to dark, so axe checks
 * every colour pair of the dark theme in real components. Screens are compositions of the
 * components and layout run here and are left to the light run: the whole dark sweep would add
 * about as much time again as the light one on CI's two cores (measured figures in
 * docs/adr/0006-themes-fonts-and-chromatic-modes.md). Widen it when CI has room.
 */
export default storyProject('storybook:dark', 'dark', ['packages/ui/src/screens/**']);
