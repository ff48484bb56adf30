import type { LookupTarget } from '@/queries/index.ts';

/** Misskey's ids (aid, aidx, meid, ulid, object id): letters and digits, at least ten. */
const ID = /^[0-9a-zA-Z]{10,32}$/;
const ACCT = /^@?([\w-]+)(?:@([\w.-]+\.[a-z0-9-]+))?$/i;

/**
 * What the admin lookup's text means: `@user` or `@user@host` is a user; this server's address of a
 * note or a user is that note or user; another address is a drive file's or another server's; a bare id
 * may be any of the three. `origin` is this server's. Null when it is none of these.
 */
export function classifyLookup(input: string, origin: string): LookupTarget | null {
  const text = input.trim();
  if (text === '') return null;
  if (/^https?:\/\//i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return null;
    }
    if (url.origin !== origin) return { kind: 'remote', url: text };
    const note = /^\/notes\/([0-9a-zA-Z]+)\/?$/.exec(url.pathname);
    if (note) return { kind: 'note', noteId: note[1]! };
    const user = /^\/@([^/]+)\/?$/.exec(url.pathname);
    if (user) return classifyLookup(`@${decodeURIComponent(user[1]!)}`, origin);
    return { kind: 'fileUrl', url: text };
  }
  if (text.startsWith('@')) {
    const acct = ACCT.exec(text);
    if (!acct) return null;
    const host = acct[2] ?? null;
    return { kind: 'user', username: acct[1]!, host: host && `https://${host}` !== origin ? host : null };
  }
  if (ID.test(text)) return { kind: 'id', id: text };
  return null;
}
