import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { id } from '../../schema.ts';
import { planOrThrow } from '../../shared/subscription-plans.ts';
import { currentSubscription, subscribe } from '../../../services/subscriptions.ts';

/**
 * subscription/subscribe: starts a subscription to an open plan, which grants its role. One at a
 * time: a subscription still running (even canceled) is ALREADY_SUBSCRIBED.
 */
export default defineEndpoint(
  'subscription/subscribe',
  {
    requireCredential: true,
    kind: 'write:account',
    prohibitMoved: true,
    params: { type: 'object', properties: { planId: id() }, required: ['planId'] },
  },
  (ps, me, ctx) => {
    const plan = planOrThrow(ctx, ps.planId, '3b8e5d21-7c4a-4f19-9e06-a2d4c8f1b573');
    if (plan.isArchived || !plan.isActive)
      throw new ApiError({
        message: 'This plan takes no new subscribers.',
        code: 'PLAN_CLOSED',
        id: '6f2a9c47-1e8d-4b35-b7c0-d94e3a8f5b12',
      });
    if (currentSubscription(ctx.inst.db, me.id))
      throw new ApiError({
        message: 'You already have a subscription.',
        code: 'ALREADY_SUBSCRIBED',
        id: 'c5d1e8a3-4b7f-4a26-8e90-1f3b6d2c7a45',
      });
    subscribe(ctx.inst.db, me.id, plan);
    return currentSubscription(ctx.inst.db, me.id)!;
  },
);
