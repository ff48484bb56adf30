import { describe, expect, it } from 'vitest';
import {
  baseThemes,
  builtinThemes,
  builtins,
  darkBase,
  findBuiltinTheme,
  lightBase,
} from './builtin/index.ts';
import { compileThemeDetailed } from './compile-theme.ts';
import { isThemeValid, validateTheme } from './validate-theme.ts';

const NAMED_IDS = [
  'l-light',
  'l-coffee',
  'l-apricot',
  'l-rainy',
  'l-botanical',
  'l-vivid',
  'l-cherry',
  'l-sushi',
  'l-u0',
  'd-dark',
  'd-persimmon',
  'd-astro',
  'd-future',
  'd-botanical',
  'd-green-lime',
  'd-green-orange',
  'd-cherry',
  'd-ice',
  'd-u0',
];

// The variables Kumo's own stylesheets read; every theme must provide all of them.
const CLIENT_VARS = [
  'accent',
  'bg',
  'fg',
  'panel',
  'panelHighlight',
  'divider',
  'fgTransparentWeak',
  'fgTransparent',
  'fgOnAccent',
  'accentDarken',
  'accentedBg',
  'error',
  'success',
  'warn',
  'link',
  'mention',
  'hashtag',
  'renote',
  'navBg',
];

describe('built-in themes', () => {
  it('ships the two bases and nineteen named themes with unique ids', () => {
    expect(builtinThemes).toHaveLength(NAMED_IDS.length);
    const ids = builtins.all?.map((theme) => theme.id) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
    expect(findBuiltinTheme('light')).toBe(lightBase);
    expect(findBuiltinTheme('dark')).toBe(darkBase);
  });

  it('gives every named theme a UUID, author Kumo and the base its prefix promises', () => {
    for (const theme of builtinThemes) {
      expect(theme.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(theme.author).toBe('Kumo');
    }
    expect(builtinThemes.filter((t) => t.base === 'light')).toHaveLength(9);
    expect(builtinThemes.filter((t) => t.base === 'dark')).toHaveLength(10);
  });

  it.each([lightBase, darkBase, ...builtinThemes].map((theme) => [theme.name, theme] as const))(
    '%s is valid and compiles with no errors',
    (_name, theme) => {
      expect(isThemeValid(theme)).toBe(true);
      expect(validateTheme(theme)).toEqual({ ok: true, theme });
      const { vars, errors } = compileThemeDetailed(theme, baseThemes);
      expect(errors).toEqual([]);
      for (const name of CLIENT_VARS) expect(vars[`--${name}`], name).toBeDefined();
      expect(vars['--MI_THEME-htmlThemeColor']).toBeDefined();
    },
  );

  it('defines the full Misskey prop set in both bases', () => {
    const expected = [
      'accent',
      'accentDarken',
      'accentLighten',
      'accentedBg',
      'focus',
      'bg',
      'acrylicBg',
      'fg',
      'fgHighlighted',
      'fgOnAccent',
      'fgOnWhite',
      'divider',
      'indicator',
      'panel',
      'panelHighlight',
      'panelHeaderBg',
      'panelHeaderFg',
      'panelHeaderDivider',
      'acrylicPanel',
      'windowHeader',
      'popup',
      'shadow',
      'header',
      'navBg',
      'navFg',
      'navHoverFg',
      'navActive',
      'navIndicator',
      'link',
      'hashtag',
      'mention',
      'mentionMe',
      'renote',
      'modalBg',
      'scrollbarHandle',
      'scrollbarHandleHover',
      'dateLabelFg',
      'infoBg',
      'infoFg',
      'infoWarnBg',
      'infoWarnFg',
      'switchBg',
      'cwBg',
      'cwFg',
      'cwHoverBg',
      'toastBg',
      'toastFg',
      'buttonBg',
      'buttonHoverBg',
      'buttonGradateA',
      'buttonGradateB',
      'inputBorder',
      'inputBorderHover',
      'listItemHoverBg',
      'driveFolderBg',
      'wallpaperOverlay',
      'badge',
      'messageBg',
      'success',
      'error',
      'warn',
      'codeString',
      'codeNumber',
      'codeBoolean',
      'deckBg',
      'htmlThemeColor',
    ];
    for (const base of [lightBase, darkBase]) {
      expect(Object.keys(base.props)).toEqual(expect.arrayContaining(expected));
    }
    // Both bases emit the same variables, so switching modes never leaves one behind.
    const emitted = (props: object): string[] =>
      Object.keys(props)
        .filter((key) => !key.startsWith('$'))
        .sort();
    expect(emitted(darkBase.props)).toEqual(emitted(lightBase.props));
  });

  it('reproduces the client stylesheet defaults in the bases', () => {
    const light = compileThemeDetailed(lightBase, baseThemes).vars;
    const dark = compileThemeDetailed(darkBase, baseThemes).vars;
    expect(light['--accent']).toBe('rgb(47, 102, 204)');
    expect(light['--bg']).toBe('rgb(238, 241, 246)');
    expect(light['--accentDarken']).toBe('rgb(54, 88, 151)');
    expect(light['--accentedBg']).toBe('rgba(47, 102, 204, 0.12)');
    expect(light['--divider']).toBe('rgba(31, 38, 51, 0.09)');
    expect(dark['--bg']).toBe('rgb(19, 22, 28)');
    expect(dark['--accentDarken']).toBe('rgb(91, 138, 224)');
    expect(dark['--panelHighlight']).toBe('rgb(36, 41, 53)');
    expect(dark['--fgTransparentWeak']).toBe('rgba(221, 226, 234, 0.64)');
  });

  it('has one file per named theme, named like the Misskey theme it stands in for', () => {
    const modules = import.meta.glob('./builtin/[ld]-*.ts');
    const names = Object.keys(modules).map((path) => path.replace('./builtin/', '').replace('.ts', ''));
    expect(names.sort()).toEqual([...NAMED_IDS].sort());
  });
});
