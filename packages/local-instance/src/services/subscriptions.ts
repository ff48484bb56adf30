// Users' subscriptions to the plans of admin/subscription-plans: subscribing grants the plan's role
// while it lasts. The local instance charges nothing (it has no payment provider): a subscription
// renews at the end of each period until it is canceled, and then runs to the end of the period.
import type { Db } from '../db/open.ts';
import { one, run } from '../db/statement.ts';
import type { MySubscription } from '../api/kumo-endpoints.ts';
import { assignRole, unassignRole } from './roles.ts';
import { findPlan, packPlan, type SubscriptionPlanRow } from './subscription-plans.ts';

interface SubscriptionRow {
  userId: string;
  planId: string;
  startedAt: number;
  canceledAt: number | null;
}

/** `times` months or years after `at`; a day the month lacks becomes its last (31 Jan + 1 month: 28 Feb). */
function addInterval(at: number, interval: 'month' | 'year', times: number): number {
  const d = new Date(at);
  const months = d.getUTCMonth() + (interval === 'year' ? 12 : 1) * times;
  const year = d.getUTCFullYear() + Math.floor(months / 12);
  const month = months % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  d.setUTCFullYear(year, month, Math.min(d.getUTCDate(), lastDay));
  return d.getTime();
}

/** The end of the period that `at` falls in, for a subscription started at `startedAt`. */
export function periodEnd(startedAt: number, interval: 'month' | 'year', at: number): number {
  let n = 1;
  while (addInterval(startedAt, interval, n) <= at) n++;
  return addInterval(startedAt, interval, n);
}

function rowOf(db: Db, userId: string): SubscriptionRow | undefined {
  return one<SubscriptionRow>(db, 'SELECT * FROM user_subscriptions WHERE userId = ?', userId);
}

/** The user's subscription as it stands at `now`; one canceled and past its end is gone. */
export function currentSubscription(db: Db, userId: string, now = Date.now()): MySubscription | null {
  const row = rowOf(db, userId);
  const plan = row && findPlan(db, row.planId);
  if (!row || !plan) return null;
  const endsAt = row.canceledAt != null ? periodEnd(row.startedAt, plan.interval, row.canceledAt) : null;
  if (endsAt != null && endsAt <= now) {
    run(db, 'DELETE FROM user_subscriptions WHERE userId = ?', userId);
    return null;
  }
  return {
    plan: packPlan(db, plan),
    status: endsAt != null ? 'canceled' : 'active',
    startedAt: new Date(row.startedAt).toISOString(),
    renewsAt: endsAt == null ? new Date(periodEnd(row.startedAt, plan.interval, now)).toISOString() : null,
    endsAt: endsAt != null ? new Date(endsAt).toISOString() : null,
  };
}

/** Starts a subscription and grants the plan's role for as long as it runs. */
export function subscribe(db: Db, userId: string, plan: SubscriptionPlanRow, now = Date.now()): void {
  run(
    db,
    'INSERT OR REPLACE INTO user_subscriptions (userId, planId, startedAt, canceledAt) VALUES (?, ?, ?, NULL)',
    userId,
    plan.id,
    now,
  );
  if (plan.roleId) assignRole(db, plan.roleId, userId, null);
}

/** Cancels at the end of the current period: the role is kept until then. */
export function cancelSubscription(db: Db, userId: string, now = Date.now()): void {
  const row = rowOf(db, userId);
  const plan = row && findPlan(db, row.planId);
  if (!row || !plan) return;
  run(db, 'UPDATE user_subscriptions SET canceledAt = ? WHERE userId = ?', now, userId);
  const endsAt = periodEnd(row.startedAt, plan.interval, now);
  if (plan.roleId) {
    if (endsAt > now) assignRole(db, plan.roleId, userId, endsAt);
    else unassignRole(db, plan.roleId, userId);
  }
}
