// Resource module: my subscription to one of the server's plans (`subscription/*`), on servers that
// offer it (the `subscription` server feature; Misskey itself has none).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/index.ts';
import { accountKeys } from './account.ts';
import { useApiMutation } from './mutation.ts';

const subscriptionKeys = {
  all: ['subscription'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  mine: () => [...subscriptionKeys.all, 'mine'] as const,
};

/** The plans open to new subscribers, cheapest first. */
export function useOpenPlans() {
  const api = useApi();
  return useQuery({ queryKey: subscriptionKeys.plans(), queryFn: () => api('subscription/plans', {}) });
}

/** My subscription, or null (an empty answer, 204, as the server sends for none). */
export function useMySubscription() {
  const api = useApi();
  return useQuery({
    queryKey: subscriptionKeys.mine(),
    queryFn: async () => (await api('subscription/show', {})) ?? null,
  });
}

/** A subscription changes my roles: my entry and the subscription are read again. */
const refresh = {
  onSuccess: (_r: unknown, _v: unknown, qc: QueryClient) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: subscriptionKeys.all }),
      qc.invalidateQueries({ queryKey: accountKeys.me() }),
    ]),
};

export function useSubscribe() {
  return useApiMutation((api, planId: string) => api('subscription/subscribe', { planId }), refresh);
}

export function useCancelSubscription() {
  return useApiMutation((api, _none: void) => api('subscription/cancel', {}), refresh);
}
