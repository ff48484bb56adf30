/**
 * Themes at start-up without the theme compiler on the way to the first note. The first paint takes
 * the cached variables of the last start; on a first start (or after an update cleared them) a
 * built-in theme's variables, compiled when the client was built, load beside the translation. Only
 * an installed theme with no cache waits for the compiler. The controller (compiler, live wiring,
 * the server's first-run themes) loads when the browser is idle and re-applies the same colours.
 */

import { themeVarLoaders } from 'virtual:kumo-theme-vars';
import type { SettingsStore } from '@/store/index.ts';
import { applyFirstPaintVars } from './theme-cache.ts';
import type { ThemeControllerOptions } from './theme-controller.ts';
import { systemPrefersDark } from './dark-mode.ts';

/** The built-in theme the settings pick now (the base of the mode when none is chosen); null for an installed one. */
export function chosenBuiltinId(store: SettingsStore, prefersDark: boolean): string | null {
  const dark = store.get('syncDeviceDarkMode') ? prefersDark : store.get('darkMode');
  const record = store.get(dark ? 'darkTheme' : 'lightTheme');
  if (!record) return dark ? 'dark' : 'light';
  return Object.hasOwn(themeVarLoaders, record.id) ? record.id : null;
}

export interface StartThemesOptions extends ThemeControllerOptions {
  /** Whether the cache already coloured the page (applyCachedTheme). */
  cached: boolean;
  /** Runs the controller's start when the first screen no longer needs the main thread. */
  later: (task: () => void) => void;
}

/**
 * Colours the first paint and schedules the controller; resolves once the page may be drawn. Returns
 * the function that stops the controller (a no-op until it has started).
 */
export async function startThemes(store: SettingsStore, opts: StartThemesOptions): Promise<() => void> {
  const { cached, later, ...controllerOpts } = opts;
  let stop: (() => void) | null = null;
  let stopped = false;
  const start = async () => {
    const { startThemeController } = await import('./theme-controller.ts');
    if (!stopped) stop = startThemeController(store, controllerOpts);
  };
  const stopAll = () => {
    stopped = true;
    stop?.();
  };
  if (!cached) {
    const id = chosenBuiltinId(store, (opts.prefersDark ?? systemPrefersDark)());
    if (id === null) {
      await start();
      return stopAll;
    }
    try {
      const { default: theme } = await themeVarLoaders[id]!();
      applyFirstPaintVars(theme, opts.document);
    } catch {
      // its chunk did not arrive: the compiler may (an offline start keeps what was loaded before)
      await start().catch((err: unknown) => console.warn('theme: no colours for the first paint', err));
      return stopAll;
    }
  }
  later(() => void start().catch((err: unknown) => console.warn('theme: the controller did not load', err)));
  return stopAll;
}
