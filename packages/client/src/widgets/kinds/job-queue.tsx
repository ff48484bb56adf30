import { useMe } from '@/account/index.ts';
import { lang, t } from '@/i18n/index.ts';
import { QUEUES, useQueueStatsLog } from '@/stream/index.ts';
import type { WidgetDef } from '../widget-types.ts';

const FIGURES = ['activeSincePrevTick', 'active', 'waiting', 'delayed'] as const;

/** Job queue: how many delivery and inbox jobs are running, waiting and delayed, live each second. */
function JobQueue() {
  const { me } = useMe();
  const allowed = !!me && (me.isAdmin || me.isModerator);
  const stats = useQueueStatsLog(allowed, 1)[0] ?? null;
  if (!allowed) return <p className="kumo-caption">{t('widgetJobQueueModerators')}</p>;
  if (!stats) return <p className="kumo-caption">…</p>;
  const n = (v: number | undefined) => (v ?? 0).toLocaleString(lang());
  return (
    <div className="kumo-widget-queue">
      {QUEUES.map((q) => (
        <table key={q}>
          <caption>{t(q === 'inbox' ? 'widgetQueueInbox' : 'widgetQueueDeliver')}</caption>
          <tbody>
            <tr>
              {FIGURES.map((f) => (
                <th key={f} scope="col">
                  {t(`widgetQueue.${f}`)}
                </th>
              ))}
            </tr>
            <tr>
              {FIGURES.map((f) => (
                <td key={f} data-busy={(stats[q]?.[f] ?? 0) > 0 || undefined}>
                  {n(stats[q]?.[f])}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      ))}
    </div>
  );
}

export const jobQueueWidget: WidgetDef = {
  name: 'jobQueue',
  schema: { transparent: { type: 'boolean', default: false } },
  Component: JobQueue,
};
