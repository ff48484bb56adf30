import type { entities } from 'misskey-js';
import { lang, t } from '@/i18n/index.ts';
import { LoadingView } from '@/ui/index.ts';
import { QueryErrorView } from '@/list/index.ts';
import { useUserActivity } from '@/queries/index.ts';
import { activityDays, ActivityHeatMap, niceCeil, type ActivityDay } from '@/charts/index.ts';

/** Days in the heat map (12 weeks) and in the bar chart. */
const HEAT_DAYS = 84;
const BAR_DAYS = 30;
const SERIES = ['normal', 'reply', 'renote'] as const;

function Bars({ days, label }: { days: ActivityDay[]; label: (d: ActivityDay) => string }) {
  const W = 600;
  const H = 140;
  const AXIS = 24;
  const top = niceCeil(Math.max(0, ...days.map((d) => d.notes)));
  const slot = (W - AXIS) / days.length;
  const barW = Math.max(2, slot * 0.7);
  const y = (v: number) => (H - 16) * (1 - v / top) + 4;
  return (
    <svg
      className="kumo-activity-bars"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={t('profileActivityTitle', { n: days.length })}
    >
      <line x1={AXIS} x2={W} y1={y(0)} y2={y(0)} className="kumo-activity-axis" />
      <line x1={AXIS} x2={W} y1={y(top)} y2={y(top)} className="kumo-activity-grid" />
      <text x={AXIS - 6} y={y(top) + 4} textAnchor="end" className="kumo-activity-tick">
        {top}
      </text>
      <text x={AXIS - 6} y={y(0) + 4} textAnchor="end" className="kumo-activity-tick">
        0
      </text>
      {days.map((d, i) => {
        let base = 0;
        const x = AXIS + i * slot + (slot - barW) / 2;
        return (
          <g key={d.date.getTime()}>
            <title>{label(d)}</title>
            {SERIES.map((s) => {
              const v = d[s];
              if (v <= 0) return null;
              const rect = (
                <rect
                  key={s}
                  x={x}
                  width={barW}
                  y={y(base + v)}
                  height={y(base) - y(base + v)}
                  data-series={s}
                />
              );
              base += v;
              return rect;
            })}
          </g>
        );
      })}
    </svg>
  );
}

/** The activity tab: notes per day as a 12-week heat map and a 30-day bar chart by kind, drawn with SVG. */
export function ActivityTab({ user }: { user: entities.UserDetailed }) {
  const query = useUserActivity(user.id, HEAT_DAYS);
  if (query.isPending) return <LoadingView />;
  if (query.isError) return <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />;
  const days = activityDays(query.data, Date.now());
  const recent = days.slice(-BAR_DAYS);
  const fmt = new Intl.DateTimeFormat(lang(), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const label = (d: ActivityDay) => t('profileActivityDay', { date: fmt.format(d.date), n: d.notes });
  const total = recent.reduce((a, d) => a + d.notes, 0);
  return (
    <div className="kumo-activity">
      <p className="kumo-activity-summary">{t('profileActivitySummary', { total, n: BAR_DAYS })}</p>
      <div className="kumo-activity-heatmap-wrap">
        <ActivityHeatMap days={days} label={label} />
      </div>
      <Bars days={recent} label={label} />
      <ul className="kumo-activity-legend">
        {SERIES.map((s) => (
          <li key={s} data-series={s}>
            {t(
              s === 'normal'
                ? 'profileActivityNormal'
                : s === 'reply'
                  ? 'profileActivityReply'
                  : 'profileActivityRenote',
            )}
          </li>
        ))}
      </ul>
      <table className="kumo-visually-hidden">
        <caption>{t('profileActivityTitle', { n: BAR_DAYS })}</caption>
        <tbody>
          {recent.map((d) => (
            <tr key={d.date.getTime()}>
              <th scope="row">{fmt.format(d.date)}</th>
              <td>{d.notes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
