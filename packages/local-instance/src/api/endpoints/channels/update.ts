import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { id } from '../../schema.ts';
import { run } from '../../../db/statement.ts';
import type { ChannelRow } from '../../../services/channels.ts';
import { checkBanner, channelFields, packDetailed, findChannelOrThrow } from '../../shared/channels.ts';

export default defineEndpoint(
  'channels/update',
  {
    requireCredential: true,
    kind: 'write:channels',
    params: {
      type: 'object',
      properties: {
        channelId: id(),
        ...channelFields,
        isArchived: { type: 'boolean', nullable: true },
        pinnedNoteIds: { type: 'array', items: id() },
      },
      required: ['channelId'],
    },
  },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    const c = findChannelOrThrow(ctx, ps.channelId, 'f9c5467f-d492-4c3c-9a8d-a70dacc86512');
    if (c.userId !== me.id && !me.isAdmin) {
      throw new ApiError({
        message: 'You do not have edit privilege of the channel.',
        code: 'ACCESS_DENIED',
        id: '1fb7cb09-d46a-4fdf-b8df-057788cce513',
      });
    }
    checkBanner(ctx, me, ps.bannerId, 'e86c14a4-0da2-4032-8df3-e737a04c7f3b');
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
