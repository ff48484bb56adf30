/** How long the `kumo-theme-changing` class stays on <html> after a theme switch (spec: 1 s). */
export const THEME_TRANSITION_MS = 1000;

/** Class put on <html> during a theme switch so a stylesheet can animate colours only then. */
export const THEME_TRANSITION_CLASS = 'kumo-theme-changing';

/** Misskey's long variable prefix; every prop is also emitted under its short `--name`. */
export const THEME_VAR_PREFIX = '--MI_THEME-';

/**
 * Short variable names the client owns for layout rather than colour. A theme prop with one of
 * these names is still emitted under the long prefix, but never as the short alias, so a theme
 * cannot resize the whole UI through `--font-size` or the like.
 */
export const RESERVED_SHORT_VARS: ReadonlySet<string> = new Set(['radius', 'font-size']);

/**
 * Bounds for hostile or absurd input: nesting depth of functions/references inside one value, and
 * the length of a single prop value. Misskey's own themes stay far below both.
 */
export const MAX_VALUE_DEPTH = 32;
export const MAX_VALUE_LENGTH = 512;
