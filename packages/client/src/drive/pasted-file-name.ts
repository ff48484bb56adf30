/**
 * Spec P1 §3 (pastedFileName): pasted files are named from a pattern of date and time plus a
 * counter, default `yyyy-MM-dd HH-mm-ss [{{number}}]`. Tokens: yyyy yy MM M dd d HH H mm m ss s
 * and {{number}}; anything else is written as is.
 */
export const DEFAULT_PASTED_FILE_NAME = 'yyyy-MM-dd HH-mm-ss [{{number}}]';

const TOKENS = /\{\{number\}\}|yyyy|yy|MM|M|dd|d|HH|H|mm|m|ss|s/g;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

export function formatPastedFileName(pattern: string, date: Date, number: number): string {
  const values: Record<string, string> = {
    '{{number}}': String(number),
    yyyy: pad(date.getFullYear(), 4),
    yy: pad(date.getFullYear() % 100),
    MM: pad(date.getMonth() + 1),
    M: String(date.getMonth() + 1),
    dd: pad(date.getDate()),
    d: String(date.getDate()),
    HH: pad(date.getHours()),
    H: String(date.getHours()),
    mm: pad(date.getMinutes()),
    m: String(date.getMinutes()),
    ss: pad(date.getSeconds()),
    s: String(date.getSeconds()),
  };
  return pattern.replace(TOKENS, (token) => values[token] ?? token);
}

/** The extension of a file name or, failing that, of its mime type ("image/png" -> "png"). */
export function extensionOf(name: string, type: string): string {
  const fromName = /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1];
  if (fromName) return fromName.toLowerCase();
  const sub = type.split('/')[1]?.split(/[+;]/)[0];
  if (!sub) return '';
  return sub === 'jpeg' ? 'jpg' : sub;
}

/** The name a pasted file is uploaded with: the pattern, then the original extension. */
export function pastedFileName(
  pattern: string,
  file: { name: string; type: string; lastModified: number },
  number: number,
): string {
  const base = formatPastedFileName(pattern || DEFAULT_PASTED_FILE_NAME, new Date(file.lastModified), number);
  const ext = extensionOf(file.name, file.type);
  return ext ? `${base}.${ext}` : base;
}
