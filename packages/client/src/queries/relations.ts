// Resource module: the signed-in user's mutes, renote mutes and blocks.
import type { entities } from 'misskey-js';
import { useApi } from '@/api/index.ts';
import { useApiMutation } from './mutation.ts';
import { usePaged } from './paged.ts';
import { userKeys } from './users.ts';

export type RelationKind = 'mutes' | 'renoteMutes' | 'blocks';

/** One row of a list: the relation's id (for paging), the user and, for mutes, the expiry. */
export interface RelationRow {
  id: string;
  createdAt: string;
  expiresAt?: string | null;
  user: entities.UserDetailed;
}

const ENDPOINTS = {
  mutes: { list: 'mute/list', remove: 'mute/delete' },
  renoteMutes: { list: 'renote-mute/list', remove: 'renote-mute/delete' },
  blocks: { list: 'blocking/list', remove: 'blocking/delete' },
} as const;

export const relationKeys = {
  all: [...userKeys.all, 'relations'] as const,
  list: (kind: RelationKind) => [...relationKeys.all, kind] as const,
};

type Answer = entities.Muting | entities.RenoteMuting | entities.Blocking;

/** The rows of a mute/list, renote-mute/list or blocking/list answer. */
export function relationRows(items: readonly Answer[]): RelationRow[] {
  return items.map((item) => ({
    id: item.id,
    createdAt: item.createdAt,
    ...('expiresAt' in item ? { expiresAt: item.expiresAt } : {}),
    user: 'blockee' in item ? item.blockee : item.mutee,
  }));
}

export function useRelations(kind: RelationKind) {
  const api = useApi();
  return usePaged({
    queryKey: relationKeys.list(kind),
    fetch: async (q) => relationRows(await api(ENDPOINTS[kind].list as 'mute/list', q)),
    pageSize: 30,
  });
}

/** Undoes a mute, renote mute or block; the list and every cached copy of that user are read again. */
export function useUndoRelation(kind: RelationKind) {
  return useApiMutation((api, userId: string) => api(ENDPOINTS[kind].remove, { userId }), {
    onSuccess: (_r, userId, qc) => {
      void qc.invalidateQueries({ queryKey: userKeys.byId(userId) });
      return qc.invalidateQueries({ queryKey: relationKeys.list(kind) });
    },
  });
}
