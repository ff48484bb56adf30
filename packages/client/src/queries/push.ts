// Resource module: this device's push registration on the server (sw/*; issue 15).
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/index.ts';
import { useApiMutation } from './mutation.ts';

export const pushKeys = {
  all: ['push'] as const,
  registration: (endpoint: string) => [...pushKeys.all, 'registration', endpoint] as const,
};

/** The server's record of this device's subscription (null when it has none); off without one. */
export function usePushRegistration(endpoint: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: pushKeys.registration(endpoint ?? ''),
    queryFn: () => api('sw/show-registration', { endpoint: endpoint! }),
    enabled: endpoint !== null,
  });
}

/** Tells the server of a subscription (sw/register). */
export function useRegisterPush() {
  return useApiMutation(
    (api, keys: { endpoint: string; auth: string; publickey: string }) => api('sw/register', keys),
    {
      onSuccess: (_r, keys, qc) =>
        void qc.invalidateQueries({ queryKey: pushKeys.registration(keys.endpoint) }),
    },
  );
}

/** Tells the server to forget a subscription (sw/unregister). */
export function useUnregisterPush() {
  return useApiMutation((api, endpoint: string) => api('sw/unregister', { endpoint }), {
    onSuccess: (_r, endpoint, qc) => qc.setQueryData(pushKeys.registration(endpoint), null),
  });
}
