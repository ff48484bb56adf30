/**
 * Readable text in every theme (issue 15): after a theme is compiled, each prop Kumo draws text
 * with is checked against the surfaces that text sits on, and moved just far enough to reach WCAG's
 * 4.5:1 — a see-through colour first becomes more opaque, then any colour is mixed towards black
 * (on light surfaces) or white (on dark ones). Misskey's themes were made by eye and many of their
 * accents, links and faint labels fall short; themes installed by users get the same care.
 */
import tinycolor from 'tinycolor2';
import { parseColor, type Color } from './color.ts';
import { THEME_VAR_PREFIX } from './constants.ts';

/** WCAG AA for normal text. A hair above, so that rounding to whole channels never drops below. */
export const MIN_TEXT_CONTRAST = 4.6;

/** Text props drawn on the page's surfaces (bg, panels, the side menu, highlighted mentions). */
const TEXT_ON_SURFACES = [
  'fg',
  'fgHighlighted',
  'fgTransparentWeak',
  'fgTransparent',
  'dateLabelFg',
  'accent',
  'link',
  'mention',
  'hashtag',
  'renote',
  'error',
  'success',
  'warn',
  'navFg',
  'navActive',
];

/** Text props drawn on one fill of their own: [text, fill]. Checked after the ones above. */
const TEXT_ON_FILL: Array<[string, string]> = [
  ['fgOnAccent', 'accent'],
  ['infoFg', 'infoBg'],
  ['infoWarnFg', 'infoWarnBg'],
  ['cwFg', 'cwBg'],
  ['toastFg', 'toastBg'],
  ['panelHeaderFg', 'panelHeaderBg'],
];

/** `top` drawn over the opaque `under`. */
function over(top: Color, under: Color): Color {
  const a = top.getAlpha();
  if (a >= 1) return top;
  const t = top.toRgb();
  const u = under.toRgb();
  const mix = (x: number, y: number) => Math.round(x * a + y * (1 - a));
  return tinycolor({ r: mix(t.r, u.r), g: mix(t.g, u.g), b: mix(t.b, u.b) });
}

/** The lowest contrast of `text` on any of `surfaces` (opaque colours). */
export function worstContrast(text: Color, surfaces: Color[]): number {
  return Math.min(...surfaces.map((s) => tinycolor.readability(over(text, s), s)));
}

/** `text` moved as little as needed to read at `min` on every surface (unchanged when it does). */
export function readableOn(text: Color, surfaces: Color[], min = MIN_TEXT_CONTRAST): Color {
  if (surfaces.length === 0 || worstContrast(text, surfaces) >= min) return text;
  let c = text;
  while (c.getAlpha() < 1) {
    c = tinycolor(c.toRgb()).setAlpha(Math.min(1, c.getAlpha() + 0.04));
    if (worstContrast(c, surfaces) >= min) return c;
  }
  const light = surfaces.reduce((sum, s) => sum + s.getLuminance(), 0) / surfaces.length > 0.18;
  const target = light ? '#000' : '#fff';
  const other = light ? '#fff' : '#000';
  for (let amount = 4; amount <= 100; amount += 4) {
    const mixed = tinycolor.mix(c, target, amount);
    if (worstContrast(mixed, surfaces) >= min) return mixed;
  }
  // surfaces of mid grey: the other extreme may read better
  return worstContrast(tinycolor(other), surfaces) > worstContrast(tinycolor(target), surfaces)
    ? tinycolor(other)
    : tinycolor(target);
}

/**
 * The compiled prop values (name → CSS colour) with every text prop made readable. Props that are
 * missing or not colours (raw CSS) are left alone.
 */
export function withReadableText(values: ReadonlyMap<string, string>): Map<string, string> {
  const out = new Map(values);
  const color = (key: string): Color | null => {
    const v = out.get(key);
    return v === undefined ? null : parseColor(v);
  };
  const bg = color('bg');
  const opaque = (c: Color | null): Color | null => (c && bg ? over(c, bg) : c);
  const panel = opaque(color('panel'));
  const base = [bg, panel, opaque(color('panelHighlight')), opaque(color('navBg'))].filter(
    (c): c is Color => c !== null,
  );
  // mentions of the viewer, selected tabs and the current menu entry sit on the accent's tint over any of them
  const tint = color('accentedBg');
  const surfaces = tint ? [...base, ...base.map((surface) => over(tint, surface))] : base;

  const fix = (key: string, on: Color[]): void => {
    const c = color(key);
    if (!c || on.length === 0) return;
    const fixed = readableOn(c, on);
    if (fixed !== c) out.set(key, fixed.toRgbString());
  };
  for (const key of TEXT_ON_SURFACES) fix(key, surfaces);
  for (const [text, fill] of TEXT_ON_FILL) {
    const f = opaque(color(fill));
    if (f) fix(text, [f]);
  }
  return out;
}

/** Compiled CSS variables with the short `--name` text colours made readable (others unchanged). */
export function withReadableShortVars(vars: Readonly<Record<string, string>>): Record<string, string> {
  const short = new Map<string, string>();
  for (const [name, value] of Object.entries(vars)) {
    if (name.startsWith('--') && !name.startsWith(`--${THEME_VAR_PREFIX.slice(2)}`))
      short.set(name.slice(2), value);
  }
  const out = { ...vars };
  for (const [key, value] of withReadableText(short)) out[`--${key}`] = value;
  return out;
}
