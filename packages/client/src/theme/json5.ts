/**
 * A small JSON5 parser (https://spec.json5.org): comments, trailing commas, unquoted (identifier)
 * keys, single-quoted strings, string line continuations, hex numbers, leading/trailing decimal
 * points, explicit `+`, Infinity and NaN. Written here because theme codes are JSON5 and the client
 * does not depend on the `json5` package.
 *
 * Errors carry the offset and 1-based line/column so the theme installer can point at them.
 */

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

// Deep enough for any real document, shallow enough that `[[[[…` cannot exhaust the call stack.
const MAX_DEPTH = 256;

const isLineTerminator = (c: string): boolean => c === '\n' || c === '\r' || c === '\u2028' || c === '\u2029';

// JSON5 white space: the JSON set plus the ECMAScript extras (VT, FF, NBSP, BOM, Zs, LS, PS).
const isWhitespace = (c: string): boolean =>
  c === ' ' ||
  c === '\t' ||
  c === '\v' ||
  c === '\f' ||
  c === '\u00a0' ||
  c === '\ufeff' ||
  isLineTerminator(c) ||
  /\p{Zs}/u.test(c);

const isIdStart = (c: string): boolean => /[\p{ID_Start}$_]/u.test(c);
const isIdContinue = (c: string): boolean => /[\p{ID_Continue}$_\u200c\u200d]/u.test(c);
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isHexDigit = (c: string | undefined): boolean => c !== undefined && /^[0-9a-fA-F]$/.test(c);

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    const c = text[i];
    if (c === '\r' && text[i + 1] === '\n') continue; // counted at the '\n'
    if (c !== undefined && isLineTerminator(c)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** Parses JSON5 text; throws Json5SyntaxError on malformed input. */
export function parseJson5(text: string): unknown {
  let pos = 0;

  const fail = (message: string, at: number = pos): never => {
    const { line, column } = lineAndColumn(text, at);
    throw new Json5SyntaxError(message, at, line, column);
  };

  const describe = (c: string | undefined): string =>
    c === undefined ? 'end of input' : `character ${JSON.stringify(c)}`;

  const skipSpaceAndComments = (): void => {
    for (;;) {
      const c = text[pos];
      if (c === undefined) return;
      if (isWhitespace(c)) {
        pos++;
      } else if (c === '/' && text[pos + 1] === '/') {
        pos += 2;
        while (pos < text.length && !isLineTerminator(text[pos] as string)) pos++;
      } else if (c === '/' && text[pos + 1] === '*') {
        const end = text.indexOf('*/', pos + 2);
        if (end < 0) fail('Unterminated comment');
        pos = end + 2;
      } else {
        return;
      }
    }
  };

  const expectWord = (word: string): void => {
    if (text.startsWith(word, pos)) {
      pos += word.length;
    } else {
      fail(`Unexpected ${describe(text[pos])}`);
    }
  };

  const readHex = (count: number): number => {
    const digits = text.slice(pos, pos + count);
    if (digits.length !== count || ![...digits].every(isHexDigit)) fail('Invalid escape sequence');
    pos += count;
    return parseInt(digits, 16);
  };

  const parseString = (): string => {
    const quote = text[pos];
    const start = pos;
    pos++;
    let out = '';
    for (;;) {
      const c = text[pos];
      if (c === undefined) fail('Unterminated string', start);
      if (c === quote) {
        pos++;
        return out;
      }
      if (c === '\\') {
        pos++;
        out += parseEscape();
        continue;
      }
      // U+2028/2029 are allowed raw inside JSON5 strings; other line breaks need an escape.
      if (c === '\n' || c === '\r') fail('Unescaped line break in string');
      out += c;
      pos++;
    }
  };

  const parseEscape = (): string => {
    const c = text[pos];
    if (c === undefined) fail('Unterminated string');
    pos++;
    switch (c) {
      case 'b':
        return '\b';
      case 'f':
        return '\f';
      case 'n':
        return '\n';
      case 'r':
        return '\r';
      case 't':
        return '\t';
      case 'v':
        return '\v';
      case '0':
        if (isDigit(text[pos])) fail('Octal escapes are not allowed', pos - 1);
        return '\0';
      case 'x':
        return String.fromCharCode(readHex(2));
      case 'u':
        return String.fromCharCode(readHex(4));
      case '\r':
        // Line continuation: the escaped line break (CRLF counts as one) vanishes.
        if (text[pos] === '\n') pos++;
        return '';
      case '\n':
      case '\u2028':
      case '\u2029':
        return '';
      default:
        if (isDigit(c)) fail('Invalid escape sequence', pos - 1);
        // Any other escaped character stands for itself (\' \" \\ \/ …).
        return c as string;
    }
  };

  const parseIdentifier = (): string => {
    let out = '';
    const start = pos;
    for (;;) {
      let c = text[pos];
      let escaped = false;
      if (c === '\\') {
        if (text[pos + 1] !== 'u') fail('Invalid identifier escape');
        pos += 2;
        c = String.fromCharCode(readHex(4));
        escaped = true;
      }
      if (c === undefined) break;
      const ok = out === '' ? isIdStart(c) : isIdContinue(c);
      if (!ok) {
        if (escaped) fail('Invalid identifier escape', pos - 6);
        break;
      }
      out += c;
      if (!escaped) pos++;
    }
    if (out === '') fail(`Unexpected ${describe(text[start])}`, start);
    return out;
  };

  const parseNumber = (): number => {
    const start = pos;
    let sign = 1;
    if (text[pos] === '+' || text[pos] === '-') {
      if (text[pos] === '-') sign = -1;
      pos++;
    }
    if (text.startsWith('Infinity', pos)) {
      pos += 8;
      return sign * Infinity;
    }
    if (text.startsWith('NaN', pos)) {
      pos += 3;
      return NaN;
    }
    if (text[pos] === '0' && (text[pos + 1] === 'x' || text[pos + 1] === 'X')) {
      pos += 2;
      const digitsStart = pos;
      while (isHexDigit(text[pos])) pos++;
      if (pos === digitsStart) fail('Invalid hexadecimal number', start);
      return sign * parseInt(text.slice(digitsStart, pos), 16);
    }
    const bodyStart = pos;
    let intDigits = 0;
    while (isDigit(text[pos])) {
      pos++;
      intDigits++;
    }
    if (intDigits > 1 && text[bodyStart] === '0') fail('Leading zeros are not allowed', bodyStart);
    let fracDigits = 0;
    if (text[pos] === '.') {
      pos++;
      while (isDigit(text[pos])) {
        pos++;
        fracDigits++;
      }
    }
    if (intDigits === 0 && fracDigits === 0) fail('Invalid number', start);
    if (text[pos] === 'e' || text[pos] === 'E') {
      pos++;
      if (text[pos] === '+' || text[pos] === '-') pos++;
      const expStart = pos;
      while (isDigit(text[pos])) pos++;
      if (pos === expStart) fail('Invalid number exponent', start);
    }
    // A number running straight into a name (`12px`) is an error, as in JSON5 reference parsers.
    const next = text[pos];
    if (next !== undefined && isIdStart(next)) fail(`Unexpected ${describe(next)}`);
    return sign * Number(text.slice(bodyStart, pos));
  };

  const parseArray = (depth: number): unknown[] => {
    pos++; // [
    const out: unknown[] = [];
    skipSpaceAndComments();
    if (text[pos] === ']') {
      pos++;
      return out;
    }
    for (;;) {
      out.push(parseValue(depth + 1));
      skipSpaceAndComments();
      const c = text[pos];
      if (c === ']') {
        pos++;
        return out;
      }
      if (c !== ',') fail(`Expected ',' or ']' but found ${describe(c)}`);
      pos++;
      skipSpaceAndComments();
      if (text[pos] === ']') {
        pos++;
        return out;
      }
    }
  };

  const parseObject = (depth: number): Record<string, unknown> => {
    pos++; // {
    const out: Record<string, unknown> = {};
    skipSpaceAndComments();
    if (text[pos] === '}') {
      pos++;
      return out;
    }
    for (;;) {
      const c = text[pos];
      const key = c === '"' || c === "'" ? parseString() : parseIdentifier();
      skipSpaceAndComments();
      if (text[pos] !== ':') fail(`Expected ':' but found ${describe(text[pos])}`);
      pos++;
      const value = parseValue(depth + 1);
      // defineProperty, not assignment: a "__proto__" key must become plain data, never a prototype.
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
      skipSpaceAndComments();
      const after = text[pos];
      if (after === '}') {
        pos++;
        return out;
      }
      if (after !== ',') fail(`Expected ',' or '}' but found ${describe(after)}`);
      pos++;
      skipSpaceAndComments();
      if (text[pos] === '}') {
        pos++;
        return out;
      }
    }
  };

  const parseValue = (depth: number): unknown => {
    if (depth > MAX_DEPTH) fail('Document is nested too deeply');
    skipSpaceAndComments();
    const c = text[pos];
    switch (c) {
      case '{':
        return parseObject(depth);
      case '[':
        return parseArray(depth);
      case '"':
      case "'":
        return parseString();
      case 't':
        expectWord('true');
        return true;
      case 'f':
        expectWord('false');
        return false;
      case 'n':
        expectWord('null');
        return null;
      default:
        if (
          c !== undefined &&
          (isDigit(c) || c === '-' || c === '+' || c === '.' || c === 'I' || c === 'N')
        ) {
          return parseNumber();
        }
        return fail(`Unexpected ${describe(c)}`);
    }
  };

  const value = parseValue(0);
  skipSpaceAndComments();
  if (pos < text.length) fail(`Unexpected ${describe(text[pos])} after the document`);
  return value;
}
