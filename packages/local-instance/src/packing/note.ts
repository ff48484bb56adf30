import type { entities } from 'misskey-js';
import type { PackContext } from '../context.ts';
import type { DriveFileRow, NoteRow, PollRow } from '../db/rows.ts';
import { all, one, parseJson } from '../db/statement.ts';
import { canSeeNote } from '../services/visibility.ts';
import { packDriveFile } from './drive-file.ts';
import { findChannel, packNoteChannel } from '../services/channels.ts';
import { getUser, packUserLite } from './user.ts';

function channelOf(pc: PackContext, channelId: string): entities.Note['channel'] {
  const row = findChannel(pc.inst.db, channelId);
  return row ? packNoteChannel(row) : null;
}

export function findNote(pc: PackContext, id: string): NoteRow | undefined {
  return one<NoteRow>(pc.inst.db, 'SELECT * FROM notes WHERE id = ?', id);
}

function packPoll(pc: PackContext, note: NoteRow): entities.Note['poll'] {
  const poll = one<PollRow>(pc.inst.db, 'SELECT * FROM polls WHERE noteId = ?', note.id);
  if (!poll) return undefined;
  const choices = parseJson<string[]>(poll.choices, []);
  const votes = new Map(
    all<{ choice: number; c: number }>(
      pc.inst.db,
      'SELECT choice, COUNT(*) AS c FROM poll_votes WHERE noteId = ? GROUP BY choice',
      note.id,
    ).map((r) => [r.choice, r.c]),
  );
  const mine = new Set(
    pc.me
      ? all<{ choice: number }>(
          pc.inst.db,
          'SELECT choice FROM poll_votes WHERE noteId = ? AND userId = ?',
          note.id,
          pc.me.id,
        ).map((r) => r.choice)
      : [],
  );
  return {
    multiple: !!poll.multiple,
    expiresAt: poll.expiresAt != null ? new Date(poll.expiresAt).toISOString() : null,
    choices: choices.map((text, i) => ({ text, votes: votes.get(i) ?? 0, isVoted: mine.has(i) })),
  };
}

export function reactionsOf(pc: PackContext, noteId: string): Record<string, number> {
  const rows = all<{ reaction: string; c: number }>(
    pc.inst.db,
    'SELECT reaction, COUNT(*) AS c, MIN(id) AS first FROM reactions WHERE noteId = ? GROUP BY reaction ORDER BY c DESC, first ASC',
    noteId,
  );
  const out: Record<string, number> = {};
  for (const r of rows) out[r.reaction] = r.c;
  return out;
}

export function packFilesOf(pc: PackContext, note: NoteRow): entities.DriveFile[] {
  const ids = parseJson<string[]>(note.fileIds, []);
  const files: entities.DriveFile[] = [];
  for (const id of ids) {
    const row = one<DriveFileRow>(pc.inst.db, 'SELECT * FROM drive_files WHERE id = ?', id);
    if (row) files.push(packDriveFile(pc, row));
  }
  return files;
}

/**
 * Packs a note as Misskey's NoteEntityService does: `detail` adds the reply (not detailed), the
 * renote (detailed), the poll and the viewer's reaction. Notes the viewer may not see come back
 * with `isHidden: true` and their contents removed.
 */
/** Misskey keeps the latest reactions with their users on each note, for notes sent over the stream. */
const REACTION_PAIR_CACHE_SIZE = 16;

export interface PackNoteOptions {
  detail?: boolean;
  /**
   * For the stream, as Misskey's notes stream: `reactionAndUserPairCache` (`userId/reaction` of the
   * latest reactions) lets a client that packed nothing for its user find its own reaction.
   */
  withReactionAndUserPairCache?: boolean;
}

export function packNote(pc: PackContext, note: NoteRow, opts: PackNoteOptions = {}): entities.Note {
  const detail = opts.detail ?? true;
  const pairs = opts.withReactionAndUserPairCache;
  const user = getUser(pc, note.userId);
  if (!user) throw new Error(`author of note ${note.id} not found`);
  const reactions = reactionsOf(pc, note.id);
  const reactionCount = Object.values(reactions).reduce((a, b) => a + b, 0);
  const counts = one<{ replies: number; renotes: number }>(
    pc.inst.db,
    `SELECT (SELECT COUNT(*) FROM notes WHERE replyId = @id) AS replies,
            (SELECT COUNT(*) FROM notes WHERE renoteId = @id) AS renotes`,
    { id: note.id },
  ) ?? { replies: 0, renotes: 0 };
  const mentions = parseJson<string[]>(note.mentions, []);
  const tags = parseJson<string[]>(note.tags, []);
  const fileIds = parseJson<string[]>(note.fileIds, []);
  const packed: entities.Note = {
    id: note.id,
    createdAt: new Date(note.createdAt).toISOString(),
    userId: note.userId,
    user: packUserLite(pc, user),
    text: note.text,
    cw: note.cw,
    visibility: note.visibility,
    localOnly: !!note.localOnly,
    reactionAcceptance: note.reactionAcceptance as entities.Note['reactionAcceptance'],
    renoteCount: counts.renotes,
    repliesCount: counts.replies,
    reactionCount,
    reactions,
    reactionEmojis: {},
    fileIds,
    files: packFilesOf(pc, note),
    replyId: note.replyId,
    renoteId: note.renoteId,
    channelId: note.channelId,
    ...(note.channelId ? { channel: channelOf(pc, note.channelId) } : {}),
    ...(note.visibility === 'specified'
      ? { visibleUserIds: parseJson<string[]>(note.visibleUserIds, []) }
      : {}),
    ...(mentions.length > 0 ? { mentions } : {}),
    ...(tags.length > 0 ? { tags } : {}),
    ...(note.hasPoll ? { hasPoll: true } : {}),
    ...(pairs
      ? {
          reactionAndUserPairCache: all<{ userId: string; reaction: string }>(
            pc.inst.db,
            'SELECT userId, reaction FROM reactions WHERE noteId = ? ORDER BY id DESC LIMIT ?',
            note.id,
            REACTION_PAIR_CACHE_SIZE,
          ).map((r) => `${r.userId}/${r.reaction}`),
        }
      : {}),
  };
  if (detail) {
    packed.clippedCount =
      one<{ c: number }>(pc.inst.db, 'SELECT COUNT(*) AS c FROM clip_notes WHERE noteId = ?', note.id)?.c ??
      0;
    if (note.replyId) {
      const reply = findNote(pc, note.replyId);
      if (reply) packed.reply = packNote(pc, reply, { detail: false, withReactionAndUserPairCache: pairs });
    }
    if (note.renoteId) {
      const renote = findNote(pc, note.renoteId);
      if (renote) packed.renote = packNote(pc, renote, { detail: true, withReactionAndUserPairCache: pairs });
    }
    if (note.hasPoll) packed.poll = packPoll(pc, note);
    if (pc.me && reactionCount > 0) {
      packed.myReaction =
        one<{ reaction: string }>(
          pc.inst.db,
          'SELECT reaction FROM reactions WHERE noteId = ? AND userId = ?',
          note.id,
          pc.me.id,
        )?.reaction ?? null;
    }
  }
  if (!canSeeNote(pc.inst.db, note, pc.me)) {
    packed.isHidden = true;
    packed.text = null;
    packed.cw = null;
    packed.fileIds = [];
    packed.files = [];
    delete packed.poll;
    delete packed.visibleUserIds;
  }
  return packed;
}

export function packNotes(pc: PackContext, notes: NoteRow[]): entities.Note[] {
  return notes.map((n) => packNote(pc, n));
}
