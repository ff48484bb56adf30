import { defineEndpoint } from '../../endpoint.ts';
import { type BlockingRow } from '../../../services/mutes.ts';
import type { entities } from 'misskey-js';
import { listParams, packDetailedById, pageOf } from '../../shared/mute-block.ts';

export default defineEndpoint(
  'blocking/list',
  { requireCredential: true, params: listParams },
  (ps, me, ctx): entities.Blocking[] =>
    pageOf<BlockingRow>(ctx, 'blocking', 'blockerId', me, ps).map((b) => ({
      id: b.id,
      createdAt: new Date(b.createdAt).toISOString(),
      blockeeId: b.blockeeId,
      blockee: packDetailedById(ctx, b.blockeeId),
    })),
);
