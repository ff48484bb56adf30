import { useEffect, useMemo, useState } from 'react';
import { claimAchievement } from '@/achievements/index.ts';
import { LineChart } from '@/charts/index.ts';
import { lang, t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { useInstanceChart } from '@/queries/index.ts';
import { FormSection, SelectField } from '@/ui/index.ts';
import { INSTANCE_CHART_KINDS, instanceChart, type InstanceChartKind } from './instance-chart.ts';

const POINTS = { day: 30, hour: 48 };

/** Another server's notes, users, follows, requests or files over the last days or hours. */
export function InstanceCharts({ host }: { host: string }) {
  const [kind, setKind] = useState<InstanceChartKind>('notes');
  const [span, setSpan] = useState<'day' | 'hour'>('day');
  const query = useInstanceChart(host, span, POINTS[span]);
  const title = t(`instanceChart_${kind}`);
  const data = useMemo(() => {
    if (!query.data) return null;
    const format = (at: Date) =>
      span === 'day'
        ? at.toLocaleDateString(lang(), { month: 'numeric', day: 'numeric' })
        : at.toLocaleTimeString(lang(), { hour: 'numeric' });
    return instanceChart(query.data, kind, span, Date.now(), (s) => t(`instanceChartSeries_${s}`), format);
  }, [query.data, kind, span]);
  const shown = query.isSuccess;
  useEffect(() => {
    if (shown) claimAchievement('viewInstanceChart');
  }, [shown]);
  return (
    <FormSection title={t('instanceCharts')}>
      <div className="kumo-instance-chart-filters">
        <SelectField
          label={t('instanceChartShow')}
          value={kind}
          options={INSTANCE_CHART_KINDS.map((k) => ({
            value: k,
            label: t(`instanceChart_${k}`),
          }))}
          onChange={setKind}
        />
        <SelectField
          label={t('instanceChartSpan')}
          value={span}
          options={[
            { value: 'day', label: t('instanceChartSpan_day') },
            { value: 'hour', label: t('instanceChartSpan_hour') },
          ]}
          onChange={setSpan}
        />
      </div>
      <QueryView query={query}>
        {() => (data ? <LineChart data={data} label={title} height={180} /> : null)}
      </QueryView>
    </FormSection>
  );
}
