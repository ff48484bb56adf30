import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SettingsStore } from '../store/index.ts';
import { clearAppliedTheme } from './apply-theme.ts';
import { applyServerDefaultThemes } from './server-default-themes.ts';
import { baseThemes, builtinThemes } from './builtin/index.ts';
import { THEME_TRANSITION_CLASS } from './constants.ts';
import { startThemeController } from './theme-controller.ts';
import {
  THEME_CACHE_KEY,
  THEME_VERSION_KEY,
  applyCachedTheme,
  clearThemeCacheOnVersionChange,
} from './theme-cache.ts';
import { toggleDarkMode } from './dark-mode-switch.ts';
import type { Theme } from './types.ts';

const env = { prefersReducedMotion: false, isMobile: false };
const newStore = () => new SettingsStore({ storage: localStorage, accountId: null, env });

const themeCode = (id: string, base: 'light' | 'dark', accent: string) =>
  `{ id: '${id}', name: '${id}', author: 'server', base: '${base}', props: { accent: '${accent}' } }`;
const theme = (id: string, base: 'light' | 'dark', props: Record<string, string>): Theme => ({
  id,
  name: id,
  author: 'test',
  base,
  props,
});

const rootVar = (name: string) => document.documentElement.style.getPropertyValue(name);

/** A device whose dark preference the test flips, like matchMedia('(prefers-color-scheme: dark)'). */
function fakeDevice(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<(dark: boolean) => void>();
  return {
    prefersDark: () => dark,
    watchDevice: (cb: (dark: boolean) => void) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    set(value: boolean) {
      dark = value;
      for (const l of listeners) l(value);
    },
  };
}

let stop: (() => void) | undefined;
beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  stop?.();
  stop = undefined;
  clearAppliedTheme();
  document.documentElement.removeAttribute('style');
  vi.useRealTimers();
});

describe('the compiled-theme cache (spec P1 §4: a version change clears the stored theme)', () => {
  test('a new client version clears the cached theme and remembers the version', () => {
    localStorage.setItem(THEME_VERSION_KEY, '0.1.0');
    localStorage.setItem(THEME_CACHE_KEY, JSON.stringify({ base: 'dark', vars: { '--bg': '#000' } }));
    expect(clearThemeCacheOnVersionChange(localStorage, '0.2.0')).toBe(true);
    expect(localStorage.getItem(THEME_CACHE_KEY)).toBeNull();
    expect(localStorage.getItem(THEME_VERSION_KEY)).toBe('0.2.0');
    expect(applyCachedTheme(localStorage)).toBe(false);
  });

  test('the same version keeps the cache, and the first paint uses it', () => {
    localStorage.setItem(THEME_VERSION_KEY, '0.2.0');
    localStorage.setItem(THEME_CACHE_KEY, JSON.stringify({ base: 'dark', vars: { '--bg': 'rgb(1, 2, 3)' } }));
    expect(clearThemeCacheOnVersionChange(localStorage, '0.2.0')).toBe(false);
    expect(applyCachedTheme(localStorage)).toBe(true);
    expect(rootVar('--bg')).toBe('rgb(1, 2, 3)');
    expect(rootVar('color-scheme')).toBe('dark');
  });

  test('a tampered cache cannot inject CSS', () => {
    const vars = { '--bg': 'red; } body { display: none', '--x;y': 'red', '--fg': 'rgb(9, 9, 9)' };
    localStorage.setItem(THEME_CACHE_KEY, JSON.stringify({ base: 'light', vars }));
    applyCachedTheme(localStorage);
    expect(rootVar('--bg')).toBe('');
    expect(rootVar('--fg')).toBe('rgb(9, 9, 9)');
  });

  test('the controller writes the applied theme to the cache and drops cached leftovers', () => {
    localStorage.setItem(THEME_CACHE_KEY, JSON.stringify({ base: 'light', vars: { '--sparkle': 'red' } }));
    applyCachedTheme(localStorage);
    stop = startThemeController(newStore(), fakeDevice(false));
    expect(rootVar('--sparkle')).toBe('');
    const cached = JSON.parse(localStorage.getItem(THEME_CACHE_KEY) ?? '{}');
    expect(cached.base).toBe('light');
    expect(cached.vars['--bg']).toBe(rootVar('--bg'));
  });
});

describe('themeInitial (spec P1 §4: first run applies the server default themes)', () => {
  test('valid server themes become the light and dark themes, once', () => {
    const store = newStore();
    applyServerDefaultThemes(store, {
      defaultLightTheme: themeCode('srv-light', 'light', '#ff0000'),
      defaultDarkTheme: themeCode('srv-dark', 'dark', '#00ff00'),
    });
    expect(store.get('lightTheme')?.id).toBe('srv-light');
    expect(store.get('darkTheme')?.id).toBe('srv-dark');
    expect(store.get('themeInitial')).toBe(false);

    store.set('lightTheme', null);
    applyServerDefaultThemes(store, { defaultLightTheme: themeCode('srv-light', 'light', '#ff0000') });
    expect(store.get('lightTheme')).toBeNull();
  });

  test('invalid or missing server themes are ignored', () => {
    const store = newStore();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    applyServerDefaultThemes(store, {
      defaultLightTheme: "{ id: 'x', name: 'X', base: 'sepia', props: {} }",
      defaultDarkTheme: '{ oops',
    });
    expect(store.get('lightTheme')).toBeNull();
    expect(store.get('darkTheme')).toBeNull();
    expect(store.get('themeInitial')).toBe(false);
  });

  test('the controller applies the server theme on first run, also when meta arrives later', async () => {
    const store = newStore();
    let resolve!: (meta: { defaultLightTheme: string }) => void;
    const meta = new Promise<{ defaultLightTheme: string }>((r) => (resolve = r));
    stop = startThemeController(store, { ...fakeDevice(false), serverThemes: () => meta });
    expect(rootVar('--MI_THEME-accent')).toBe('rgb(47, 102, 204)');
    resolve({ defaultLightTheme: themeCode('srv', 'light', '#ff0000') });
    await meta;
    await vi.waitFor(() => expect(rootVar('--MI_THEME-accent')).toBe('rgb(255, 0, 0)'));
    expect(store.get('themeInitial')).toBe(false);
  });

  test('after the first run the server is not asked again', () => {
    const store = newStore();
    store.set('themeInitial', false);
    const serverThemes = vi.fn(() => ({ defaultLightTheme: themeCode('srv', 'light', '#ff0000') }));
    stop = startThemeController(store, { ...fakeDevice(false), serverThemes });
    expect(serverThemes).not.toHaveBeenCalled();
  });
});

describe('dark mode (spec P1 §4: the device darkMode is synced if syncDeviceDarkMode is on)', () => {
  test('syncing sets darkMode from the device and follows its changes', () => {
    const store = newStore();
    const device = fakeDevice(true);
    stop = startThemeController(store, device);
    expect(store.get('darkMode')).toBe(true);
    expect(rootVar('--bg')).toBe('rgb(19, 22, 28)');
    expect(rootVar('color-scheme')).toBe('dark');
    device.set(false);
    expect(store.get('darkMode')).toBe(false);
    expect(rootVar('color-scheme')).toBe('light');
  });

  test('without syncing the device is ignored', () => {
    const store = newStore();
    store.set('syncDeviceDarkMode', false);
    const device = fakeDevice(true);
    stop = startThemeController(store, device);
    expect(store.get('darkMode')).toBe(false);
    device.set(false);
    device.set(true);
    expect(store.get('darkMode')).toBe(false);
  });

  test('toggleDarkMode flips darkMode and stops following the device', () => {
    const store = newStore();
    const device = fakeDevice(false);
    stop = startThemeController(store, device);
    toggleDarkMode(store);
    expect(store.get('darkMode')).toBe(true);
    expect(store.get('syncDeviceDarkMode')).toBe(false);
    expect(rootVar('color-scheme')).toBe('dark');
    device.set(true);
    device.set(false);
    expect(store.get('darkMode')).toBe(true);
    toggleDarkMode(store);
    expect(store.get('darkMode')).toBe(false);
  });

  test('turning syncing back on takes the device preference at once', () => {
    const store = newStore();
    store.set('syncDeviceDarkMode', false);
    stop = startThemeController(store, fakeDevice(true));
    expect(store.get('darkMode')).toBe(false);
    store.set('syncDeviceDarkMode', true);
    expect(store.get('darkMode')).toBe(true);
  });

  test('a user who picks a dark theme on a light device gets it when dark mode is on', () => {
    const store = newStore();
    store.set('darkTheme', theme('night', 'dark', { bg: '#101010' }));
    stop = startThemeController(store, fakeDevice(false));
    expect(rootVar('color-scheme')).toBe('light');
    toggleDarkMode(store);
    expect(rootVar('--bg')).toBe('rgb(16, 16, 16)');
    expect(rootVar('color-scheme')).toBe('dark');
  });
});

describe('re-applying the theme', () => {
  test('the first paint has no transition; changing lightTheme in light mode re-applies with one', () => {
    const store = newStore();
    stop = startThemeController(store, fakeDevice(false));
    const root = document.documentElement;
    expect(root.classList.contains(THEME_TRANSITION_CLASS)).toBe(false);
    store.set('lightTheme', theme('mine', 'light', { accent: '#123456' }));
    expect(rootVar('--MI_THEME-accent')).toBe('rgb(18, 52, 86)');
    expect(root.classList.contains(THEME_TRANSITION_CLASS)).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(root.classList.contains(THEME_TRANSITION_CLASS)).toBe(false);
  });

  test('changing the dark theme while in light mode keeps the light one on screen', () => {
    const store = newStore();
    stop = startThemeController(store, fakeDevice(false));
    store.set('darkTheme', theme('night', 'dark', { accent: '#123456' }));
    expect(rootVar('--MI_THEME-accent')).toBe('rgb(47, 102, 204)');
  });

  test('a stored built-in is applied as the client ships it now', () => {
    const store = newStore();
    const cherry = builtinThemes.find((t) => t.name === 'Kumo Cherry')!;
    store.set('lightTheme', { ...cherry, props: { accent: '#000000' } });
    stop = startThemeController(store, fakeDevice(false));
    expect(rootVar('--MI_THEME-accent')).toBe('rgb(219, 96, 114)');
  });

  test('an invalid stored theme falls back to the base of its mode', () => {
    const store = newStore();
    store.set('lightTheme', { ...theme('bad', 'light', { accent: '"red; } body { display: none' }) });
    stop = startThemeController(store, fakeDevice(false));
    expect(baseThemes.light.props.accent).toBe('#2f66cc');
    expect(rootVar('--MI_THEME-accent')).toBe('rgb(47, 102, 204)');
  });

  test('stopping the controller stops following the settings', () => {
    const store = newStore();
    stop = startThemeController(store, fakeDevice(false));
    stop();
    store.set('lightTheme', theme('mine', 'light', { accent: '#123456' }));
    expect(rootVar('--MI_THEME-accent')).toBe('rgb(47, 102, 204)');
  });
});
