import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconCheck, IconExclamationCircle } from '@tabler/icons-react';
import type { Endpoints } from 'misskey-js';
import { useState } from 'react';
import { useMe } from '../../account/index.ts';
import { api } from '../../api/index.ts';
import { showApiError } from '../../api/error-handler.ts';
import { t } from '../../i18n/index.ts';
import { Mfm } from '../../mfm/index.ts';
import { Link } from '../../router/index.ts';
import { Avatar, LoadingView, PageHeader, Tabs, toast } from '../../ui/index.ts';
import { SelectField } from '../../ui/controls/index.ts';
import { QueryErrorView } from '../../list/index.ts';
import './admin.css';

type State = 'unresolved' | 'resolved' | 'all';
type Origin = 'combined' | 'local' | 'remote';
type Report = Endpoints['admin/abuse-user-reports']['res'][number];

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
  const { account } = useMe();
  const token = account?.token ?? null;
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>('unresolved');
  const [reporterOrigin, setReporterOrigin] = useState<Origin>('combined');
  const [targetUserOrigin, setTargetUserOrigin] = useState<Origin>('combined');
  const reports = useQuery({
    queryKey: ['admin-abuses', account?.id, state, reporterOrigin, targetUserOrigin],
    queryFn: () =>
      api(
        'admin/abuse-user-reports',
        { state: state === 'all' ? null : state, reporterOrigin, targetUserOrigin, limit: 100 },
        token,
      ),
  });
  const origins = (['combined', 'local', 'remote'] as const).map((v) => ({
    value: v,
    label: t(`adminOrigin_${v}`),
  }));

  const resolve = async (r: Report) => {
    try {
      await api('admin/resolve-abuse-user-report', { reportId: r.id }, token);
      toast(t('adminReportResolved'));
      await queryClient.invalidateQueries({ queryKey: ['admin-abuses', account?.id] });
    } catch (e) {
      await showApiError(e);
    }
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
        {reports.isPending && <LoadingView />}
        {reports.isError && <QueryErrorView error={reports.error} onRetry={() => void reports.refetch()} />}
        {reports.data?.length === 0 && <p className="kumo-empty">{t('adminReportsNone')}</p>}
        {reports.data && reports.data.length > 0 && (
          <ul className="kumo-admin-list" aria-label={t('admin.abuses')}>
            {reports.data.map((r) => (
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
      </div>
    </>
  );
}
