import { IconDashboard } from '@tabler/icons-react';
import { useMemo } from 'react';
import { LineChart } from '@/charts/index.ts';
import { t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { useNotesChart, useOnlineUsersCount, useQueueCounts, useServerStats } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';
import { FormSection, PageHeader, formatFileSize } from '@/ui/index.ts';
import { dailyChart } from './overview-chart.ts';
import { OverviewActiveUsers } from './OverviewActiveUsers.tsx';
import { OverviewLookup } from './OverviewLookup.tsx';
import { OverviewModerators } from './OverviewModerators.tsx';
import { OverviewReports } from './OverviewReports.tsx';
import { OverviewSetupWarnings } from './OverviewSetupWarnings.tsx';
import './admin.css';

const DAYS = 30;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="kumo-admin-figure">
      <span className="kumo-caption">{label}</span>
      <b>{value}</b>
    </div>
  );
}

/** A link to the whole list under an overview section. */
function SeeAll({ to }: { to: string }) {
  return (
    <p>
      <Link to={to}>{t('adminOverviewSeeAll')}</Link>
    </p>
  );
}

function NotesChart() {
  const chart = useNotesChart(DAYS);
  const data = useMemo(
    () =>
      chart.data &&
      dailyChart(
        { local: chart.data.local.inc, remote: chart.data.remote.inc },
        { local: t('adminOverviewLocal'), remote: t('adminOverviewRemote') },
        Date.now(),
        (d) => d.toLocaleDateString(undefined, { month: 'numeric', day: 'numeric' }),
      ),
    [chart.data],
  );
  return (
    <QueryView query={chart}>
      {() => (data ? <LineChart data={data} label={t('adminOverviewNotesChart')} height={160} /> : null)}
    </QueryView>
  );
}

/**
 * /admin/overview: the server at a glance: its users, notes, who is online, drive use, background jobs,
 * what its setup still lacks, a lookup, notes and active users per day, the newest open reports and which moderators are about.
 */
export default function AdminOverviewPage() {
  const stats = useServerStats();
  const online = useOnlineUsersCount();
  const queues = useQueueCounts().data;
  const jobs = (k: 'active' | 'waiting' | 'failed') =>
    queues
      ? Object.values(queues)
          .reduce((n, q) => n + q[k], 0)
          .toLocaleString()
      : '—';
  return (
    <>
      <PageHeader title={t('admin.overview')} icon={<IconDashboard size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-admin-page">
        <OverviewLookup />
        <FormSection title={t('adminSetupWarnings')}>
          <OverviewSetupWarnings />
        </FormSection>
        <QueryView query={stats}>
          {(s) => (
            <div className="kumo-admin-figures">
              <Figure label={t('adminOverviewUsers')} value={s.originalUsersCount.toLocaleString()} />
              <Figure label={t('adminOverviewNotes')} value={s.originalNotesCount.toLocaleString()} />
              <Figure
                label={t('adminOverviewOnline')}
                value={online.data ? online.data.count.toLocaleString() : '—'}
              />
              <Figure label={t('adminOverviewDrive')} value={formatFileSize(s.driveUsageLocal)} />
              <Figure label={t('adminOverviewInstances')} value={s.instances.toLocaleString()} />
              <Figure label={t('adminOverviewJobsRunning')} value={jobs('active')} />
              <Figure label={t('adminOverviewJobsWaiting')} value={jobs('waiting')} />
              <Figure label={t('adminOverviewJobsFailed')} value={jobs('failed')} />
            </div>
          )}
        </QueryView>
        <FormSection title={t('adminOverviewNotesChart')}>
          <NotesChart />
        </FormSection>
        <FormSection title={t('adminActiveUsersChart')}>
          <OverviewActiveUsers days={DAYS} />
        </FormSection>
        <FormSection title={t('adminOverviewReports')}>
          <OverviewReports />
          <SeeAll to="/admin/abuses" />
        </FormSection>
        <FormSection title={t('adminOverviewModerators')}>
          <OverviewModerators />
          <SeeAll to="/admin/users" />
        </FormSection>
      </div>
    </>
  );
}
