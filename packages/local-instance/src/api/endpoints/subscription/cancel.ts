import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { cancelSubscription, currentSubscription } from '../../../services/subscriptions.ts';

/** subscription/cancel: the subscription (and its role) runs to the end of the period, then ends. */
export default defineEndpoint(
  'subscription/cancel',
  { requireCredential: true, kind: 'write:account', params: { type: 'object', properties: {} } },
  (_ps, me, ctx) => {
    const current = currentSubscription(ctx.inst.db, me.id);
    if (!current || current.status === 'canceled')
      throw new ApiError({
        message: 'You have no subscription to cancel.',
        code: 'NOT_SUBSCRIBED',
        id: '9a4c7e12-5d3b-4f8a-b1e6-0c2d8f5a3b97',
      });
    cancelSubscription(ctx.inst.db, me.id);
    return currentSubscription(ctx.inst.db, me.id);
  },
);
