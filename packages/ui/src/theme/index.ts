// Importing this entry applies nothing: the page-wide styles are `@edugate/ui/theme/global`.
export { vars } from './contract.css';
export {
  breakpoints,
  media,
  lightColors,
  darkColors,
  themeColors,
  space,
  radius,
  font,
  shadow,
  darkShadow,
  zIndex,
} from './tokens';
export type { Breakpoint, ColorName, ThemeName } from './tokens';
export { bareList, cardGrid, listColumn, visuallyHidden } from './utilities.css';
export { ThemeProvider, useTheme } from './ThemeProvider';
export type { ThemeProviderProps, ThemeState } from './ThemeProvider';
export { THEME_STORAGE_KEY, themeBootScript, type ThemePreference } from './themeStorage';
