import { run } from '../../../../db/statement.ts';
import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { findAdOrThrow } from '../../../shared/ads.ts';

/** admin/ad/delete: the ad is no longer shown. */
export default defineEndpoint(
  'admin/ad/delete',
  {
    requireCredential: true,
    kind: 'write:admin:ad',
    requireModerator: true,
    params: { type: 'object', properties: { id: id() }, required: ['id'] },
  },
  (ps, _me, ctx) => {
    findAdOrThrow(ctx.inst.db, ps.id, 'ccac9863-3a03-416e-b899-8a64041118b1');
    run(ctx.inst.db, 'DELETE FROM ads WHERE id = ?', ps.id);
  },
);
