import type { ThemeName } from '../theme/tokens';
import { viewports } from './viewports';

/**
 * Chromatic modes: each is a set of Storybook globals a story is captured with. Every story is
 * captured at three widths (small 375, md 768, lg 1280: the layouts the theme's breakpoints make)
 * in both themes. `viewport` is a width for Chromatic's browser; `theme` is the toolbar global the
 * withTheme decorator reads.
 */
const widths = {
  small: Number.parseInt(viewports.small.styles.width, 10),
  md: Number.parseInt(viewports.md.styles.width, 10),
  lg: Number.parseInt(viewports.lg.styles.width, 10),
} as const;

export type ModeWidth = keyof typeof widths;
type ModeName = `${ModeWidth} ${ThemeName}`;

interface Mode {
  viewport: number;
  theme: ThemeName;
}

const themes: readonly ThemeName[] = ['light', 'dark'];

export const allModes = Object.fromEntries(
  (Object.keys(widths) as ModeWidth[]).flatMap((width) =>
    themes.map((theme) => [`${width} ${theme}`, { viewport: widths[width], theme }]),
  ),
) as Record<ModeName, Mode>;

/**
 * For a story about one width (e.g. "Small Signed Out" with `globals.viewport: 'small'`):
 * captured at that width only, in both themes. Chromatic merges modes by name, so the other
 * widths are switched off rather than left out.
 *
 *   parameters: { chromatic: { modes: onlyAt('small') } }
 */
export function onlyAt(width: ModeWidth): Record<ModeName, Mode | { disable: true }> {
  return Object.fromEntries(
    Object.entries(allModes).map(([name, mode]) => [
      name,
      name.startsWith(`${width} `) ? mode : { disable: true },
    ]),
  ) as Record<ModeName, Mode | { disable: true }>;
}

interface StoryLike {
  globals?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
}

/**
 * The small-screen copy of a story: the 375 px viewport, and captured by Chromatic at that width
 * only (in both themes), keeping the story's own parameters (session, mock API...).
 *
 *   export const EmptySmall: Story = atSmall(Empty);
 */
export function atSmall<S extends StoryLike>(story: S): S {
  const chromatic = (story.parameters?.chromatic ?? {}) as Record<string, unknown>;
  return {
    ...story,
    globals: { ...story.globals, viewport: { value: 'small', isRotated: false } },
    parameters: { ...story.parameters, chromatic: { ...chromatic, modes: onlyAt('small') } },
  };
}

/** The parameters of a story that ends where another story's picture already is: no snapshot. */
export const noBaseline = { chromatic: { disableSnapshot: true } };
