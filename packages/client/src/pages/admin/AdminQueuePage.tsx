import { IconClockPlay } from '@tabler/icons-react';
import { useMe, useServerFeatures } from '@/account/index.ts';
import { LineChart } from '@/charts/index.ts';
import { knownKey, lang, t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { useQueueCounts } from '@/queries/index.ts';
import { QUEUES, useQueueStatsLog } from '@/stream/index.ts';
import { FormSection, PageHeader } from '@/ui/index.ts';
import { queueChart } from './queue-chart.ts';
import { QueueJobs } from './QueueJobs.tsx';
import './admin.css';

const COUNTS = ['active', 'waiting', 'delayed', 'completed', 'failed'] as const;
const LOG_LENGTH = 60;

/**
 * /admin/queue: each job queue's totals, the delivery and inbox queues live each second with a
 * chart, and where the server lists them, single jobs to retry or remove.
 */
/** A queue's name in words; one Kumo does not know (a fork's own) as the server names it. */
function queueName(queue: string): string {
  const key = knownKey(`adminQueue.${queue}`);
  return key ? t(key) : queue;
}

export default function AdminQueuePage() {
  const { me } = useMe();
  const counts = useQueueCounts();
  const { queueJobs } = useServerFeatures();
  const log = useQueueStatsLog(!!me && (me.isAdmin || me.isModerator), LOG_LENGTH);
  const n = (v: number) => v.toLocaleString(lang());
  return (
    <>
      <PageHeader title={t('admin.queue')} icon={<IconClockPlay size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-admin-page">
        <p className="kumo-caption">{t('adminQueueIntro')}</p>
        <QueryView query={counts}>
          {(all) => (
            <table className="kumo-admin-table">
              <caption className="kumo-visually-hidden">{t('adminQueueTotals')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('adminQueueName')}</th>
                  {COUNTS.map((c) => (
                    <th key={c} scope="col">
                      {t(`adminQueueCount.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {Object.entries(all).map(([q, figures]) => (
                  <tr key={q}>
                    <th scope="row">{queueName(q)}</th>
                    {COUNTS.map((c) => (
                      <td
                        key={c}
                        data-busy={(c === 'failed' || c === 'active') && figures[c] > 0 ? c : undefined}
                      >
                        {n(figures[c])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </QueryView>
        {QUEUES.map((q) => (
          <FormSection key={q} title={t(`adminQueueLive.${q}`)}>
            {log.length === 0 ? (
              <p className="kumo-caption">{t('adminQueueWaiting')}</p>
            ) : (
              <LineChart
                label={t(`adminQueueLive.${q}`)}
                data={queueChart(log, q, {
                  active: t('adminQueueCount.active'),
                  waiting: t('adminQueueCount.waiting'),
                })}
                height={120}
              />
            )}
          </FormSection>
        ))}
        {queueJobs && <QueueJobs />}
      </div>
    </>
  );
}
