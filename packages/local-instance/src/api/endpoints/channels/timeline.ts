import { defineEndpoint } from '../../endpoint.ts';
import { id, paginationProps } from '../../schema.ts';
import { packNotes } from '../../../packing/note.ts';
import { channelTimeline } from '../../../services/channels.ts';
import { findChannelOrThrow } from '../../shared/channels.ts';

export default defineEndpoint(
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
    const c = findChannelOrThrow(ctx, ps.channelId, '4d0eeeba-a02c-4c3c-9966-ef60d38d2e7f');
    return packNotes(ctx.pc, channelTimeline(ctx.inst.db, me, c.id, ps));
  },
);
