/** What a line chart draws: labels along the bottom and one or more series of the same length. */
export interface LineChartData {
  labels: string[];
  series: Array<{ label: string; values: number[]; color?: string }>;
}
