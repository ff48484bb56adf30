// Resource module: user lists (mine and public ones) and their members.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useApi, type Api, type Params } from '@/api/index.ts';
import { useApiMutation, type ApiMutationOptions } from './mutation.ts';

type UserList = entities.UserList;
type Inline<V> = Pick<ApiMutationOptions<V, unknown>, 'onError'>;

/** One entry per list: the list page, my lists and the timeline's list menu read the same one. */
export const listKeys = {
  all: ['lists'] as const,
  mine: () => [...listKeys.all, 'mine'] as const,
  one: (listId: string) => [...listKeys.all, 'one', listId] as const,
  /** A list as anyone sees it (a public list's page, readable by visitors). */
  public: (listId: string) => [...listKeys.all, 'public', listId] as const,
  members: (listId: string, forPublic: boolean) => [...listKeys.all, 'members', listId, forPublic] as const,
};

/** Puts a changed list in its entry and in my lists. */
export function setCachedList(queryClient: QueryClient, list: UserList) {
  queryClient.setQueryData(listKeys.one(list.id), list);
  queryClient.setQueryData<UserList[]>(listKeys.mine(), (all) =>
    all?.map((l) => (l.id === list.id ? list : l)),
  );
}

export function useMyLists() {
  const api = useApi();
  return useQuery({ queryKey: listKeys.mine(), queryFn: () => api('users/lists/list', {}) });
}

export function useList(listId: string) {
  const api = useApi();
  return useQuery({ queryKey: listKeys.one(listId), queryFn: () => api('users/lists/show', { listId }) });
}

export function usePublicList(listId: string) {
  const api = useApi();
  return useQuery({
    queryKey: listKeys.public(listId),
    queryFn: () => api('users/lists/show', { listId, forPublic: true }),
  });
}

/** The memberships of a list (user and withReplies), up to 100, oldest first. */
export function useListMembers(listId: string, forPublic = false) {
  const api = useApi();
  return useQuery({
    queryKey: listKeys.members(listId, forPublic),
    queryFn: async () => {
      const page = await api('users/lists/get-memberships', { listId, forPublic, limit: 100 });
      return [...page].reverse();
    },
  });
}

export function useCreateList() {
  return useApiMutation((api, name: string) => api('users/lists/create', { name }), {
    onSuccess: (list, _n, qc) => {
      qc.setQueryData(listKeys.one(list.id), list);
      return qc.invalidateQueries({ queryKey: listKeys.mine() });
    },
  });
}

export function useUpdateList(options: Inline<Params<'users/lists/update'>> = {}) {
  return useApiMutation((api, p: Params<'users/lists/update'>) => api('users/lists/update', p), {
    onSuccess: (list, _p, qc) => setCachedList(qc, list),
    ...options,
  });
}

export function useDeleteList(options: Inline<string> = {}) {
  return useApiMutation((api, listId: string) => api('users/lists/delete', { listId }), {
    onSuccess: (_r, listId, qc) => {
      qc.removeQueries({ queryKey: listKeys.one(listId) });
      qc.setQueryData<UserList[]>(listKeys.mine(), (all) => all?.filter((l) => l.id !== listId));
    },
    ...options,
  });
}

type Membership = { listId: string; userId: string };

/** After a member change, the list (its user ids) and its members are read again. */
function refreshMembers(qc: QueryClient, listId: string) {
  void qc.invalidateQueries({ queryKey: listKeys.one(listId) });
  return qc.invalidateQueries({ queryKey: listKeys.members(listId, false) });
}

export function useAddListMember(options: Inline<Membership> = {}) {
  return useApiMutation((api, p: Membership) => api('users/lists/push', p), {
    onSuccess: (_r, p, qc) => refreshMembers(qc, p.listId),
    ...options,
  });
}

export function useRemoveListMember(options: Inline<Membership> = {}) {
  return useApiMutation((api, p: Membership) => api('users/lists/pull', p), {
    onSuccess: (_r, p, qc) => refreshMembers(qc, p.listId),
    ...options,
  });
}

export function useUpdateListMembership(options: Inline<Params<'users/lists/update-membership'>> = {}) {
  return useApiMutation(
    (api, p: Params<'users/lists/update-membership'>) => api('users/lists/update-membership', p),
    { onSuccess: (_r, p, qc) => refreshMembers(qc, p.listId), ...options },
  );
}

/** The signed-in account's lists, from the cache when fresh (the user menu's "add to list"). */
export function fetchMyLists(api: Api, qc: QueryClient) {
  return qc.fetchQuery({
    queryKey: listKeys.mine(),
    queryFn: () => api('users/lists/list', {}),
    staleTime: 30_000,
  });
}

/** Puts the user into the list, or takes them out (a menu's check mark). */
export async function setListMembership(api: Api, qc: QueryClient, p: Membership, member: boolean) {
  await api(member ? 'users/lists/push' : 'users/lists/pull', p);
  void qc.invalidateQueries({ queryKey: listKeys.mine() });
  await refreshMembers(qc, p.listId);
}
