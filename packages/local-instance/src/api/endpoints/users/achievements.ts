import { defineEndpoint } from '../../endpoint.ts';
import { id } from '../../schema.ts';
import { achievementsOf } from '../../../services/achievements.ts';

export default defineEndpoint(
  'users/achievements',
  {
    requireCredential: false,
    params: { type: 'object', properties: { userId: id() }, required: ['userId'] },
  },
  (ps, _me, ctx) => achievementsOf(ctx.inst.db, ps.userId),
);
