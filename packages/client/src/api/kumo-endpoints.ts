// Endpoints of the server Kumo was specified for that Misskey does not have (the local instance
// answers them: its own api/kumo-endpoints.ts). Each is used only where the server's endpoint
// list offers it (useServerFeatures), so a plain Misskey server never sees a call to one.

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

/**
 * A scheduled note of the MisskeyIO fork (`notes/scheduled/list`): the note to be posted, either
 * nested in `note` (older builds) or as the item's own fields, and when (a date string or epoch ms).
 */
export interface MisskeyIoScheduledNote {
  id: string;
  scheduledAt: string | number | null;
  text?: string | null;
  cw?: string | null;
  note?: { text?: string | null; cw?: string | null } | null;
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
  /**
   * The MisskeyIO fork's scheduled notes (notes/create with `scheduledAt` makes one): its list and
   * its cancel. Older builds named the note `noteId`, newer ones `draftId`; Kumo sends both.
   */
  'notes/scheduled/list': {
    req: { limit?: number; offset?: number; sinceId?: string; untilId?: string };
    res: MisskeyIoScheduledNote[];
  };
  'notes/scheduled/cancel': { req: { noteId: string; draftId: string }; res: undefined };
  /** Upstream Misskey's (2026.7), which the installed misskey-js does not list yet. */
  'antennas/remove-note': { req: { antennaId: string; noteId: string }; res: undefined };
}
