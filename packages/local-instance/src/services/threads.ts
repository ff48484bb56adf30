import type { Db } from '../db/open.ts';
import { one } from '../db/statement.ts';

/**
 * The thread a note belongs to, as Misskey's threadId: the id of the first note of its reply chain
 * (the note itself when it is not a reply). A chain whose start was deleted ends at the last note found.
 */
export function threadIdOf(db: Db, noteId: string): string {
  let id = noteId;
  const seen = new Set<string>();
  for (;;) {
    seen.add(id);
    const row = one<{ replyId: string | null }>(db, 'SELECT replyId FROM notes WHERE id = ?', id);
    if (!row?.replyId || seen.has(row.replyId)) return id;
    if (!one(db, 'SELECT 1 FROM notes WHERE id = ?', row.replyId)) return id;
    id = row.replyId;
  }
}

export function isThreadMuted(db: Db, userId: string, noteId: string): boolean {
  const threadId = threadIdOf(db, noteId);
  return (
    one(db, 'SELECT 1 FROM note_thread_mutings WHERE userId = ? AND threadId = ?', userId, threadId) != null
  );
}
