import tinycolor from 'tinycolor2';
import { describe, expect, it } from 'vitest';
import { baseThemes, builtinThemes } from './builtin/index.ts';
import { parseColor } from './color.ts';
import { compileTheme } from './compile-theme.ts';
import { readableOn, withReadableShortVars, worstContrast } from './readable.ts';

const c = (s: string) => parseColor(s)!;

describe('readable text colours', () => {
  it('leaves a colour that already reads well exactly as it is', () => {
    const ink = c('#1f2633');
    expect(readableOn(ink, [c('#ffffff'), c('#eef1f6')])).toBe(ink);
  });

  it('darkens a pale link on light surfaces and lightens a dim one on dark surfaces, just enough', () => {
    const pale = readableOn(c('#86b300'), [c('#ffffff'), c('#f5f5f5')]);
    expect(worstContrast(pale, [c('#ffffff'), c('#f5f5f5')])).toBeGreaterThanOrEqual(4.5);
    expect(worstContrast(pale, [c('#ffffff'), c('#f5f5f5')])).toBeLessThan(5.5);
    const dim = readableOn(c('#3a4a6b'), [c('#181a20')]);
    expect(dim.getLuminance()).toBeGreaterThan(c('#3a4a6b').getLuminance());
    expect(worstContrast(dim, [c('#181a20')])).toBeGreaterThanOrEqual(4.5);
  });

  it('makes a faint see-through label more opaque before changing its colour', () => {
    const faint = readableOn(c('rgba(31, 38, 51, 0.3)'), [c('#ffffff')]);
    expect(faint.getAlpha()).toBeGreaterThan(0.3);
    expect(faint.toRgb()).toMatchObject({ r: 31, g: 38, b: 51 });
  });

  it.each([baseThemes.light, baseThemes.dark, ...builtinThemes].map((t) => [t.name, t] as const))(
    '%s: every text colour reads at 4.5:1 on the surfaces it is drawn on',
    (_, theme) => {
      const vars = withReadableShortVars(compileTheme(theme, baseThemes));
      const v = (k: string) => c(vars[`--${k}`]!);
      const bg = v('bg');
      const flat = (k: string) => tinycolor.mix(bg, v(k), v(k).getAlpha() * 100);
      const surfaces = [bg, flat('panel')];
      for (const text of ['fg', 'fgTransparentWeak', 'fgTransparent', 'accent', 'link', 'hashtag', 'error'])
        expect([text, worstContrast(v(text), surfaces)]).toEqual([
          text,
          expect.toSatisfy((n: number) => n >= 4.5),
        ]);
      expect(worstContrast(v('fgOnAccent'), [flat('accent')])).toBeGreaterThanOrEqual(4.5);
      // Misskey's own values stay under the long names, for custom CSS written against them
      expect(vars['--MI_THEME-accent']).toBe(compileTheme(theme, baseThemes)['--MI_THEME-accent']);
    },
  );
});
