// Account data imports (i/import-*): parse the drive file and apply it to the account.
// Accounts that do not exist on this instance are skipped, as Misskey skips unresolvable ones.
import type { Instance } from '../context.ts';
import type { UserRow } from '../db/rows.ts';
import { genId } from '../db/ids.ts';
import { one, run } from '../db/statement.ts';
import { follow } from './follows.ts';
import { createFollowRequest, hasFollowRequest, needsApproval } from './follow-requests.ts';
import { block, createMuting, isBlocking, isMuting } from './mutes.ts';
import { addMember, createUserList, findMembership, memberIdsOf, userListsOf } from './user-lists.ts';
import { effectivePolicies } from '../packing/policies.ts';
import { findUserById, findUserByUsername, isFollowing } from './users.ts';

/** Splits an acct (`user`, `@user`, `user@host`, `@user@host`) into username and host. */
export function parseAcct(acct: string): { username: string; host: string | null } {
  const s = acct.trim().replace(/^@/, '');
  const at = s.indexOf('@');
  if (at < 0) return { username: s, host: null };
  return { username: s.slice(0, at), host: s.slice(at + 1) || null };
}

/** The local user an acct names (a host equal to ours counts as local); null when unknown. */
export function resolveLocalAcct(inst: Instance, acct: string, localHost: string | null): UserRow | null {
  const { username, host } = parseAcct(acct);
  if (!username) return null;
  if (host && host.toLowerCase() !== localHost?.toLowerCase()) return null;
  return findUserByUsername(inst.db, username) ?? null;
}

/** First column of each non-empty CSV line (following/muting/blocking exports). */
export function csvAccts(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.split(',')[0]!.trim())
    .filter((a) => a !== '');
}

/** `listname,acct` pairs of a user lists CSV. */
export function csvListPairs(text: string): { list: string; acct: string }[] {
  const out: { list: string; acct: string }[] = [];
  for (const line of text.split(/\r?\n/)) {
    const [list, acct] = line.split(',').map((c) => c.trim());
    if (list && acct) out.push({ list, acct });
  }
  return out;
}

export function importFollowing(
  inst: Instance,
  me: UserRow,
  text: string,
  localHost: string | null,
  withReplies: boolean,
): number {
  let n = 0;
  for (const acct of csvAccts(text)) {
    const target = resolveLocalAcct(inst, acct, localHost);
    if (!target || target.id === me.id) continue;
    if (isFollowing(inst.db, me.id, target.id) || hasFollowRequest(inst.db, me.id, target.id)) continue;
    if (isBlocking(inst.db, target.id, me.id) || isBlocking(inst.db, me.id, target.id)) continue;
    if (needsApproval(inst.db, me, target)) createFollowRequest(inst, me, target, { withReplies });
    else follow(inst, me, target);
    n++;
  }
  return n;
}

export function importMuting(inst: Instance, me: UserRow, text: string, localHost: string | null): number {
  let n = 0;
  for (const acct of csvAccts(text)) {
    const target = resolveLocalAcct(inst, acct, localHost);
    if (!target || target.id === me.id || isMuting(inst.db, me.id, target.id)) continue;
    createMuting(inst.db, me.id, target.id, null);
    n++;
  }
  return n;
}

export function importBlocking(inst: Instance, me: UserRow, text: string, localHost: string | null): number {
  let n = 0;
  for (const acct of csvAccts(text)) {
    const target = resolveLocalAcct(inst, acct, localHost);
    if (!target || target.id === me.id || isBlocking(inst.db, me.id, target.id)) continue;
    block(inst, findUserById(inst.db, me.id)!, target);
    n++;
  }
  return n;
}

export function importUserLists(inst: Instance, me: UserRow, text: string, localHost: string | null): number {
  // the role's list limits hold here as in users/lists/create and push: what is over them is skipped
  const { userListLimit, userEachUserListsLimit } = effectivePolicies(inst, me);
  let n = 0;
  for (const { list, acct } of csvListPairs(text)) {
    const target = resolveLocalAcct(inst, acct, localHost);
    if (!target) continue;
    const existing = one<{ id: string }>(
      inst.db,
      'SELECT id FROM user_lists WHERE userId = ? AND name = ?',
      me.id,
      list,
    );
    if (!existing && userListsOf(inst.db, me.id).length >= userListLimit) continue;
    const listId = existing?.id ?? createUserList(inst.db, me.id, list).id;
    if (findMembership(inst.db, listId, target.id)) continue;
    if (memberIdsOf(inst.db, listId).length >= userEachUserListsLimit) continue;
    addMember(inst.db, listId, target.id);
    n++;
  }
  return n;
}

interface AntennaImport {
  name?: unknown;
  src?: unknown;
  keywords?: unknown;
  excludeKeywords?: unknown;
  users?: unknown;
  caseSensitive?: unknown;
  localOnly?: unknown;
  excludeBots?: unknown;
  withReplies?: unknown;
  withFile?: unknown;
  excludeNotesInSensitiveChannel?: unknown;
}

const SRCS = new Set(['home', 'all', 'users', 'list', 'users_blacklist']);

/** Parses an antennas JSON export; null when it is not a JSON array. */
export function parseAntennas(text: string): AntennaImport[] | null {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? (v.filter((a) => a && typeof a === 'object') as AntennaImport[]) : null;
  } catch {
    return null;
  }
}

const wordLists = (v: unknown): string[][] =>
  Array.isArray(v) ? v.filter(Array.isArray).map((w: unknown[]) => w.map(String)) : [];

export function importAntennas(inst: Instance, me: UserRow, antennas: AntennaImport[]): number {
  let n = 0;
  for (const a of antennas) {
    if (typeof a.name !== 'string' || !a.name) continue;
    // a list source needs a list of this instance; imported antennas fall back to "all" like Misskey does
    const src = typeof a.src === 'string' && SRCS.has(a.src) && a.src !== 'list' ? a.src : 'all';
    const now = Date.now();
    run(
      inst.db,
      `INSERT INTO antennas (id, createdAt, userId, name, src, keywords, excludeKeywords, users, caseSensitive,
         localOnly, excludeBots, withReplies, withFile, excludeNotesInSensitiveChannel)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      genId(now),
      now,
      me.id,
      a.name.slice(0, 100),
      src,
      JSON.stringify(wordLists(a.keywords)),
      JSON.stringify(wordLists(a.excludeKeywords)),
      JSON.stringify(Array.isArray(a.users) ? a.users.map(String) : []),
      a.caseSensitive ? 1 : 0,
      a.localOnly ? 1 : 0,
      a.excludeBots ? 1 : 0,
      a.withReplies ? 1 : 0,
      a.withFile ? 1 : 0,
      a.excludeNotesInSensitiveChannel ? 1 : 0,
    );
    n++;
  }
  return n;
}
