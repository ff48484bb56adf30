import type { entities } from 'misskey-js';
import type { NoteMenuSession } from './note-menu-session.ts';

// The note menu (and its clip, report and edit parts) loads when first opened, not with the timeline.
const loadNoteMenu = () => import('./note-menu.tsx');

/** Opens the note menu under its button (see note-menu.tsx). */
export async function openNoteMenu(note: entities.Note, session: NoteMenuSession, anchor: HTMLElement) {
  const menu = await loadNoteMenu();
  await menu.openNoteMenu(note, session, anchor);
}

/** Opens the note menu where the note was right-clicked or long-pressed (see note-menu.tsx). */
export async function openNoteContextMenu(
  note: entities.Note,
  session: NoteMenuSession,
  event: { clientX: number; clientY: number },
) {
  const point = { clientX: event.clientX, clientY: event.clientY };
  const menu = await loadNoteMenu();
  await menu.openNoteContextMenu(note, session, point);
}
