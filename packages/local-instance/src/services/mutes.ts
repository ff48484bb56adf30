// User mutes (optionally until a time), renote mutes, blocks and muted instances: what they store
// and what they hide from a viewer, as Misskey applies them.
import type { Instance } from '../context.ts';
import type { Db } from '../db/open.ts';
import { genId } from '../db/ids.ts';
import type { NoteRow, UserRow } from '../db/rows.ts';
import { one, run } from '../db/statement.ts';

/** The current time in ms inside SQL, so statements stay cacheable. */
const NOW_MS = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)";
const ACTIVE_MUTE = `(m.expiresAt IS NULL OR m.expiresAt > ${NOW_MS})`;

export interface MutingRow {
  id: string;
  createdAt: number;
  expiresAt: number | null;
  muterId: string;
  muteeId: string;
}

export interface RenoteMutingRow {
  id: string;
  createdAt: number;
  muterId: string;
  muteeId: string;
}

export interface BlockingRow {
  id: string;
  createdAt: number;
  blockerId: string;
  blockeeId: string;
}

/** Mutes whose time is over are gone, as Misskey's periodic clean-up removes them. */
export function purgeExpiredMutes(db: Db): void {
  run(db, `DELETE FROM muting WHERE expiresAt IS NOT NULL AND expiresAt <= ${NOW_MS}`);
}

export function findMuting(db: Db, muterId: string, muteeId: string): MutingRow | undefined {
  return one<MutingRow>(
    db,
    `SELECT m.* FROM muting m WHERE m.muterId = ? AND m.muteeId = ? AND ${ACTIVE_MUTE}`,
    muterId,
    muteeId,
  );
}

export function isMuting(db: Db, muterId: string, muteeId: string): boolean {
  return findMuting(db, muterId, muteeId) != null;
}

export function isRenoteMuting(db: Db, muterId: string, muteeId: string): boolean {
  return one(db, 'SELECT 1 FROM renote_muting WHERE muterId = ? AND muteeId = ?', muterId, muteeId) != null;
}

export function isBlocking(db: Db, blockerId: string, blockeeId: string): boolean {
  return (
    one(db, 'SELECT 1 FROM blocking WHERE blockerId = ? AND blockeeId = ?', blockerId, blockeeId) != null
  );
}

export function createMuting(db: Db, muterId: string, muteeId: string, expiresAt: number | null): void {
  const now = Date.now();
  run(
    db,
    'INSERT INTO muting (id, createdAt, expiresAt, muterId, muteeId) VALUES (?, ?, ?, ?, ?)',
    genId(now),
    now,
    expiresAt,
    muterId,
    muteeId,
  );
}

export function deleteMuting(db: Db, muterId: string, muteeId: string): void {
  run(db, 'DELETE FROM muting WHERE muterId = ? AND muteeId = ?', muterId, muteeId);
}

export function createRenoteMuting(db: Db, muterId: string, muteeId: string): void {
  const now = Date.now();
  run(
    db,
    'INSERT INTO renote_muting (id, createdAt, muterId, muteeId) VALUES (?, ?, ?, ?)',
    genId(now),
    now,
    muterId,
    muteeId,
  );
}

export function deleteRenoteMuting(db: Db, muterId: string, muteeId: string): void {
  run(db, 'DELETE FROM renote_muting WHERE muterId = ? AND muteeId = ?', muterId, muteeId);
}

/** A block ends follows and follow requests in both directions. */
export function block(inst: Instance, blocker: UserRow, blockee: UserRow): void {
  const db = inst.db;
  const now = Date.now();
  const tx = db.transaction(() => {
    run(
      db,
      'INSERT INTO blocking (id, createdAt, blockerId, blockeeId) VALUES (?, ?, ?, ?)',
      genId(now),
      now,
      blocker.id,
      blockee.id,
    );
    for (const [a, b] of [
      [blocker.id, blockee.id],
      [blockee.id, blocker.id],
    ]) {
      run(db, 'DELETE FROM follows WHERE followerId = ? AND followeeId = ?', a, b);
      run(db, 'DELETE FROM follow_requests WHERE followerId = ? AND followeeId = ?', a, b);
    }
  });
  tx();
  inst.events.emit('followingChanged', blocker.id);
  inst.events.emit('followingChanged', blockee.id);
}

export function unblock(db: Db, blockerId: string, blockeeId: string): void {
  run(db, 'DELETE FROM blocking WHERE blockerId = ? AND blockeeId = ?', blockerId, blockeeId);
}

/** How the viewer relates to a user, for the user packing. */
export function relationFlags(
  db: Db,
  meId: string,
  userId: string,
): { isMuted: boolean; isRenoteMuted: boolean; isBlocking: boolean; isBlocked: boolean } {
  return {
    isMuted: isMuting(db, meId, userId),
    isRenoteMuted: isRenoteMuting(db, meId, userId),
    isBlocking: isBlocking(db, meId, userId),
    isBlocked: isBlocking(db, userId, meId),
  };
}

/**
 * SQL condition (notes as `n`, viewer as `@me`) that leaves out, unless the viewer wrote them:
 * notes by, replying to or renoting a user the viewer mutes; the same for users who block the
 * viewer; and pure renotes by users whose renotes the viewer mutes. Always true without a viewer.
 */
export function mutesSql(me: UserRow | null): string {
  if (!me) return '1 = 1';
  return `(n.userId = @me OR (
  NOT EXISTS (SELECT 1 FROM muting m WHERE m.muterId = @me
    AND m.muteeId IN (n.userId, n.replyUserId, n.renoteUserId) AND ${ACTIVE_MUTE})
  AND NOT EXISTS (SELECT 1 FROM blocking b WHERE b.blockeeId = @me
    AND b.blockerId IN (n.userId, n.replyUserId, n.renoteUserId))
  AND NOT (n.isPureRenote = 1 AND EXISTS (SELECT 1 FROM renote_muting r
    WHERE r.muterId = @me AND r.muteeId = n.userId))))`;
}

/** The same test for one note (the streaming timelines). */
export function passesMutes(db: Db, note: NoteRow, me: UserRow | null): boolean {
  if (!me) return true;
  return (
    one(db, `SELECT 1 FROM notes n WHERE n.id = @id AND ${mutesSql(me)}`, { id: note.id, me: me.id }) != null
  );
}

/** Normalised host names; Misskey compares them lower-cased. */
export function normaliseHosts(hosts: readonly string[]): string[] {
  return [...new Set(hosts.map((h) => h.trim().toLowerCase()).filter((h) => h !== ''))];
}

/**
 * Whether a note comes from (or replies to, or renotes) a user of a muted instance. Local users
 * have no host, so only remote users can match.
 */
export function fromMutedInstance(
  hosts: { userHost: string | null; replyUserHost?: string | null; renoteUserHost?: string | null },
  mutedInstances: readonly string[],
): boolean {
  if (mutedInstances.length === 0) return false;
  const muted = new Set(normaliseHosts(mutedInstances));
  return [hosts.userHost, hosts.replyUserHost, hosts.renoteUserHost].some(
    (h) => h != null && muted.has(h.toLowerCase()),
  );
}

/** Whether the notifiee mutes the notifier (such notifications are not made). */
export function notifierMuted(db: Db, notifieeId: string, notifierId: string | null | undefined): boolean {
  return notifierId != null && isMuting(db, notifieeId, notifierId);
}

/** SQL condition for notifications (`t`, viewer `@me`): none from users the viewer mutes. */
export const NOTIFIER_NOT_MUTED = `(t.notifierId IS NULL OR NOT EXISTS (SELECT 1 FROM muting m
  WHERE m.muterId = @me AND m.muteeId = t.notifierId AND ${ACTIVE_MUTE}))`;
