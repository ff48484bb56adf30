/** Misskey allows at most this many account aliases (alsoKnownAs). */
export const MAX_ALIASES = 10;

const ACCT = /^@?([A-Za-z0-9_]+)(?:@([A-Za-z0-9.-]+(?::\d+)?))?$/;

/** `@user` or `@user@host` for a typed acct (a leading @ is optional), or null when it is not one. */
export function normaliseAcct(input: string): string | null {
  const m = ACCT.exec(input.trim());
  if (!m) return null;
  return m[2] ? `@${m[1]}@${m[2].toLowerCase()}` : `@${m[1]}`;
}

export type AliasCheck =
  | { ok: true; accts: string[] }
  | { ok: false; reason: 'invalid'; index: number }
  | { ok: false; reason: 'duplicate'; index: number }
  | { ok: false; reason: 'tooMany' };

/** Checks the alias rows before i/update: empty rows are dropped, the rest must be distinct accts. */
export function checkAliases(rows: readonly string[]): AliasCheck {
  const accts: string[] = [];
  for (const [index, row] of rows.entries()) {
    if (row.trim() === '') continue;
    const acct = normaliseAcct(row);
    if (!acct) return { ok: false, reason: 'invalid', index };
    if (accts.some((a) => a.toLowerCase() === acct.toLowerCase()))
      return { ok: false, reason: 'duplicate', index };
    accts.push(acct);
  }
  if (accts.length > MAX_ALIASES) return { ok: false, reason: 'tooMany' };
  return { ok: true, accts };
}

/** The user id in a local user URI (`<origin>/users/<id>`), or null for other servers' URIs. */
export function localUserIdFromUri(uri: string, origin: string): string | null {
  const prefix = `${origin}/users/`;
  if (!uri.startsWith(prefix)) return null;
  const id = uri.slice(prefix.length);
  return /^[A-Za-z0-9]+$/.test(id) ? id : null;
}
