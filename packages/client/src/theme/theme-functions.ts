/**
 * Misskey's colour functions: `:name<argument<operand`, where the operand is any prop value
 * (a colour, `@ref`, `$constant` or another function), so calls nest to the right:
 * `:alpha<0.5<:darken<10<@accent`.
 */

import { darken, lighten, saturate, spinHue, withAlpha, type Color } from './color.ts';

export type ThemeFunctionName = 'darken' | 'lighten' | 'alpha' | 'hue' | 'saturate';

interface ThemeFunction {
  /** Null when the argument is acceptable, otherwise why not. */
  checkArg(arg: number): string | null;
  apply(color: Color, arg: number): Color;
}

const anyAmount = (): null => null;

const FUNCTIONS: Readonly<Record<ThemeFunctionName, ThemeFunction>> = {
  darken: { checkArg: anyAmount, apply: darken },
  lighten: { checkArg: anyAmount, apply: lighten },
  saturate: { checkArg: anyAmount, apply: saturate },
  hue: { checkArg: anyAmount, apply: spinHue },
  // tinycolor silently turns an out-of-range alpha into 1; reporting it is kinder to theme authors.
  alpha: {
    checkArg: (a) => (a >= 0 && a <= 1 ? null : 'alpha must be between 0 and 1'),
    apply: withAlpha,
  },
};

export const isThemeFunctionName = (name: string): name is ThemeFunctionName =>
  Object.hasOwn(FUNCTIONS, name);

export interface ThemeFunctionCall {
  name: ThemeFunctionName;
  arg: number;
  /** The rest of the value after the second `<`: the colour the function works on. */
  operand: string;
}

// Misskey reads the argument with parseFloat; a plain number (optionally with `%`) covers every
// real theme while refusing junk like `10abc`.
const ARG = /^\s*([+-]?(?:\d+\.?\d*|\.\d+))\s*%?\s*$/;

/** Splits a `:name<arg<operand` value; returns an error message for malformed calls. */
export function parseFunctionCall(value: string): ThemeFunctionCall | { error: string } {
  const first = value.indexOf('<');
  const second = first < 0 ? -1 : value.indexOf('<', first + 1);
  if (!value.startsWith(':') || second < 0) {
    return { error: 'a function is written :name<argument<colour' };
  }
  const name = value.slice(1, first).trim();
  if (!isThemeFunctionName(name)) return { error: `unknown function ":${name.slice(0, 20)}"` };
  const argMatch = ARG.exec(value.slice(first + 1, second));
  const arg = argMatch?.[1] !== undefined ? Number(argMatch[1]) : NaN;
  if (!Number.isFinite(arg)) return { error: `":${name}" needs a numeric argument` };
  const problem = FUNCTIONS[name].checkArg(arg);
  if (problem) return { error: problem };
  return { name, arg, operand: value.slice(second + 1) };
}

export function applyThemeFunction(name: ThemeFunctionName, arg: number, color: Color): Color {
  return FUNCTIONS[name].apply(color, arg);
}
