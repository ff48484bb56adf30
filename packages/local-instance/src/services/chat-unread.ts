// Unread chat, kept as Misskey keeps it in Redis: a marker per reader and conversation (the latest
// message they have not read), and the reader's list of conversations with news (`listed`), which
// `i.hasUnreadChatMessages` reads and chat/read-all empties (the markers stay, as upstream).
import type { Instance } from '../context.ts';
import { all, one, run } from '../db/statement.ts';

export const userSource = (otherId: string) => `user:${otherId}`;
export const roomSource = (roomId: string) => `room:${roomId}`;

/** A new message `messageId` from `source` that `readerId` has not read. */
export function markUnread(inst: Instance, readerId: string, source: string, messageId: string): void {
  run(
    inst.db,
    `INSERT INTO chat_unread (userId, source, messageId, listed) VALUES (?, ?, ?, 1)
     ON CONFLICT (userId, source) DO UPDATE SET messageId = excluded.messageId, listed = 1`,
    readerId,
    source,
    messageId,
  );
}

/** `readerId` has read the conversation (its timeline, or `read` on its stream channel). */
export function markRead(inst: Instance, readerId: string, source: string): void {
  run(inst.db, 'DELETE FROM chat_unread WHERE userId = ? AND source = ?', readerId, source);
}

/** chat/read-all: the list of conversations with news is emptied. */
export function markAllListedRead(inst: Instance, readerId: string): void {
  run(inst.db, 'UPDATE chat_unread SET listed = 0 WHERE userId = ?', readerId);
}

export function isUnread(inst: Instance, readerId: string, source: string): boolean {
  return one(inst.db, 'SELECT 1 FROM chat_unread WHERE userId = ? AND source = ?', readerId, source) != null;
}

/** `i.hasUnreadChatMessages`. */
export function hasUnreadChat(inst: Instance, readerId: string): boolean {
  return one(inst.db, 'SELECT 1 FROM chat_unread WHERE userId = ? AND listed = 1 LIMIT 1', readerId) != null;
}

/** Which of `sources` `readerId` has read (chat/history's `isRead`). */
export function readStates(inst: Instance, readerId: string, sources: string[]): Map<string, boolean> {
  const unread = new Set(
    all<{ source: string }>(inst.db, 'SELECT source FROM chat_unread WHERE userId = ?', readerId).map(
      (r) => r.source,
    ),
  );
  return new Map(sources.map((s) => [s, !unread.has(s)]));
}
