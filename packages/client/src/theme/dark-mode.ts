/** Which theme to show: the user's light or dark choice, following the device when asked to. */

import type { Theme, ThemeCatalog } from './types.ts';
import { validateTheme } from './validate-theme.ts';

export interface ThemePreferences {
  darkMode: boolean;
  /** A stored theme object, or the id of a built-in theme. Anything else falls back. */
  lightTheme?: unknown;
  darkTheme?: unknown;
}

/**
 * The theme to apply. A missing, unknown or invalid choice falls back to the built-in base of
 * that mode, so a corrupt stored theme can never leave the client unstyled.
 */
export function chooseTheme(prefs: ThemePreferences, builtins: ThemeCatalog): Theme {
  const chosen = prefs.darkMode ? prefs.darkTheme : prefs.lightTheme;
  const fallback = prefs.darkMode ? builtins.dark : builtins.light;
  if (typeof chosen === 'string') {
    return builtins.all?.find((theme) => theme.id === chosen) ?? fallback;
  }
  const result = validateTheme(chosen);
  return result.ok ? result.theme : fallback;
}

/** With device sync on, the device's preference wins over the stored switch. */
export function effectiveDarkMode(
  prefs: { syncDeviceDarkMode: boolean; darkMode: boolean },
  prefersDark: boolean,
): boolean {
  return prefs.syncDeviceDarkMode ? prefersDark : prefs.darkMode;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Whether the device currently prefers dark; false where matchMedia is unavailable. */
export function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' ? matchMedia(DARK_QUERY).matches : false;
}

/** Calls `cb` whenever the device's dark preference changes; returns the unsubscribe function. */
export function watchSystemDarkMode(cb: (prefersDark: boolean) => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(DARK_QUERY);
  const listener = (event: MediaQueryListEvent): void => cb(event.matches);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
