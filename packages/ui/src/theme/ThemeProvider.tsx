import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import './fonts.css';
import './global.css';
import { themeRoot } from './ThemeProvider.css';
import type { ThemeName } from './tokens';
import { usePrefersDark } from './usePrefersDark';

/** What the reader picked: a theme, or whatever their system says. */
export type ThemePreference = ThemeName | 'system';

export interface ThemeState {
  /** The theme on screen now. */
  theme: ThemeName;
  /** The reader's choice; `'system'` until they make one. */
  preference: ThemePreference;
  /** Picks a theme (remembered on this device), or `'system'` to follow the system again. */
  setTheme: (preference: ThemePreference) => void;
  /** Switches to the other theme and remembers it. */
  toggle: () => void;
}

/** Where the choice is remembered (localStorage, this device only). */
export const THEME_STORAGE_KEY = 'edugate.theme';

const ThemeContext = createContext<ThemeState | null>(null);

function readStored(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    // Storage can be blocked (privacy settings): then the system decides.
    return 'system';
  }
}

function store(preference: ThemePreference) {
  try {
    if (preference === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Not remembered, but still applied for this visit.
  }
}

export interface ThemeProviderProps {
  children: ReactNode;
  /**
   * Starts in this theme instead of the stored choice or the system's, and remembers nothing:
   * for hosts that decide the theme themselves (Storybook's toolbar, Chromatic modes, tests).
   * Changing it switches the theme.
   */
  theme?: ThemeName;
}

/**
 * Applies the theme's type and colour. The variables live on :root (so portalled dialogs and
 * toasts see them) and the theme is written to `<html data-theme>`; this wrapper matters where the
 * host page has styles of its own, such as Storybook's docs pages, so a component never inherits a
 * colour the theme did not pick. Follows `prefers-color-scheme` until the reader chooses.
 */
export function ThemeProvider({ children, theme: hostTheme }: ThemeProviderProps) {
  const fixed = hostTheme !== undefined;
  const [preference, setPreference] = useState<ThemePreference>(() =>
    fixed ? hostTheme : readStored(),
  );
  // A new theme from the host (the Storybook toolbar) replaces whatever was toggled before.
  const [lastHostTheme, setLastHostTheme] = useState(hostTheme);
  if (hostTheme !== lastHostTheme) {
    setLastHostTheme(hostTheme);
    if (hostTheme) setPreference(hostTheme);
  }

  const prefersDark = usePrefersDark();
  const theme: ThemeName = preference === 'system' ? (prefersDark ? 'dark' : 'light') : preference;

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    return () => {
      if (root.dataset.theme === theme) delete root.dataset.theme;
    };
  }, [theme]);

  const value = useMemo<ThemeState>(() => {
    const setTheme = (next: ThemePreference) => {
      setPreference(next);
      if (!fixed) store(next);
    };
    return {
      theme,
      preference,
      setTheme,
      toggle: () => setTheme(theme === 'dark' ? 'light' : 'dark'),
    };
  }, [theme, preference, fixed]);

  return (
    <ThemeContext.Provider value={value}>
      <div className={themeRoot}>{children}</div>
    </ThemeContext.Provider>
  );
}

/** The theme on screen and the reader's choice; only inside a ThemeProvider. */
export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme() needs a <ThemeProvider> above it.');
  return state;
}
