// Resource module: the signed-in user's mutes, renote mutes and blocks.
import type { QueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useApi, type Api } from '@/api/index.ts';
import { useApiMutation } from './mutation.ts';
import { usePaged } from './paged.ts';
import { patchCachedUser, userKeys } from './users.ts';

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

/** A mute, renote mute or block to make or undo. */
export interface RelationChange {
  endpoint:
    | 'mute/create'
    | 'mute/delete'
    | 'renote-mute/create'
    | 'renote-mute/delete'
    | 'blocking/create'
    | 'blocking/delete';
  userId: string;
  /** mute/create: when the mute ends (null: never). */
  expiresAt?: number | null;
  /** The user as the change leaves them (the answer carries no relation fields). */
  after: <U extends { id: string }>(user: U) => U;
}

/**
 * Makes or undoes a mute, renote mute or block (for the user menu, built outside React). The new
 * relation shows at once in every cached copy of the user; the lists of relations are read again.
 */
export async function changeRelation(api: Api, queryClient: QueryClient, change: RelationChange) {
  const { endpoint, userId, expiresAt } = change;
  // every one takes the user id; mute/create also an expiry
  await api(endpoint as 'mute/create', expiresAt === undefined ? { userId } : { userId, expiresAt });
  patchCachedUser(queryClient, userId, change.after);
  void queryClient.invalidateQueries({ queryKey: relationKeys.all });
}
