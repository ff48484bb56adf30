import type { entities } from 'misskey-js';

/**
 * How many levels of replies a note's page draws under it: its direct replies, their replies, and
 * the replies to those. Each level is indented, and a fourth would leave a 390 px phone too narrow a
 * column for the text; deeper replies are one "Continue this thread" away, on the page of the note
 * where the tree stops (Misskey, too, stops its tree at a depth and links on).
 */
export const REPLY_TREE_DEPTH = 3;

/** The direct replies are read as Misskey's note page reads them: 30 at a time. */
export const DIRECT_REPLIES_PAGE = 30;

/** Deeper levels start short, so a busy thread stays readable; "Show more replies" reads on. */
export const NESTED_REPLIES_PAGE = 5;

/** What is drawn under a reply in the tree. */
export type UnderReply = 'replies' | 'continue' | 'nothing';

/**
 * Under a note at `level` of the tree (1: a direct reply to the page's note): its own replies while
 * the tree is not yet `REPLY_TREE_DEPTH` deep, else a link to continue on its page. A note nobody
 * answered or quoted has nothing under it, and nothing is read for it.
 */
export function underReply(
  note: Pick<entities.Note, 'repliesCount' | 'renoteCount'>,
  level: number,
): UnderReply {
  if (note.repliesCount === 0 && note.renoteCount === 0) return 'nothing';
  if (level < REPLY_TREE_DEPTH) return 'replies';
  return note.repliesCount > 0 ? 'continue' : 'nothing';
}

/** How many replies one read of a level asks for (level 1: the page's note's direct replies). */
export function repliesPageSize(level: number): number {
  return level <= 1 ? DIRECT_REPLIES_PAGE : NESTED_REPLIES_PAGE;
}
