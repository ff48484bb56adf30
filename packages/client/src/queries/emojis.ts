// Resource module: emojis. The instance's list for everyone lives in `emoji/` (cached, kept live by
// the stream); here is what managing them needs: every emoji with its id and details, the roles that
// may be chosen, the add, edit, bulk and delete calls, and other servers' emoji to copy.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Endpoints, entities } from 'misskey-js';
import { useApi, type Api, type Params } from '@/api/index.ts';
import { useApiMutation } from './mutation.ts';
import { usePaged } from './paged.ts';

type EmojiDetailed = entities.EmojiDetailed;

export const emojiKeys = {
  all: ['emojis'] as const,
  managed: () => [...emojiKeys.all, 'managed'] as const,
  assignableRoles: () => [...emojiKeys.all, 'roles'] as const,
};

const MANAGED_PAGE = 100;

/** Every custom emoji of the instance with its id, licence and role limits (page after page). */
async function fetchAllManaged(api: Api): Promise<EmojiDetailed[]> {
  const all: EmojiDetailed[] = [];
  for (;;) {
    const untilId = all.length > 0 ? all[all.length - 1]!.id : undefined;
    const page = await api('admin/emoji/list', { limit: MANAGED_PAGE, ...(untilId ? { untilId } : {}) });
    all.push(...page);
    if (page.length < MANAGED_PAGE) return all;
  }
}

/** The emoji manager's list (for users whose role lets them manage custom emoji). */
export function useManagedEmojis({ enabled = true } = {}) {
  const api = useApi();
  return useQuery({ queryKey: emojiKeys.managed(), queryFn: () => fetchAllManaged(api), enabled });
}

/** The roles an emoji's reactions may be limited to (moderators see them all). */
export function useAssignableRoles({ enabled = true } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: emojiKeys.assignableRoles(),
    queryFn: () => api('admin/roles/list', {}),
    enabled,
  });
}

const refreshManaged = (_r: unknown, _v: unknown, qc: QueryClient) =>
  void qc.invalidateQueries({ queryKey: emojiKeys.managed() });

export type EmojiFields = Omit<Params<'admin/emoji/add'>, 'fileId'>;

export function useAddEmoji() {
  return useApiMutation((api, vars: EmojiFields & { fileId: string }) => api('admin/emoji/add', vars), {
    onSuccess: refreshManaged,
  });
}

export function useUpdateEmoji() {
  return useApiMutation((api, vars: EmojiFields & { id: string }) => api('admin/emoji/update', vars), {
    onSuccess: refreshManaged,
  });
}

/** Deletes one emoji or several at once. */
export function useDeleteEmojis() {
  return useApiMutation(
    (api, ids: string[]) =>
      ids.length === 1 ? api('admin/emoji/delete', { id: ids[0]! }) : api('admin/emoji/delete-bulk', { ids }),
    { onSuccess: refreshManaged },
  );
}

export function useSetEmojiCategory() {
  return useApiMutation(
    (api, vars: { ids: string[]; category: string | null }) => api('admin/emoji/set-category-bulk', vars),
    { onSuccess: refreshManaged },
  );
}

/** A change to many emoji at once: their aliases (add, remove, replace) or their licence. */
export type BulkEmojiChange =
  | { kind: 'add-aliases' | 'remove-aliases' | 'set-aliases'; ids: string[]; aliases: string[] }
  | { kind: 'set-license'; ids: string[]; license: string | null };

export function useBulkEmojiChange() {
  return useApiMutation(
    (api, c: BulkEmojiChange) => {
      switch (c.kind) {
        case 'add-aliases':
          return api('admin/emoji/add-aliases-bulk', { ids: c.ids, aliases: c.aliases });
        case 'remove-aliases':
          return api('admin/emoji/remove-aliases-bulk', { ids: c.ids, aliases: c.aliases });
        case 'set-aliases':
          return api('admin/emoji/set-aliases-bulk', { ids: c.ids, aliases: c.aliases });
        case 'set-license':
          return api('admin/emoji/set-license-bulk', { ids: c.ids, license: c.license });
      }
    },
    { onSuccess: refreshManaged },
  );
}

export type RemoteEmoji = Endpoints['admin/emoji/list-remote']['res'][number];

/** Other servers' custom emoji this one has seen, by name and host (admin/emoji/list-remote). */
export function useRemoteEmojis(filter: { query: string; host: string }) {
  const api = useApi();
  return usePaged({
    queryKey: [...emojiKeys.all, 'remote', filter],
    fetch: (q) =>
      api('admin/emoji/list-remote', { ...q, query: filter.query || null, host: filter.host || null }),
  });
}

/** Copies another server's emoji into this one's own (admin/emoji/copy). */
export function useCopyEmoji() {
  return useApiMutation((api, emojiId: string) => api('admin/emoji/copy', { emojiId }), {
    onSuccess: refreshManaged,
  });
}
