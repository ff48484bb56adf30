import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useMe } from '../../account/index.ts';
import { api } from '../../api/index.ts';
import { describeError } from '../../api/describe-error.ts';
import { t } from '../../i18n/index.ts';
import { UserName } from '../../mfm/index.ts';
import { acctOf, profilePath } from '../../note/index.ts';
import { Link, type PageProps } from '../../router/index.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { LoadingView } from '../../ui/LoadingView.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { parseAcct } from './parse-acct.ts';
import './user.css';

type Kind = 'following' | 'followers';
type Row = entities.Following;

function UserRow({ user }: { user: entities.UserLite | entities.UserDetailed }) {
  return (
    <li>
      <Link className="kumo-user-row" to={profilePath(user)}>
        <Avatar user={user} size={40} />
        <span className="kumo-user-row-name">
          <UserName user={user} />
          <span className="kumo-caption">@{acctOf(user)}</span>
        </span>
      </Link>
    </li>
  );
}

/** /@{acct}/following and /@{acct}/followers: the people, page by page. */
function UserListPage({ params, kind }: PageProps & { kind: Kind }) {
  const { username, host } = parseAcct(params.acct ?? '');
  const { account } = useMe();
  const token = account?.token ?? null;
  const user = useQuery({
    queryKey: ['user', username, host, account?.id],
    queryFn: () => api('users/show', { username, host }, token),
  });
  const list = useInfiniteQuery({
    queryKey: ['user-list', kind, user.data?.id],
    enabled: !!user.data,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api(
        kind === 'following' ? 'users/following' : 'users/followers',
        { userId: user.data!.id, limit: 30, untilId: pageParam },
        token,
      ) as Promise<Row[]>,
    getNextPageParam: (last: Row[]) => (last.length < 30 ? undefined : last[last.length - 1]!.id),
  });
  const rows = list.data?.pages.flat() ?? [];
  return (
    <>
      <PageHeader
        title={t(kind === 'following' ? 'followingList' : 'followersList', { acct: `@${params.acct}` })}
      />
      {(user.isPending || list.isPending) && !user.isError && <LoadingView />}
      {(user.isError || list.isError) && (
        <p className="kumo-empty" role="alert">
          {describeError(user.error ?? list.error)}
        </p>
      )}
      {list.isSuccess && rows.length === 0 && <p className="kumo-empty">{t('noUsers')}</p>}
      <ul className="kumo-user-list">
        {rows.map((row) => {
          const u = kind === 'following' ? row.followee : row.follower;
          return u ? <UserRow key={row.id} user={u} /> : null;
        })}
      </ul>
      {list.hasNextPage && (
        <div className="kumo-timeline-end">
          <button type="button" className="kumo-button" onClick={() => void list.fetchNextPage()}>
            {t('loadMore')}
          </button>
        </div>
      )}
    </>
  );
}

export function FollowingPage(props: PageProps) {
  return <UserListPage {...props} kind="following" />;
}

export function FollowersPage(props: PageProps) {
  return <UserListPage {...props} kind="followers" />;
}
