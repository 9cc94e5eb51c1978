import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { themeRoot } from './ThemeProvider.css';
import type { ThemeName } from './tokens';
import {
  readStoredTheme,
  storeTheme,
  subscribeStoredTheme,
  type ThemePreference,
} from './themeStorage';
import { usePrefersDark } from './usePrefersDark';

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

const ThemeContext = createContext<ThemeState | null>(null);

/** Unknown on a server and while hydrating what it rendered: neither knows the reader's choice. */
const unknown = () => null;

/** The reader's stored choice, live; null until it can be read (see `unknown`). */
function useStoredTheme(): ThemePreference | null {
  return useSyncExternalStore(subscribeStoredTheme, readStoredTheme, unknown);
}

/** The theme a preference means, or null while either the preference or the system is unknown. */
function resolveTheme(
  preference: ThemePreference | null,
  prefersDark: boolean | null,
): ThemeName | null {
  if (preference !== 'system') return preference;
  if (prefersDark === null) return null;
  return prefersDark ? 'dark' : 'light';
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
  const stored = useStoredTheme();
  // A host's theme, and what was toggled since (remembered nowhere).
  const [hostPreference, setHostPreference] = useState<ThemePreference | undefined>(hostTheme);
  // A new theme from the host (the Storybook toolbar) replaces whatever was toggled before.
  const [lastHostTheme, setLastHostTheme] = useState(hostTheme);
  if (hostTheme !== lastHostTheme) {
    setLastHostTheme(hostTheme);
    if (hostTheme) setHostPreference(hostTheme);
  }
  const preference = fixed ? (hostPreference ?? hostTheme) : stored;

  const resolved = resolveTheme(preference, usePrefersDark());
  // While unknown, the page keeps what the stylesheet and the boot script chose.
  const theme: ThemeName = resolved ?? 'light';

  useLayoutEffect(() => {
    if (resolved === null) return;
    const root = document.documentElement;
    root.dataset.theme = resolved;
    return () => {
      if (root.dataset.theme === resolved) delete root.dataset.theme;
    };
  }, [resolved]);

  const value = useMemo<ThemeState>(() => {
    const setTheme = (next: ThemePreference) => {
      if (fixed) setHostPreference(next);
      else storeTheme(next);
    };
    return {
      theme,
      preference: preference ?? 'system',
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
