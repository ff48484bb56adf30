// Channel mutes (Misskey 2026.7 `channels/mute/*`): a muted channel's notes, and renotes of and
// replies to them, leave the muter's home, local, social and global timelines; the channel's own
// timeline still shows them. A mute may end at a time (expiresAt, ms).
import type { Db } from '../db/open.ts';
import { genId } from '../db/ids.ts';
import type { NoteRow, UserRow } from '../db/rows.ts';
import { all, one, run } from '../db/statement.ts';
import type { ChannelRow } from './channels.ts';

const NOW_MS = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)";
const ACTIVE = `(cm.expiresAt IS NULL OR cm.expiresAt > ${NOW_MS})`;

export function isMutingChannel(db: Db, userId: string, channelId: string): boolean {
  return (
    one(
      db,
      `SELECT 1 FROM channel_muting cm WHERE cm.userId = ? AND cm.channelId = ? AND ${ACTIVE}`,
      userId,
      channelId,
    ) != null
  );
}

/** Mutes a channel; an earlier mute whose time is over is replaced. */
export function muteChannel(db: Db, userId: string, channelId: string, expiresAt: number | null): void {
  const now = Date.now();
  run(db, 'DELETE FROM channel_muting WHERE userId = ? AND channelId = ?', userId, channelId);
  run(
    db,
    'INSERT INTO channel_muting (id, createdAt, expiresAt, userId, channelId) VALUES (?, ?, ?, ?, ?)',
    genId(now),
    now,
    expiresAt,
    userId,
    channelId,
  );
}

export function unmuteChannel(db: Db, userId: string, channelId: string): void {
  run(db, 'DELETE FROM channel_muting WHERE userId = ? AND channelId = ?', userId, channelId);
}

/** The channels a user mutes now, the latest mute first. */
export function mutedChannels(db: Db, userId: string): ChannelRow[] {
  return all<ChannelRow>(
    db,
    `SELECT c.* FROM channel_muting cm JOIN channels c ON c.id = cm.channelId
     WHERE cm.userId = ? AND ${ACTIVE} ORDER BY cm.id DESC`,
    userId,
  );
}

/** SQL over `n` (and `@me`): the note is not in, nor renotes or replies to a note in, a muted channel. */
export function channelMutesSql(me: UserRow | null): string {
  if (!me) return '1 = 1';
  return `NOT EXISTS (SELECT 1 FROM channel_muting cm WHERE cm.userId = @me AND ${ACTIVE}
    AND (cm.channelId = n.channelId
      OR cm.channelId = (SELECT r.channelId FROM notes r WHERE r.id = n.renoteId)
      OR cm.channelId = (SELECT p.channelId FROM notes p WHERE p.id = n.replyId)))`;
}

/** The same test for one note (the streaming timelines). */
export function passesChannelMutes(db: Db, note: NoteRow, me: UserRow | null): boolean {
  if (!me) return true;
  return (
    one(db, `SELECT 1 FROM notes n WHERE n.id = @id AND ${channelMutesSql(me)}`, {
      id: note.id,
      me: me.id,
    }) != null
  );
}
