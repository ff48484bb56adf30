/**
 * Colours as Misskey computes them: with tinycolor2, the library Misskey's own theme compiler uses,
 * so a Misskey theme gives the same values here to the last digit. Functions never change the
 * colour they are given (tinycolor's methods do), because compiled props are shared.
 */
import tinycolor from 'tinycolor2';

/** A colour of the theme compiler (a tinycolor instance, never modified once made). */
export type Color = tinycolor.Instance;

/** r, g, b in 0..255 and a in 0..1, rounded as tinycolor reports them. */
export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

/** What tinycolor reads (hex with or without `#`, rgb(), hsl(), names, `transparent`); null otherwise. */
export function parseColor(input: string): Color | null {
  const color = tinycolor(input.trim());
  return color.isValid() ? color : null;
}

const clamp01 = (n: number): number => Math.min(1, Math.max(0, n));

// The steps below are tinycolor's own darken/lighten/saturate/spin, made on a copy.
export function darken(color: Color, amount: number): Color {
  const hsl = color.toHsl();
  return tinycolor({ ...hsl, l: clamp01(hsl.l - amount / 100) });
}

export function lighten(color: Color, amount: number): Color {
  const hsl = color.toHsl();
  return tinycolor({ ...hsl, l: clamp01(hsl.l + amount / 100) });
}

export function saturate(color: Color, amount: number): Color {
  const hsl = color.toHsl();
  return tinycolor({ ...hsl, s: clamp01(hsl.s + amount / 100) });
}

export function spinHue(color: Color, degrees: number): Color {
  const hsl = color.toHsl();
  const hue = (hsl.h + degrees) % 360;
  return tinycolor({ ...hsl, h: hue < 0 ? 360 + hue : hue });
}

export function withAlpha(color: Color, alpha: number): Color {
  return tinycolor(color.toHsl()).setAlpha(alpha);
}

/** `rgb(r, g, b)`, or `rgba(r, g, b, a)` when not opaque: what Misskey writes into its CSS variables. */
export function formatRgb(color: Color | Rgba): string {
  return tinycolor(color as tinycolor.ColorInput).toRgbString();
}

/** `#rrggbb` when opaque, else `#rrggbbaa`. */
export function formatHex(color: Color | Rgba): string {
  const c = tinycolor(color as tinycolor.ColorInput);
  return c.getAlpha() === 1 ? c.toHexString() : c.toHex8String();
}

/** The channels of a colour, rounded as tinycolor reports them. */
export function toRgba(color: Color): Rgba {
  return color.toRgb();
}
