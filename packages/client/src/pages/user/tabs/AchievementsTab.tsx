import { IconTrophy } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { lang, t } from '@/i18n/index.ts';
import { LoadingView } from '@/ui/index.ts';
import { QueryErrorView } from '@/list/index.ts';
import { useUserAchievements } from '@/queries/index.ts';
import { achievementLabel } from './achievement-label.ts';

function titleOf(name: string): string {
  const label = achievementLabel(name);
  return label.key ? t(label.key, label.params) : label.text;
}

/** The achievements tab: what the user earned, newest first, with the date. */
export function AchievementsTab({ user }: { user: entities.UserDetailed }) {
  const query = useUserAchievements(user.id);
  if (query.isPending) return <LoadingView />;
  if (query.isError) return <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />;
  const list = [...query.data].sort((a, b) => b.unlockedAt - a.unlockedAt);
  if (list.length === 0) return <p className="kumo-empty">{t('profileNoAchievements')}</p>;
  const fmt = new Intl.DateTimeFormat(lang(), { dateStyle: 'medium' });
  return (
    <ul className="kumo-profile-achievements">
      {list.map((a) => (
        <li key={a.name} data-achievement={a.name}>
          <span className="kumo-profile-achievement-icon">
            <IconTrophy size={20} aria-hidden />
          </span>
          <span className="kumo-profile-achievement-text">
            <strong>{titleOf(a.name)}</strong>
            <span className="kumo-caption">
              {t('profileAchievementUnlocked', { date: fmt.format(new Date(a.unlockedAt)) })}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
