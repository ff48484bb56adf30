import tinycolor from 'tinycolor2';
import { describe, expect, it } from 'vitest';
import { darken, formatHex, formatRgb, lighten, parseColor, saturate, spinHue, withAlpha } from './color.ts';

const parse = (text: string) => {
  const color = parseColor(text);
  if (!color) throw new Error(`not a colour: ${text}`);
  return color;
};

describe('parseColor', () => {
  it.each([
    ['#f00', 'rgb(255, 0, 0)'],
    ['#FF000080', 'rgba(255, 0, 0, 0.5)'],
    ['4f86e8', 'rgb(79, 134, 232)'],
    ['rgba(1, 2, 3, 0.25)', 'rgba(1, 2, 3, 0.25)'],
    ['hsl(120, 100%, 50%)', 'rgb(0, 255, 0)'],
    ['RebeccaPurple', 'rgb(102, 51, 153)'],
    ['transparent', 'rgba(0, 0, 0, 0)'],
    ['  white  ', 'rgb(255, 255, 255)'],
  ])('reads %s as %s', (input, expected) => {
    expect(formatRgb(parse(input))).toBe(expected);
  });

  it.each(['', '#ggg', '#12345', 'rgb(1, 2)', 'notacolour', 'constructor'])('rejects %j', (input) => {
    expect(parseColor(input)).toBeNull();
  });
});

// Misskey computes `:fn<arg<value` with tinycolor's methods on a fresh colour each time and writes
// toRgbString(); Kumo must give the same text, including across chains where rounding could creep in.
describe('the same arithmetic as Misskey', () => {
  const misskey = (value: string, steps: Array<(c: tinycolor.Instance) => tinycolor.Instance>) =>
    steps.reduce((c, step) => step(c), tinycolor(value)).toRgbString();

  it.each(['#86b300', '#4f86e8', '#313543', '#fff', 'rgb(218, 141, 49)', '#2a9d8f'])(
    'darken, lighten, saturate, hue and alpha of %s, alone and chained',
    (value) => {
      for (const n of [3, 7.5, 10, 20, 50]) {
        expect(formatRgb(darken(parse(value), n))).toBe(misskey(value, [(c) => c.darken(n)]));
        expect(formatRgb(lighten(parse(value), n))).toBe(misskey(value, [(c) => c.lighten(n)]));
        expect(formatRgb(saturate(parse(value), -n))).toBe(misskey(value, [(c) => c.saturate(-n)]));
        expect(formatRgb(spinHue(parse(value), n * 7))).toBe(misskey(value, [(c) => c.spin(n * 7)]));
      }
      expect(formatRgb(withAlpha(darken(saturate(parse(value), -15), 9), 0.5))).toBe(
        misskey(value, [(c) => c.saturate(-15), (c) => c.darken(9), (c) => c.setAlpha(0.5)]),
      );
      expect(formatRgb(lighten(spinHue(withAlpha(parse(value), 0.3), 20), 12))).toBe(
        misskey(value, [(c) => c.setAlpha(0.3), (c) => c.spin(20), (c) => c.lighten(12)]),
      );
    },
  );

  it('never changes the colour it is given (compiled props are shared)', () => {
    const accent = parse('#86b300');
    darken(accent, 30);
    withAlpha(accent, 0.1);
    spinHue(accent, 90);
    expect(formatRgb(accent)).toBe('rgb(134, 179, 0)');
  });
});

describe('formatHex', () => {
  it('writes #rrggbb when opaque and #rrggbbaa otherwise', () => {
    expect(formatHex({ r: 79, g: 134, b: 232, a: 1 })).toBe('#4f86e8');
    expect(formatHex({ r: 255, g: 0, b: 0, a: 0.5 })).toBe('#ff000080');
  });
});
