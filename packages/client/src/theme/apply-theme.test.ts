import tinycolor from 'tinycolor2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, clearAppliedTheme } from './apply-theme.ts';
import { baseThemes } from './builtin/index.ts';
import { THEME_TRANSITION_CLASS, THEME_TRANSITION_MS } from './constants.ts';
import type { Theme } from './types.ts';

const theme = (id: string, base: 'light' | 'dark', props: Record<string, string>): Theme => ({
  id,
  name: id,
  author: 'test',
  base,
  props,
});

const root = (): HTMLElement => document.documentElement;
const themeColor = (): string | null =>
  document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content') ?? null;

describe('applyTheme', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    clearAppliedTheme();
    document.head.innerHTML = '';
    vi.useRealTimers();
  });

  it('writes the long and short variables and the color-scheme onto <html>', () => {
    applyTheme(theme('a', 'dark', { accent: '#ff0000' }), { transition: false });
    const style = root().style;
    expect(style.getPropertyValue('--MI_THEME-accent')).toBe('rgb(255, 0, 0)');
    // the short one, which Kumo's stylesheets read, is made readable on the dark background
    const accent = tinycolor(style.getPropertyValue('--accent'));
    expect(tinycolor.readability(accent, style.getPropertyValue('--bg'))).toBeGreaterThanOrEqual(4.5);
    expect(accent.getBrightness()).toBeGreaterThan(tinycolor('#ff0000').getBrightness());
    expect(style.getPropertyValue('--bg')).toBe('rgb(19, 22, 28)');
    expect(style.getPropertyValue('color-scheme')).toBe('dark');
  });

  it('removes the variables a previous theme set and the next one does not', () => {
    applyTheme(theme('a', 'light', { sparkle: '#abcdef' }), { transition: false });
    expect(root().style.getPropertyValue('--sparkle')).toBe('rgb(171, 205, 239)');
    applyTheme(theme('b', 'light', {}), { transition: false });
    expect(root().style.getPropertyValue('--sparkle')).toBe('');
    expect(root().style.getPropertyValue('--MI_THEME-sparkle')).toBe('');
    expect(root().style.getPropertyValue('--MI_THEME-accent')).toBe('rgb(47, 102, 204)');
    clearAppliedTheme();
    expect(root().style.getPropertyValue('--accent')).toBe('');
    expect(root().style.getPropertyValue('color-scheme')).toBe('');
  });

  it('sets the theme-color meta to htmlThemeColor, or to bg when a theme has none', () => {
    applyTheme(theme('a', 'light', { htmlThemeColor: '#112233' }), { transition: false });
    expect(themeColor()).toBe('rgb(17, 34, 51)');
    // Bases without htmlThemeColor show the fallback to bg.
    const withoutHtmlColor = (base: Theme): Theme => {
      const { htmlThemeColor: _omitted, ...props } = base.props;
      return { ...base, props };
    };
    applyTheme(theme('b', 'light', { bg: '#445566' }), {
      transition: false,
      builtins: { light: withoutHtmlColor(baseThemes.light), dark: withoutHtmlColor(baseThemes.dark) },
    });
    expect(themeColor()).toBe('rgb(68, 85, 102)');
    expect(document.head.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
  });

  it('puts the transition class on <html> for exactly one second', () => {
    expect(THEME_TRANSITION_MS).toBe(1000);
    applyTheme(theme('a', 'light', {}));
    expect(root().classList.contains(THEME_TRANSITION_CLASS)).toBe(true);
    vi.advanceTimersByTime(999);
    expect(root().classList.contains(THEME_TRANSITION_CLASS)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(root().classList.contains(THEME_TRANSITION_CLASS)).toBe(false);
  });

  it('restarts the one-second window when themes switch in quick succession', () => {
    applyTheme(theme('a', 'light', {}));
    vi.advanceTimersByTime(600);
    applyTheme(theme('b', 'dark', {}));
    vi.advanceTimersByTime(600);
    expect(root().classList.contains(THEME_TRANSITION_CLASS)).toBe(true);
    vi.advanceTimersByTime(400);
    expect(root().classList.contains(THEME_TRANSITION_CLASS)).toBe(false);
  });

  it('skips the transition class when asked to', () => {
    applyTheme(theme('a', 'light', {}), { transition: false });
    expect(root().classList.contains(THEME_TRANSITION_CLASS)).toBe(false);
  });

  it('returns the errors of broken props while still applying the rest', () => {
    const { errors } = applyTheme(theme('a', 'light', { accent: '@missing', bg: '#000' }), {
      transition: false,
    });
    expect(errors.map((e) => e.kind)).toEqual(['unknown-ref']);
    expect(root().style.getPropertyValue('--MI_THEME-accent')).toBe('rgb(47, 102, 204)');
    expect(root().style.getPropertyValue('--bg')).toBe('rgb(0, 0, 0)');
  });
});
