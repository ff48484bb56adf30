import { describe, expect, test } from 'vitest';
import {
  animationTiming,
  borderArgs,
  colorArg,
  flipTransform,
  fontFamilyArg,
  MAX_POSITION_EM,
  numberArg,
  positionArgs,
  rotateArg,
  scaleArgs,
  shouldAnimateMfm,
  spinArgs,
  unixtimeArg,
  validColor,
  validTime,
} from './fn-params.ts';

describe('animation speed and delay (spec P2 §5)', () => {
  test('a number followed by s is accepted', () => {
    expect(validTime('2s')).toBe('2s');
    expect(validTime('0.5s')).toBe('0.5s');
  });

  test('anything else is refused', () => {
    for (const bad of ['2', 's', '-1s', '2ms', '1.s', '.5s', '1s;color:red', '1e3s', ' 1s'])
      expect(validTime(bad), bad).toBeNull();
    expect(validTime(true)).toBeNull();
    expect(validTime(undefined)).toBeNull();
  });

  test('each effect falls back to its own default speed and no delay', () => {
    expect(animationTiming('tada', {})).toEqual({ duration: '1s', delay: '0s' });
    expect(animationTiming('jelly', {}).duration).toBe('1s');
    expect(animationTiming('twitch', {}).duration).toBe('0.5s');
    expect(animationTiming('shake', {}).duration).toBe('0.5s');
    expect(animationTiming('spin', {}).duration).toBe('1.5s');
    expect(animationTiming('jump', {}).duration).toBe('0.75s');
    expect(animationTiming('bounce', {}).duration).toBe('0.75s');
    expect(animationTiming('rainbow', {}).duration).toBe('1s');
  });

  test('a valid speed and delay replace the defaults, an invalid one does not', () => {
    expect(animationTiming('spin', { speed: '3s', delay: '0.2s' })).toEqual({
      duration: '3s',
      delay: '0.2s',
    });
    expect(animationTiming('spin', { speed: 'fast', delay: 'later' })).toEqual({
      duration: '1.5s',
      delay: '0s',
    });
  });
});

describe('colours (spec P2 §5)', () => {
  test('3 to 6 hex digits are accepted in either case', () => {
    expect(validColor('f00')).toBe('f00');
    expect(validColor('ABCDEF')).toBe('ABCDEF');
    expect(validColor('1234')).toBe('1234');
  });

  test('names, longer values and injected CSS are refused', () => {
    for (const bad of ['red', 'ff', '1234567', '#f00', 'f00;background:url(x)', 'f00 '])
      expect(validColor(bad)).toBeNull();
    expect(validColor(true)).toBeNull();
  });

  test('fg and bg default to f00', () => {
    expect(colorArg(undefined)).toBe('#f00');
    expect(colorArg('red')).toBe('#f00');
    expect(colorArg('0f0')).toBe('#0f0');
  });
});

describe('numbers', () => {
  test('plain decimals are numbers; units, exponents and words are not', () => {
    expect(numberArg('1.5')).toBe(1.5);
    expect(numberArg('-2')).toBe(-2);
    expect(numberArg('.5')).toBe(0.5);
    for (const bad of ['2px', '1e400', 'Infinity', 'NaN', '', '1;x']) expect(numberArg(bad), bad).toBeNull();
  });
});

describe('scale (spec P2 §5: capped at 5)', () => {
  test('defaults to 1', () => {
    expect(scaleArgs({})).toEqual({ x: 1, y: 1 });
  });

  test('is capped at 5, and at -5 for mirrored values', () => {
    expect(scaleArgs({ x: '100', y: '5' })).toEqual({ x: 5, y: 5 });
    expect(scaleArgs({ x: '-1000000' }).x).toBe(-5);
    expect(scaleArgs({ x: '0.5' }).x).toBe(0.5);
  });

  test('nested scales cannot multiply past 5', () => {
    expect(scaleArgs({ x: '5' }, 5).x).toBe(1);
    expect(scaleArgs({ x: '5' }, 2).x).toBe(2.5);
  });
});

describe('position', () => {
  test('defaults to no offset and keeps small offsets', () => {
    expect(positionArgs({})).toEqual({ x: 0, y: 0 });
    expect(positionArgs({ x: '1.5', y: '-2' })).toEqual({ x: 1.5, y: -2 });
  });

  test('huge offsets are capped, counting enclosing positions', () => {
    expect(positionArgs({ x: '99999', y: '-99999' })).toEqual({ x: MAX_POSITION_EM, y: -MAX_POSITION_EM });
    expect(positionArgs({ x: '8' }, { x: 8, y: 0 }).x).toBe(MAX_POSITION_EM - 8);
  });
});

describe('border (spec P2 §5)', () => {
  test('style is taken only from the allowed list, else solid', () => {
    for (const style of [
      'hidden',
      'dotted',
      'dashed',
      'solid',
      'double',
      'groove',
      'ridge',
      'inset',
      'outset',
    ])
      expect(borderArgs({ style }).style).toBe(style);
    expect(borderArgs({ style: 'none' }).style).toBe('solid');
    expect(borderArgs({ style: 'solid;position:fixed' }).style).toBe('solid');
  });

  test('width and radius are numbers with defaults 1 and 0; colour is hex or the accent', () => {
    expect(borderArgs({})).toEqual({ width: 1, style: 'solid', color: null, radius: 0, clip: true });
    expect(borderArgs({ width: '3', radius: '8', color: '0f0', noclip: true })).toEqual({
      width: 3,
      style: 'solid',
      color: '#0f0',
      radius: 8,
      clip: false,
    });
    expect(borderArgs({ width: '3px' }).width).toBe(1);
    expect(borderArgs({ width: '100000' }).width).toBe(20);
  });
});

describe('other effects', () => {
  test('font takes the first known family flag', () => {
    expect(fontFamilyArg({ serif: true })).toBe('serif');
    expect(fontFamilyArg({ math: true })).toBe('math');
    expect(fontFamilyArg({ comic: true })).toBeNull();
  });

  test('rotate defaults to 90 degrees', () => {
    expect(rotateArg({})).toBe(90);
    expect(rotateArg({ deg: '45' })).toBe(45);
    expect(rotateArg({ deg: '45deg' })).toBe(90);
  });

  test('flip is horizontal by default, vertical with v, both with h and v', () => {
    expect(flipTransform({})).toBe('scaleX(-1)');
    expect(flipTransform({ v: true })).toBe('scaleY(-1)');
    expect(flipTransform({ h: true, v: true })).toBe('scale(-1, -1)');
  });

  test('spin turns left in reverse, alternates, and spins around x or y', () => {
    expect(spinArgs({})).toEqual({ keyframes: 'spin', direction: 'normal' });
    expect(spinArgs({ left: true })).toEqual({ keyframes: 'spin', direction: 'reverse' });
    expect(spinArgs({ alternate: true, x: true })).toEqual({ keyframes: 'spinX', direction: 'alternate' });
    expect(spinArgs({ y: true }).keyframes).toBe('spinY');
  });

  test('unixtime reads seconds since the epoch', () => {
    expect(unixtimeArg('1700000000')?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(unixtimeArg('soon')).toBeNull();
    expect(unixtimeArg('999999999999999')).toBeNull();
  });
});

describe('when effects move', () => {
  test('only with animated MFM on, animations on and no reduced-motion preference', () => {
    expect(shouldAnimateMfm({ animatedMfm: true, animation: true, reducedMotion: false })).toBe(true);
    expect(shouldAnimateMfm({ animatedMfm: false, animation: true, reducedMotion: false })).toBe(false);
    expect(shouldAnimateMfm({ animatedMfm: true, animation: false, reducedMotion: false })).toBe(false);
    expect(shouldAnimateMfm({ animatedMfm: true, animation: true, reducedMotion: true })).toBe(false);
  });
});
