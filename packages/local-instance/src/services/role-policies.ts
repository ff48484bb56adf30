import type { entities } from 'misskey-js';

/** One policy as a role stores it: its own value, or the base role's, and how it ranks. */
export interface RolePolicy {
  useDefault?: boolean;
  priority?: number;
  value?: unknown;
}

type Policies = entities.RolePolicies;
type Key = keyof Policies;

const CHAT_RANK = ['unavailable', 'readonly', 'available'] as const;

/** How several roles' values of one policy combine: the most generous wins, as on Misskey. */
function combine(key: Key, base: unknown, values: unknown[]): unknown {
  if (Array.isArray(base)) return [...new Set(values.flatMap((v) => (Array.isArray(v) ? v : [])))];
  if (typeof base === 'boolean') return values.some((v) => v === true);
  if (typeof base === 'number') {
    const nums = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
    return nums.length ? Math.max(...nums) : base;
  }
  if (key === 'chatAvailability') {
    const rank = (v: unknown) => CHAT_RANK.indexOf(v as (typeof CHAT_RANK)[number]);
    return CHAT_RANK[Math.max(...values.map(rank), 0)];
  }
  return values[0] ?? base;
}

/**
 * A user's policies from the base role's and those of the roles they hold: per key, only the roles
 * of the highest priority present count; a role that keeps the default counts with the base value;
 * with no role, the base value.
 */
export function combinePolicies(base: Policies, roles: Record<string, RolePolicy>[]): Policies {
  if (roles.length === 0) return base;
  const out = { ...base } as Record<string, unknown>;
  for (const key of Object.keys(base) as Key[]) {
    const own = roles.map((r) => r[key] ?? { useDefault: true, priority: 0 });
    const top = Math.max(...own.map((p) => p.priority ?? 0));
    const values = own
      .filter((p) => (p.priority ?? 0) === top)
      .map((p) => (p.useDefault !== false ? base[key] : p.value));
    out[key] = combine(key, base[key], values);
  }
  return out as unknown as Policies;
}
