import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { HOUR } from '../../rate-limit.ts';
import { findDriveFile } from '../../../services/drive.ts';
import { createChannel } from '../../../services/channels.ts';
import { editable, pack } from '../../shared/channels.ts';

export default defineEndpoint(
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
