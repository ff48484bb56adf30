import { useEffect, useRef } from 'react';
import type { Chart } from 'chart.js';
import type { LineChartData } from './line-chart-data.ts';
import './charts.css';

type Drawer = typeof import('./chart-js.ts');

/**
 * A line chart drawn by Chart.js, which is loaded with the first chart on screen. Screen readers
 * get the figures as a table instead of the canvas.
 */
export function LineChart({
  data,
  label,
  height = 120,
}: {
  data: LineChartData;
  label: string;
  height?: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<{ chart: Chart<'line'>; drawer: Drawer } | null>(null);
  const latest = useRef(data);
  latest.current = data;

  useEffect(() => {
    let live = true;
    void import('./chart-js.ts').then((drawer) => {
      if (!live || !canvas.current) return;
      chart.current = { chart: drawer.drawLineChart(canvas.current, latest.current), drawer };
    });
    return () => {
      live = false;
      chart.current?.chart.destroy();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.drawer.updateLineChart(chart.current.chart, data);
  }, [data]);

  return (
    <figure className="kumo-line-chart" style={{ height }}>
      <canvas ref={canvas} aria-hidden />
      <table className="kumo-visually-hidden">
        <caption>{label}</caption>
        <thead>
          <tr>
            <td />
            {data.series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.labels.map((l, i) => (
            <tr key={`${l}-${i}`}>
              <th scope="row">{l}</th>
              {data.series.map((s) => (
                <td key={s.label}>{s.values[i]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
