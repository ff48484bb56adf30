import { IconCoins } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { pointReason } from '@/notifications/index.ts';
import { PagedList, QueryView } from '@/list/index.ts';
import { RelativeTime } from '@/note/index.ts';
import { usePointsHistory, usePointsSummary } from '@/queries/index.ts';
import { FormSection } from '@/ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import './points.css';

/** /secure/settings/points (servers that offer them): my balance, what earns points, and the history. */
export default function PointsSettingsPage() {
  const summary = usePointsSummary();
  const history = usePointsHistory();
  return (
    <SettingsFrame title={t('settingsPoints')} icon={<IconCoins size={20} aria-hidden />}>
      <QueryView query={summary}>
        {(s) => (
          <FormSection title={t('pointsBalanceTitle')}>
            <p className="kumo-points-balance">{t('pointsBalance', { n: s.balance })}</p>
            {!s.enabled && <p className="kumo-caption">{t('pointsDisabled')}</p>}
            <h3 className="kumo-points-rules-title">{t('pointsRules')}</h3>
            <ul className="kumo-points-rules">
              {s.rules.map((r) => (
                <li key={r.reason}>
                  <span>{pointReason(r.reason)}</span>
                  <strong>{t('pointsAmount', { n: r.amount })}</strong>
                </li>
              ))}
            </ul>
          </FormSection>
        )}
      </QueryView>
      <FormSection title={t('pointsHistory')}>
        <PagedList query={history} empty={t('pointsHistoryEmpty')}>
          {(items) => (
            <ul className="kumo-points-history">
              {items.map((e) => (
                <li key={e.id}>
                  <span>
                    {pointReason(e.reason)}
                    {e.user && <span className="kumo-caption"> · @{e.user.username}</span>}
                  </span>
                  <span className="kumo-caption">
                    <RelativeTime date={e.createdAt} />
                  </span>
                  <strong>{t('pointsAmount', { n: e.amount })}</strong>
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </FormSection>
    </SettingsFrame>
  );
}
