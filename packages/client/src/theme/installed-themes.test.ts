import { beforeEach, describe, expect, test, vi } from 'vitest';
import {
  INSTALLED_THEMES_KEY,
  installTheme,
  readInstalledThemes,
  sameTheme,
  subscribeInstalledThemes,
  uninstallTheme,
} from './installed-themes.ts';
import type { Theme } from './types.ts';

const theme = (id: string, accent = '#ff0000'): Theme => ({
  id,
  name: `Theme ${id}`,
  author: 'me',
  base: 'light',
  props: { accent },
});

beforeEach(() => localStorage.clear());

describe('installed themes', () => {
  test('installing adds to the end of the list and a second install of the same id replaces it', () => {
    installTheme(theme('a'));
    installTheme(theme('b'));
    installTheme(theme('a', '#00ff00'));
    const themes = readInstalledThemes();
    expect(themes.map((t) => t.id)).toEqual(['a', 'b']);
    expect(themes[0]?.props['accent']).toBe('#00ff00');
  });

  test('uninstalling removes only that theme', () => {
    installTheme(theme('a'));
    installTheme(theme('b'));
    uninstallTheme('a');
    expect(readInstalledThemes().map((t) => t.id)).toEqual(['b']);
  });

  test('invalid or hostile stored entries are left out, and junk reads as an empty list', () => {
    const hostile = { ...theme('h'), props: { accent: '"red; } body { display:none' } };
    localStorage.setItem(INSTALLED_THEMES_KEY, JSON.stringify([theme('a'), hostile, { id: 1 }]));
    expect(readInstalledThemes().map((t) => t.id)).toEqual(['a']);
    localStorage.setItem(INSTALLED_THEMES_KEY, '{not json');
    expect(readInstalledThemes()).toEqual([]);
  });

  test('the same stored text gives the same array, so React sees no change', () => {
    installTheme(theme('a'));
    expect(readInstalledThemes()).toBe(readInstalledThemes());
  });

  test('subscribers hear about changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeInstalledThemes(listener);
    installTheme(theme('a'));
    uninstallTheme('a');
    unsubscribe();
    installTheme(theme('b'));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  test('sameTheme ignores the order of props but not their values', () => {
    const a: Theme = { ...theme('a'), props: { accent: '#f00', bg: '#fff' } };
    expect(sameTheme(a, { ...a, props: { bg: '#fff', accent: '#f00' } })).toBe(true);
    expect(sameTheme(a, { ...a, props: { bg: '#fff', accent: '#f01' } })).toBe(false);
    expect(sameTheme(a, { ...a, name: 'other' })).toBe(false);
  });
});
