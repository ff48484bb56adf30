import { IconUserPlus } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { useAnswerFollowRequest, useFollowRequests, type FollowRequest } from '@/queries/index.ts';
import { PageHeader } from '@/ui/index.ts';
import { UserRow } from '@/user-card/index.ts';

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
          <ul className="kumo-user-rows kumo-follow-requests">
            {requests.map((req) => (
              <UserRow
                key={req.id}
                user={req.follower}
                avatarSize={44}
                actions={
                  <>
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
                  </>
                }
              />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
