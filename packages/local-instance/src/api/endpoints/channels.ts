// channels/* with Misskey's parameters and error ids.
import { defineEndpoint } from '../endpoint.ts';
import { ApiError } from '../errors.ts';
import type { ApiErrorSpec } from '../errors.ts';
import type { ObjectSchema } from '../schema.ts';
import { id, paginationProps } from '../schema.ts';
import { HOUR } from '../rate-limit.ts';
import { all, run } from '../../db/statement.ts';
import type { NoteRow } from '../../db/rows.ts';
import { packNote, packNotes } from '../../packing/note.ts';
import type { PackContext } from '../../context.ts';
import { findDriveFile } from '../../services/drive.ts';
import type { ChannelRow } from '../../services/channels.ts';
import {
  channelsJoined,
  channelsWhere,
  channelTimeline,
  createChannel,
  favoriteChannel,
  findChannel,
  followChannel,
  packChannel,
} from '../../services/channels.ts';

const noSuchChannel = (errId: string): ApiErrorSpec => ({
  message: 'No such channel.',
  code: 'NO_SUCH_CHANNEL',
  id: errId,
});
const channelIdOnly: ObjectSchema = {
  type: 'object',
  properties: { channelId: id() },
  required: ['channelId'],
};
const editable = {
  name: { type: 'string', minLength: 1, maxLength: 128 },
  description: { type: 'string', nullable: true, minLength: 1, maxLength: 2048 },
  bannerId: id({ nullable: true }),
  color: { type: 'string', minLength: 1, maxLength: 16 },
  isSensitive: { type: 'boolean', nullable: true },
  allowRenoteToExternal: { type: 'boolean', nullable: true },
} as const;

const pack = (pc: PackContext, c: ChannelRow) => packChannel(pc, c);
const packDetailed = (pc: PackContext, c: ChannelRow) =>
  packChannel(pc, c, { detailed: true, packNote: (n: NoteRow) => packNote(pc, n) });

function existing(
  ctx: { inst: { db: Parameters<typeof findChannel>[0] } },
  channelId: string,
  errId: string,
) {
  const c = findChannel(ctx.inst.db, channelId);
  if (!c) throw new ApiError(noSuchChannel(errId));
  return c;
}

export const channelsCreate = defineEndpoint(
  'channels/create',
  {
    requireCredential: true,
    limit: { duration: HOUR, max: 10 },
    params: { type: 'object', properties: { ...editable }, required: ['name'] },
  },
  (ps, me, ctx) => {
    if (ps.bannerId != null) {
      const f = findDriveFile(ctx.inst, ps.bannerId);
      if (!f || f.userId !== me.id) {
        throw new ApiError({
          message: 'No such file.',
          code: 'NO_SUCH_FILE',
          id: 'cd1e9f3e-5a12-4ab4-96f6-5d0a2cc32050',
        });
      }
    }
    const c = createChannel(ctx.inst.db, me, {
      name: ps.name,
      description: ps.description ?? null,
      bannerId: ps.bannerId ?? null,
      color: ps.color,
      isSensitive: ps.isSensitive ?? false,
      allowRenoteToExternal: ps.allowRenoteToExternal ?? true,
    });
    return pack(ctx.pc, c);
  },
);

export const channelsShow = defineEndpoint(
  'channels/show',
  { requireCredential: false, params: channelIdOnly },
  (ps, _me, ctx) => packDetailed(ctx.pc, existing(ctx, ps.channelId, '6f6c314b-7486-4897-8966-c04a66a02923')),
);

export const channelsUpdate = defineEndpoint(
  'channels/update',
  {
    requireCredential: true,
    params: {
      type: 'object',
      properties: {
        channelId: id(),
        ...editable,
        isArchived: { type: 'boolean', nullable: true },
        pinnedNoteIds: { type: 'array', items: id() },
      },
      required: ['channelId'],
    },
  },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    const c = existing(ctx, ps.channelId, 'f9c5467f-d492-4c3c-9a8d-a70dacc86512');
    if (c.userId !== me.id && !me.isAdmin) {
      throw new ApiError({
        message: 'You do not have edit privilege of the channel.',
        code: 'ACCESS_DENIED',
        id: '1fb7cb09-d46a-4fdf-b8df-057788cce513',
      });
    }
    if (ps.bannerId != null) {
      const f = findDriveFile(ctx.inst, ps.bannerId);
      if (!f || f.userId !== me.id) {
        throw new ApiError({
          message: 'No such file.',
          code: 'NO_SUCH_FILE',
          id: 'e86c14a4-0da2-4032-8df3-e737a04c7f3b',
        });
      }
    }
    const next: ChannelRow = {
      ...c,
      name: ps.name ?? c.name,
      description: ps.description !== undefined ? ps.description : c.description,
      bannerId: ps.bannerId !== undefined ? ps.bannerId : c.bannerId,
      color: ps.color ?? c.color,
      isSensitive: ps.isSensitive != null ? (ps.isSensitive ? 1 : 0) : c.isSensitive,
      allowRenoteToExternal:
        ps.allowRenoteToExternal != null ? (ps.allowRenoteToExternal ? 1 : 0) : c.allowRenoteToExternal,
      isArchived: ps.isArchived != null ? (ps.isArchived ? 1 : 0) : c.isArchived,
      pinnedNoteIds: ps.pinnedNoteIds ? JSON.stringify(ps.pinnedNoteIds) : c.pinnedNoteIds,
    };
    run(
      db,
      `UPDATE channels SET name = @name, description = @description, bannerId = @bannerId, color = @color,
        isSensitive = @isSensitive, allowRenoteToExternal = @allowRenoteToExternal, isArchived = @isArchived,
        pinnedNoteIds = @pinnedNoteIds WHERE id = @id`,
      next,
    );
    return packDetailed(ctx.pc, next);
  },
);

export const channelsFollow = defineEndpoint(
  'channels/follow',
  { requireCredential: true, params: channelIdOnly },
  (ps, me, ctx) => {
    const c = existing(ctx, ps.channelId, 'c0031718-d573-4e85-928e-10039f1fbb68');
    followChannel(ctx.inst.db, me.id, c.id);
    ctx.inst.events.emit('followingChanged', me.id);
  },
);

export const channelsUnfollow = defineEndpoint(
  'channels/unfollow',
  { requireCredential: true, params: channelIdOnly },
  (ps, me, ctx) => {
    const c = existing(ctx, ps.channelId, '19959ee9-0153-4c51-bbd9-a98c49dc59d6');
    run(ctx.inst.db, 'DELETE FROM channel_follows WHERE followerId = ? AND channelId = ?', me.id, c.id);
    ctx.inst.events.emit('followingChanged', me.id);
  },
);

export const channelsFavorite = defineEndpoint(
  'channels/favorite',
  { requireCredential: true, params: channelIdOnly },
  (ps, me, ctx) => {
    const c = existing(ctx, ps.channelId, '4938f5f3-6167-4c04-9149-6607b7542861');
    favoriteChannel(ctx.inst.db, me.id, c.id);
  },
);

export const channelsUnfavorite = defineEndpoint(
  'channels/unfavorite',
  { requireCredential: true, params: channelIdOnly },
  (ps, me, ctx) => {
    const c = existing(ctx, ps.channelId, '353c68dd-131a-476c-aa99-88a345e83668');
    run(ctx.inst.db, 'DELETE FROM channel_favorites WHERE userId = ? AND channelId = ?', me.id, c.id);
  },
);

export const channelsFollowed = defineEndpoint(
  'channels/followed',
  {
    requireCredential: true,
    params: {
      type: 'object',
      properties: { ...paginationProps, limit: { type: 'integer', minimum: 1, maximum: 100, default: 5 } },
    },
  },
  (ps, me, ctx) =>
    channelsJoined(ctx.inst.db, 'channel_follows', 'followerId', me.id, ps).map((c) => pack(ctx.pc, c)),
);

export const channelsMyFavorites = defineEndpoint(
  'channels/my-favorites',
  { requireCredential: true, params: { type: 'object', properties: {} } },
  (_ps, me, ctx) =>
    channelsJoined(ctx.inst.db, 'channel_favorites', 'userId', me.id, { limit: 1000 }).map((c) =>
      pack(ctx.pc, c),
    ),
);

export const channelsOwned = defineEndpoint(
  'channels/owned',
  {
    requireCredential: true,
    params: {
      type: 'object',
      properties: { ...paginationProps, limit: { type: 'integer', minimum: 1, maximum: 100, default: 5 } },
    },
  },
  (ps, me, ctx) =>
    channelsWhere(ctx.inst.db, 'c.userId = @me AND c.isArchived = 0', ps, { me: me.id }).map((c) =>
      pack(ctx.pc, c),
    ),
);

export const channelsFeatured = defineEndpoint(
  'channels/featured',
  { requireCredential: false, params: { type: 'object', properties: {} } },
  (_ps, _me, ctx) =>
    all<ChannelRow>(
      ctx.inst.db,
      'SELECT * FROM channels WHERE isArchived = 0 AND lastNotedAt IS NOT NULL ORDER BY lastNotedAt DESC LIMIT 10',
    ).map((c) => pack(ctx.pc, c)),
);

export const channelsSearch = defineEndpoint(
  'channels/search',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: {
        query: { type: 'string' },
        type: { type: 'string', enum: ['nameAndDescription', 'nameOnly'], default: 'nameAndDescription' },
        ...paginationProps,
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 5 },
      },
      required: ['query'],
    },
  },
  (ps, _me, ctx) => {
    const q = ps.query.trim();
    const like = `%${q.replace(/[\\%_]/g, (m) => '\\' + m)}%`;
    const match =
      ps.type === 'nameOnly'
        ? "c.name LIKE @like ESCAPE '\\'"
        : "(c.name LIKE @like ESCAPE '\\' OR c.description LIKE @like ESCAPE '\\')";
    const cond = q === '' ? 'c.isArchived = 0' : `c.isArchived = 0 AND ${match}`;
    return channelsWhere(ctx.inst.db, cond, ps, { like }).map((c) => pack(ctx.pc, c));
  },
);

export const channelsTimeline = defineEndpoint(
  'channels/timeline',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: { channelId: id(), ...paginationProps, allowPartial: { type: 'boolean', default: false } },
      required: ['channelId'],
    },
  },
  (ps, me, ctx) => {
    const c = existing(ctx, ps.channelId, '4d0eeeba-a02c-4c3c-9966-ef60d38d2e7f');
    return packNotes(ctx.pc, channelTimeline(ctx.inst.db, me, c.id, ps));
  },
);
