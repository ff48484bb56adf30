/**
 * What a theme may put into CSS. Themes come from strangers (theme codes pasted from posts), and a
 * compiled value may end up in a stylesheet as well as in `style.setProperty`, so the rules assume
 * the worst consumer: a value must not be able to end its declaration or rule, open a comment or a
 * tag, escape characters, or make the browser fetch anything.
 */

import { MAX_VALUE_LENGTH } from './constants.ts';

/** Prop keys become custom property names, so only plain identifier characters are allowed. */
const PROP_KEY = /^[A-Za-z0-9_-]+$/;
const CONSTANT_KEY = /^\$[A-Za-z0-9_-]+$/;

export const isConstantKey = (key: string): boolean => CONSTANT_KEY.test(key);

/** True for keys that may appear in `props`: emitted names and `$constants`. */
export const isValidPropKey = (key: string): boolean =>
  key.length <= 100 && (PROP_KEY.test(key) || CONSTANT_KEY.test(key));

// Characters that can end a declaration/rule, start a tag or an escape.
const FORBIDDEN_CHARS = /[;{}<>\\]/;
// Printable ASCII and printable non-ASCII only; no control or format characters (line breaks,
// NUL, bidi overrides and zero-width characters included).
const NON_PRINTABLE = /[^\x20-\x7e\u00a0-\uffff]|[\u2028\u2029\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/;
// Functions that load resources or run script, and at-rules/comment openers.
const FORBIDDEN_WORDS =
  /url\(|src\(|image\(|image-set\(|cross-fade\(|element\(|expression\(|javascript:|@import|\/\*|\*\//i;

function hasBalancedBracketsAndQuotes(value: string): boolean {
  const stack: string[] = [];
  let quote: string | null = null;
  for (const c of value) {
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '(' || c === '[') {
      stack.push(c === '(' ? ')' : ']');
    } else if (c === ')' || c === ']') {
      if (stack.pop() !== c) return false;
    }
  }
  return quote === null && stack.length === 0;
}

/**
 * Whether a raw CSS value (the part of a `"…` prop after the quote) is safe to emit verbatim.
 * Besides the spec's list (`; { } < > \`, url(, expression(, @import, comments, non-printables) it
 * also refuses other resource-loading functions and unbalanced quotes or brackets, which could
 * otherwise swallow the rest of a stylesheet.
 */
export function isSafeCssValue(value: string): boolean {
  return (
    value.length <= MAX_VALUE_LENGTH &&
    !FORBIDDEN_CHARS.test(value) &&
    !NON_PRINTABLE.test(value) &&
    !FORBIDDEN_WORDS.test(value) &&
    hasBalancedBracketsAndQuotes(value)
  );
}

// Colour expressions (`#fff`, `rgba(0, 0, 0, 0.5)`, `@ref`, `$const`, `:alpha<0.5<@accent`) only
// ever need these characters.
const EXPRESSION_CHARS = /^[A-Za-z0-9#@$:<.,%()+\-_/ \t]*$/;

/**
 * Whether a prop value as written in the theme is acceptable: raw values must pass
 * isSafeCssValue, everything else must look like a colour expression. This is checked before
 * compiling, so a hostile document is refused as a whole instead of partially applied.
 */
export function isSafePropValue(value: string): boolean {
  if (value.length > MAX_VALUE_LENGTH) return false;
  const trimmed = value.trim();
  if (trimmed.startsWith('"')) return isSafeCssValue(rawCssText(trimmed));
  return EXPRESSION_CHARS.test(trimmed);
}

/** The verbatim part of a raw value: Misskey drops the leading `"` and any spaces after it. */
export const rawCssText = (value: string): string => value.trim().replace(/^"\s*/, '');
