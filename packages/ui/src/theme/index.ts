import './global.css';

export { vars } from './contract.css';
export { breakpoints, media, lightColors, space, radius, font, shadow, zIndex } from './tokens';
export type { Breakpoint } from './tokens';
export { visuallyHidden } from './utilities.css';
export { ThemeProvider } from './ThemeProvider';
