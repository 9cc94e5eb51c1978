/**
 * The reader's theme choice, remembered in localStorage on this device. Kept free of React and
 * styles: hosts read it before any script of the app runs (`themeBootScript`).
 */
import type { ThemeName } from './tokens';

/** What the reader picked: a theme, or whatever their system says. */
export type ThemePreference = ThemeName | 'system';

/** Where the choice is remembered (localStorage, this device only). */
export const THEME_STORAGE_KEY = 'edugate.theme';

export function readStoredTheme(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    // Storage can be blocked (privacy settings): then the system decides.
    return 'system';
  }
}

const listeners = new Set<() => void>();

export function storeTheme(preference: ThemePreference): void {
  try {
    if (preference === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Not remembered, but still applied for this visit.
  }
  for (const listener of listeners) listener();
}

/** Calls `onChange` when the choice changes here or in another tab. */
export function subscribeStoredTheme(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * A script for the page's `<head>` that applies a remembered choice before the first paint. Without
 * it, a page rendered on the server shows the system's theme until the app has loaded and then
 * switches. (With no choice stored the stylesheet follows the system by itself.)
 */
export function themeBootScript(): string {
  const key = JSON.stringify(THEME_STORAGE_KEY);
  return `try{var t=localStorage.getItem(${key});if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;
}
