/**
 * Colour parsing, RGB <-> HSL conversion, the HSL adjustments theme functions need, and output.
 *
 * Channels are kept unrounded between steps (r, g, b in 0..255, a in 0..1) and only rounded when
 * formatted, so chained functions (`:alpha<0.5<:darken<10<@accent`) do not accumulate rounding
 * error. The adjustments follow tinycolor's semantics, which Misskey themes were written against:
 * amounts are percentage points of HSL saturation/lightness, clamped to 0..100 %.
 */

export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

/** h in degrees 0..360, s and l in 0..1. */
export interface Hsla {
  readonly h: number;
  readonly s: number;
  readonly l: number;
  readonly a: number;
}

const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

// The CSS named colours, as 0xRRGGBB.
const NAMED_COLORS: Readonly<Record<string, number>> = {
  aliceblue: 0xf0f8ff,
  antiquewhite: 0xfaebd7,
  aqua: 0x00ffff,
  aquamarine: 0x7fffd4,
  azure: 0xf0ffff,
  beige: 0xf5f5dc,
  bisque: 0xffe4c4,
  black: 0x000000,
  blanchedalmond: 0xffebcd,
  blue: 0x0000ff,
  blueviolet: 0x8a2be2,
  brown: 0xa52a2a,
  burlywood: 0xdeb887,
  cadetblue: 0x5f9ea0,
  chartreuse: 0x7fff00,
  chocolate: 0xd2691e,
  coral: 0xff7f50,
  cornflowerblue: 0x6495ed,
  cornsilk: 0xfff8dc,
  crimson: 0xdc143c,
  cyan: 0x00ffff,
  darkblue: 0x00008b,
  darkcyan: 0x008b8b,
  darkgoldenrod: 0xb8860b,
  darkgray: 0xa9a9a9,
  darkgreen: 0x006400,
  darkgrey: 0xa9a9a9,
  darkkhaki: 0xbdb76b,
  darkmagenta: 0x8b008b,
  darkolivegreen: 0x556b2f,
  darkorange: 0xff8c00,
  darkorchid: 0x9932cc,
  darkred: 0x8b0000,
  darksalmon: 0xe9967a,
  darkseagreen: 0x8fbc8f,
  darkslateblue: 0x483d8b,
  darkslategray: 0x2f4f4f,
  darkslategrey: 0x2f4f4f,
  darkturquoise: 0x00ced1,
  darkviolet: 0x9400d3,
  deeppink: 0xff1493,
  deepskyblue: 0x00bfff,
  dimgray: 0x696969,
  dimgrey: 0x696969,
  dodgerblue: 0x1e90ff,
  firebrick: 0xb22222,
  floralwhite: 0xfffaf0,
  forestgreen: 0x228b22,
  fuchsia: 0xff00ff,
  gainsboro: 0xdcdcdc,
  ghostwhite: 0xf8f8ff,
  gold: 0xffd700,
  goldenrod: 0xdaa520,
  gray: 0x808080,
  green: 0x008000,
  greenyellow: 0xadff2f,
  grey: 0x808080,
  honeydew: 0xf0fff0,
  hotpink: 0xff69b4,
  indianred: 0xcd5c5c,
  indigo: 0x4b0082,
  ivory: 0xfffff0,
  khaki: 0xf0e68c,
  lavender: 0xe6e6fa,
  lavenderblush: 0xfff0f5,
  lawngreen: 0x7cfc00,
  lemonchiffon: 0xfffacd,
  lightblue: 0xadd8e6,
  lightcoral: 0xf08080,
  lightcyan: 0xe0ffff,
  lightgoldenrodyellow: 0xfafad2,
  lightgray: 0xd3d3d3,
  lightgreen: 0x90ee90,
  lightgrey: 0xd3d3d3,
  lightpink: 0xffb6c1,
  lightsalmon: 0xffa07a,
  lightseagreen: 0x20b2aa,
  lightskyblue: 0x87cefa,
  lightslategray: 0x778899,
  lightslategrey: 0x778899,
  lightsteelblue: 0xb0c4de,
  lightyellow: 0xffffe0,
  lime: 0x00ff00,
  limegreen: 0x32cd32,
  linen: 0xfaf0e6,
  magenta: 0xff00ff,
  maroon: 0x800000,
  mediumaquamarine: 0x66cdaa,
  mediumblue: 0x0000cd,
  mediumorchid: 0xba55d3,
  mediumpurple: 0x9370db,
  mediumseagreen: 0x3cb371,
  mediumslateblue: 0x7b68ee,
  mediumspringgreen: 0x00fa9a,
  mediumturquoise: 0x48d1cc,
  mediumvioletred: 0xc71585,
  midnightblue: 0x191970,
  mintcream: 0xf5fffa,
  mistyrose: 0xffe4e1,
  moccasin: 0xffe4b5,
  navajowhite: 0xffdead,
  navy: 0x000080,
  oldlace: 0xfdf5e6,
  olive: 0x808000,
  olivedrab: 0x6b8e23,
  orange: 0xffa500,
  orangered: 0xff4500,
  orchid: 0xda70d6,
  palegoldenrod: 0xeee8aa,
  palegreen: 0x98fb98,
  paleturquoise: 0xafeeee,
  palevioletred: 0xdb7093,
  papayawhip: 0xffefd5,
  peachpuff: 0xffdab9,
  peru: 0xcd853f,
  pink: 0xffc0cb,
  plum: 0xdda0dd,
  powderblue: 0xb0e0e6,
  purple: 0x800080,
  rebeccapurple: 0x663399,
  red: 0xff0000,
  rosybrown: 0xbc8f8f,
  royalblue: 0x4169e1,
  saddlebrown: 0x8b4513,
  salmon: 0xfa8072,
  sandybrown: 0xf4a460,
  seagreen: 0x2e8b57,
  seashell: 0xfff5ee,
  sienna: 0xa0522d,
  silver: 0xc0c0c0,
  skyblue: 0x87ceeb,
  slateblue: 0x6a5acd,
  slategray: 0x708090,
  slategrey: 0x708090,
  snow: 0xfffafa,
  springgreen: 0x00ff7f,
  steelblue: 0x4682b4,
  tan: 0xd2b48c,
  teal: 0x008080,
  thistle: 0xd8bfd8,
  tomato: 0xff6347,
  turquoise: 0x40e0d0,
  violet: 0xee82ee,
  wheat: 0xf5deb3,
  white: 0xffffff,
  whitesmoke: 0xf5f5f5,
  yellow: 0xffff00,
  yellowgreen: 0x9acd32,
};

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/;

/** A plain number or a percentage; null for anything else. */
function parseNumberOrPercent(text: string): { value: number; percent: boolean } | null {
  const percent = text.endsWith('%');
  const body = percent ? text.slice(0, -1) : text;
  if (!NUMBER.test(body)) return null;
  const value = Number(body);
  return Number.isFinite(value) ? { value, percent } : null;
}

function parseAlpha(text: string | undefined): number | null {
  if (text === undefined) return 1;
  const n = parseNumberOrPercent(text);
  if (!n) return null;
  return clamp(n.percent ? n.value / 100 : n.value, 0, 1);
}

function parseRgbChannel(text: string): number | null {
  const n = parseNumberOrPercent(text);
  if (!n) return null;
  return clamp(n.percent ? (n.value * 255) / 100 : n.value, 0, 255);
}

// Like tinycolor, a bare saturation/lightness number of at most 1 is a fraction, larger is percent.
function parseUnitInterval(text: string): number | null {
  const n = parseNumberOrPercent(text);
  if (!n) return null;
  const fraction = n.percent || n.value > 1 ? n.value / 100 : n.value;
  return clamp(fraction, 0, 1);
}

function parseHue(text: string): number | null {
  const match = /^(.*?)(deg|turn|rad|grad)?$/.exec(text);
  const n = match?.[1] !== undefined ? parseNumberOrPercent(match[1]) : null;
  if (!n || n.percent) return null;
  const unit = match?.[2];
  const deg =
    unit === 'turn'
      ? n.value * 360
      : unit === 'rad'
        ? (n.value * 180) / Math.PI
        : unit === 'grad'
          ? n.value * 0.9
          : n.value;
  return ((deg % 360) + 360) % 360;
}

/** Splits `a, b, c, d` or the modern `a b c / d` into [a, b, c, d?]. */
function splitArgs(inner: string): string[] | null {
  const trimmed = inner.trim();
  if (trimmed === '') return null;
  if (trimmed.includes(',')) {
    return trimmed.split(',').map((part) => part.trim());
  }
  const [main, alpha, ...extra] = trimmed.split('/');
  if (main === undefined || extra.length > 0) return null;
  const parts = main.trim().split(/\s+/);
  if (alpha !== undefined) parts.push(alpha.trim());
  return parts;
}

function parseHex(hex: string): Rgba | null {
  if (!/^[0-9a-f]+$/.test(hex)) return null;
  const expand = hex.length === 3 || hex.length === 4;
  if (!expand && hex.length !== 6 && hex.length !== 8) return null;
  const digits = expand ? [...hex].map((d) => d + d).join('') : hex;
  const byte = (i: number): number => parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return { r: byte(0), g: byte(1), b: byte(2), a: digits.length === 8 ? byte(3) / 255 : 1 };
}

/**
 * Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (the `#` may be left out, as tinycolor allows),
 * `rgb()/rgba()`, `hsl()/hsla()` (comma or space syntax), named colours and `transparent`.
 * Returns null for anything else.
 */
export function parseColor(input: string): Rgba | null {
  const text = input.trim().toLowerCase();
  if (text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const named = Object.hasOwn(NAMED_COLORS, text) ? NAMED_COLORS[text] : undefined;
  if (named !== undefined) return { r: (named >> 16) & 0xff, g: (named >> 8) & 0xff, b: named & 0xff, a: 1 };
  if (text.startsWith('#')) return parseHex(text.slice(1));

  const fn = /^(rgba?|hsla?)\((.*)\)$/.exec(text);
  if (!fn) return parseHex(text);
  const args = splitArgs(fn[2] ?? '');
  if (!args || args.length < 3 || args.length > 4) return null;
  const [x, y, z, w] = args as [string, string, string, string | undefined];
  const a = parseAlpha(w);
  if (a === null) return null;
  if (fn[1]?.startsWith('rgb')) {
    const r = parseRgbChannel(x);
    const g = parseRgbChannel(y);
    const b = parseRgbChannel(z);
    return r === null || g === null || b === null ? null : { r, g, b, a };
  }
  const h = parseHue(x);
  const s = parseUnitInterval(y);
  const l = parseUnitInterval(z);
  return h === null || s === null || l === null ? null : hslToRgb({ h, s, l, a });
}

export function rgbToHsl({ r, g, b, a }: Rgba): Hsla {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l, a };
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: h * 60, s, l, a };
}

export function hslToRgb({ h, s, l, a }: Hsla): Rgba {
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255, a };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (((h % 360) + 360) % 360) / 360;
  const channel = (t0: number): number => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return { r: channel(hue + 1 / 3) * 255, g: channel(hue) * 255, b: channel(hue - 1 / 3) * 255, a };
}

/** Lowers HSL lightness by `amount` percentage points (tinycolor's darken). */
export function darken(color: Rgba, amount: number): Rgba {
  const hsl = rgbToHsl(color);
  return hslToRgb({ ...hsl, l: clamp(hsl.l - amount / 100, 0, 1) });
}

/** Raises HSL lightness by `amount` percentage points (tinycolor's lighten). */
export function lighten(color: Rgba, amount: number): Rgba {
  return darken(color, -amount);
}

/** Raises HSL saturation by `amount` percentage points; negative desaturates. */
export function saturate(color: Rgba, amount: number): Rgba {
  const hsl = rgbToHsl(color);
  return hslToRgb({ ...hsl, s: clamp(hsl.s + amount / 100, 0, 1) });
}

/** Rotates the hue by `degrees` (tinycolor's spin). */
export function spinHue(color: Rgba, degrees: number): Rgba {
  const hsl = rgbToHsl(color);
  return hslToRgb({ ...hsl, h: (((hsl.h + degrees) % 360) + 360) % 360 });
}

export function withAlpha(color: Rgba, alpha: number): Rgba {
  return { ...color, a: clamp(alpha, 0, 1) };
}

const roundAlpha = (a: number): number => Math.round(clamp(a, 0, 1) * 100) / 100;
const byte = (n: number): number => Math.round(clamp(n, 0, 255));

/** `rgb(r, g, b)` when opaque, else `rgba(r, g, b, a)` with a to two decimals (as tinycolor prints). */
export function formatRgb(color: Rgba): string {
  const a = roundAlpha(color.a);
  const rgb = `${byte(color.r)}, ${byte(color.g)}, ${byte(color.b)}`;
  return a === 1 ? `rgb(${rgb})` : `rgba(${rgb}, ${a})`;
}

/** `#rrggbb` when opaque, else `#rrggbbaa`. */
export function formatHex(color: Rgba): string {
  const hex = (n: number): string => n.toString(16).padStart(2, '0');
  const alpha = Math.round(clamp(color.a, 0, 1) * 255);
  return `#${hex(byte(color.r))}${hex(byte(color.g))}${hex(byte(color.b))}${alpha === 255 ? '' : hex(alpha)}`;
}
