import { defineEndpoint } from '../../endpoint.ts';
import { type RenoteMutingRow } from '../../../services/mutes.ts';
import type { entities } from 'misskey-js';
import { muteListParams, packDetailedById, myRowsPage } from '../../shared/mute-block.ts';

export default defineEndpoint(
  'renote-mute/list',
  { requireCredential: true, kind: 'read:mutes', params: muteListParams },
  (ps, me, ctx): entities.RenoteMuting[] =>
    myRowsPage<RenoteMutingRow>(ctx, 'renote_muting', 'muterId', me, ps).map((m) => ({
      id: m.id,
      createdAt: new Date(m.createdAt).toISOString(),
      muteeId: m.muteeId,
      mutee: packDetailedById(ctx, m.muteeId),
    })),
);
