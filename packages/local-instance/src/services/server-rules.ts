import type { Db } from '../db/open.ts';

const KEY = 'serverRules';

/** What a fresh instance shows until an administrator edits the rules. */
export const DEFAULT_SERVER_RULES = [
  'Be kind to each other.',
  'Everything posted here stays on this computer.',
];

export function serverRules(db: Db): string[] {
  const row = db.prepare('SELECT value FROM kv WHERE key = ?').get(KEY) as { value: string } | undefined;
  if (!row) return DEFAULT_SERVER_RULES;
  const parsed: unknown = JSON.parse(row.value);
  return Array.isArray(parsed)
    ? parsed.filter((r): r is string => typeof r === 'string')
    : DEFAULT_SERVER_RULES;
}

export function storeServerRules(db: Db, rules: string[]): void {
  db.prepare('INSERT OR REPLACE INTO kv (key, value) VALUES (?, ?)').run(KEY, JSON.stringify(rules));
}
