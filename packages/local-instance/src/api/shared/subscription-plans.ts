// admin/subscription-plans/*: Kumo's own endpoints for the plans users can subscribe to, with
// Misskey's conventions (administrators only, NO_SUCH_* errors with their own ids per endpoint).
import { ApiError, errorWithId } from '../errors.ts';
import { id, type Schema } from '../schema.ts';
import type { CallContext } from '../endpoint.ts';
import { one } from '../../db/statement.ts';
import { findPlan, type SubscriptionPlanRow } from '../../services/subscription-plans.ts';

export const planFields: Record<string, Schema> = {
  name: { type: 'string', minLength: 1, maxLength: 128 },
  description: { type: 'string', maxLength: 2048 },
  // in the currency's smallest unit (cents, yen)
  price: { type: 'integer', minimum: 0, maximum: 100_000_000 },
  currency: { type: 'string', pattern: /^[A-Z]{3}$/ },
  interval: { type: 'string', enum: ['month', 'year'] },
  roleId: id(),
  isActive: { type: 'boolean' },
};

const noSuchPlan = errorWithId('No such plan.', 'NO_SUCH_PLAN');
const noSuchRole = errorWithId('No such role.', 'NO_SUCH_ROLE');

export function planOrThrow(ctx: CallContext, planId: string, errorId: string): SubscriptionPlanRow {
  const plan = findPlan(ctx.inst.db, planId);
  if (!plan) throw new ApiError(noSuchPlan(errorId));
  return plan;
}

export function checkRole(ctx: CallContext, roleId: string | undefined, errorId: string): void {
  if (roleId !== undefined && !one(ctx.inst.db, 'SELECT id FROM roles WHERE id = ?', roleId))
    throw new ApiError(noSuchRole(errorId));
}
