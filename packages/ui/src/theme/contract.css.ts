import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { breakpoints, font, lightColors, radius, shadow, space, zIndex } from './tokens';

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
