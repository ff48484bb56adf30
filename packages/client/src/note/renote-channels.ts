/** Which channels the renote menu offers to renote a note into (Misskey's rules). */

export interface RenoteChannel {
  id: string;
  name: string;
  isArchived?: boolean;
}

export interface RenotedNote {
  visibility: string;
  channel?: { id: string; allowRenoteToExternal: boolean } | null;
}

/**
 * The channels `note` may be renoted into, from mine (favourites and followed, in that order): none
 * for a note that is not public or home; an archived channel takes no notes; a note of a channel that
 * keeps its renotes inside only goes to that channel.
 */
export function renoteChannelChoices<C extends RenoteChannel>(note: RenotedNote, mine: readonly C[]): C[] {
  if (note.visibility !== 'public' && note.visibility !== 'home') return [];
  const open = mine.filter((c) => !c.isArchived);
  const from = note.channel;
  if (from && !from.allowRenoteToExternal) return open.filter((c) => c.id === from.id);
  return open;
}
