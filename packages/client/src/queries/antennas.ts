// Resource module: antennas (filters over every note the server sees).
import { useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useApi, type Api, type Params } from '@/api/index.ts';
import { useApiMutation, type ApiMutationOptions } from './mutation.ts';

type Antenna = entities.Antenna;
type Inline<V> = Pick<ApiMutationOptions<V, unknown>, 'onError'>;
export type AntennaParams = Params<'antennas/create'>;

export const antennaKeys = {
  all: ['antennas'] as const,
  mine: () => [...antennaKeys.all, 'mine'] as const,
  one: (antennaId: string) => [...antennaKeys.all, 'one', antennaId] as const,
  latest: (antennaId: string) => [...antennaKeys.all, 'latest', antennaId] as const,
};

/** When each antenna last caught a note (its newest note's date; null: none yet), for unread marks. */
export function useAntennasLatest(antennaIds: readonly string[]): Array<string | null | undefined> {
  const api = useApi();
  return useQueries({
    queries: antennaIds.map((antennaId) => ({
      queryKey: antennaKeys.latest(antennaId),
      queryFn: async () => (await api('antennas/notes', { antennaId, limit: 1 }))[0]?.createdAt ?? null,
      staleTime: 60_000,
    })),
  }).map((q) => q.data);
}

function setCachedAntenna(queryClient: QueryClient, antenna: Antenna) {
  queryClient.setQueryData(antennaKeys.one(antenna.id), antenna);
  return queryClient.invalidateQueries({ queryKey: antennaKeys.mine() });
}

export function useMyAntennas() {
  const api = useApi();
  return useQuery({ queryKey: antennaKeys.mine(), queryFn: () => api('antennas/list', {}) });
}

export function useAntenna(antennaId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: antennaKeys.one(antennaId ?? ''),
    queryFn: () => api('antennas/show', { antennaId: antennaId! }),
    enabled: antennaId !== null,
  });
}

/** Creates an antenna, or updates it when an id is given. */
export function useSaveAntenna(options: Inline<{ antennaId: string | null; body: AntennaParams }> = {}) {
  return useApiMutation(
    (api, { antennaId, body }: { antennaId: string | null; body: AntennaParams }) =>
      antennaId ? api('antennas/update', { antennaId, ...body }) : api('antennas/create', body),
    { onSuccess: (antenna, _p, qc) => setCachedAntenna(qc, antenna), ...options },
  );
}

export function useDeleteAntenna(options: Inline<string> = {}) {
  return useApiMutation((api, antennaId: string) => api('antennas/delete', { antennaId }), {
    onSuccess: (_r, antennaId, qc) => {
      qc.removeQueries({ queryKey: antennaKeys.one(antennaId) });
      return qc.invalidateQueries({ queryKey: antennaKeys.mine() });
    },
    ...options,
  });
}

/** The signed-in account's antennas, from the cache when fresh (the user menu's "add to antenna"). */
export function fetchMyAntennas(api: Api, qc: QueryClient) {
  return qc.fetchQuery({
    queryKey: antennaKeys.mine(),
    queryFn: () => api('antennas/list', {}),
    staleTime: 30_000,
  });
}

/** Adds an account (`@user@host`) to an antenna that listens to chosen users. */
export async function addUserToAntenna(api: Api, qc: QueryClient, antenna: Antenna, acct: string) {
  if (antenna.users.includes(acct)) return;
  const { id: antennaId, createdAt: _c, isActive: _a, hasUnreadNote: _u, notify: _n, ...rest } = antenna;
  await setCachedAntenna(
    qc,
    await api('antennas/update', { antennaId, ...rest, users: [...antenna.users, acct] }),
  );
}
