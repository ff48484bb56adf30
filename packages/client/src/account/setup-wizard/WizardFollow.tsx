import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { entities } from 'misskey-js';
import { api } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { Avatar } from '@/ui/index.ts';

interface Props {
  me: entities.MeDetailed;
  token: string;
  onNext: () => void;
  onBack: () => void;
}

/** People to follow: the server's most followed local users. */
export function WizardFollow({ me, token, onNext, onBack }: Props) {
  const users = useQuery({
    queryKey: ['wizard-users'],
    queryFn: () => api('users', { limit: 10, origin: 'local', sort: '+follower' }, token),
  });
  const [followed, setFollowed] = useState<Set<string>>(new Set());
  const follow = async (u: entities.UserDetailed) => {
    await api('following/create', { userId: u.id }, token).catch(() => undefined);
    setFollowed((s) => new Set(s).add(u.id));
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
