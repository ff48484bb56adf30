import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { IconUserPlus } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import { meQueryKey, useMe } from '../../account/index.ts';
import { api } from '../../api/index.ts';
import { showApiError } from '../../api/error-handler.ts';
import { t } from '../../i18n/index.ts';
import { UserName } from '../../mfm/index.ts';
import { acctOf, profilePath } from '../../note/index.ts';
import { Link } from '../../router/index.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { LoadingView } from '../../ui/LoadingView.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryErrorView } from '../../list/index.ts';
import './follow-requests.css';

type Request = { id: string; follower: entities.UserLite };
const PAGE = 30;

/** /secure/my/follow-requests: the people asking to follow a locked account, to accept or reject. */
export default function FollowRequestsPage() {
  const { account } = useMe();
  const token = account?.token ?? null;
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const queryKey = ['follow-requests', account?.id];
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api('following/requests/list', { limit: PAGE, untilId: pageParam }, token) as Promise<Request[]>,
    getNextPageParam: (last: Request[]) => (last.length < PAGE ? undefined : last[last.length - 1]!.id),
  });
  const answer = async (req: Request, accept: boolean) => {
    setBusy(req.id);
    try {
      await api(
        accept ? 'following/requests/accept' : 'following/requests/reject',
        { userId: req.follower.id },
        token,
      );
      await client.invalidateQueries({ queryKey });
      void client.invalidateQueries({ queryKey: meQueryKey(account?.id) });
    } catch (err) {
      await showApiError(err);
    } finally {
      setBusy(null);
    }
  };
  const requests = query.data?.pages.flat() ?? [];
  return (
    <>
      <PageHeader title={t('followRequests')} icon={<IconUserPlus size={20} aria-hidden />} />
      {query.isPending && <LoadingView />}
      {query.isError && <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && requests.length === 0 && (
        <p className="kumo-empty">{t('profileFollowRequestsEmpty')}</p>
      )}
      <ul className="kumo-follow-requests">
        {requests.map((req) => (
          <li key={req.id}>
            <Link to={profilePath(req.follower)} className="kumo-follow-request-user">
              <Avatar user={req.follower} size={44} />
              <span className="kumo-follow-request-names">
                <strong>
                  <UserName user={req.follower} />
                </strong>
                <span className="kumo-caption">@{acctOf(req.follower)}</span>
              </span>
            </Link>
            <span className="kumo-follow-request-actions">
              <button
                type="button"
                className="kumo-button primary"
                disabled={busy === req.id}
                onClick={() => void answer(req, true)}
              >
                {t('acceptFollowRequest')}
              </button>
              <button
                type="button"
                className="kumo-button"
                disabled={busy === req.id}
                onClick={() => void answer(req, false)}
              >
                {t('rejectFollowRequest')}
              </button>
            </span>
          </li>
        ))}
      </ul>
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
