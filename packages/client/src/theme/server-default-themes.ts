import { parseTheme } from './parse-theme.ts';
import type { ServerDefaultThemes } from './theme-controller.ts';
import type { SettingsStore } from '@/store/index.ts';
import type { Theme } from './types.ts';

/**
 * Spec P1 §4: on first run (themeInitial) the server-supplied default light and dark themes become
 * the device's theme choices; an invalid one is ignored. Runs once: themeInitial is then false.
 */
export function applyServerDefaultThemes(store: SettingsStore, meta: ServerDefaultThemes): void {
  if (!store.get('themeInitial')) return;
  const read = (code: string | null | undefined): Theme | null => {
    if (typeof code !== 'string') return null;
    const result = parseTheme(code);
    if (!result.ok) console.warn('theme: ignoring an invalid server default theme:', result.error.message);
    return result.ok ? result.theme : null;
  };
  const light = read(meta.defaultLightTheme);
  const dark = read(meta.defaultDarkTheme);
  if (light) store.set('lightTheme', light);
  if (dark) store.set('darkTheme', dark);
  store.set('themeInitial', false);
}
