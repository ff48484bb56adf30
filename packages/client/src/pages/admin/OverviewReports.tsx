import { t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { RelativeTime } from '@/note/index.ts';
import { useLatestReports } from '@/queries/index.ts';
import { UserRow } from '@/user-card/index.ts';

/** The overview's newest open reports: who was reported, by whom, why and when; the rest on the reports page. */
export function OverviewReports() {
  const reports = useLatestReports();
  return (
    <QueryView query={reports}>
      {(items) =>
        items.length === 0 ? (
          <p className="kumo-caption">{t('adminReportsNone')}</p>
        ) : (
          <ul className="kumo-user-rows" aria-label={t('adminOverviewReports')}>
            {items.map((r) => (
              <UserRow
                key={r.id}
                user={r.targetUser}
                avatarSize={32}
                caption={
                  <>
                    {t('adminOverviewReportedBy', { user: `@${r.reporter.username}` })} ·{' '}
                    <RelativeTime date={r.createdAt} />
                  </>
                }
              >
                <p className="kumo-admin-card-text">{r.comment}</p>
              </UserRow>
            ))}
          </ul>
        )
      }
    </QueryView>
  );
}
