// Resource module: deck profiles in the registry (scope client/deck/profiles, key = profile name).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '@/api/index.ts';
import { useApiMutation } from './mutation.ts';

const SCOPE = ['client', 'deck', 'profiles'];

export const deckKeys = {
  profiles: () => ['deck', 'profiles'] as const,
};

/** The registry calls of deck profiles: read, write, list and remove one profile. */
export function useDeckRegistry() {
  const api = useApi();
  return useMemo(
    () => ({
      get: (name: string): Promise<unknown> => api('i/registry/get', { scope: SCOPE, key: name }),
      set: (name: string, value: unknown) => api('i/registry/set', { scope: SCOPE, key: name, value }),
      keys: (): Promise<string[]> => api('i/registry/keys', { scope: SCOPE }),
      remove: (name: string) => api('i/registry/remove', { scope: SCOPE, key: name }),
    }),
    [api],
  );
}

/** The names of the deck profiles saved in the registry. */
export function useDeckProfiles() {
  const api = useApi();
  return useQuery({
    queryKey: deckKeys.profiles(),
    queryFn: (): Promise<string[]> => api('i/registry/keys', { scope: SCOPE }),
  });
}

export function useRemoveDeckProfile() {
  return useApiMutation((api, name: string) => api('i/registry/remove', { scope: SCOPE, key: name }), {
    onSuccess: (_r, _v, qc) => qc.invalidateQueries({ queryKey: deckKeys.profiles() }),
  });
}
