import { useInfiniteQuery } from '@tanstack/react-query';
import { IconHash } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import { useMe } from '../../account/index.ts';
import { api } from '../../api/index.ts';
import { t } from '../../i18n/index.ts';
import type { PageProps } from '../../router/index.ts';
import { LoadingView } from '../../ui/LoadingView.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryErrorView } from '../../list/index.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import { UserCardRow } from './UserCardRow.tsx';
import './user-tags.css';

type Sort = '+follower' | '+createdAt' | '+updatedAt';
const PAGE = 30;

/** /user-tags/{tag}: the people whose profile carries the hashtag (hashtags/users). */
export default function UserTagsPage({ params }: PageProps) {
  const tag = params.tag ?? '';
  const { account } = useMe();
  const [sort, setSort] = useState<Sort>('+follower');
  const query = useInfiniteQuery({
    queryKey: ['user-tags', tag, sort, account?.id],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      api(
        'hashtags/users',
        { tag, sort, state: 'all', origin: 'combined', limit: PAGE, offset: pageParam },
        account?.token ?? null,
      ),
    getNextPageParam: (last: entities.UserDetailed[], pages) =>
      last.length < PAGE ? undefined : pages.length * PAGE,
  });
  const users = query.data?.pages.flat() ?? [];
  return (
    <>
      <PageHeader title={t('profileUserTagsTitle', { tag })} icon={<IconHash size={20} aria-hidden />} />
      <div className="kumo-user-tag-sort">
        <Tabs<Sort>
          label={t('profileUserTagsSort')}
          value={sort}
          onChange={setSort}
          tabs={[
            { key: '+follower', label: t('profileUserTagsSortFollowers') },
            { key: '+createdAt', label: t('profileUserTagsSortNewest') },
            { key: '+updatedAt', label: t('profileUserTagsSortUpdated') },
          ]}
        />
      </div>
      {query.isPending && <LoadingView />}
      {query.isError && <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && users.length === 0 && (
        <p className="kumo-empty">{t('profileUserTagsEmpty', { tag })}</p>
      )}
      {users.length > 0 && (
        <ul className="kumo-user-tag-list">
          {users.map((u) => (
            <UserCardRow key={u.id} user={u} />
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <div className="kumo-timeline-end">
          <button type="button" className="kumo-button" onClick={() => void query.fetchNextPage()}>
            {t('loadMore')}
          </button>
        </div>
      )}
    </>
  );
}
