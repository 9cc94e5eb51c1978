import type { ReactNode } from 'react';
import './global.css';
import { themeRoot } from './ThemeProvider.css';

/**
 * Applies the theme's type and colour to its subtree. The variables themselves live on :root (so
 * portalled dialogs and toasts see them); this wrapper matters where the host page has styles of its
 * own, such as Storybook's docs pages, so a component never inherits a colour the theme did not pick.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return <div className={themeRoot}>{children}</div>;
}
