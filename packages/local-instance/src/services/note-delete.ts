import type { Instance } from '../context.ts';
import type { NoteRow } from '../db/rows.ts';
import { all, run } from '../db/statement.ts';

/** Deletes a note; its replies, renotes and quotes go with it (as Misskey's foreign keys cascade). */
export function deleteNote(inst: Instance, note: NoteRow): void {
  const deletedAt = new Date().toISOString();
  const ids: string[] = [];
  const queue = [note.id];
  while (queue.length > 0) {
    const id = queue.shift()!;
    ids.push(id);
    for (const child of all<{ id: string }>(
      inst.db,
      'SELECT id FROM notes WHERE replyId = ? OR renoteId = ?',
      id,
      id,
    ))
      queue.push(child.id);
  }
  run(inst.db, 'DELETE FROM notes WHERE id = ?', note.id);
  for (const id of ids) inst.events.emit('noteUpdated', id, { type: 'deleted', body: { deletedAt } });
}
