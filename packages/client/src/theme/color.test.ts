import { describe, expect, it } from 'vitest';
import {
  darken,
  formatHex,
  formatRgb,
  hslToRgb,
  lighten,
  parseColor,
  rgbToHsl,
  saturate,
  spinHue,
  withAlpha,
  type Rgba,
} from './color.ts';

const parse = (text: string): Rgba => {
  const color = parseColor(text);
  if (!color) throw new Error(`not a colour: ${text}`);
  return color;
};

describe('parseColor', () => {
  it.each([
    ['#f00', 'rgb(255, 0, 0)'],
    ['#FF000080', 'rgba(255, 0, 0, 0.5)'],
    ['#0f08', 'rgba(0, 255, 0, 0.53)'],
    ['4f86e8', 'rgb(79, 134, 232)'],
    ['rgb(1, 2, 3)', 'rgb(1, 2, 3)'],
    ['rgba(1, 2, 3, 0.25)', 'rgba(1, 2, 3, 0.25)'],
    ['rgb(100% 0% 50% / 50%)', 'rgba(255, 0, 128, 0.5)'],
    ['hsl(120, 100%, 50%)', 'rgb(0, 255, 0)'],
    ['hsla(240deg, 100%, 50%, 0.3)', 'rgba(0, 0, 255, 0.3)'],
    ['hsl(0.5turn 100% 50%)', 'rgb(0, 255, 255)'],
    ['RebeccaPurple', 'rgb(102, 51, 153)'],
    ['transparent', 'rgba(0, 0, 0, 0)'],
    ['  white  ', 'rgb(255, 255, 255)'],
  ])('reads %s as %s', (input, expected) => {
    expect(formatRgb(parse(input))).toBe(expected);
  });

  it.each([
    '',
    '#ggg',
    '#12345',
    'rgb(1, 2)',
    'rgb(a, b, c)',
    'hsl(1%, 2%, 3%)',
    'notacolour',
    'constructor',
  ])('rejects %j', (input) => {
    expect(parseColor(input)).toBeNull();
  });
});

describe('colour maths', () => {
  it('converts RGB to HSL and back without drift', () => {
    const color = parse('#4f86e8');
    const hsl = rgbToHsl(color);
    expect(hsl.h).toBeCloseTo(218.43, 1);
    expect(hsl.s).toBeCloseTo(0.7687, 3);
    expect(hsl.l).toBeCloseTo(0.6098, 3);
    expect(formatHex(hslToRgb(hsl))).toBe('#4f86e8');
  });

  it('darkens and lightens by percentage points of lightness, like tinycolor', () => {
    expect(formatHex(darken(parse('#f00'), 10))).toBe('#cc0000');
    expect(formatHex(lighten(parse('#f00'), 10))).toBe('#ff3333');
    expect(formatHex(darken(parse('#4f86e8'), 10))).toBe('#2267e2');
    expect(formatHex(lighten(parse('#000'), 200))).toBe('#ffffff');
  });

  it('saturates, desaturates and spins the hue', () => {
    expect(formatRgb(saturate(parse('rgb(200, 100, 0)'), -100))).toBe('rgb(100, 100, 100)');
    expect(formatHex(spinHue(parse('#f00'), 180))).toBe('#00ffff');
    expect(formatHex(spinHue(parse('#f00'), -120))).toBe('#0000ff');
  });

  it('sets alpha and prints it to two decimals', () => {
    expect(formatRgb(withAlpha(parse('#fff'), 0.333))).toBe('rgba(255, 255, 255, 0.33)');
    expect(formatHex(withAlpha(parse('#fff'), 0.5))).toBe('#ffffff80');
  });
});
