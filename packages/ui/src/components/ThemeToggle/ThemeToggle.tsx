import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../../theme/ThemeProvider';
import { visuallyHidden } from '../../theme/utilities.css';
import { toggle } from './ThemeToggle.css';

export interface ThemeToggleProps {
  /** Shows the name beside the icon (menus, settings); the bar shows the icon alone. */
  showLabel?: boolean;
  className?: string;
}

/** The button's name; its pressed state says whether the dark theme is on. */
export const THEME_TOGGLE_LABEL = 'Dark theme';

/**
 * Switches between the light and dark theme and remembers the choice on this device. A toggle
 * button (`aria-pressed`), so a screen reader hears "Dark theme, toggle button, pressed"; the icon
 * shows the theme on screen now.
 */
export function ThemeToggle({ showLabel = false, className }: ThemeToggleProps) {
  const { theme, toggle: switchTheme } = useTheme();
  const dark = theme === 'dark';
  const Icon = dark ? Moon : Sun;
  return (
    <button
      type="button"
      className={[toggle, className].filter(Boolean).join(' ')}
      aria-pressed={dark}
      onClick={switchTheme}
    >
      <Icon size={20} strokeWidth={2} aria-hidden="true" />
      <span className={showLabel ? undefined : visuallyHidden}>{THEME_TOGGLE_LABEL}</span>
    </button>
  );
}
