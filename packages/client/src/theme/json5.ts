import JSON5 from 'json5';

/** A theme code that is not valid JSON5, with where the problem is (1-based line and column). */
export class Json5SyntaxError extends SyntaxError {
  readonly offset: number;
  readonly line: number;
  readonly column: number;

  constructor(message: string, offset: number, line: number, column: number) {
    super(`${message} at line ${line}, column ${column}`);
    this.name = 'Json5SyntaxError';
    this.offset = offset;
    this.line = line;
    this.column = column;
  }
}

/** The offset in `text` of a 1-based line and column (the json5 package reports those only). */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) break;
    offset = next + 1;
  }
  return Math.min(text.length, offset + Math.max(0, column - 1));
}

/**
 * Theme codes are JSON5 (spec P1 §3). Parsed by the `json5` package, whose parser is iterative (deep
 * nesting cannot exhaust the stack) and keeps a `__proto__` key as plain data; its errors become
 * Json5SyntaxError so the theme installer can point at the place.
 */
export function parseJson5(text: string): unknown {
  try {
    return JSON5.parse(text);
  } catch (err) {
    const e = err as SyntaxError & { lineNumber?: number; columnNumber?: number };
    if (!(e instanceof SyntaxError) || e.lineNumber === undefined) throw err;
    const line = e.lineNumber;
    const column = Math.max(1, e.columnNumber ?? 1);
    const message = e.message.replace(/^JSON5: /, '').replace(/ at \d+:\d+$/, '');
    throw new Json5SyntaxError(message, offsetOf(text, line, column), line, column);
  }
}
