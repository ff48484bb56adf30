// Channels: topic rooms whose notes stay out of the ordinary timelines.
import type { entities } from 'misskey-js';
import type { PackContext } from '../context.ts';
import type { Db } from '../db/open.ts';
import type { DriveFileRow, NoteRow, UserRow } from '../db/rows.ts';
import { all, one, parseJson, run } from '../db/statement.ts';
import { genId } from '../db/ids.ts';
import { fileUrl } from '../packing/drive-file.ts';
import { isMutingChannel } from './channel-mutes.ts';
import type { Page } from './timelines.ts';
import { notesWhere, pageSql } from './timelines.ts';

export interface ChannelRow {
  id: string;
  createdAt: number;
  lastNotedAt: number | null;
  userId: string | null;
  name: string;
  description: string | null;
  bannerId: string | null;
  pinnedNoteIds: string;
  color: string;
  isArchived: number;
  isSensitive: number;
  allowRenoteToExternal: number;
}

export const DEFAULT_CHANNEL_COLOR = '#86b300';

export function findChannel(db: Db, id: string): ChannelRow | undefined {
  return one<ChannelRow>(db, 'SELECT * FROM channels WHERE id = ?', id);
}

export interface NewChannel {
  name: string;
  description?: string | null;
  bannerId?: string | null;
  color?: string;
  isSensitive?: boolean;
  allowRenoteToExternal?: boolean;
  createdAt?: number;
}

export function createChannel(db: Db, owner: UserRow, data: NewChannel): ChannelRow {
  const createdAt = data.createdAt ?? Date.now();
  const row: ChannelRow = {
    id: genId(createdAt),
    createdAt,
    lastNotedAt: null,
    userId: owner.id,
    name: data.name,
    description: data.description ?? null,
    bannerId: data.bannerId ?? null,
    pinnedNoteIds: '[]',
    color: data.color ?? DEFAULT_CHANNEL_COLOR,
    isArchived: 0,
    isSensitive: data.isSensitive ? 1 : 0,
    allowRenoteToExternal: data.allowRenoteToExternal === false ? 0 : 1,
  };
  run(
    db,
    `INSERT INTO channels (id, createdAt, lastNotedAt, userId, name, description, bannerId, pinnedNoteIds, color,
      isArchived, isSensitive, allowRenoteToExternal)
     VALUES (@id, @createdAt, @lastNotedAt, @userId, @name, @description, @bannerId, @pinnedNoteIds, @color,
      @isArchived, @isSensitive, @allowRenoteToExternal)`,
    row,
  );
  return row;
}

export function isFollowingChannel(db: Db, userId: string, channelId: string): boolean {
  return (
    one(db, 'SELECT 1 FROM channel_follows WHERE followerId = ? AND channelId = ?', userId, channelId) != null
  );
}

export function followedChannelIds(db: Db, userId: string): Set<string> {
  return new Set(
    all<{ channelId: string }>(db, 'SELECT channelId FROM channel_follows WHERE followerId = ?', userId).map(
      (r) => r.channelId,
    ),
  );
}

export function followChannel(db: Db, userId: string, channelId: string, createdAt = Date.now()): void {
  run(
    db,
    'INSERT OR IGNORE INTO channel_follows (id, createdAt, followerId, channelId) VALUES (?, ?, ?, ?)',
    genId(createdAt),
    createdAt,
    userId,
    channelId,
  );
}

export function favoriteChannel(db: Db, userId: string, channelId: string, createdAt = Date.now()): void {
  run(
    db,
    'INSERT OR IGNORE INTO channel_favorites (id, createdAt, userId, channelId) VALUES (?, ?, ?, ?)',
    genId(createdAt),
    createdAt,
    userId,
    channelId,
  );
}

/** Marks a channel as noted now (for featured ordering). */
export function touchChannel(db: Db, channelId: string, at: number): void {
  run(db, 'UPDATE channels SET lastNotedAt = MAX(COALESCE(lastNotedAt, 0), ?) WHERE id = ?', at, channelId);
}

/** The `channel` object notes carry. */
export function packNoteChannel(row: ChannelRow): NonNullable<entities.Note['channel']> {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    isSensitive: !!row.isSensitive,
    allowRenoteToExternal: !!row.allowRenoteToExternal,
    userId: row.userId,
  };
}

export function packChannel(
  pc: PackContext,
  row: ChannelRow,
  opts: { detailed?: boolean; packNote?: (n: NoteRow) => entities.Note } = {},
): entities.Channel {
  const db = pc.inst.db;
  const counts = one<{ notes: number; users: number }>(
    db,
    'SELECT COUNT(*) AS notes, COUNT(DISTINCT userId) AS users FROM notes WHERE channelId = ?',
    row.id,
  ) ?? { notes: 0, users: 0 };
  const banner = row.bannerId
    ? one<DriveFileRow>(db, 'SELECT * FROM drive_files WHERE id = ?', row.bannerId)
    : undefined;
  const pinnedNoteIds = parseJson<string[]>(row.pinnedNoteIds, []);
  const packed: entities.Channel = {
    id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    lastNotedAt: row.lastNotedAt != null ? new Date(row.lastNotedAt).toISOString() : null,
    name: row.name,
    description: row.description,
    userId: row.userId,
    bannerUrl: banner ? fileUrl(pc.origin, banner) : null,
    bannerId: row.bannerId,
    pinnedNoteIds,
    color: row.color,
    isArchived: !!row.isArchived,
    usersCount: counts.users,
    notesCount: counts.notes,
    isSensitive: !!row.isSensitive,
    allowRenoteToExternal: !!row.allowRenoteToExternal,
  };
  if (pc.me) {
    packed.isFollowing = isFollowingChannel(db, pc.me.id, row.id);
    packed.isFavorited =
      one(db, 'SELECT 1 FROM channel_favorites WHERE userId = ? AND channelId = ?', pc.me.id, row.id) != null;
    packed.isMuting = isMutingChannel(db, pc.me.id, row.id);
  }
  if (opts.detailed && opts.packNote) {
    const pack = opts.packNote;
    packed.pinnedNotes = pinnedNoteIds
      .map((id) => one<NoteRow>(db, 'SELECT * FROM notes WHERE id = ? AND channelId = ?', id, row.id))
      .filter((n): n is NoteRow => n != null)
      .map((n) => pack(n));
  }
  return packed;
}

/** Channels joined through `join` (follows or favorites) for a user, newest first, paginated by the join id. */
export function channelsJoined(
  db: Db,
  table: 'channel_follows' | 'channel_favorites',
  userColumn: 'followerId' | 'userId',
  userId: string,
  p: Page,
): ChannelRow[] {
  const page = pageSql(p, 'j');
  const where = [`j.${userColumn} = @userId`, ...page.where];
  return all<ChannelRow>(
    db,
    `SELECT c.* FROM ${table} j JOIN channels c ON c.id = j.channelId WHERE ${where.join(' AND ')}
     ORDER BY ${page.order} LIMIT @limit`,
    { ...page.params, userId },
  );
}

export function channelsWhere(
  db: Db,
  condition: string,
  p: Page,
  extra: Record<string, unknown>,
): ChannelRow[] {
  const page = pageSql(p, 'c');
  const where = [condition, ...page.where];
  return all<ChannelRow>(
    db,
    `SELECT c.* FROM channels c WHERE ${where.join(' AND ')} ORDER BY ${page.order} LIMIT @limit`,
    { ...page.params, ...extra },
  );
}

export function channelTimeline(db: Db, me: UserRow | null, channelId: string, p: Page): NoteRow[] {
  return notesWhere(db, me, 'n.channelId = @channelId', p, { channelId });
}
