import type { entities } from 'misskey-js';
import { AchievementBadge, achievementTitle } from '@/achievements/index.ts';
import { lang, t } from '@/i18n/index.ts';
import { LoadingView } from '@/ui/index.ts';
import { QueryErrorView } from '@/list/index.ts';
import { useUserAchievements } from '@/queries/index.ts';

/** The achievements tab: what the user earned, newest first, with the date. */
export function AchievementsTab({ user }: { user: entities.UserDetailed }) {
  const query = useUserAchievements(user.id);
  if (query.isPending) return <LoadingView />;
  if (query.isError) return <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />;
  const list = [...query.data].sort((a, b) => b.unlockedAt - a.unlockedAt);
  if (list.length === 0) return <p className="kumo-empty">{t('profileNoAchievements')}</p>;
  const fmt = new Intl.DateTimeFormat(lang(), { dateStyle: 'medium' });
  return (
    <ul className="kumo-achievement-list kumo-profile-achievement-list">
      {list.map((a) => (
        <li key={a.name} className="kumo-achievement" data-achievement={a.name}>
          <AchievementBadge name={a.name} size={32} />
          <span className="kumo-achievement-text">
            <strong>{achievementTitle(a.name)}</strong>
            <span className="kumo-caption">
              {t('profileAchievementUnlocked', { date: fmt.format(new Date(a.unlockedAt)) })}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
