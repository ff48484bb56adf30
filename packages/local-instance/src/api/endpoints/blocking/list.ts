import { defineEndpoint } from '../../endpoint.ts';
import { type BlockingRow } from '../../../services/mutes.ts';
import type { entities } from 'misskey-js';
import { muteListParams, packDetailedById, myRowsPage } from '../../shared/mute-block.ts';

export default defineEndpoint(
  'blocking/list',
  { requireCredential: true, kind: 'read:blocks', params: muteListParams },
  (ps, me, ctx): entities.Blocking[] =>
    myRowsPage<BlockingRow>(ctx, 'blocking', 'blockerId', me, ps).map((b) => ({
      id: b.id,
      createdAt: new Date(b.createdAt).toISOString(),
      blockeeId: b.blockeeId,
      blockee: packDetailedById(ctx, b.blockeeId),
    })),
);
