// Invitation codes (Misskey's registration tickets): who made them, when they expire, who used them.
import { randomInt } from 'node:crypto';
import type { entities } from 'misskey-js';
import type { Db } from '../db/open.ts';
import { genId } from '../db/ids.ts';
import { all, one, run } from '../db/statement.ts';
import type { PackContext } from '../context.ts';
import { packUserLiteById } from '../packing/user.ts';

export interface InviteCodeRow {
  id: string;
  code: string;
  createdById: string | null;
  createdAt: number;
  expiresAt: number | null;
  usedById: string | null;
  usedAt: number | null;
}

// Misskey's alphabet: digits and capitals without 0, 1, I and O (easy to read out loud)
const CODE_CHARS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Eight random characters, then the minute of creation in base 36 (Misskey's format). */
export function newInviteCode(now = Date.now()): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += CODE_CHARS[randomInt(CODE_CHARS.length)];
  return (
    code +
    Math.floor(now / 60000)
      .toString(36)
      .toUpperCase()
  );
}

/** How many codes a user created in the last `cycleMinutes`. */
export function countRecentInvites(db: Db, userId: string, cycleMinutes: number, now = Date.now()): number {
  const row = one<{ c: number }>(
    db,
    'SELECT COUNT(*) AS c FROM invite_codes WHERE createdById = ? AND createdAt > ?',
    userId,
    now - cycleMinutes * 60000,
  );
  return row?.c ?? 0;
}

export function insertInviteCode(
  db: Db,
  createdById: string,
  expirationMinutes: number,
  now = Date.now(),
  expiresAt: number | null = expirationMinutes > 0 ? now + expirationMinutes * 60000 : null,
): InviteCodeRow {
  const row: InviteCodeRow = {
    id: genId(now),
    code: newInviteCode(now),
    createdById,
    createdAt: now,
    expiresAt,
    usedById: null,
    usedAt: null,
  };
  run(
    db,
    'INSERT INTO invite_codes (id, code, createdById, createdAt, expiresAt) VALUES (?, ?, ?, ?, ?)',
    row.id,
    row.code,
    row.createdById,
    row.createdAt,
    row.expiresAt,
  );
  return row;
}

export function findInviteById(db: Db, id: string): InviteCodeRow | undefined {
  return one<InviteCodeRow>(db, 'SELECT * FROM invite_codes WHERE id = ?', id);
}

export function findInviteByCode(db: Db, code: string): InviteCodeRow | undefined {
  return one<InviteCodeRow>(db, 'SELECT * FROM invite_codes WHERE code = ?', code);
}

/** A code that signup may use: it exists, nobody used it and it has not expired. */
export function isUsableInvite(row: InviteCodeRow | undefined, now = Date.now()): row is InviteCodeRow {
  return row != null && row.usedById == null && (row.expiresAt == null || row.expiresAt > now);
}

export function markInviteUsed(db: Db, id: string, userId: string, now = Date.now()): void {
  run(db, 'UPDATE invite_codes SET usedById = ?, usedAt = ? WHERE id = ?', userId, now, id);
}

export function deleteInvite(db: Db, id: string): void {
  run(db, 'DELETE FROM invite_codes WHERE id = ?', id);
}

/** A user's codes, newest first, with Misskey's id/date pagination. */
export function invitesOf(
  db: Db,
  userId: string,
  page: { limit: number; sinceId?: string; untilId?: string; sinceDate?: number; untilDate?: number },
): InviteCodeRow[] {
  const where = ['createdById = ?'];
  const args: unknown[] = [userId];
  const bounds: Array<[unknown, string]> = [
    [page.sinceId, 'id > ?'],
    [page.untilId, 'id < ?'],
    [page.sinceDate, 'createdAt > ?'],
    [page.untilDate, 'createdAt < ?'],
  ];
  for (const [value, clause] of bounds) {
    if (value == null || value === '') continue;
    where.push(clause);
    args.push(value);
  }
  // with only a lower bound Misskey reads (and answers) oldest-first, like its other lists
  const ascending = (page.sinceId || page.sinceDate != null) && !page.untilId && page.untilDate == null;
  return all<InviteCodeRow>(
    db,
    `SELECT * FROM invite_codes WHERE ${where.join(' AND ')} ORDER BY id ${ascending ? 'ASC' : 'DESC'} LIMIT ?`,
    ...args,
    page.limit,
  );
}

export function packInviteCode(pc: PackContext, row: InviteCodeRow): entities.InviteCode {
  return {
    id: row.id,
    code: row.code,
    expiresAt: row.expiresAt != null ? new Date(row.expiresAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
    createdBy: row.createdById ? packUserLiteById(pc, row.createdById) : null,
    usedBy: row.usedById ? packUserLiteById(pc, row.usedById) : null,
    usedAt: row.usedAt != null ? new Date(row.usedAt).toISOString() : null,
    used: row.usedById != null,
  };
}
