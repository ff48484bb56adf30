/**
 * Turns a theme's props into CSS custom properties, the way Misskey does: props are merged over
 * the base theme's, `@name` refers to another prop, `$name` keys are constants (usable, never
 * emitted), `:fn<arg<value` applies a colour function, `"…` is a raw CSS value, anything else is a
 * colour. Every emitted prop `foo` becomes both `--MI_THEME-foo` (what Misskey emits) and `--foo`
 * (what Kumo's stylesheets use).
 *
 * A broken prop never aborts the whole theme: it is reported and falls back to the base theme's
 * value, because community themes are often written against older prop sets.
 */

import { formatRgb, parseColor, type Color } from './color.ts';
import { MAX_VALUE_DEPTH, RESERVED_SHORT_VARS, THEME_VAR_PREFIX } from './constants.ts';
import { isConstantKey, isSafeCssValue, isSafePropValue, isValidPropKey, rawCssText } from './css-safety.ts';
import { applyThemeFunction, parseFunctionCall } from './theme-functions.ts';
import type { Theme, ThemeBases, ThemeError } from './types.ts';

export interface CompiledTheme {
  /** CSS custom property name -> value, ready for `style.setProperty`. */
  vars: Record<string, string>;
  /** One entry per root cause; props depending on a broken prop are not reported again. */
  errors: ThemeError[];
}

type Resolved =
  { kind: 'color'; color: Color } | { kind: 'raw'; text: string } | { kind: 'error'; error: ThemeError };

const shown = (text: string): string => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

const fail = (error: ThemeError): Resolved => ({ kind: 'error', error });

/** The base theme's props with the theme's own props on top. */
export function mergeThemeProps(theme: Theme, builtins: ThemeBases): Record<string, string> {
  const base = theme.base === 'dark' ? builtins.dark : builtins.light;
  return { ...base.props, ...theme.props };
}

/** Resolves prop values against one prop table, remembering each key's result. */
function createResolver(props: ReadonlyMap<string, unknown>) {
  const cache = new Map<string, Resolved>();

  const resolveKey = (key: string, stack: string[], depth: number): Resolved => {
    const cached = cache.get(key);
    if (cached) return cached;
    const start = stack.indexOf(key);
    if (start >= 0) {
      const chain = [...stack.slice(start), key];
      return fail({
        kind: 'cycle',
        key,
        chain,
        message: `"${shown(key)}" refers to itself: ${chain.map(shown).join(' -> ')}`,
      });
    }
    const value = props.get(key);
    stack.push(key);
    const result =
      typeof value === 'string'
        ? resolveValue(value, key, stack, depth + 1)
        : fail({ kind: 'invalid-value', key, message: `"${shown(key)}" must be a string` });
    stack.pop();
    cache.set(key, result);
    return result;
  };

  const resolveValue = (input: string, owner: string, stack: string[], depth: number): Resolved => {
    if (depth > MAX_VALUE_DEPTH) {
      return fail({ kind: 'invalid-value', key: owner, message: `"${shown(owner)}" is nested too deeply` });
    }
    if (!isSafePropValue(input)) {
      return fail({ kind: 'unsafe-value', key: owner, message: `"${shown(owner)}" has an unsafe value` });
    }
    const value = input.trim();
    if (value.startsWith('"')) return { kind: 'raw', text: rawCssText(value) };

    if (value.startsWith('@') || value.startsWith('$')) {
      // `@name` names a prop; `$name` names a constant, whose key keeps the `$`.
      const ref = value.startsWith('@') ? value.slice(1) : value;
      if (!props.has(ref)) {
        return fail({
          kind: 'unknown-ref',
          key: owner,
          ref,
          message: `"${shown(owner)}" refers to "${shown(ref)}", which is not defined`,
        });
      }
      return resolveKey(ref, stack, depth);
    }

    if (value.startsWith(':')) {
      const call = parseFunctionCall(value);
      if ('error' in call) {
        return fail({ kind: 'invalid-value', key: owner, message: `"${shown(owner)}": ${call.error}` });
      }
      const operand = resolveValue(call.operand, owner, stack, depth + 1);
      if (operand.kind === 'error') return operand;
      if (operand.kind === 'raw') {
        return fail({
          kind: 'invalid-value',
          key: owner,
          message: `"${shown(owner)}": ":${call.name}" needs a colour, not a raw CSS value`,
        });
      }
      return { kind: 'color', color: applyThemeFunction(call.name, call.arg, operand.color) };
    }

    const color = parseColor(value);
    return color
      ? { kind: 'color', color }
      : fail({
          kind: 'invalid-value',
          key: owner,
          message: `"${shown(owner)}" is not a colour: ${shown(value)}`,
        });
  };

  return (key: string): Resolved => resolveKey(key, [], 0);
}

/** Compiles a prop table to prop name -> CSS value (constants and broken props left out). */
function compileProps(props: Readonly<Record<string, unknown>>): {
  values: Map<string, string>;
  errors: ThemeError[];
} {
  const table = new Map<string, unknown>();
  const errors = new Set<ThemeError>();
  for (const [key, value] of Object.entries(props)) {
    if (isValidPropKey(key)) {
      table.set(key, value);
    } else {
      errors.add({
        kind: 'invalid-key',
        key,
        message: `"${shown(key)}" is not a valid prop name (letters, digits, _ and - only)`,
      });
    }
  }

  const resolve = createResolver(table);
  const values = new Map<string, string>();
  for (const key of table.keys()) {
    const result = resolve(key);
    if (result.kind === 'error') {
      // Errors are shared objects, so a cause reached through many props is reported once.
      errors.add(result.error);
    } else if (!isConstantKey(key)) {
      const css = result.kind === 'raw' ? result.text : formatRgb(result.color);
      // Values are checked on the way in; this is the last line of defence on the way out.
      if (isSafeCssValue(css)) values.set(key, css);
    }
  }
  return { values, errors: [...errors] };
}

/** Compiles a theme, reporting problems alongside the variables. */
export function compileThemeDetailed(theme: Theme, builtins: ThemeBases): CompiledTheme {
  const base = theme.base === 'dark' ? builtins.dark : builtins.light;
  const own = compileProps(mergeThemeProps(theme, builtins));
  const fallback = own.errors.length > 0 && theme !== base ? compileProps(base.props).values : null;

  const vars: Record<string, string> = {};
  const emit = (key: string, value: string): void => {
    vars[`${THEME_VAR_PREFIX}${key}`] = value;
    if (!RESERVED_SHORT_VARS.has(key)) vars[`--${key}`] = value;
  };
  for (const [key, value] of fallback ?? []) {
    if (!own.values.has(key)) emit(key, value);
  }
  for (const [key, value] of own.values) emit(key, value);
  return { vars, errors: own.errors };
}

/** CSS custom property name -> value for a theme (see compileThemeDetailed for the errors). */
export function compileTheme(theme: Theme, builtins: ThemeBases): Record<string, string> {
  return compileThemeDetailed(theme, builtins).vars;
}
