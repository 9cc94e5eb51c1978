import {
  assignVars,
  createGlobalTheme,
  createThemeContract,
  globalStyle,
} from '@vanilla-extract/css';
import {
  breakpoints,
  darkColors,
  darkShadow,
  font,
  lightColors,
  radius,
  shadow,
  space,
  zIndex,
} from './tokens';

const nullify = <T extends Record<string, unknown>>(tokens: T): { [K in keyof T]: null } =>
  Object.fromEntries(Object.keys(tokens).map((key) => [key, null])) as { [K in keyof T]: null };

/** The theme contract: every component style reads these CSS variables and nothing else. */
export const vars = createThemeContract({
  color: nullify(lightColors),
  space: nullify(space),
  radius: nullify(radius),
  font: {
    family: nullify(font.family),
    size: nullify(font.size),
    weight: nullify(font.weight),
    lineHeight: nullify(font.lineHeight),
  },
  shadow: nullify(shadow),
  zIndex: nullify(zIndex),
  breakpoints: nullify(breakpoints),
});

/**
 * The light theme sits on :root so portalled content (dialogs, toasts) sees the same variables
 * as the page. Breakpoints are in the contract for documentation; media queries use `media`.
 */
createGlobalTheme(':root', vars, {
  color: lightColors,
  space,
  radius,
  font,
  shadow,
  zIndex,
  breakpoints: {
    sm: `${breakpoints.sm}px`,
    md: `${breakpoints.md}px`,
    lg: `${breakpoints.lg}px`,
  },
});

// Native parts (scrollbars, form controls, the select popup) follow the theme too.
globalStyle(':root', { colorScheme: 'light' });

/** Only colours and shadows change between themes; space, type and layers are shared. */
const dark = {
  vars: { ...assignVars(vars.color, darkColors), ...assignVars(vars.shadow, darkShadow) },
  colorScheme: 'dark',
} as const;

/** ThemeProvider writes the reader's theme (chosen, or the system's) to `<html data-theme>`. */
globalStyle(':root[data-theme="dark"]', dark);

/** Before any script has run (or without one), the system preference decides. */
globalStyle(':root:not([data-theme])', {
  '@media': { '(prefers-color-scheme: dark)': dark },
});
