/**
 * A theme written out as a theme code: JSON5 in the shape Misskey shares and installs
 * (`{ id, name, author, desc, base, kind, props: { … } }`), readable back by parseTheme.
 * Hand-written because the JSON5 package is not a dependency and only this small subset is needed.
 */

import type { Theme } from './types.ts';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function quote(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
  const escaped = text.replace(/[\\'\u0000-\u001f\u2028\u2029]/g, (c) => {
    if (c === '\\') return '\\\\';
    if (c === "'") return "\\'";
    if (c === '\n') return '\\n';
    if (c === '\t') return '\\t';
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  return `'${escaped}'`;
}

// eslint-disable-next-line no-control-regex -- control characters never belong in a file name
const UNSAFE_FILE_CHARS = /[\\/:*?"<>|\u0000-\u001f]+/g;

const key = (name: string): string => (IDENTIFIER.test(name) ? name : quote(name));

/** The theme as a JSON5 theme code, two-space indented, props in their own order. */
export function themeToCode(theme: Theme): string {
  const head: Array<[string, string | undefined]> = [
    ['id', theme.id],
    ['name', theme.name],
    ['author', theme.author],
    ['desc', theme.desc],
    ['base', theme.base],
    ['kind', theme.kind],
  ];
  const lines = ['{'];
  for (const [name, value] of head) {
    if (value !== undefined) lines.push(`  ${name}: ${quote(value)},`);
  }
  lines.push('  props: {');
  for (const [name, value] of Object.entries(theme.props)) lines.push(`    ${key(name)}: ${quote(value)},`);
  lines.push('  },', '}');
  return `${lines.join('\n')}\n`;
}

/** A file name for exporting a theme: its name with only safe characters, `.json5` added. */
export function themeFileName(theme: Theme): string {
  const base = theme.name.normalize('NFKC').replace(UNSAFE_FILE_CHARS, '-').trim().slice(0, 60);
  return `${base || 'theme'}.json5`;
}
