// Chart.js, registered with only what a line chart needs; this file is loaded on first use.
import {
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { LineChartData } from './line-chart-data.ts';

Chart.register(
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Filler,
  Legend,
  Tooltip,
);

// the lines after the first, told apart by hue (the first takes the theme's accent)
const MORE_LINES = ['#e0683b', '#b45fd6', '#2aa876', '#c9a000'];

/** The theme's colour for a CSS variable, read where the chart is drawn. */
const themeColor = (el: HTMLElement, name: string, fallback: string) =>
  getComputedStyle(el).getPropertyValue(name).trim() || fallback;

function datasets(el: HTMLElement, data: LineChartData) {
  const accent = themeColor(el, '--accent', '#86b300');
  return data.series.map((s, i) => {
    const color = s.color ?? (i === 0 ? accent : MORE_LINES[(i - 1) % MORE_LINES.length]!);
    return {
      label: s.label,
      data: s.values,
      borderColor: color,
      backgroundColor: `color-mix(in srgb, ${color} 20%, transparent)`,
      fill: i === 0,
      tension: 0.3,
      pointRadius: 0,
      borderWidth: 2,
    };
  });
}

export function drawLineChart(canvas: HTMLCanvasElement, data: LineChartData): Chart<'line'> {
  const fg = themeColor(canvas, '--fg', '#444');
  const grid = themeColor(canvas, '--divider', 'rgba(0,0,0,0.1)');
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return new Chart(canvas, {
    type: 'line',
    data: { labels: data.labels, datasets: datasets(canvas, data) },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: still ? false : { duration: 300 },
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: { ticks: { color: fg, maxTicksLimit: 6 }, grid: { display: false } },
        y: { beginAtZero: true, ticks: { color: fg, precision: 0, maxTicksLimit: 4 }, grid: { color: grid } },
      },
      plugins: {
        tooltip: { enabled: true },
        // several lines are named above the chart; one is named by the chart's own heading
        legend: {
          display: data.series.length > 1,
          labels: { color: fg, boxWidth: 12, boxHeight: 2 },
        },
      },
    },
  });
}

/** New figures into a drawn chart, without animating them in. */
export function updateLineChart(chart: Chart<'line'>, data: LineChartData): void {
  chart.data.labels = data.labels;
  chart.data.datasets = datasets(chart.canvas, data);
  if (chart.options.plugins?.legend) chart.options.plugins.legend.display = data.series.length > 1;
  chart.update('none');
}
