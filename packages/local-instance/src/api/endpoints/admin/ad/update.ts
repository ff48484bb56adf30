import { run } from '../../../../db/statement.ts';
import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { AD_PROPS, AD_REQUIRED, findAdOrThrow } from '../../../shared/ads.ts';

/** admin/ad/update: every field of an ad at once, as Misskey's endpoint takes them. */
export default defineEndpoint(
  'admin/ad/update',
  {
    requireCredential: true,
    requireModerator: true,
    params: { type: 'object', properties: { id: id(), ...AD_PROPS }, required: ['id', ...AD_REQUIRED] },
  },
  (ps, _me, ctx) => {
    findAdOrThrow(ctx.inst.db, ps.id, 'b7aa1727-1354-47bc-a182-3a9c3973d300');
    run(
      ctx.inst.db,
      `UPDATE ads SET startsAt = ?, expiresAt = ?, place = ?, priority = ?, ratio = ?, url = ?, imageUrl = ?,
       memo = ?, dayOfWeek = ?, isSensitive = ? WHERE id = ?`,
      ps.startsAt,
      ps.expiresAt,
      ps.place,
      ps.priority,
      ps.ratio,
      ps.url,
      ps.imageUrl,
      ps.memo,
      ps.dayOfWeek,
      ps.isSensitive ? 1 : 0,
      ps.id,
    );
  },
);
