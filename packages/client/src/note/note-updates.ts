import type { entities } from 'misskey-js';
import { normalizeReaction, sameReaction } from '@/emoji/index.ts';

type Note = entities.Note;

export type NoteUpdate =
  | {
      type: 'reacted';
      body: { reaction: string; emoji?: { name: string; url: string } | null; userId: string };
    }
  | { type: 'unreacted'; body: { reaction: string; userId: string } }
  | { type: 'pollVoted'; body: { choice: number; userId: string } }
  | { type: 'deleted'; body: { deletedAt: string } };

/** The key a note already counts this reaction under, or the reaction's normal form. */
function reactionKeyIn(note: Note, reaction: string): string {
  return Object.keys(note.reactions).find((k) => sameReaction(k, reaction)) ?? normalizeReaction(reaction);
}

/**
 * How a captured note changes when the stream reports `noteUpdated` (spec P2 §4). `myId` tells
 * whether the change is the current user's own (their reaction or vote).
 */
export function applyNoteUpdate(note: Note, update: NoteUpdate, myId: string | null): Note {
  switch (update.type) {
    case 'reacted': {
      const { emoji, userId } = update.body;
      const reaction = reactionKeyIn(note, update.body.reaction);
      const mine = userId === myId;
      // our own optimistic change already counted (`:name:` sent, `:name@.:` reported back)
      if (mine && sameReaction(note.myReaction, reaction)) return note;
      const reactions = { ...note.reactions, [reaction]: (note.reactions[reaction] ?? 0) + 1 };
      const reactionEmojis = emoji
        ? { ...note.reactionEmojis, [emoji.name]: emoji.url }
        : note.reactionEmojis;
      return {
        ...note,
        reactions,
        reactionEmojis,
        reactionCount: note.reactionCount + 1,
        myReaction: mine ? reaction : note.myReaction,
      };
    }
    case 'unreacted': {
      const { userId } = update.body;
      const reaction = reactionKeyIn(note, update.body.reaction);
      const mine = userId === myId;
      if (mine && !sameReaction(note.myReaction, reaction)) return note;
      const left = (note.reactions[reaction] ?? 0) - 1;
      const reactions = { ...note.reactions };
      if (left > 0) reactions[reaction] = left;
      else delete reactions[reaction];
      return {
        ...note,
        reactions,
        reactionCount: Math.max(0, note.reactionCount - 1),
        myReaction: mine ? null : note.myReaction,
      };
    }
    case 'pollVoted': {
      if (!note.poll) return note;
      const { choice, userId } = update.body;
      const mine = userId === myId;
      // our own vote, already counted when the server accepted it
      if (mine && note.poll.choices[choice]?.isVoted) return note;
      const choices = note.poll.choices.map((c, i) =>
        i === choice ? { ...c, votes: c.votes + 1, isVoted: mine ? true : c.isVoted } : c,
      );
      return { ...note, poll: { ...note.poll, choices } };
    }
    case 'deleted':
      return { ...note, deletedAt: update.body.deletedAt };
    default:
      return note;
  }
}
