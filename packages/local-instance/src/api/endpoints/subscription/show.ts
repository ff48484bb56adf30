import { defineEndpoint } from '../../endpoint.ts';
import { currentSubscription } from '../../../services/subscriptions.ts';

/** subscription/show: my subscription, or null when I have none. */
export default defineEndpoint(
  'subscription/show',
  { requireCredential: true, kind: 'read:account', params: { type: 'object', properties: {} } },
  (_ps, me, ctx) => currentSubscription(ctx.inst.db, me.id),
);
