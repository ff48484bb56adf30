/**
 * Live wiring of themes (spec P1 §4 "Start-up"), loaded after the first paint (theme-start.ts): the
 * server's default themes on first run
 * (themeInitial), dark mode following the device, and re-applying the chosen theme whenever the
 * settings that pick it change. Plain functions over a SettingsStore.
 */

import './theme-transition.css';
import type { SettingsStore, ThemeRecord } from '@/store/index.ts';
import { applyTheme, type ApplyThemeOptions } from './apply-theme.ts';
import { builtins, findBuiltinTheme } from './builtin/index.ts';
import type { CompiledTheme } from './compile-theme.ts';
import { takeCachedVarNames, writeThemeCache } from './theme-cache.ts';
import { chooseTheme, systemPrefersDark, watchSystemDarkMode } from './dark-mode.ts';
import type { Theme } from './types.ts';

/** The server's first-run themes, as `meta` returns them (JSON5 theme codes). */
export interface ServerDefaultThemes {
  defaultLightTheme?: string | null;
  defaultDarkTheme?: string | null;
}

// A stored built-in is applied as the client currently ships it, not as the copy saved earlier
// (also when it was stored under a former id of it).
const choice = (record: ThemeRecord | null): ThemeRecord | string | null =>
  (record && findBuiltinTheme(record.id)?.id) ?? record;

/** The theme the settings pick right now: the dark or the light one, by darkMode. */
export function chosenTheme(store: SettingsStore): Theme {
  return chooseTheme(
    {
      darkMode: store.get('darkMode'),
      lightTheme: choice(store.get('lightTheme')),
      darkTheme: choice(store.get('darkTheme')),
    },
    builtins,
  );
}

export interface ApplyChosenThemeOptions {
  /** Animate the change (spec P1 §9: 1 s); off for the first paint. Default true. */
  transition?: boolean;
  storage?: Storage;
  document?: Document;
}

/** Applies the theme the settings pick and remembers its variables for the next first paint. */
export function applyChosenTheme(store: SettingsStore, opts: ApplyChosenThemeOptions = {}): CompiledTheme {
  const doc = opts.document ?? document;
  const theme = chosenTheme(store);
  const compiled = applyTheme(theme, { transition: opts.transition ?? true, document: doc });
  // Same task as the apply above, so nothing is painted in between.
  for (const name of takeCachedVarNames(doc)) {
    if (!Object.hasOwn(compiled.vars, name)) doc.documentElement.style.removeProperty(name);
  }
  writeThemeCache(opts.storage ?? localStorage, theme.base, compiled.vars);
  return compiled;
}

/** Shows a theme for a moment (install preview, editor) without choosing or caching it. */
export function previewTheme(
  theme: Theme,
  opts: Pick<ApplyThemeOptions, 'transition' | 'document'> = {},
): CompiledTheme {
  return applyTheme(theme, { transition: opts.transition ?? true, document: opts.document });
}

/** Ends a preview: the chosen theme comes back. */
export function endThemePreview(store: SettingsStore, opts: ApplyChosenThemeOptions = {}): void {
  applyChosenTheme(store, opts);
}

export interface ThemeControllerOptions {
  storage?: Storage;
  document?: Document;
  /** Whether the device prefers dark now (default: the prefers-color-scheme media query). */
  prefersDark?: () => boolean;
  /** Follows the device's preference; returns the unsubscribe function. */
  watchDevice?: (cb: (prefersDark: boolean) => void) => () => void;
  /**
   * Where the server's default themes come from, asked only while themeInitial is set (first run).
   * A failure leaves themeInitial set, so the next start tries again.
   */
  serverThemes?: () => ServerDefaultThemes | undefined | Promise<ServerDefaultThemes | undefined>;
}

/**
 * Applies the chosen theme before the first render and keeps it applied: returns the function that
 * stops following the settings and the device.
 */
export function startThemeController(store: SettingsStore, opts: ThemeControllerOptions = {}): () => void {
  const prefersDark = opts.prefersDark ?? systemPrefersDark;
  const watchDevice = opts.watchDevice ?? watchSystemDarkMode;
  const applyOpts = { storage: opts.storage, document: opts.document };
  let stopped = false;

  const followDevice = (dark: boolean): void => {
    if (store.get('syncDeviceDarkMode') && store.get('darkMode') !== dark) store.set('darkMode', dark);
  };
  followDevice(prefersDark());

  if (store.get('themeInitial') && opts.serverThemes) {
    // first run only: the theme-code reader (JSON5) loads then, never on the way to the first note
    const apply = (m: ServerDefaultThemes) =>
      import('./server-default-themes.ts').then(({ applyServerDefaultThemes }) => {
        if (!stopped) applyServerDefaultThemes(store, m);
      });
    try {
      void Promise.resolve(opts.serverThemes()).then(
        (m) => {
          if (!m || stopped) return;
          // a server without default themes: nothing to read, the first run is over
          if (m.defaultLightTheme || m.defaultDarkTheme) return apply(m);
          store.set('themeInitial', false);
        },
        (err: unknown) => console.warn('theme: could not read the server default themes', err),
      );
    } catch (err) {
      console.warn('theme: could not read the server default themes', err);
    }
  }

  applyChosenTheme(store, { ...applyOpts, transition: false });

  const reapply = (): void => void applyChosenTheme(store, applyOpts);
  const stops = [
    store.subscribe('lightTheme', reapply),
    store.subscribe('darkTheme', reapply),
    store.subscribe('darkMode', reapply),
    // Turning sync back on takes the device's current preference at once.
    store.subscribe('syncDeviceDarkMode', () => followDevice(prefersDark())),
    watchDevice(followDevice),
  ];
  return () => {
    stopped = true;
    for (const stop of stops) stop();
  };
}
