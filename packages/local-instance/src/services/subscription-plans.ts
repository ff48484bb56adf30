import type { Db } from '../db/open.ts';
import { genId } from '../db/ids.ts';
import { all, one, run } from '../db/statement.ts';
import type { SubscriptionPlan, SubscriptionPlanInput } from '../api/kumo-endpoints.ts';

export interface SubscriptionPlanRow {
  id: string;
  createdAt: number;
  name: string;
  description: string;
  price: number;
  currency: string;
  interval: 'month' | 'year';
  roleId: string | null;
  isActive: number;
  isArchived: number;
}

export function findPlan(db: Db, id: string): SubscriptionPlanRow | undefined {
  return one<SubscriptionPlanRow>(db, 'SELECT * FROM subscription_plans WHERE id = ?', id);
}

/** The plans, newest first; archived ones only when asked. */
export function listPlans(db: Db, includeArchived: boolean): SubscriptionPlanRow[] {
  return all<SubscriptionPlanRow>(
    db,
    `SELECT * FROM subscription_plans ${includeArchived ? '' : 'WHERE isArchived = 0'} ORDER BY createdAt DESC, id DESC`,
  );
}

export function createPlan(db: Db, input: SubscriptionPlanInput): SubscriptionPlanRow {
  const id = genId();
  run(
    db,
    `INSERT INTO subscription_plans (id, createdAt, name, description, price, currency, interval, roleId, isActive)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    Date.now(),
    input.name,
    input.description ?? '',
    input.price,
    input.currency,
    input.interval,
    input.roleId,
    input.isActive === false ? 0 : 1,
  );
  return findPlan(db, id)!;
}

const COLUMNS = ['name', 'description', 'price', 'currency', 'interval', 'roleId', 'isActive'] as const;

/** Changes the given fields of a plan (each checked by the endpoint). */
export function updatePlan(db: Db, id: string, change: Partial<SubscriptionPlanInput>): void {
  for (const column of COLUMNS) {
    const value = change[column];
    if (value === undefined) continue;
    // the column name comes from the fixed list above
    run(
      db,
      `UPDATE subscription_plans SET ${column} = ? WHERE id = ?`,
      typeof value === 'boolean' ? Number(value) : value,
      id,
    );
  }
}

/** An archived plan takes no new subscribers and is no longer shown to users; it is kept. */
export function archivePlan(db: Db, id: string): void {
  run(db, 'UPDATE subscription_plans SET isArchived = 1, isActive = 0 WHERE id = ?', id);
}

export function packPlan(db: Db, row: SubscriptionPlanRow): SubscriptionPlan {
  const role = row.roleId
    ? one<{ id: string; name: string; color: string | null }>(
        db,
        'SELECT id, name, color FROM roles WHERE id = ?',
        row.roleId,
      )
    : undefined;
  return {
    id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    name: row.name,
    description: row.description,
    price: row.price,
    currency: row.currency,
    interval: row.interval,
    roleId: row.roleId,
    role: role ?? null,
    isActive: !!row.isActive,
    isArchived: !!row.isArchived,
  };
}
