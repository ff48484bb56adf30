import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useApi } from '@/api/index.ts';
import { withLike } from './likes.ts';
import { useApiMutation } from './mutation.ts';
import { usePaged } from './paged.ts';

type Flash = entities.Flash;

/** The lists of /play: the most liked public Plays, the ones I liked and my own. */
export type PlayListKind = 'featured' | 'liked' | 'mine';

export const playKeys = {
  all: ['play'] as const,
  list: (kind: PlayListKind) => [...playKeys.all, 'list', kind] as const,
  one: (id: string) => [...playKeys.all, 'one', id] as const,
};

/** One item of a Play list: the Play, under the id the list pages by (a like's own id for likes). */
export interface PlayListItem {
  id: string;
  flash: Flash;
}

const asItems = (flashes: Flash[]): PlayListItem[] => flashes.map((flash) => ({ id: flash.id, flash }));

export function usePlayList(kind: PlayListKind) {
  const api = useApi();
  return usePaged<PlayListItem>({
    queryKey: playKeys.list(kind),
    // featured is ranked by likes: it pages by offset
    cursor: kind === 'featured' ? 'offset' : 'id',
    fetch: async (q) => {
      switch (kind) {
        case 'featured':
          return asItems(await api('flash/featured', { offset: q.offset ?? 0, limit: q.limit }));
        case 'liked':
          return (await api('flash/my-likes', q)) as PlayListItem[];
        case 'mine':
          return asItems(await api('flash/my', q));
      }
    },
  });
}

export function usePlay(flashId: string, { enabled = true } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: playKeys.one(flashId),
    queryFn: () => api('flash/show', { flashId }),
    enabled,
  });
}

/** A user's public Plays, newest first (the profile's Play tab). */
export function useUserPlays(userId: string) {
  const api = useApi();
  return usePaged({
    queryKey: [...playKeys.all, 'user', userId],
    fetch: (q) => api('users/flashs', { ...q, userId }),
  });
}

export interface PlayBody {
  title: string;
  summary: string;
  script: string;
  /** Left out on update: the stored ones stay (a new Play always sends them). */
  permissions?: string[];
  visibility: 'public' | 'private';
}

const refreshPlays = (qc: QueryClient) => qc.invalidateQueries({ queryKey: playKeys.all });

/** Creates a Play (flashId null) or updates one; resolves to its id. */
export function useSavePlay() {
  return useApiMutation(
    async (api, { flashId, body }: { flashId: string | null; body: PlayBody }) => {
      if (!flashId) return (await api('flash/create', { ...body, permissions: body.permissions ?? [] })).id;
      await api('flash/update', { flashId, ...body });
      return flashId;
    },
    { onSuccess: (_id, _v, qc) => void refreshPlays(qc) },
  );
}

export function useDeletePlay() {
  return useApiMutation((api, flashId: string) => api('flash/delete', { flashId }), {
    onSuccess: (_r, flashId, qc) => {
      qc.removeQueries({ queryKey: playKeys.one(flashId) });
      void refreshPlays(qc);
    },
  });
}

/** Likes or unlikes; the Play's count and mark change at once and the lists catch up. */
export function useLikePlay() {
  return useApiMutation(
    async (api, { flash, like }: { flash: Flash; like: boolean }) => {
      await api(like ? 'flash/like' : 'flash/unlike', { flashId: flash.id });
      return like;
    },
    {
      onSuccess: (like, { flash }, qc) => {
        qc.setQueryData<Flash>(playKeys.one(flash.id), (f) => withLike(f, like));
        for (const kind of ['liked', 'featured'] as const)
          void qc.invalidateQueries({ queryKey: playKeys.list(kind) });
      },
    },
  );
}
