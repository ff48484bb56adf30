import { defineEndpoint } from '../../endpoint.ts';
import { findSubscription } from '../../../services/push.ts';

export default defineEndpoint(
  'sw/show-registration',
  {
    requireCredential: true,
    secure: true,
    params: { type: 'object', properties: { endpoint: { type: 'string' } }, required: ['endpoint'] },
  },
  (ps, me, ctx) => {
    const row = findSubscription(ctx.inst, me.id, ps.endpoint);
    if (!row) return null;
    return { userId: row.userId, endpoint: row.endpoint, sendReadMessage: row.sendReadMessage === 1 };
  },
);
