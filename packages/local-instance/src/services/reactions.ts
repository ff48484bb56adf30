import { pointsForReaction } from './points.ts';
import type { Instance } from '../context.ts';
import { genId } from '../db/ids.ts';
import type { EmojiRow, NoteRow, UserRow } from '../db/rows.ts';
import { one, run } from '../db/statement.ts';
import { ApiError } from '../api/errors.ts';
import { createNotification } from './notifications.ts';
import { touchUser } from './users.ts';

export const FALLBACK_REACTION = '❤';

const ALREADY_REACTED = {
  message: 'You are already reacting to that note.',
  code: 'ALREADY_REACTED',
  id: '71efcf98-86d6-4e2b-b2ad-9d032369366b',
};
const NOT_REACTED = {
  message: 'You are not reacting to that note.',
  code: 'NOT_REACTED',
  id: '92f4426d-4196-4125-aa5b-02943e2ec8fc',
};

function findEmoji(inst: Instance, name: string): EmojiRow | undefined {
  return one<EmojiRow>(inst.db, 'SELECT * FROM emojis WHERE name = ?', name);
}

/** Turns what the client sent into the stored reaction: a unicode emoji or `:name@.:` (`:name:` is accepted too). */
export function normalizeReaction(
  inst: Instance,
  reaction: string,
  note: NoteRow,
): { reaction: string; emoji: EmojiRow | null } {
  if (note.reactionAcceptance === 'likeOnly') return { reaction: FALLBACK_REACTION, emoji: null };
  const custom = /^:([\w+-]+)(?:@\.)?:$/.exec(reaction.trim());
  if (custom?.[1]) {
    const emoji = findEmoji(inst, custom[1]);
    if (!emoji) return { reaction: FALLBACK_REACTION, emoji: null };
    if (emoji.isSensitive && note.reactionAcceptance?.startsWith('nonSensitiveOnly'))
      return { reaction: FALLBACK_REACTION, emoji: null };
    return { reaction: `:${emoji.name}@.:`, emoji };
  }
  const r = reaction.trim();
  if (r.length > 0 && [...r].length <= 16 && /\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(r)) {
    // as Misskey stores it: without the variation selector, unless it is a joined sequence
    return { reaction: r.includes('\u200d') ? r : r.replace(/\ufe0f/g, ''), emoji: null };
  }
  return { reaction: FALLBACK_REACTION, emoji: null };
}

export function createReaction(
  inst: Instance,
  user: UserRow,
  note: NoteRow,
  input: string,
  opts: { createdAt?: number; silent?: boolean } = {},
): string {
  const { reaction, emoji } = normalizeReaction(inst, input, note);
  const existing = one<{ reaction: string }>(
    inst.db,
    'SELECT reaction FROM reactions WHERE noteId = ? AND userId = ?',
    note.id,
    user.id,
  );
  if (existing) {
    if (existing.reaction === reaction) throw new ApiError(ALREADY_REACTED);
    deleteReaction(inst, user, note, opts);
  }
  const createdAt = opts.createdAt ?? Date.now();
  run(
    inst.db,
    'INSERT INTO reactions (id, createdAt, noteId, userId, reaction) VALUES (?, ?, ?, ?, ?)',
    genId(createdAt),
    createdAt,
    note.id,
    user.id,
    reaction,
  );
  if (opts.silent) return reaction;
  touchUser(inst.db, user.id);
  inst.events.emit('noteUpdated', note.id, {
    type: 'reacted',
    body: {
      reaction,
      emoji: emoji ? { name: `${emoji.name}@.`, url: `/emoji/${emoji.name}.webp` } : null,
      userId: user.id,
    },
  });
  createNotification(inst, {
    notifieeId: note.userId,
    type: 'reaction',
    notifierId: user.id,
    noteId: note.id,
    reaction,
  });
  pointsForReaction(inst, note.userId, user.id, note.id);
  return reaction;
}

export function deleteReaction(
  inst: Instance,
  user: UserRow,
  note: NoteRow,
  opts: { silent?: boolean } = {},
): void {
  const existing = one<{ id: string; reaction: string }>(
    inst.db,
    'SELECT id, reaction FROM reactions WHERE noteId = ? AND userId = ?',
    note.id,
    user.id,
  );
  if (!existing) throw new ApiError(NOT_REACTED);
  run(inst.db, 'DELETE FROM reactions WHERE id = ?', existing.id);
  if (opts.silent) return;
  inst.events.emit('noteUpdated', note.id, {
    type: 'unreacted',
    body: { reaction: existing.reaction, userId: user.id },
  });
}
