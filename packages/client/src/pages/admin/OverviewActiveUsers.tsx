import { useMemo } from 'react';
import { LineChart } from '@/charts/index.ts';
import { t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { useActiveUsersChart } from '@/queries/index.ts';
import { dailySeries } from './overview-chart.ts';

/** Users active per day over the last `days` days: those who used a client, and those who posted. */
export function OverviewActiveUsers({ days }: { days: number }) {
  const chart = useActiveUsersChart(days);
  const data = useMemo(
    () =>
      chart.data &&
      dailySeries(
        [
          { label: t('adminActiveUsersRead'), values: chart.data.readWrite },
          { label: t('adminActiveUsersWrite'), values: chart.data.write },
        ],
        Date.now(),
        (d) => d.toLocaleDateString(undefined, { month: 'numeric', day: 'numeric' }),
      ),
    [chart.data],
  );
  return (
    <QueryView query={chart}>
      {() => (data ? <LineChart data={data} label={t('adminActiveUsersChart')} height={160} /> : null)}
    </QueryView>
  );
}
