import { t } from '@/i18n/index.ts';
import { heatCells, heatLevel, type ActivityDay } from './activity-chart.ts';
import './charts.css';

const CELL = 13;
const GAP = 3;

/** Notes per day as a heat map: one column per week, one row per weekday, shaded by the busiest day. */
export function ActivityHeatMap({ days, label }: { days: ActivityDay[]; label: (d: ActivityDay) => string }) {
  const cells = heatCells(days);
  const max = Math.max(0, ...days.map((d) => d.notes));
  const cols = (cells.at(-1)?.col ?? 0) + 1;
  const step = CELL + GAP;
  return (
    <svg
      className="kumo-activity-heatmap"
      viewBox={`0 0 ${cols * step} ${7 * step}`}
      width={cols * step}
      height={7 * step}
      role="img"
      aria-label={t('profileActivityTitle', { n: days.length })}
    >
      {cells.map((c) => (
        <rect
          key={c.date.getTime()}
          x={c.col * step}
          y={c.row * step}
          width={CELL}
          height={CELL}
          rx={3}
          data-level={heatLevel(c.notes, max)}
        >
          <title>{label(c)}</title>
        </rect>
      ))}
    </svg>
  );
}
