import { Json5SyntaxError, parseJson5 } from './json5.ts';
import type { ThemeResult } from './types.ts';
import { validateTheme } from './validate-theme.ts';

/** Parses a theme code (JSON5 text, as users paste it) into a validated theme. */
export function parseTheme(text: string): ThemeResult {
  let document: unknown;
  try {
    document = parseJson5(text);
  } catch (err) {
    if (err instanceof Json5SyntaxError) {
      const { message, offset, line, column } = err;
      return { ok: false, error: { kind: 'syntax', message, offset, line, column } };
    }
    throw err;
  }
  return validateTheme(document);
}
