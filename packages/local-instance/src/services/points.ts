// Points (Kumo's own, not Misskey's; on when the administrators enable them): earned for stated actions, kept as a history, each award told
// by a `point` notification that says why. The rules are few and fixed:
// - dailyNote: the first note of the day (UTC) earns 3;
// - reactionReceived: someone else's reaction to your note earns 1;
// - followed: a new follower earns 5, once per follower (following again earns nothing).
import type { Instance } from '../context.ts';
import { genId } from '../db/ids.ts';
import { one, run } from '../db/statement.ts';
import { instanceSettings } from './instance-settings.ts';
import { createNotification } from './notifications.ts';

export const POINT_RULES = { dailyNote: 3, reactionReceived: 1, followed: 5 } as const;
export type PointReason = keyof typeof POINT_RULES;

export interface PointRow {
  id: string;
  createdAt: number;
  userId: string;
  amount: number;
  reason: PointReason;
  otherUserId: string | null;
  noteId: string | null;
}

export function pointsEnabled(inst: Instance): boolean {
  return instanceSettings(inst.db).enablePoints;
}

function award(
  inst: Instance,
  userId: string,
  reason: PointReason,
  from: { otherUserId?: string | null; noteId?: string | null } = {},
): void {
  if (!pointsEnabled(inst)) return;
  const now = Date.now();
  const amount = POINT_RULES[reason];
  run(
    inst.db,
    `INSERT INTO user_points (id, createdAt, userId, amount, reason, otherUserId, noteId)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    genId(now),
    now,
    userId,
    amount,
    reason,
    from.otherUserId ?? null,
    from.noteId ?? null,
  );
  createNotification(inst, {
    notifieeId: userId,
    type: 'point',
    notifierId: from.otherUserId ?? null,
    noteId: from.noteId ?? null,
    extra: { point: amount, reason },
  });
}

/** A note was posted: the first of the (UTC) day earns dailyNote. */
export function pointsForNote(inst: Instance, userId: string, noteId: string, at = Date.now()): void {
  if (!pointsEnabled(inst)) return;
  const dayStart = at - (at % 86_400_000);
  const earned = one(
    inst.db,
    `SELECT 1 FROM user_points WHERE userId = ? AND reason = 'dailyNote' AND createdAt >= ?`,
    userId,
    dayStart,
  );
  if (!earned) award(inst, userId, 'dailyNote', { noteId });
}

/** Someone else reacted to a note. */
export function pointsForReaction(inst: Instance, authorId: string, reactorId: string, noteId: string): void {
  if (authorId !== reactorId) award(inst, authorId, 'reactionReceived', { otherUserId: reactorId, noteId });
}

/** A new follower, once per follower. */
export function pointsForFollower(inst: Instance, followeeId: string, followerId: string): void {
  if (!pointsEnabled(inst)) return;
  const before = one(
    inst.db,
    `SELECT 1 FROM user_points WHERE userId = ? AND reason = 'followed' AND otherUserId = ?`,
    followeeId,
    followerId,
  );
  if (!before) award(inst, followeeId, 'followed', { otherUserId: followerId });
}

export function pointBalance(inst: Instance, userId: string): number {
  return (
    one<{ total: number | null }>(
      inst.db,
      'SELECT SUM(amount) AS total FROM user_points WHERE userId = ?',
      userId,
    )?.total ?? 0
  );
}
