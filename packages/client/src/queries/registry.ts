// Resource module: the account's registry as a browsable store (i/registry/*): scopes, keys with
// their types, one value; changing or removing a value. (Kumo's own settings are read and written
// through the settings store, which keeps its values under `client/base`.)
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/index.ts';
import { useApiMutation } from './mutation.ts';

export const registryKeys = {
  all: ['registry'] as const,
  scopes: () => [...registryKeys.all, 'scopes'] as const,
  keys: (scope: readonly string[]) => [...registryKeys.all, 'keys', scope.join('/')] as const,
  value: (scope: readonly string[], key: string) =>
    [...registryKeys.all, 'value', scope.join('/'), key] as const,
};

/** Every scope the account has values in, by domain (null: this server's own clients). */
export function useRegistryScopes() {
  const api = useApi();
  return useQuery({
    queryKey: registryKeys.scopes(),
    queryFn: () => api('i/registry/scopes-with-domain', {}),
  });
}

/** The keys of one scope with the type of each value. */
export function useRegistryKeys(scope: readonly string[]) {
  const api = useApi();
  return useQuery({
    queryKey: registryKeys.keys(scope),
    queryFn: () => api('i/registry/keys-with-type', { scope: [...scope] }),
  });
}

/** One value with when it was last changed. */
export function useRegistryValue(scope: readonly string[], key: string) {
  const api = useApi();
  return useQuery({
    queryKey: registryKeys.value(scope, key),
    queryFn: () => api('i/registry/get-detail', { scope: [...scope], key }),
  });
}

type Entry = { scope: readonly string[]; key: string };

export function useSetRegistryValue() {
  return useApiMutation(
    (api, { scope, key, value }: Entry & { value: unknown }) =>
      api('i/registry/set', { scope: [...scope], key, value }),
    { onSuccess: (_r, _v, qc) => qc.invalidateQueries({ queryKey: registryKeys.all }) },
  );
}

export function useRemoveRegistryKey() {
  return useApiMutation(
    (api, { scope, key }: Entry) => api('i/registry/remove', { scope: [...scope], key }),
    {
      onSuccess: (_r, v, qc) => {
        qc.removeQueries({ queryKey: registryKeys.value(v.scope, v.key) });
        return qc.invalidateQueries({ queryKey: registryKeys.keys(v.scope) });
      },
    },
  );
}
