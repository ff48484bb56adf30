import { IconUserPlus } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { UserName } from '@/mfm/index.ts';
import { acctOf, profilePath, Link } from '@/router/index.ts';
import { useAnswerFollowRequest, useFollowRequests, type FollowRequest } from '@/queries/index.ts';
import { Avatar, PageHeader } from '@/ui/index.ts';
import './follow-requests.css';

/** /secure/my/follow-requests: the people asking to follow a locked account, to accept or reject. */
export default function FollowRequestsPage() {
  const query = useFollowRequests();
  const answerRequest = useAnswerFollowRequest();
  const answering = answerRequest.isPending ? answerRequest.variables?.userId : null;
  const answer = (req: FollowRequest, accept: boolean) =>
    answerRequest.run({ userId: req.follower.id, accept });
  return (
    <>
      <PageHeader title={t('followRequests')} icon={<IconUserPlus size={20} aria-hidden />} />
      <PagedList query={query} empty={t('profileFollowRequestsEmpty')}>
        {(requests) => (
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
                    disabled={answering === req.follower.id}
                    onClick={() => void answer(req, true)}
                  >
                    {t('acceptFollowRequest')}
                  </button>
                  <button
                    type="button"
                    className="kumo-button"
                    disabled={answering === req.follower.id}
                    onClick={() => void answer(req, false)}
                  >
                    {t('rejectFollowRequest')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
