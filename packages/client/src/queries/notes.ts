import type { entities } from 'misskey-js';
import { useApi } from '../api/index.ts';
import { usePaged } from './paged.ts';

export const noteKeys = {
  all: ['notes'] as const,
  one: (id: string) => [...noteKeys.all, 'one', id] as const,
  favorites: () => [...noteKeys.all, 'favorites'] as const,
};

/** My favorites, the latest favorite first (each carries its note). */
export function useFavorites() {
  const api = useApi();
  return usePaged({
    queryKey: noteKeys.favorites(),
    fetch: (q) => api('i/favorites', q) as Promise<entities.NoteFavorite[]>,
  });
}
