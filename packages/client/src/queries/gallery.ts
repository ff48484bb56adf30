import { useQuery } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useApi } from '@/api/index.ts';
import { withLike } from './likes.ts';
import { useApiMutation } from './mutation.ts';
import { usePaged } from './paged.ts';

type GalleryPost = entities.GalleryPost;

/** The gallery's lists: every post (newest first), the most liked, my likes and my own posts. */
export type GalleryListKind = 'recent' | 'popular' | 'liked' | 'mine';

export const galleryKeys = {
  all: ['gallery'] as const,
  list: (kind: GalleryListKind) => [...galleryKeys.all, 'list', kind] as const,
  post: (id: string) => [...galleryKeys.all, 'post', id] as const,
  byUser: (userId: string) => [...galleryKeys.all, 'user', userId] as const,
};

/** One item of a gallery list: the post, under the id the list pages by (a like's own id for likes). */
export interface GalleryListItem {
  id: string;
  post: GalleryPost;
}

const asItems = (posts: GalleryPost[]): GalleryListItem[] => posts.map((post) => ({ id: post.id, post }));

export function useGalleryList(kind: GalleryListKind) {
  const api = useApi();
  return usePaged<GalleryListItem>({
    queryKey: galleryKeys.list(kind),
    fetch: async (q) => {
      switch (kind) {
        case 'recent':
          return asItems(await api('gallery/posts', q));
        // the server ranks a fixed few: no further pages
        case 'popular':
          return q.untilId ? [] : asItems(await api('gallery/popular', {}));
        case 'liked':
          return (await api('i/gallery/likes', q)) as GalleryListItem[];
        case 'mine':
          return asItems(await api('i/gallery/posts', q));
      }
    },
  });
}

export function useGalleryPost(postId: string, { enabled = true } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: galleryKeys.post(postId),
    queryFn: () => api('gallery/posts/show', { postId }),
    enabled,
  });
}

/** A user's posts (the author's other posts under a post). */
export function useUserGalleryPosts(userId: string | undefined) {
  const api = useApi();
  return usePaged<GalleryListItem>({
    queryKey: galleryKeys.byUser(userId ?? ''),
    fetch: async (q) => asItems(await api('users/gallery/posts', { userId: userId!, ...q })),
    enabled: userId !== undefined,
    pageSize: 12,
  });
}

export interface GalleryPostBody {
  title: string;
  description: string | null;
  fileIds: string[];
  isSensitive: boolean;
}

/** Creates a post (postId null) or updates one. */
export function useSaveGalleryPost() {
  return useApiMutation(
    (api, { postId, body }: { postId: string | null; body: GalleryPostBody }) =>
      postId ? api('gallery/posts/update', { postId, ...body }) : api('gallery/posts/create', body),
    {
      onSuccess: (post, _v, qc) => {
        qc.setQueryData(galleryKeys.post(post.id), post);
        void qc.invalidateQueries({ queryKey: galleryKeys.all, predicate: (q) => q.queryKey[1] !== 'post' });
      },
    },
  );
}

export function useDeleteGalleryPost() {
  return useApiMutation((api, postId: string) => api('gallery/posts/delete', { postId }), {
    onSuccess: (_r, postId, qc) => {
      qc.removeQueries({ queryKey: galleryKeys.post(postId) });
      void qc.invalidateQueries({ queryKey: galleryKeys.all });
    },
  });
}

/** Likes or unlikes; the post's count and mark change at once and the lists catch up. */
export function useLikeGalleryPost() {
  return useApiMutation(
    async (api, { post, like }: { post: GalleryPost; like: boolean }) => {
      await api(like ? 'gallery/posts/like' : 'gallery/posts/unlike', { postId: post.id });
      return like;
    },
    {
      onSuccess: (like, { post }, qc) => {
        qc.setQueryData<GalleryPost>(galleryKeys.post(post.id), (p) => withLike(p, like));
        for (const kind of ['liked', 'popular'] as const)
          void qc.invalidateQueries({ queryKey: galleryKeys.list(kind) });
      },
    },
  );
}
