export { ThemeToggle, THEME_TOGGLE_LABEL } from './ThemeToggle';
export type { ThemeToggleProps } from './ThemeToggle';
