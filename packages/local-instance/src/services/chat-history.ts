// chat/history: the latest message of each of a user's conversations, newest first.
import type { Instance } from '../context.ts';
import type { ChatMessageRow } from '../db/rows.ts';
import { all } from '../db/statement.ts';

/** 1:1 conversations, leaving out users the reader mutes (as Misskey's history does). */
export function userHistory(inst: Instance, meId: string, limit: number): ChatMessageRow[] {
  return all<ChatMessageRow>(
    inst.db,
    `SELECT m.* FROM chat_messages m WHERE m.id IN (
       SELECT MAX(id) FROM chat_messages
       WHERE toRoomId IS NULL AND (fromUserId = @me OR toUserId = @me)
       GROUP BY CASE WHEN fromUserId = @me THEN toUserId ELSE fromUserId END)
     AND m.fromUserId NOT IN (SELECT mu.muteeId FROM muting mu WHERE mu.muterId = @me AND (mu.expiresAt IS NULL OR mu.expiresAt > @now))
     AND m.toUserId NOT IN (SELECT mu.muteeId FROM muting mu WHERE mu.muterId = @me AND (mu.expiresAt IS NULL OR mu.expiresAt > @now))
     ORDER BY m.id DESC LIMIT @limit`,
    { me: meId, limit, now: Date.now() },
  );
}

/** The rooms the reader owns or is a member of. */
export function roomHistory(inst: Instance, meId: string, limit: number): ChatMessageRow[] {
  return all<ChatMessageRow>(
    inst.db,
    `SELECT m.* FROM chat_messages m WHERE m.id IN (
       SELECT MAX(id) FROM chat_messages
       WHERE toRoomId IN (SELECT roomId FROM chat_room_memberships WHERE userId = @me)
          OR toRoomId IN (SELECT id FROM chat_rooms WHERE ownerId = @me)
       GROUP BY toRoomId)
     ORDER BY m.id DESC LIMIT @limit`,
    { me: meId, limit },
  );
}
