import { IconStar } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useMe } from '../../account/index.ts';
import { api } from '../../api/index.ts';
import { t } from '../../i18n/index.ts';
import { NoteView } from '../../note/index.ts';
import { LoadingView } from '../../ui/LoadingView.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryErrorView } from '../../ui/QueryErrorView.tsx';
import { LoadMore } from '../clips/LoadMore.tsx';

const PAGE = 20;

/** /secure/my/favorites: the notes I marked as favorites, the latest favorite first. */
export default function FavoritesPage() {
  const { account } = useMe();
  const list = useInfiniteQuery({
    queryKey: ['favorites', account?.id],
    enabled: !!account,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api('i/favorites', { limit: PAGE, untilId: pageParam }, account!.token) as Promise<
        entities.NoteFavorite[]
      >,
    getNextPageParam: (last: entities.NoteFavorite[]) => (last.length < PAGE ? undefined : last.at(-1)!.id),
  });
  const favorites = list.data?.pages.flat() ?? [];
  return (
    <>
      <PageHeader title={t('favorites')} icon={<IconStar size={18} aria-hidden />} />
      {list.isPending && <LoadingView />}
      {list.isError && <QueryErrorView error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && favorites.length === 0 && <p className="kumo-empty">{t('favoritesEmpty')}</p>}
      <div className="kumo-timeline">
        {favorites.map((f) => (
          <NoteView key={f.id} note={f.note} />
        ))}
      </div>
      <LoadMore query={list} />
    </>
  );
}
