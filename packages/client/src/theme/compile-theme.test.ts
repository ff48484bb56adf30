import { describe, expect, it } from 'vitest';
import { baseThemes } from './builtin/index.ts';
import { compileTheme, compileThemeDetailed, mergeThemeProps } from './compile-theme.ts';
import type { Theme, ThemeBases } from './types.ts';

// Tiny bases keep the expectations readable; the real bases are covered in builtin.test.ts.
const bases: ThemeBases = {
  light: {
    id: 'light',
    name: 'Light',
    author: 'test',
    base: 'light',
    props: { accent: '#f00', bg: '#fff', fg: '#000', panel: '@bg' },
  },
  dark: {
    id: 'dark',
    name: 'Dark',
    author: 'test',
    base: 'dark',
    props: { accent: '#0f0', bg: '#000', fg: '#fff', panel: '@bg' },
  },
};

const theme = (props: Record<string, string>, base: 'light' | 'dark' = 'light'): Theme => ({
  id: 'test',
  name: 'Test',
  author: 'test',
  base,
  props,
});

describe('compileTheme', () => {
  it('emits every prop as both --MI_THEME-name and the short --name', () => {
    const vars = compileTheme(theme({}), bases);
    expect(vars['--MI_THEME-accent']).toBe('rgb(255, 0, 0)');
    expect(vars['--accent']).toBe('rgb(255, 0, 0)');
    expect(vars['--bg']).toBe('rgb(255, 255, 255)');
  });

  it('merges the theme props over the props of its base', () => {
    const vars = compileTheme(theme({ bg: '#123456', extra: '#abc' }, 'dark'), bases);
    expect(vars['--bg']).toBe('rgb(18, 52, 86)');
    expect(vars['--accent']).toBe('rgb(0, 255, 0)');
    expect(vars['--extra']).toBe('rgb(170, 187, 204)');
    // A base prop referring to an overridden prop sees the override.
    expect(vars['--panel']).toBe('rgb(18, 52, 86)');
    expect(mergeThemeProps(theme({ bg: '#123456' }, 'dark'), bases)).toEqual({
      accent: '#0f0',
      bg: '#123456',
      fg: '#fff',
      panel: '@bg',
    });
  });

  it('resolves references recursively and constants without emitting them', () => {
    const vars = compileTheme(
      theme({ $brand: '#336699', accent: '$brand', link: '@accent', hover: '@link' }),
      bases,
    );
    expect(vars['--link']).toBe('rgb(51, 102, 153)');
    expect(vars['--hover']).toBe('rgb(51, 102, 153)');
    expect(Object.keys(vars).some((name) => name.includes('$') || name.includes('brand'))).toBe(false);
  });

  it('computes nested functions from the inside out', () => {
    const vars = compileTheme(
      theme({
        accent: '#4f86e8',
        darker: ':darken<10<@accent',
        faded: ':alpha<0.5<:darken<10<@accent',
        lighter: ':lighten<10<#f00',
        turned: ':hue<120<#f00',
        grey: ':saturate<-100<rgb(200, 100, 0)',
        $base: '#f00',
        fromConstant: ':alpha<0.25<$base',
      }),
      bases,
    );
    expect(vars['--darker']).toBe('rgb(34, 103, 226)');
    expect(vars['--faded']).toBe('rgba(34, 103, 226, 0.5)');
    expect(vars['--lighter']).toBe('rgb(255, 51, 51)');
    expect(vars['--turned']).toBe('rgb(0, 255, 0)');
    expect(vars['--grey']).toBe('rgb(100, 100, 100)');
    expect(vars['--fromConstant']).toBe('rgba(255, 0, 0, 0.25)');
  });

  it('passes safe raw values starting with a quote through verbatim', () => {
    const vars = compileTheme(
      theme({
        font: '" 14px',
        shadowSpec: '"0 1px 2px rgba(0, 0, 0, 0.2)',
        family: `"'Noto Sans', sans-serif`,
      }),
      bases,
    );
    expect(vars['--font']).toBe('14px');
    expect(vars['--shadowSpec']).toBe('0 1px 2px rgba(0, 0, 0, 0.2)');
    expect(vars['--family']).toBe("'Noto Sans', sans-serif");
  });

  it('reports a reference cycle instead of hanging, and keeps the base value', () => {
    const { vars, errors } = compileThemeDetailed(
      theme({ a: '@b', b: ':darken<5<@c', c: '@a', bg: '@bg' }),
      bases,
    );
    expect(errors.map((e) => e.kind)).toEqual(['cycle', 'cycle']);
    const cycle = errors.find((e) => e.kind === 'cycle' && e.key === 'a');
    expect(cycle).toMatchObject({ chain: ['a', 'b', 'c', 'a'] });
    expect(vars['--a']).toBeUndefined();
    expect(vars['--bg']).toBe('rgb(255, 255, 255)');
  });

  it('reports unknown references and bad functions once per root cause', () => {
    const { vars, errors } = compileThemeDetailed(
      theme({
        accent: '@nope',
        link: '@accent',
        x: ':blur<5<#fff',
        y: ':alpha<2<#fff',
        z: ':darken<lots<#fff',
        w: ':darken<5<@raw',
        raw: '"10px',
        v: 'rgb(nope)',
      }),
      bases,
    );
    expect(errors.map((e) => [e.kind, 'key' in e ? e.key : ''])).toEqual([
      ['unknown-ref', 'accent'],
      ['invalid-value', 'x'],
      ['invalid-value', 'y'],
      ['invalid-value', 'z'],
      ['invalid-value', 'w'],
      ['invalid-value', 'v'],
    ]);
    // Broken props fall back to the base theme's value where it has one.
    expect(vars['--accent']).toBe('rgb(255, 0, 0)');
    expect(vars['--link']).toBeUndefined();
    expect(vars['--x']).toBeUndefined();
  });

  it('does not treat inherited object members as props', () => {
    const { vars, errors } = compileThemeDetailed(theme({ a: '@constructor', b: '@toString' }), bases);
    expect(errors.map((e) => e.kind)).toEqual(['unknown-ref', 'unknown-ref']);
    expect(vars['--a']).toBeUndefined();
  });

  it('cuts off absurdly deep nesting with an error', () => {
    const deep = ':darken<1<'.repeat(40) + '#fff';
    const { errors } = compileThemeDetailed(theme({ deep }), bases);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ kind: 'invalid-value', key: 'deep' });
    expect(errors[0]?.message).toContain('nested too deeply');
  });

  it('never emits reserved layout variables under their short name', () => {
    const vars = compileTheme(theme({ radius: '"999px' }), bases);
    expect(vars['--MI_THEME-radius']).toBe('999px');
    expect(vars['--radius']).toBeUndefined();
  });

  it('compiles against the real bases by default shape', () => {
    const vars = compileTheme(theme({ accent: '#e0607e' }), baseThemes);
    expect(vars['--accentedBg']).toBe('rgba(224, 96, 126, 0.12)');
  });
});
