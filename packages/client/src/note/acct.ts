import type { entities } from 'misskey-js';

/** A pure renote has a renote target and nothing of its own. */
export function isPureRenote(note: entities.Note): note is entities.Note & { renote: entities.Note } {
  return !!note.renote && !note.text && !note.cw && note.files?.length === 0 && !note.poll;
}
