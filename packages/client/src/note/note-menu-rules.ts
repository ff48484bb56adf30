/** Which entries the note menu ("…", right-click) shows, by who is looking (Misskey's rules). */

export type NoteMenuKey =
  | 'details'
  | 'copyContent'
  | 'copyLink'
  | 'copyRemoteLink'
  | 'translate'
  | 'favorite'
  | 'unfavorite'
  | 'clip'
  | 'muteThread'
  | 'unmuteThread'
  | 'pin'
  | 'unpin'
  | 'author'
  | 'report'
  | 'deleteAndEdit'
  | 'delete';

export type NoteMenuEntry = NoteMenuKey | 'divider';

export interface NoteMenuViewer {
  id: string;
  isAdmin: boolean;
  isModerator: boolean;
  pinnedNoteIds: readonly string[];
  /** The server translates notes for this viewer (meta translatorAvailable, role canUseTranslator). */
  canTranslate?: boolean;
}

export interface NoteMenuNote {
  id: string;
  userId: string;
  text: string | null;
  /** Where the note lives on its own server (remote notes only). */
  url?: string | null;
  uri?: string | null;
}

/** What notes/state said about the note for the viewer; null when it could not be read. */
export interface NoteMenuState {
  isFavorited: boolean;
  isMutedThread: boolean;
}

/** Drops dividers at either end and doubled ones, so the groups read cleanly whatever is hidden. */
function tidy(entries: NoteMenuEntry[]): NoteMenuEntry[] {
  const out: NoteMenuEntry[] = [];
  for (const e of entries) {
    if (e === 'divider' && (out.length === 0 || out[out.length - 1] === 'divider')) continue;
    out.push(e);
  }
  while (out[out.length - 1] === 'divider') out.pop();
  return out;
}

/**
 * The note menu: the note's page and copying for everyone; favorite, clip and thread muting for any
 * signed-in viewer; pin and delete-and-edit for the author; the author's submenu (mute, block,
 * report them) and report for everyone but the author; delete for the author and for moderators.
 */
export function noteMenuEntries(
  note: NoteMenuNote,
  viewer: NoteMenuViewer | null,
  state: NoteMenuState | null,
): NoteMenuEntry[] {
  const entries: NoteMenuEntry[] = ['details', 'divider'];
  if (note.text) entries.push('copyContent');
  entries.push('copyLink');
  const remote = note.url ?? note.uri;
  if (remote) entries.push('copyRemoteLink');
  if (!viewer) return tidy(entries);
  if (note.text && viewer.canTranslate) entries.push('translate');

  const own = note.userId === viewer.id;
  entries.push('divider');
  entries.push(state?.isFavorited ? 'unfavorite' : 'favorite');
  entries.push('clip');
  entries.push(state?.isMutedThread ? 'unmuteThread' : 'muteThread');
  if (own) entries.push(viewer.pinnedNoteIds.includes(note.id) ? 'unpin' : 'pin');
  if (!own) entries.push('divider', 'author', 'report');
  if (own || viewer.isAdmin || viewer.isModerator) {
    entries.push('divider');
    if (own) entries.push('deleteAndEdit');
    entries.push('delete');
  }
  return tidy(entries);
}
