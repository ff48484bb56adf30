import { run } from '../../../../db/statement.ts';
import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { AD_COLUMNS, AD_PROPS, AD_REQUIRED, adValues, findAdOrThrow } from '../../../shared/ads.ts';

/** admin/ad/update: every field of an ad at once, as Misskey's endpoint takes them. */
export default defineEndpoint(
  'admin/ad/update',
  {
    requireCredential: true,
    kind: 'write:admin:ad',
    requireModerator: true,
    params: { type: 'object', properties: { id: id(), ...AD_PROPS }, required: ['id', ...AD_REQUIRED] },
  },
  (ps, _me, ctx) => {
    findAdOrThrow(ctx.inst.db, ps.id, 'b7aa1727-1354-47bc-a182-3a9c3973d300');
    const sets = AD_COLUMNS.split(', ')
      .map((c) => `${c} = ?`)
      .join(', ');
    run(ctx.inst.db, `UPDATE ads SET ${sets} WHERE id = ?`, ...adValues(ps), ps.id);
  },
);
