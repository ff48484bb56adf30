import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useMe } from '@/account/index.ts';
import { api, describeError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';

type State = 'open' | 'busy' | 'accepted' | 'rejected';

/** Accept or reject the follow request a receiveFollowRequest notification is about. */
export function FollowRequestActions({ userId }: { userId: string }) {
  const { account } = useMe();
  const [state, setState] = useState<State>('open');
  const [error, setError] = useState<string | null>(null);

  const answer = async (choice: 'accept' | 'reject') => {
    if (!account) return;
    setState('busy');
    setError(null);
    try {
      await api(
        choice === 'accept' ? 'following/requests/accept' : 'following/requests/reject',
        { userId },
        account.token,
      );
      setState(choice === 'accept' ? 'accepted' : 'rejected');
    } catch (err) {
      setState('open');
      setError(describeError(err));
    }
  };

  if (state === 'accepted' || state === 'rejected')
    return (
      <p className="kumo-notification-outcome" role="status">
        {t(state === 'accepted' ? 'followRequestAcceptedByYou' : 'followRequestRejectedByYou')}
      </p>
    );
  return (
    <div className="kumo-notification-actions">
      <button
        type="button"
        className="kumo-button primary"
        disabled={state === 'busy'}
        onClick={() => void answer('accept')}
      >
        <IconCheck size={16} aria-hidden />
        {t('acceptFollowRequest')}
      </button>
      <button
        type="button"
        className="kumo-button"
        disabled={state === 'busy'}
        onClick={() => void answer('reject')}
      >
        <IconX size={16} aria-hidden />
        {t('rejectFollowRequest')}
      </button>
      {error && (
        <p className="kumo-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
