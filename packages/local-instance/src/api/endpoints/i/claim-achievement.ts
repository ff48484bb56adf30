import { defineEndpoint } from '../../endpoint.ts';
import { ACHIEVEMENT_NAMES, earnAchievement } from '../../../services/achievements.ts';

/**
 * The client claims what it saw the user do (Misskey's `i/claim-achievement`): a name outside the
 * list is INVALID_PARAM; one already held changes nothing; an account that moved may not claim.
 * Misskey gives it no permission kind, so app tokens cannot call it.
 */
export default defineEndpoint(
  'i/claim-achievement',
  {
    requireCredential: true,
    kind: 'write:account',
    prohibitMoved: true,
    params: {
      type: 'object',
      properties: { name: { type: 'string', enum: ACHIEVEMENT_NAMES } },
      required: ['name'],
    },
  },
  (ps, me, ctx) => {
    earnAchievement(ctx.inst, me.id, ps.name);
  },
);
