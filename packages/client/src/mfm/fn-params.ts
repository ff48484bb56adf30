/**
 * Parameter rules of MFM effects (`$[name.arg=value ...]`), spec P2 §5. Every value that reaches a style is
 * produced here from a validated token (a number, a hex colour, a keyword from a list), never copied from the
 * note text, so arguments cannot inject CSS.
 */

export type FnArgs = Record<string, string | true>;

/** Spec P2 §3: the MFM effect (fn) names, as the spec lists them. */
export const MFM_FN_NAMES = [
  'tada',
  'jelly',
  'twitch',
  'shake',
  'spin',
  'jump',
  'bounce',
  'flip',
  'x2',
  'x3',
  'x4',
  'scale',
  'position',
  'fg',
  'bg',
  'border',
  'font',
  'blur',
  'rainbow',
  'sparkle',
  'rotate',
  'ruby',
  'unixtime',
] as const;
export type MfmFnName = (typeof MFM_FN_NAMES)[number];

/** Effects that move; they animate only when the user allows it (see shouldAnimateMfm). */
export const ANIMATED_FNS = [
  'tada',
  'jelly',
  'twitch',
  'shake',
  'spin',
  'jump',
  'bounce',
  'rainbow',
] as const;
export type AnimatedFn = (typeof ANIMATED_FNS)[number];

/** Default animation length of each effect, as Misskey has them. */
export const DEFAULT_SPEED: Record<AnimatedFn, string> = {
  tada: '1s',
  jelly: '1s',
  twitch: '0.5s',
  shake: '0.5s',
  spin: '1.5s',
  jump: '0.75s',
  bounce: '0.75s',
  rainbow: '1s',
};

export const DEFAULT_COLOR = 'f00';
/** spec P2 §5: scale is capped at 5 (also the cap of nested scales multiplied together). */
export const MAX_SCALE = 5;
/** How far `position` may move content, in em, counting nested positions together. */
export const MAX_POSITION_EM = 10;
export const MAX_BORDER_WIDTH_PX = 20;
export const MAX_BORDER_RADIUS_PX = 9999;
export const BORDER_STYLES = [
  'hidden',
  'dotted',
  'dashed',
  'solid',
  'double',
  'groove',
  'ridge',
  'inset',
  'outset',
] as const;
export type BorderStyle = (typeof BORDER_STYLES)[number];
export const FONT_FAMILIES = ['serif', 'monospace', 'cursive', 'fantasy', 'emoji', 'math'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

const TIME = /^\d+(\.\d+)?s$/;
const HEX_COLOR = /^[0-9a-f]{3,6}$/i;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** spec P2 §5: an animation speed or delay is a number followed by `s`; anything else is null. */
export function validTime(value: string | true | undefined): string | null {
  return typeof value === 'string' && TIME.test(value) ? value : null;
}

/** Duration and delay of an animated effect: the given ones when valid, else the effect's defaults. */
export function animationTiming(name: AnimatedFn, args: FnArgs): { duration: string; delay: string } {
  return { duration: validTime(args.speed) ?? DEFAULT_SPEED[name], delay: validTime(args.delay) ?? '0s' };
}

/** spec P2 §5: a colour is 3 to 6 hex digits; returns it without `#`, or null. */
export function validColor(value: string | true | undefined): string | null {
  return typeof value === 'string' && HEX_COLOR.test(value) ? value : null;
}

/** A CSS colour for fg/bg: the given hex colour, else the default f00. */
export function colorArg(value: string | true | undefined): string {
  return `#${validColor(value) ?? DEFAULT_COLOR}`;
}

/** A finite decimal number written plainly (no units, no exponent), else null. */
export function numberArg(value: string | true | undefined): number | null {
  if (typeof value !== 'string' || !NUMBER.test(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(Math.max(n, min), max);
}

/**
 * Scale factors: default 1, each capped at ±5 (Misskey caps only above; the lower cap keeps huge negative
 * values from blowing content up). `parentScale` is the magnification already applied by enclosing scales,
 * so nesting cannot multiply past MAX_SCALE either.
 */
export function scaleArgs(args: FnArgs, parentScale = 1): { x: number; y: number } {
  const limit = Math.max(1, MAX_SCALE / Math.max(1, parentScale));
  return {
    x: clamp(numberArg(args.x) ?? 1, -limit, limit),
    y: clamp(numberArg(args.y) ?? 1, -limit, limit),
  };
}

/** Offsets in em: default 0, and the total with enclosing positions stays within ±MAX_POSITION_EM. */
export function positionArgs(
  args: FnArgs,
  parent: { x: number; y: number } = { x: 0, y: 0 },
): { x: number; y: number } {
  const within = (n: number, from: number) => clamp(from + n, -MAX_POSITION_EM, MAX_POSITION_EM) - from;
  return { x: within(numberArg(args.x) ?? 0, parent.x), y: within(numberArg(args.y) ?? 0, parent.y) };
}

/** spec P2 §5: border style only from the list (default solid); width and radius are numbers in px. */
export function borderArgs(args: FnArgs): {
  width: number;
  style: BorderStyle;
  color: string | null;
  radius: number;
  clip: boolean;
} {
  const style = BORDER_STYLES.find((s) => s === args.style) ?? 'solid';
  const hex = validColor(args.color);
  return {
    width: clamp(numberArg(args.width) ?? 1, 0, MAX_BORDER_WIDTH_PX),
    style,
    color: hex ? `#${hex}` : null,
    radius: clamp(numberArg(args.radius) ?? 0, 0, MAX_BORDER_RADIUS_PX),
    clip: !args.noclip,
  };
}

/** The first font family flag present (`$[font.serif ...]`), or null. */
export function fontFamilyArg(args: FnArgs): FontFamily | null {
  return FONT_FAMILIES.find((f) => args[f]) ?? null;
}

/** Rotation in degrees, default 90. */
export function rotateArg(args: FnArgs): number {
  return clamp(numberArg(args.deg) ?? 90, -36000, 36000);
}

export function flipTransform(args: FnArgs): string {
  if (args.h && args.v) return 'scale(-1, -1)';
  return args.v ? 'scaleY(-1)' : 'scaleX(-1)';
}

/** spin: left reverses, alternate swings back; x and y spin around that axis. */
export function spinArgs(args: FnArgs): { keyframes: 'spin' | 'spinX' | 'spinY'; direction: string } {
  return {
    keyframes: args.x ? 'spinX' : args.y ? 'spinY' : 'spin',
    direction: args.left ? 'reverse' : args.alternate ? 'alternate' : 'normal',
  };
}

/** `$[unixtime 1700000000]`: seconds since the epoch, or null when not a representable date. */
export function unixtimeArg(text: string): Date | null {
  if (!/^\s*-?\d{1,15}\s*$/.test(text)) return null;
  const date = new Date(Number(text.trim()) * 1000);
  return Number.isFinite(date.getTime()) ? date : null;
}

/** Animated effects move only if the user turned MFM animation on, animations are on and motion is welcome. */
export function shouldAnimateMfm(s: { animatedMfm: boolean; animation: boolean; reducedMotion: boolean }) {
  return s.animatedMfm && s.animation && !s.reducedMotion;
}
