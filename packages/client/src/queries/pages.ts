import { useQuery } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useApi } from '@/api/index.ts';
import { withLike } from './likes.ts';
import { useApiMutation } from './mutation.ts';
import { usePaged } from './paged.ts';
import { userKeys } from './users.ts';

type Page = entities.Page;

/** The lists of /pages: the server's featured pages, the ones I liked and my own. */
export type PagesListKind = 'featured' | 'liked' | 'mine';

export const pageKeys = {
  all: ['pages'] as const,
  list: (kind: PagesListKind) => [...pageKeys.all, 'list', kind] as const,
  one: (id: string) => [...pageKeys.all, 'one', id] as const,
  byName: (username: string, name: string) => [...pageKeys.all, 'name', username, name] as const,
};

/** One item of a pages list: the page, under the id the list pages by (a like's own id for likes). */
export interface PagesListItem {
  id: string;
  page: Page;
}

const asItems = (pages: Page[]): PagesListItem[] => pages.map((page) => ({ id: page.id, page }));

export function usePagesList(kind: PagesListKind) {
  const api = useApi();
  return usePaged<PagesListItem>({
    queryKey: pageKeys.list(kind),
    fetch: async (q) => {
      switch (kind) {
        // the server picks a fixed few: no further pages
        case 'featured':
          return q.untilId ? [] : asItems(await api('pages/featured', {}));
        case 'liked':
          return (await api('i/page-likes', q)) as PagesListItem[];
        case 'mine':
          return asItems(await api('i/pages', q));
      }
    },
  });
}

/** A page by its id (the editor), or by its author's username and its name (the address people share). */
export type PageRef = { pageId: string } | { username: string; name: string };

const keyOf = (ref: PageRef) =>
  'pageId' in ref ? pageKeys.one(ref.pageId) : pageKeys.byName(ref.username, ref.name);

export function usePage(ref: PageRef, { enabled = true } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: keyOf(ref),
    queryFn: () => api('pages/show', ref),
    enabled,
  });
}

/** A user's pages, newest first (the profile's tab and the author's other pages under a page). */
export function useUserPages(userId: string | undefined) {
  const api = useApi();
  return usePaged({
    queryKey: [...userKeys.byId(userId ?? ''), 'pages'],
    fetch: (q) => api('users/pages', { ...q, userId: userId! }),
    enabled: userId !== undefined,
  });
}

export interface PageBody {
  title: string;
  name: string;
  summary: string | null;
  content: entities.PageBlock[];
  variables: never[];
  script: string;
  eyeCatchingImageId: string | null;
  font: 'serif' | 'sans-serif';
  alignCenter: boolean;
  hideTitleWhenPinned: boolean;
}

/** Every cached copy of a page and every list: what a save, delete or like makes stale. */
const refreshPages = (qc: import('@tanstack/react-query').QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: pageKeys.all }),
    qc.invalidateQueries({ queryKey: userKeys.all, predicate: (q) => q.queryKey.at(-1) === 'pages' }),
  ]);

/** Creates a page (pageId null) or updates one; resolves to the page's id. */
export function useSavePage() {
  return useApiMutation(
    async (api, { pageId, body }: { pageId: string | null; body: PageBody }) => {
      if (!pageId) return (await api('pages/create', body)).id;
      await api('pages/update', { pageId, ...body });
      return pageId;
    },
    { onSuccess: (_id, _v, qc) => void refreshPages(qc) },
  );
}

export function useDeletePage() {
  return useApiMutation((api, pageId: string) => api('pages/delete', { pageId }), {
    onSuccess: (_r, pageId, qc) => {
      qc.removeQueries({ queryKey: pageKeys.one(pageId) });
      void refreshPages(qc);
    },
  });
}

/** Likes or unlikes; the page's count and mark change at once wherever it is cached, and the lists catch up. */
export function useLikePage() {
  return useApiMutation(
    async (api, { page, like }: { page: Page; like: boolean }) => {
      await api(like ? 'pages/like' : 'pages/unlike', { pageId: page.id });
      return like;
    },
    {
      onSuccess: (like, { page }, qc) => {
        qc.setQueryData<Page>(pageKeys.one(page.id), (p) => withLike(p, like));
        qc.setQueryData<Page>(pageKeys.byName(page.user.username, page.name), (p) => withLike(p, like));
        for (const kind of ['liked', 'featured'] as const)
          void qc.invalidateQueries({ queryKey: pageKeys.list(kind) });
      },
    },
  );
}
