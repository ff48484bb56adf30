import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { SettingsStore } from '../store/index.ts';
import { applyTheme, clearAppliedTheme } from './apply-theme.ts';
import { builtinThemes } from './builtin/index.ts';
import { THEME_CACHE_KEY } from './theme-cache.ts';
import { chosenBuiltinId, startThemes } from './theme-start.ts';
import type { Theme } from './types.ts';

const env = { prefersReducedMotion: false, isMobile: false };
const newStore = () => new SettingsStore({ storage: localStorage, accountId: null, env });
const rootVar = (name: string) => document.documentElement.style.getPropertyValue(name);
const device = (dark: boolean) => ({ prefersDark: () => dark, watchDevice: () => () => undefined });

/** `later` that holds the controller back until the test lets it start. */
function heldBack() {
  const tasks: Array<() => void> = [];
  return {
    later: (task: () => void) => void tasks.push(task),
    run: () => tasks.splice(0).forEach((t) => t()),
  };
}

const installed: Theme = {
  id: 'my-own',
  name: 'Mine',
  author: 'me',
  base: 'light',
  props: { accent: '#123456', bg: '#fafafa', fg: '#222222' },
};

let stop: (() => void) | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => {
  stop?.();
  stop = undefined;
  clearAppliedTheme();
  document.documentElement.removeAttribute('style');
});

describe('the theme of the first paint, without the compiler (spec P1 §4 start-up)', () => {
  test('the chosen built-in is found by mode, device sync and choice; an installed one needs the compiler', () => {
    const store = newStore();
    store.set('syncDeviceDarkMode', false);
    store.set('darkMode', false);
    expect(chosenBuiltinId(store, true)).toBe('light');
    store.set('darkMode', true);
    expect(chosenBuiltinId(store, false)).toBe('dark');
    const cherry = builtinThemes.find((t) => t.base === 'dark')!;
    store.set('darkTheme', cherry);
    expect(chosenBuiltinId(store, false)).toBe(cherry.id);
    store.set('syncDeviceDarkMode', true);
    expect(chosenBuiltinId(store, false)).toBe('light');
    store.set('lightTheme', installed);
    expect(chosenBuiltinId(store, false)).toBeNull();
  });

  test('each built-in paints first with exactly the colours the compiler gives it', async () => {
    for (const theme of builtinThemes) {
      const store = newStore();
      store.set('syncDeviceDarkMode', false);
      store.set('darkMode', theme.base === 'dark');
      store.set(theme.base === 'dark' ? 'darkTheme' : 'lightTheme', theme);
      const held = heldBack();
      stop = await startThemes(store, { cached: false, later: held.later, ...device(false) });
      const painted = rootVar('--accent');
      const bg = rootVar('--bg');
      expect(rootVar('color-scheme')).toBe(theme.base);
      document.documentElement.removeAttribute('style');
      const compiled = applyTheme(theme, { transition: false });
      expect(painted).toBe(compiled.vars['--accent']);
      expect(bg).toBe(compiled.vars['--bg']);
      stop();
      clearAppliedTheme();
      document.documentElement.removeAttribute('style');
    }
  });

  test('the controller starts later and takes over: it caches the theme and follows changes', async () => {
    const store = newStore();
    store.set('syncDeviceDarkMode', false);
    store.set('darkMode', false);
    const held = heldBack();
    stop = await startThemes(store, { cached: false, later: held.later, ...device(false) });
    expect(localStorage.getItem(THEME_CACHE_KEY)).toBeNull();
    const lightBg = rootVar('--bg');
    held.run();
    await expect.poll(() => localStorage.getItem(THEME_CACHE_KEY)).not.toBeNull();
    store.set('darkMode', true);
    expect(rootVar('color-scheme')).toBe('dark');
    expect(rootVar('--bg')).not.toBe(lightBg);
  });

  test('an installed theme with nothing cached is compiled before the first paint', async () => {
    const store = newStore();
    store.set('syncDeviceDarkMode', false);
    store.set('darkMode', false);
    store.set('lightTheme', installed);
    const held = heldBack();
    stop = await startThemes(store, { cached: false, later: held.later, ...device(false) });
    expect(rootVar('--accent')).toBe(applyTheme(installed, { transition: false }).vars['--accent']);
  });

  test('with a cache nothing is loaded before the first paint', async () => {
    const store = newStore();
    const held = heldBack();
    stop = await startThemes(store, { cached: true, later: held.later, ...device(false) });
    expect(rootVar('--bg')).toBe('');
    held.run();
    await expect.poll(() => rootVar('--bg')).not.toBe('');
  });
});
