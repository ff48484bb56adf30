// Resource module: the user's webhooks (i/webhooks/*).
import { useQuery } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useApi, type Params } from '@/api/index.ts';
import { useApiMutation, type ApiMutationOptions } from './mutation.ts';

type Failure = Pick<ApiMutationOptions<unknown, unknown>, 'onError'>;

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  one: (id: string) => [...webhookKeys.all, 'one', id] as const,
};

export function useWebhooks() {
  const api = useApi();
  return useQuery({ queryKey: webhookKeys.list(), queryFn: () => api('i/webhooks/list', {}) });
}

export function useWebhook(webhookId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: webhookKeys.one(webhookId ?? ''),
    queryFn: () => api('i/webhooks/show', { webhookId: webhookId! }),
    enabled: webhookId !== null,
  });
}

/** Creates a hook; a new hook starts active, so one made switched off takes one more call. */
export function useCreateWebhook({ onError }: Failure = {}) {
  return useApiMutation(
    async (api, p: Params<'i/webhooks/create'> & { active: boolean }) => {
      const { active, ...params } = p;
      const created = await api('i/webhooks/create', params);
      if (!active) await api('i/webhooks/update', { webhookId: created.id, active: false });
      return { ...created, active };
    },
    {
      onSuccess: (hook, _p, qc) => {
        qc.setQueryData(webhookKeys.one(hook.id), hook);
        void qc.invalidateQueries({ queryKey: webhookKeys.list() });
      },
      onError,
    },
  );
}

export function useUpdateWebhook({ onError }: Failure = {}) {
  return useApiMutation((api, p: Params<'i/webhooks/update'>) => api('i/webhooks/update', p), {
    onSuccess: (_r, p, qc) => {
      void qc.invalidateQueries({ queryKey: webhookKeys.one(p.webhookId) });
      void qc.invalidateQueries({ queryKey: webhookKeys.list() });
    },
    onError,
  });
}

export function useDeleteWebhook({ onError }: Failure = {}) {
  return useApiMutation((api, webhookId: string) => api('i/webhooks/delete', { webhookId }), {
    onSuccess: (_r, webhookId, qc) => {
      qc.removeQueries({ queryKey: webhookKeys.one(webhookId) });
      qc.setQueryData<entities.UserWebhook[]>(webhookKeys.list(), (hooks) =>
        hooks?.filter((h) => h.id !== webhookId),
      );
      void qc.invalidateQueries({ queryKey: webhookKeys.list() });
    },
    onError,
  });
}

/** Sends a sample event to a saved hook (optionally to another URL and secret, to try a change). */
export function useTestWebhook({ onError }: Failure = {}) {
  return useApiMutation((api, p: Params<'i/webhooks/test'>) => api('i/webhooks/test', p), { onError });
}
