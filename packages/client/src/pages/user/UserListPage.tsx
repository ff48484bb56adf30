import { t } from '@/i18n/index.ts';
import { PagedList, QueryErrorView } from '@/list/index.ts';
import type { PageProps } from '@/router/index.ts';
import { useUser, useUserRelations } from '@/queries/index.ts';
import { PageHeader } from '@/ui/index.ts';
import { UserRow } from '@/user-card/index.ts';
import { parseAcct } from './parse-acct.ts';

type Kind = 'following' | 'followers';

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
            <ul className="kumo-user-rows">
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
