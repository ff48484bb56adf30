import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { PagedList, QueryErrorView } from '@/list/index.ts';
import { UserName } from '@/mfm/index.ts';
import { acctOf, profilePath, Link, type PageProps } from '@/router/index.ts';
import { useUser, useUserRelations } from '@/queries/index.ts';
import { Avatar, PageHeader } from '@/ui/index.ts';
import { parseAcct } from './parse-acct.ts';
import './user.css';

type Kind = 'following' | 'followers';

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
  const user = useUser({ username, host });
  const list = useUserRelations(user.data?.id, kind);
  return (
    <>
      <PageHeader
        title={t(kind === 'following' ? 'followingList' : 'followersList', { acct: `@${params.acct}` })}
      />
      {user.isError ? (
        <QueryErrorView error={user.error} onRetry={() => void user.refetch()} />
      ) : (
        <PagedList query={list} empty={t('noUsers')}>
          {(rows) => (
            <ul className="kumo-user-list">
              {rows.map((row) => {
                const u = kind === 'following' ? row.followee : row.follower;
                return u ? <UserRow key={row.id} user={u} /> : null;
              })}
            </ul>
          )}
        </PagedList>
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
