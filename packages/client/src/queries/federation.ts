// Resource module: the other servers this one knows (federation/*).
import { useQuery } from '@tanstack/react-query';
import type { Endpoints, entities } from 'misskey-js';
import { useApi, type Params } from '@/api/index.ts';
import { useApiMutation } from './mutation.ts';
import { usePaged } from './paged.ts';

export type FederationFilter = Omit<Params<'federation/instances'>, 'limit' | 'offset'>;

export const federationKeys = {
  all: ['federation'] as const,
  list: (f: FederationFilter) => [...federationKeys.all, 'list', f] as const,
  one: (host: string) => [...federationKeys.all, 'one', host] as const,
};

export type InstanceChart = Endpoints['charts/instance']['res'];

/** The servers this one knows, filtered and sorted (federation/instances, by offset). */
export function useFederationInstances(filter: FederationFilter) {
  const api = useApi();
  return usePaged({
    queryKey: federationKeys.list(filter),
    fetch: ({ offset, limit }) => api('federation/instances', { ...filter, limit, offset }),
    cursor: 'offset',
  });
}

/** What this server knows of one other; null when it has not met it. */
export function useFederationInstance(host: string) {
  const api = useApi();
  return useQuery({
    queryKey: federationKeys.one(host),
    queryFn: async (): Promise<entities.FederationInstance | null> =>
      ((await api('federation/show-instance', { host })) as entities.FederationInstance | undefined) ?? null,
  });
}

/** Another server's figures per day or hour, newest first (charts/instance). */
export function useInstanceChart(host: string, span: 'day' | 'hour', limit: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...federationKeys.one(host), 'chart', span, limit],
    queryFn: () => api('charts/instance', { host, span, limit }),
  });
}

/** admin/federation/update-instance: stop or resume delivery to a server, or keep a note on it. */
export function useUpdateInstance() {
  return useApiMutation(
    (api, p: Params<'admin/federation/update-instance'>) => api('admin/federation/update-instance', p),
    { onSuccess: (_r, p, qc) => qc.invalidateQueries({ queryKey: federationKeys.one(p.host) }) },
  );
}

type InstanceAction =
  | 'admin/federation/refresh-remote-instance-metadata'
  | 'admin/federation/delete-all-files'
  | 'admin/federation/remove-all-following';

/** One of the moderator's actions on everything this server holds of another (read again afterwards). */
export function useInstanceAction(action: InstanceAction) {
  return useApiMutation((api, host: string) => api(action, { host }), {
    onSuccess: (_r, host, qc) => qc.invalidateQueries({ queryKey: federationKeys.one(host) }),
  });
}
