import { useQuery } from '@tanstack/react-query';
import { useMe } from '../../account/index.ts';
import { api } from '../../api/index.ts';
import { describeError } from '../../api/describe-error.ts';
import { t } from '../../i18n/index.ts';
import type { PageProps } from '../../router/index.ts';
import { Timeline } from '../../timeline/index.ts';
import { LoadingView } from '../../ui/LoadingView.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { parseAcct } from './parse-acct.ts';
import { UserHeader } from './UserHeader.tsx';
import { PinnedNotes } from './PinnedNotes.tsx';
import { Mfm } from '../../mfm/index.ts';

/** /@{acct}: the profile header and the user's notes. */
export default function UserPage({ params }: PageProps) {
  const { username, host } = parseAcct(params.acct ?? '');
  const { account } = useMe();
  const token = account?.token ?? null;
  const user = useQuery({
    queryKey: ['user', username, host, account?.id],
    queryFn: () => api('users/show', { username, host }, token),
  });
  return (
    <>
      <PageHeader
        title={
          user.data ? (
            <Mfm
              text={user.data.name || user.data.username}
              plain
              nowrap
              author={user.data}
              emojiUrls={user.data.emojis}
            />
          ) : (
            `@${params.acct}`
          )
        }
      />
      {user.isPending && <LoadingView />}
      {user.isError && (
        <div className="kumo-empty" role="alert">
          <h2>{t('notFound')}</h2>
          <p>{describeError(user.error)}</p>
        </div>
      )}
      {user.data && (
        <>
          <UserHeader user={user.data} />
          <PinnedNotes user={user.data} />
          <Timeline
            queryKey={['user-notes', user.data.id, account?.id]}
            fetch={(q) => api('users/notes', { ...q, userId: user.data.id }, token)}
          />
        </>
      )}
    </>
  );
}
