import type { KatexOptions } from 'katex';

/**
 * Strict mode: any input LaTeX would not accept (including KaTeX's \html* extensions) is an error, except
 * letters such as Japanese written directly in a formula, which are common in notes and harmless.
 */
export function katexStrict(errorCode: string): 'ignore' | 'error' {
  return errorCode === 'unicodeTextInMathMode' ? 'ignore' : 'error';
}

/**
 * KaTeX, loaded with its stylesheet only when a formula is shown. Formulas come from untrusted notes, so
 * commands that could link or inject (\href, \url, \includegraphics, \html*) are refused (trust: false),
 * non-standard input is an error (strict), and expansion and sizes are bounded.
 */
export const KATEX_OPTIONS = {
  trust: false,
  strict: katexStrict,
  throwOnError: true,
  maxSize: 20,
  maxExpand: 100,
  output: 'htmlAndMathml',
} as const satisfies KatexOptions;

/** Formulas longer than this are not typeset. */
export const MAX_FORMULA_CHARS = 5_000;

type Katex = typeof import('katex').default;
let katex: Promise<Katex> | null = null;

function loadKatex(): Promise<Katex> {
  katex ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(([m]) => m.default);
  katex.catch(() => {
    katex = null;
  });
  return katex;
}

export type MathResult = { html: string } | { error: string };

/** KaTeX's HTML for a formula, or the reason it could not be typeset. */
export async function renderMath(formula: string, displayMode: boolean): Promise<MathResult> {
  if (formula.length > MAX_FORMULA_CHARS) return { error: 'too long' };
  const k = await loadKatex();
  try {
    return { html: k.renderToString(formula, { ...KATEX_OPTIONS, displayMode }) };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}
