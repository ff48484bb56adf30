// Resource module: the plans users can subscribe to (admin/subscription-plans/*), on servers that
// offer them (the `subscriptionPlans` server feature; Misskey itself has none).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useApi, type Params } from '@/api/index.ts';
import { adminKeys } from './admin.ts';
import { useApiMutation } from './mutation.ts';

const plansKey = [...adminKeys.all, 'subscription-plans'] as const;

/** The plans, newest first; archived ones too when asked. */
export function useSubscriptionPlans(includeArchived: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: [...plansKey, includeArchived],
    queryFn: () => api('admin/subscription-plans/list', { includeArchived }),
  });
}

const refresh = {
  onSuccess: (_r: unknown, _v: unknown, qc: QueryClient) => qc.invalidateQueries({ queryKey: plansKey }),
};

export function useCreatePlan() {
  return useApiMutation(
    (api, p: Params<'admin/subscription-plans/create'>) => api('admin/subscription-plans/create', p),
    refresh,
  );
}

export function useUpdatePlan() {
  return useApiMutation(
    (api, p: Params<'admin/subscription-plans/update'>) => api('admin/subscription-plans/update', p),
    refresh,
  );
}

export function useArchivePlan() {
  return useApiMutation(
    (api, planId: string) => api('admin/subscription-plans/archive', { planId }),
    refresh,
  );
}
