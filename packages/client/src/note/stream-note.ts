import type { entities } from 'misskey-js';

type Note = entities.Note & { reactionAndUserPairCache?: string[] };

/**
 * A note as the stream delivers it. Misskey packs stream notes for nobody, so `myReaction` is
 * missing; the note's `reactionAndUserPairCache` (`userId/reaction` of its latest reactions) tells
 * whether the current user reacted, as Misskey's own client reads it. The note it renotes or
 * replies to is read the same way.
 */
export function fromStream(note: Note, myId: string | null): entities.Note {
  if (!myId) return note;
  let out: Note = note;
  if (note.myReaction === undefined && note.reactionAndUserPairCache) {
    const mine = note.reactionAndUserPairCache.find((pair) => pair.startsWith(`${myId}/`));
    out = { ...out, myReaction: mine ? mine.slice(myId.length + 1) : null };
  }
  if (note.renote) out = { ...out, renote: fromStream(note.renote, myId) };
  if (note.reply) out = { ...out, reply: fromStream(note.reply, myId) };
  return out;
}
