import { useState } from 'react';
import type { entities } from 'misskey-js';
import { useFollowAction, usePopularLocalUsers } from '@/queries/index.ts';
import { t } from '@/i18n/index.ts';
import { Avatar } from '@/ui/index.ts';

interface Props {
  me: entities.MeDetailed;
  onNext: () => void;
  onBack: () => void;
}

/** People to follow: the server's most followed local users. */
export function WizardFollow({ me, onNext, onBack }: Props) {
  const users = usePopularLocalUsers();
  const followAction = useFollowAction();
  const [followed, setFollowed] = useState<Set<string>>(new Set());
  const follow = async (u: entities.UserDetailed) => {
    const done = await followAction.run({
      userId: u.id,
      endpoint: 'following/create',
      change: (user) => ({ ...user, isFollowing: true }),
    });
    if (done) setFollowed((s) => new Set(s).add(u.id));
  };
  return (
    <div className="kumo-wizard-step">
      <h3>{t('setupWizardFollow')}</h3>
      <ul className="kumo-wizard-users">
        {users.data
          ?.filter((u) => u.id !== me.id)
          .map((u) => (
            <li key={u.id}>
              <Avatar user={u} size={36} />
              <span className="kumo-wizard-user-name">
                {u.name || u.username}
                <span className="kumo-caption">@{u.username}</span>
              </span>
              <button
                type="button"
                className="kumo-button"
                disabled={followed.has(u.id) || u.isFollowing}
                onClick={() => void follow(u)}
              >
                {followed.has(u.id) || u.isFollowing ? t('following') : t('follow')}
              </button>
            </li>
          ))}
      </ul>
      <div className="kumo-wizard-actions">
        <button type="button" className="kumo-button" onClick={onBack}>
          {t('back')}
        </button>
        <button type="button" className="kumo-button primary" onClick={onNext}>
          {t('setupWizardFinish')}
        </button>
      </div>
    </div>
  );
}
