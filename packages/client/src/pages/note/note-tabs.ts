import type { entities } from 'misskey-js';

export type NoteTab = 'replies' | 'renotes' | 'reactions';

/** The tabs under a note: its replies always; renotes and reactions only when it has some. */
export function noteTabs(note: Pick<entities.Note, 'renoteCount' | 'reactions'>): NoteTab[] {
  const tabs: NoteTab[] = ['replies'];
  if (note.renoteCount > 0) tabs.push('renotes');
  if (reactionTypes(note).length > 0) tabs.push('reactions');
  return tabs;
}

/** The reactions of a note to pick from, most given first (ties keep the note's order). */
export function reactionTypes(note: Pick<entities.Note, 'reactions'>): Array<[string, number]> {
  return Object.entries(note.reactions)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
}
