export {
  activityDays,
  heatCells,
  heatLevel,
  niceCeil,
  type ActivityDay,
  type UserNotesChart,
} from './activity-chart.ts';
export { ActivityHeatMap } from './ActivityHeatMap.tsx';
export { LineChart } from './LineChart.tsx';
export type { LineChartData } from './line-chart-data.ts';
