import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseThemes, builtins, builtinThemes } from './builtin/index.ts';
import { chooseTheme, effectiveDarkMode, systemPrefersDark, watchSystemDarkMode } from './dark-mode.ts';
import type { Theme } from './types.ts';

const custom: Theme = { id: 'c', name: 'Custom', author: 'me', base: 'dark', props: { accent: '#f0f' } };

describe('chooseTheme', () => {
  it('picks the dark theme in dark mode and the light theme otherwise', () => {
    const light = builtinThemes[0];
    expect(chooseTheme({ darkMode: true, lightTheme: light, darkTheme: custom }, builtins)).toEqual(custom);
    expect(chooseTheme({ darkMode: false, lightTheme: light, darkTheme: custom }, builtins)).toEqual(light);
  });

  it('falls back to the built-in base when the chosen theme is missing or invalid', () => {
    expect(chooseTheme({ darkMode: true }, builtins)).toBe(baseThemes.dark);
    expect(chooseTheme({ darkMode: false, lightTheme: null }, builtins)).toBe(baseThemes.light);
    expect(chooseTheme({ darkMode: true, darkTheme: { ...custom, base: 'sepia' } }, builtins)).toBe(
      baseThemes.dark,
    );
    const hostile = { ...custom, props: { accent: '"red; } body { display: none' } };
    expect(chooseTheme({ darkMode: true, darkTheme: hostile }, builtins)).toBe(baseThemes.dark);
  });

  it('accepts the id of a built-in theme and falls back for unknown ids', () => {
    const iceId = builtinThemes.find((t) => t.name === 'Kumo Ice')?.id;
    expect(chooseTheme({ darkMode: true, darkTheme: iceId }, builtins).name).toBe('Kumo Ice');
    expect(chooseTheme({ darkMode: true, darkTheme: 'no-such-id' }, builtins)).toBe(baseThemes.dark);
  });
});

describe('effectiveDarkMode', () => {
  it('follows the device when syncing and the stored switch otherwise', () => {
    expect(effectiveDarkMode({ syncDeviceDarkMode: true, darkMode: false }, true)).toBe(true);
    expect(effectiveDarkMode({ syncDeviceDarkMode: true, darkMode: true }, false)).toBe(false);
    expect(effectiveDarkMode({ syncDeviceDarkMode: false, darkMode: true }, false)).toBe(true);
    expect(effectiveDarkMode({ syncDeviceDarkMode: false, darkMode: false }, true)).toBe(false);
  });
});

describe('watchSystemDarkMode', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reports preference changes until unsubscribed', () => {
    const listeners = new Set<(event: MediaQueryListEvent) => void>();
    const query = {
      matches: true,
      addEventListener: (_type: string, fn: (event: MediaQueryListEvent) => void) => listeners.add(fn),
      removeEventListener: (_type: string, fn: (event: MediaQueryListEvent) => void) => listeners.delete(fn),
    };
    const matchMedia = vi.fn(() => query);
    vi.stubGlobal('matchMedia', matchMedia);

    expect(systemPrefersDark()).toBe(true);
    const cb = vi.fn();
    const stop = watchSystemDarkMode(cb);
    expect(matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
    for (const fn of listeners) fn({ matches: false } as MediaQueryListEvent);
    expect(cb).toHaveBeenCalledWith(false);
    stop();
    expect(listeners.size).toBe(0);
  });

  it('does nothing where matchMedia does not exist', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(systemPrefersDark()).toBe(false);
    expect(() => watchSystemDarkMode(() => {})()).not.toThrow();
  });
});
