/**
 * Checks an already-parsed theme document. The spec's validity rule (and Misskey's) is: id and name
 * are strings, base is 'light' or 'dark', props is an object. On top of that every prop key must be
 * a plain identifier and every value a safe string, so a hostile theme is refused before anything
 * of it reaches the page.
 */

import { isSafePropValue, isValidPropKey } from './css-safety.ts';
import type { Theme, ThemeBase, ThemeError, ThemeResult } from './types.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isBase = (value: unknown): value is ThemeBase => value === 'light' || value === 'dark';

const shown = (text: string): string => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** The spec's validity rule alone, for quick checks of stored themes. */
export function isThemeValid(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value['id'] === 'string' &&
    typeof value['name'] === 'string' &&
    isBase(value['base']) &&
    isRecord(value['props'])
  );
}

type PropsCheck = { ok: true; props: Record<string, string> } | { ok: false; error: ThemeError };

function checkProps(props: Record<string, unknown>): PropsCheck {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(props)) {
    if (!isValidPropKey(key)) {
      const message = `"${shown(key)}" is not a valid prop name (letters, digits, _ and - only)`;
      return { ok: false, error: { kind: 'invalid-key', key, message } };
    }
    if (typeof value !== 'string') {
      return { ok: false, error: { kind: 'invalid-value', key, message: `"${key}" must be a string` } };
    }
    if (!isSafePropValue(value)) {
      const message = `"${key}" has a value that is not allowed in CSS`;
      return { ok: false, error: { kind: 'unsafe-value', key, message } };
    }
    // defineProperty keeps a "__proto__" key as plain data.
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return { ok: true, props: out };
}

/** Validates a parsed document and returns a clean copy holding only the known fields. */
export function validateTheme(value: unknown): ThemeResult {
  const fail = (error: ThemeError): ThemeResult => ({ ok: false, error });
  if (!isRecord(value)) {
    return fail({ kind: 'invalid-document', message: 'A theme must be an object' });
  }
  const { id, name, author, base, desc, kind, props } = value;
  if (typeof id !== 'string') return fail({ kind: 'invalid-id', message: 'The theme needs a string "id"' });
  if (typeof name !== 'string') {
    return fail({ kind: 'invalid-name', message: 'The theme needs a string "name"' });
  }
  if (!isBase(base)) {
    return fail({ kind: 'invalid-base', message: 'The theme\'s "base" must be "light" or "dark"' });
  }
  if (!isRecord(props)) {
    return fail({ kind: 'invalid-props', message: 'The theme\'s "props" must be an object' });
  }
  const checked = checkProps(props);
  if (!checked.ok) return fail(checked.error);

  const theme: Theme = {
    id,
    name,
    // Not part of the validity rule, so a missing or odd author must not reject the theme.
    author: typeof author === 'string' ? author : '',
    base,
    props: checked.props,
  };
  if (typeof desc === 'string') theme.desc = desc;
  if (isBase(kind)) theme.kind = kind;
  return { ok: true, theme };
}
