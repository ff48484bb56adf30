import type { Instance } from '../context.ts';
import type { EmojiRow } from '../db/rows.ts';

/** Removes custom emoji and their images. */
export function deleteEmojis(inst: Instance, rows: readonly EmojiRow[]): void {
  const remove = inst.db.prepare('DELETE FROM emojis WHERE id = ?');
  inst.db.transaction(() => rows.forEach((r) => remove.run(r.id)))();
  for (const r of rows) inst.files.delete(r.fileKey);
}
