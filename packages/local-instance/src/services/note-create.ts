import type { Instance } from '../context.ts';
import type { Db } from '../db/open.ts';
import { packContext } from '../context.ts';
import { genId } from '../db/ids.ts';
import type { DriveFileRow, NoteRow, UserRow, Visibility } from '../db/rows.ts';
import { one, run } from '../db/statement.ts';
import { packNote } from '../packing/note.ts';
import { extractFromMfm } from './mfm-extract.ts';
import { createNotification } from './notifications.ts';
import { pointsForNote } from './points.ts';
import { findUserById, findUserByUsername, touchUser } from './users.ts';
import type { ChannelRow } from './channels.ts';
import { touchChannel } from './channels.ts';
import { catchNoteInAntennas } from './antennas.ts';

export interface NewNote {
  text?: string | null;
  cw?: string | null;
  visibility?: Visibility;
  visibleUserIds?: string[];
  localOnly?: boolean;
  reactionAcceptance?: string | null;
  reply?: NoteRow | null;
  renote?: NoteRow | null;
  files?: DriveFileRow[];
  poll?: { choices: string[]; multiple: boolean; expiresAt: number | null } | null;
  createdAt?: number;
  /** A channel note is always public and local-only, and stays out of the ordinary timelines. */
  channel?: ChannelRow | null;
  /** Skip notifications and stream events (demo seed). */
  silent?: boolean;
}

export function isPureRenote(n: {
  renoteId: string | null;
  text: string | null;
  hasFiles: number;
  hasPoll: number;
}): boolean {
  return n.renoteId != null && n.text == null && !n.hasFiles && !n.hasPoll;
}

/** The accounts that mentions name, each once; mentions of no account here are left out. */
function usersMentioned(db: Db, mentions: ReturnType<typeof extractFromMfm>['mentions']): UserRow[] {
  const users: UserRow[] = [];
  for (const m of mentions) {
    if (m.host != null) continue;
    const u = findUserByUsername(db, m.username);
    if (u && !users.some((x) => x.id === u.id)) users.push(u);
  }
  return users;
}

/** How many accounts a note's text and CW mention (what Misskey's mentionLimit counts). */
export function countMentionedUsers(db: Db, text: string | null, cw: string | null): number {
  return usersMentioned(db, extractFromMfm(text, cw).mentions).length;
}

/** Stores a note, then notifies mentioned/replied/renoted users and publishes it to the streams. */
export function createNote(inst: Instance, user: UserRow, data: NewNote): NoteRow {
  const db = inst.db;
  const createdAt = data.createdAt ?? Date.now();
  let text = data.text?.trim() ?? null;
  if (text === '') text = null;
  const cw = data.cw != null && data.cw !== '' ? data.cw : null;
  let visibility: Visibility = data.visibility ?? 'public';
  let localOnly = data.localOnly ?? false;
  const reply = data.reply ?? null;
  const renote = data.renote ?? null;
  if (reply && reply.visibility !== 'public' && visibility === 'public') visibility = 'home';
  if (renote?.localOnly || reply?.localOnly) localOnly = true;
  const channel = data.channel ?? null;
  if (channel) {
    visibility = 'public';
    localOnly = true;
  }

  const extracted = extractFromMfm(text, cw);
  const mentionedUsers = usersMentioned(db, extracted.mentions);
  // as Misskey: the author of the note replied to counts as mentioned (a specified reply reaches them)
  if (reply && reply.userId !== user.id && !mentionedUsers.some((x) => x.id === reply.userId)) {
    const author = findUserById(db, reply.userId);
    if (author) mentionedUsers.push(author);
  }
  let visibleUserIds: string[] = [];
  if (visibility === 'specified') {
    visibleUserIds = [
      ...new Set([...(data.visibleUserIds ?? []), ...mentionedUsers.map((u) => u.id)]),
    ].filter((id) => id !== user.id && findUserById(db, id) != null);
  }
  const files = data.files ?? [];
  const row: NoteRow = {
    id: genId(createdAt),
    createdAt,
    userId: user.id,
    text,
    cw,
    visibility,
    visibleUserIds: JSON.stringify(visibleUserIds),
    mentions: JSON.stringify(mentionedUsers.map((u) => u.id)),
    tags: JSON.stringify(extracted.hashtags),
    emojis: JSON.stringify(extracted.emojis),
    fileIds: JSON.stringify(files.map((f) => f.id)),
    hasFiles: files.length > 0 ? 1 : 0,
    hasPoll: data.poll ? 1 : 0,
    replyId: reply?.id ?? null,
    replyUserId: reply?.userId ?? null,
    renoteId: renote?.id ?? null,
    renoteUserId: renote?.userId ?? null,
    isPureRenote: 0,
    localOnly: localOnly ? 1 : 0,
    reactionAcceptance: data.reactionAcceptance ?? null,
    channelId: channel?.id ?? null,
  };
  row.isPureRenote = isPureRenote(row) ? 1 : 0;

  db.transaction(() => {
    run(
      db,
      `INSERT INTO notes (id, createdAt, userId, text, cw, visibility, visibleUserIds, mentions, tags, emojis, fileIds,
        hasFiles, hasPoll, replyId, replyUserId, renoteId, renoteUserId, isPureRenote, localOnly, reactionAcceptance, channelId)
       VALUES (@id, @createdAt, @userId, @text, @cw, @visibility, @visibleUserIds, @mentions, @tags, @emojis, @fileIds,
        @hasFiles, @hasPoll, @replyId, @replyUserId, @renoteId, @renoteUserId, @isPureRenote, @localOnly, @reactionAcceptance, @channelId)`,
      row,
    );
    if (data.poll) {
      run(
        db,
        'INSERT INTO polls (noteId, choices, multiple, expiresAt, endNotified) VALUES (?, ?, ?, ?, 0)',
        row.id,
        JSON.stringify(data.poll.choices),
        data.poll.multiple ? 1 : 0,
        data.poll.expiresAt,
      );
    }
    if (channel) touchChannel(db, channel.id, createdAt);
  })();

  const antennaIds = catchNoteInAntennas(inst, row, user);
  if (data.silent) return row;
  for (const antennaId of antennaIds) inst.events.emit('antennaNote', antennaId, row);
  touchUser(db, user.id);
  publishNoteSideEffects(inst, user, row, reply, renote, mentionedUsers);
  pointsForNote(inst, user.id, row.id, createdAt);
  return row;
}

function publishNoteSideEffects(
  inst: Instance,
  user: UserRow,
  note: NoteRow,
  reply: NoteRow | null,
  renote: NoteRow | null,
  mentionedUsers: UserRow[],
): void {
  const db = inst.db;
  const packFor = (userId: string) => (origin: string) => {
    const viewer = findUserById(db, userId) ?? null;
    return packNote(packContext(inst, origin, viewer), note, { withReactionAndUserPairCache: true });
  };
  const notified = new Set<string>([user.id]);

  if (reply && !notified.has(reply.userId)) {
    notified.add(reply.userId);
    createNotification(inst, {
      notifieeId: reply.userId,
      type: 'reply',
      notifierId: user.id,
      noteId: note.id,
    });
    inst.events.emit('main', reply.userId, 'reply', packFor(reply.userId));
  }
  if (renote && renote.userId !== user.id) {
    const pure = note.isPureRenote === 1;
    if (!notified.has(renote.userId)) {
      notified.add(renote.userId);
      createNotification(inst, {
        notifieeId: renote.userId,
        type: pure ? 'renote' : 'quote',
        notifierId: user.id,
        noteId: note.id,
      });
    }
    if (pure) inst.events.emit('main', renote.userId, 'renote', packFor(renote.userId));
  }
  for (const m of mentionedUsers) {
    if (note.visibility === 'specified' && !JSON.parse(note.visibleUserIds).includes(m.id)) continue;
    inst.events.emit('main', m.id, 'mention', packFor(m.id));
    if (notified.has(m.id)) continue;
    notified.add(m.id);
    createNotification(inst, { notifieeId: m.id, type: 'mention', notifierId: user.id, noteId: note.id });
  }
  inst.events.emit('note', note);
}

export function findNoteById(inst: Instance, id: string): NoteRow | undefined {
  return one<NoteRow>(inst.db, 'SELECT * FROM notes WHERE id = ?', id);
}
