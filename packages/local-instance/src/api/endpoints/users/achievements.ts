import { defineEndpoint } from '../../endpoint.ts';
import { userIdParams } from '../../schema.ts';
import { achievementsOf } from '../../../services/achievements.ts';

export default defineEndpoint(
  'users/achievements',
  { requireCredential: false, params: userIdParams },
  (ps, _me, ctx) => achievementsOf(ctx.inst.db, ps.userId),
);
