import { defineEndpoint } from '../../endpoint.ts';
import { purgeExpiredMutes, type MutingRow } from '../../../services/mutes.ts';
import type { entities } from 'misskey-js';
import { muteListParams, packDetailedById, myRowsPage } from '../../shared/mute-block.ts';

export default defineEndpoint(
  'mute/list',
  { requireCredential: true, kind: 'read:mutes', params: muteListParams },
  (ps, me, ctx): entities.Muting[] => {
    purgeExpiredMutes(ctx.inst.db);
    return myRowsPage<MutingRow>(ctx, 'muting', 'muterId', me, ps).map((m) => ({
      id: m.id,
      createdAt: new Date(m.createdAt).toISOString(),
      expiresAt: m.expiresAt != null ? new Date(m.expiresAt).toISOString() : null,
      muteeId: m.muteeId,
      mutee: packDetailedById(ctx, m.muteeId),
    }));
  },
);
