import { lang, t } from '@/i18n/index.ts';
import type { WidgetDef } from '../widget-types.ts';
import { useTicker } from '../use-ticker.ts';

/** How far through the day, month and year `now` is (0..1 each), as Misskey's calendar shows. */
export function calendarProgress(now: Date): { day: number; month: number; year: number } {
  const y = now.getFullYear();
  const m = now.getMonth();
  const dayStart = new Date(y, m, now.getDate()).getTime();
  const monthStart = new Date(y, m, 1).getTime();
  const monthEnd = new Date(y, m + 1, 1).getTime();
  const yearStart = new Date(y, 0, 1).getTime();
  const yearEnd = new Date(y + 1, 0, 1).getTime();
  const t0 = now.getTime();
  return {
    day: (t0 - dayStart) / 86_400_000,
    month: (t0 - monthStart) / (monthEnd - monthStart),
    year: (t0 - yearStart) / (yearEnd - yearStart),
  };
}

function Calendar() {
  const now = useTicker(60_000);
  const p = calendarProgress(now);
  const bar = (label: string, ratio: number) => (
    <div className="kumo-widget-progress">
      <span>{label}</span>
      <progress max={1} value={ratio} aria-label={label} />
      <span>{Math.floor(ratio * 100)}%</span>
    </div>
  );
  return (
    <div className="kumo-widget-calendar">
      <p className="kumo-widget-calendar-date">
        {new Intl.DateTimeFormat(lang(), { dateStyle: 'full' }).format(now)}
      </p>
      {bar(t('widgetCalendarDay'), p.day)}
      {bar(t('widgetCalendarMonth'), p.month)}
      {bar(t('widgetCalendarYear'), p.year)}
    </div>
  );
}

export const calendarWidget: WidgetDef = {
  name: 'calendar',
  schema: { transparent: { type: 'boolean', default: false } },
  Component: Calendar,
};
