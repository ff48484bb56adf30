import { useMemo } from 'react';
import { useMe } from '@/account/index.ts';
import { activityDays, ActivityHeatMap, LineChart, type ActivityDay } from '@/charts/index.ts';
import { lang, t } from '@/i18n/index.ts';
import { useMyNotesChart } from '@/queries/index.ts';
import type { WidgetDef, WidgetProps } from '../widget-types.ts';

/** Weeks in the heat map, days in the chart. */
const CALENDAR_DAYS = 7 * 12;
const CHART_DAYS = 30;

function Chart({ days }: { days: ActivityDay[] }) {
  const fmt = useMemo(
    () => new Intl.DateTimeFormat(lang(), { month: 'numeric', day: 'numeric', timeZone: 'UTC' }),
    [],
  );
  const data = useMemo(
    () => ({
      labels: days.map((d) => fmt.format(d.date)),
      series: [
        { label: t('profileActivityNormal'), values: days.map((d) => d.normal) },
        { label: t('profileActivityReply'), values: days.map((d) => d.reply), color: '#3b82f6' },
        { label: t('profileActivityRenote'), values: days.map((d) => d.renote), color: '#16a34a' },
      ],
    }),
    [days, fmt],
  );
  return <LineChart data={data} label={t('profileActivityTitle', { n: days.length })} height={140} />;
}

/** The signed-in user's notes per day: a heat map of twelve weeks, or a chart of thirty days by kind. */
function Activity({ data }: WidgetProps) {
  const { me } = useMe();
  const chart = data.view === 'chart';
  const query = useMyNotesChart(me?.id, chart ? CHART_DAYS : CALENDAR_DAYS);
  const days = useMemo(() => (query.data ? activityDays(query.data, Date.now()) : []), [query.data]);
  if (!query.data) return <p className="kumo-caption">…</p>;
  if (chart) return <Chart days={days} />;
  const fmt = new Intl.DateTimeFormat(lang(), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (
    <div className="kumo-widget-activity">
      <ActivityHeatMap
        days={days}
        label={(d) => t('profileActivityDay', { date: fmt.format(d.date), n: d.notes })}
      />
    </div>
  );
}

export const activityWidget: WidgetDef = {
  name: 'activity',
  schema: {
    view: { type: 'enum', default: 'calendar', options: ['calendar', 'chart'] },
    transparent: { type: 'boolean', default: false },
  },
  Component: Activity,
};
