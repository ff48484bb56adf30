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

  it("gives every named theme Misskey's own id for it, author Kumo and the base its prefix promises", () => {
    for (const theme of builtinThemes) {
      expect(theme.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(theme.author).toBe('Kumo');
    }
    expect(new Set(builtinThemes.map((t) => t.id)).size).toBe(builtinThemes.length);
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

  it("finds a built-in by Misskey's id (a Misskey account's choice), by its spec name and by Kumo's former id", () => {
    // Misskey's default light and dark themes
    expect(findBuiltinTheme('4eea646f-7afa-4645-83e9-83af0333cd37')?.name).toBe('Kumo Light');
    expect(findBuiltinTheme('8050783a-7f63-445a-b270-36d0f6ba1677')?.base).toBe('dark');
    expect(findBuiltinTheme('l-light')?.id).toBe('4eea646f-7afa-4645-83e9-83af0333cd37');
    expect(findBuiltinTheme('d-u0')?.id).toBe('7a5bc13b-df8f-4d44-8e94-4452f0c634bb');
    // stored before the ids changed
    expect(findBuiltinTheme('6cd938f3-146b-44c3-b487-e36b83b6bc9b')?.id).toBe(
      '4eea646f-7afa-4645-83e9-83af0333cd37',
    );
    expect(findBuiltinTheme('no-such-theme')).toBeUndefined();
  });
});
