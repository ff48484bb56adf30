import { IconMedal } from '@tabler/icons-react';
import { useEffect } from 'react';
import {
  AchievementBadge,
  achievementDescription,
  achievementTitle,
  claimAchievement,
  type AchievementInfo,
} from '@/achievements/index.ts';
import { useMe } from '@/account/index.ts';
import { lang, t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { useUserAchievements } from '@/queries/index.ts';
import { PageHeader } from '@/ui/index.ts';
import { splitAchievements, VIEW_ACHIEVEMENTS_MS } from './achievement-page-rules.ts';
import './achievements-page.css';

function Entry({ info, unlockedAt }: { info: AchievementInfo; unlockedAt?: number }) {
  const hidden = unlockedAt === undefined && info.secret;
  const tier = t(`achievementTier.${info.tier}`);
  return (
    <li className="kumo-achievement" data-achievement={info.name} data-earned={unlockedAt !== undefined}>
      <AchievementBadge name={info.name} size={44} locked={unlockedAt === undefined} />
      <span className="kumo-achievement-text">
        <strong>{hidden ? t('myAchievementsSecret') : achievementTitle(info.name)}</strong>
        <span>{hidden ? t('myAchievementsSecretDesc') : achievementDescription(info.name)}</span>
        <span className="kumo-caption">
          {unlockedAt !== undefined
            ? `${tier} · ${t('profileAchievementUnlocked', {
                date: new Intl.DateTimeFormat(lang(), { dateStyle: 'medium' }).format(new Date(unlockedAt)),
              })}`
            : tier}
        </span>
      </span>
    </li>
  );
}

/** /secure/my/achievements: what I earned, with dates, and what is still to earn. */
export default function AchievementsPage() {
  const { me } = useMe();
  const query = useUserAchievements(me?.id ?? null);
  useEffect(() => {
    const timer = setTimeout(() => claimAchievement('viewAchievements3min'), VIEW_ACHIEVEMENTS_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <PageHeader title={t('myAchievementsTitle')} icon={<IconMedal size={18} aria-hidden />} />
      <div className="kumo-page-body">
        <QueryView query={query}>
          {(list) => {
            const { earned, locked, total } = splitAchievements(list);
            return (
              <>
                <p className="kumo-achievements-progress">
                  <progress value={earned.length} max={total} aria-hidden />
                  {t('myAchievementsProgress', { earned: earned.length, total })}
                </p>
                {earned.length > 0 && (
                  <section aria-labelledby="kumo-achievements-earned">
                    <h2 id="kumo-achievements-earned">{t('myAchievementsEarned')}</h2>
                    <ul className="kumo-achievement-list">
                      {earned.map((e) => (
                        <Entry key={e.info.name} info={e.info} unlockedAt={e.unlockedAt} />
                      ))}
                    </ul>
                  </section>
                )}
                {locked.length > 0 && (
                  <section aria-labelledby="kumo-achievements-locked">
                    <h2 id="kumo-achievements-locked">{t('myAchievementsLocked')}</h2>
                    <ul className="kumo-achievement-list">
                      {locked.map((info) => (
                        <Entry key={info.name} info={info} />
                      ))}
                    </ul>
                  </section>
                )}
              </>
            );
          }}
        </QueryView>
      </div>
    </>
  );
}
