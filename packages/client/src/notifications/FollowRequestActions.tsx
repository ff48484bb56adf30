import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { describeError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { useAnswerFollowRequest } from '@/queries/index.ts';

/** Accept or reject the follow request a receiveFollowRequest notification is about. */
export function FollowRequestActions({ userId }: { userId: string }) {
  const [error, setError] = useState<string | null>(null);
  // a failure is said under the buttons, not in a dialog
  const answer = useAnswerFollowRequest({
    onError: (err) => {
      setError(describeError(err));
      return true;
    },
  });
  const run = (accept: boolean) => {
    setError(null);
    void answer.run({ userId, accept });
  };

  if (answer.isSuccess)
    return (
      <p className="kumo-notification-outcome" role="status">
        {t(answer.variables.accept ? 'followRequestAcceptedByYou' : 'followRequestRejectedByYou')}
      </p>
    );
  return (
    <div className="kumo-notification-actions">
      <button
        type="button"
        className="kumo-button primary"
        disabled={answer.isPending}
        onClick={() => run(true)}
      >
        <IconCheck size={16} aria-hidden />
        {t('acceptFollowRequest')}
      </button>
      <button type="button" className="kumo-button" disabled={answer.isPending} onClick={() => run(false)}>
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
