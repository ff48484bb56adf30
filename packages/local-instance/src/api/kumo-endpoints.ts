// Endpoints of the server Kumo was specified for that Misskey does not have, designed the way
// Misskey designs its own (same request shape, error shape and permission checks). The client
// uses each only where the server's endpoint list offers it.

/** A plan users can subscribe to; subscribing grants its role. Prices are in the currency's minor unit. */
export interface SubscriptionPlan {
  id: string;
  createdAt: string;
  name: string;
  description: string;
  price: number;
  currency: string;
  interval: 'month' | 'year';
  roleId: string | null;
  role: { id: string; name: string; color: string | null } | null;
  isActive: boolean;
  isArchived: boolean;
}

export interface SubscriptionPlanInput {
  name: string;
  description?: string;
  price: number;
  currency: string;
  interval: 'month' | 'year';
  roleId: string;
  isActive?: boolean;
}

/** A user's subscription (`subscription/show`): active (renews) or canceled (runs to its end). */
export interface MySubscription {
  plan: SubscriptionPlan;
  status: 'active' | 'canceled';
  startedAt: string;
  /** The next renewal, while active. */
  renewsAt: string | null;
  /** When a canceled subscription (and its role) ends. */
  endsAt: string | null;
}

/** My points (`points/show`): the balance, whether the server awards points now, and what earns them. */
export interface PointsSummary {
  balance: number;
  enabled: boolean;
  rules: Array<{ reason: string; amount: number }>;
}

/** One award in `points/history`: how many, why, and who or which note caused it. */
export interface PointEntry {
  id: string;
  createdAt: string;
  amount: number;
  reason: string;
  user: import('misskey-js').entities.UserLite | null;
  noteId: string | null;
}

export interface KumoEndpoints {
  'admin/subscription-plans/list': { req: { includeArchived?: boolean }; res: SubscriptionPlan[] };
  'admin/subscription-plans/create': { req: SubscriptionPlanInput; res: SubscriptionPlan };
  'admin/subscription-plans/update': {
    req: Partial<SubscriptionPlanInput> & { planId: string };
    res: undefined;
  };
  'admin/subscription-plans/archive': { req: { planId: string }; res: undefined };
  'subscription/plans': { req: Record<string, never>; res: SubscriptionPlan[] };
  'subscription/show': { req: Record<string, never>; res: MySubscription | null };
  'subscription/subscribe': { req: { planId: string }; res: MySubscription };
  'subscription/cancel': { req: Record<string, never>; res: MySubscription | null };
  'points/show': { req: Record<string, never>; res: PointsSummary };
  'points/history': { req: { limit?: number; sinceId?: string; untilId?: string }; res: PointEntry[] };
  /** Upstream Misskey's (2026.7), which the installed misskey-js does not list yet. */
  'antennas/remove-note': { req: { antennaId: string; noteId: string }; res: undefined };
}
