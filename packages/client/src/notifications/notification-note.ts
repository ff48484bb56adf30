import type { entities } from 'misskey-js';
import { excerptNote } from './notification-text.ts';
import { noteOf, type KumoNotification } from './notification-types.ts';

/** The types whose note is someone's own writing to the user: drawn whole, to be answered there. */
const ANSWERABLE_TYPES: ReadonlySet<string> = new Set(['reply', 'mention', 'quote']);

export type NotificationNote =
  | { kind: 'full'; note: entities.Note }
  | { kind: 'compact'; note: entities.Note }
  | { kind: 'deleted' }
  | { kind: 'none' };

/**
 * How a notification shows the note it concerns: a reply, mention or quote as the note itself with
 * its actions (as Misskey's list does); a reaction, renote, ended poll and the like as a short excerpt
 * of the user's note (for a renote, the note that was renoted); a note gone from the server as a
 * line saying so; a notification about no note with nothing.
 */
export function notificationNote(n: KumoNotification): NotificationNote {
  const aboutNote = 'note' in n;
  const note = ANSWERABLE_TYPES.has(n.type) ? noteOf(n) : excerptNote(n);
  if (!note) return aboutNote ? { kind: 'deleted' } : { kind: 'none' };
  if (note.deletedAt) return { kind: 'deleted' };
  return { kind: ANSWERABLE_TYPES.has(n.type) ? 'full' : 'compact', note };
}
