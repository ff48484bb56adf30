import { IconCheck, IconExclamationCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { Link } from '@/router/index.ts';
import { Avatar, PageHeader, Tabs, toast, SelectField } from '@/ui/index.ts';
import { PagedList } from '@/list/index.ts';
import { useAbuseReports, useResolveAbuseReport, type AbuseReport as Report } from '@/queries/index.ts';
import './admin.css';

type State = 'unresolved' | 'resolved' | 'all';
type Origin = 'combined' | 'local' | 'remote';

function UserLink({ user }: { user: Report['reporter'] }) {
  const acct = user.host ? `@${user.username}@${user.host}` : `@${user.username}`;
  return (
    <Link className="kumo-admin-user" to={`/${acct}`}>
      <Avatar user={user} size={24} />
      <span>
        <Mfm text={user.name ?? user.username} plain author={user} emojiUrls={user.emojis} />
      </span>
      <span className="kumo-caption">{acct}</span>
    </Link>
  );
}

/** /admin/abuses: reports users filed about others; a moderator marks them resolved. */
export default function AdminAbusesPage() {
  const [state, setState] = useState<State>('unresolved');
  const [reporterOrigin, setReporterOrigin] = useState<Origin>('combined');
  const [targetUserOrigin, setTargetUserOrigin] = useState<Origin>('combined');
  const reports = useAbuseReports({
    state: state === 'all' ? null : state,
    reporterOrigin,
    targetUserOrigin,
  });
  const resolveReport = useResolveAbuseReport();
  const origins = (['combined', 'local', 'remote'] as const).map((v) => ({
    value: v,
    label: t(`adminOrigin_${v}`),
  }));

  const resolve = async (r: Report) => {
    if (await resolveReport.run(r.id)) toast(t('adminReportResolved'));
  };

  return (
    <>
      <PageHeader
        title={t('admin.abuses')}
        icon={<IconExclamationCircle size={20} aria-hidden />}
        tabs={
          <Tabs<State>
            tabs={[
              { key: 'unresolved', label: t('adminReportsUnresolved') },
              { key: 'resolved', label: t('adminReportsResolved') },
              { key: 'all', label: t('adminReportsAll') },
            ]}
            value={state}
            label={t('adminReportsState')}
            onChange={setState}
          />
        }
      />
      <div className="kumo-page-body kumo-admin-page">
        <div className="kumo-admin-filters">
          <SelectField
            label={t('adminReporterOrigin')}
            value={reporterOrigin}
            options={origins}
            onChange={setReporterOrigin}
          />
          <SelectField
            label={t('adminTargetOrigin')}
            value={targetUserOrigin}
            options={origins}
            onChange={setTargetUserOrigin}
          />
        </div>
        <PagedList query={reports} empty={t('adminReportsNone')}>
          {(items) => (
            <ul className="kumo-admin-list" aria-label={t('admin.abuses')}>
              {items.map((r) => (
                <li key={r.id} className="kumo-admin-card" data-resolved={r.resolved || undefined}>
                  <dl className="kumo-admin-report">
                    <dt>{t('adminReportTarget')}</dt>
                    <dd>
                      <UserLink user={r.targetUser} />
                    </dd>
                    <dt>{t('adminReportReporter')}</dt>
                    <dd>
                      <UserLink user={r.reporter} />
                    </dd>
                    <dt>{t('adminReportDate')}</dt>
                    <dd>{new Date(r.createdAt).toLocaleString()}</dd>
                  </dl>
                  <p className="kumo-admin-card-text">{r.comment}</p>
                  {r.resolved ? (
                    <p className="kumo-caption">
                      {r.assignee
                        ? t('adminReportResolvedBy', { name: r.assignee.name ?? r.assignee.username })
                        : t('adminReportsResolved')}
                    </p>
                  ) : (
                    <div className="kumo-admin-actions">
                      <button type="button" className="kumo-button primary" onClick={() => void resolve(r)}>
                        <IconCheck size={16} aria-hidden />
                        {t('adminReportResolve')}
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </>
  );
}
