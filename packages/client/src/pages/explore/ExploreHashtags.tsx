import { IconHash } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { useTrendingTags } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';
import { trendLinePoints } from './explore-tabs.ts';

const CHART_W = 80;
const CHART_H = 24;

/** The hashtags most people used in the last hour, with how their use went. */
export function ExploreHashtags() {
  const query = useTrendingTags();
  return (
    <PagedList query={query} empty={t('exploreHashtagsEmpty')}>
      {(trends) => (
        <ul className="kumo-explore-tags">
          {trends.map((trend) => (
            <li key={trend.tag}>
              <Link className="kumo-explore-tag" to={`/tags/${encodeURIComponent(trend.tag)}`}>
                <IconHash size={18} aria-hidden />
                <span className="kumo-explore-tag-text">
                  <strong>{trend.tag}</strong>
                  <span className="kumo-caption">
                    {t('exploreHashtagPeople', { count: String(trend.usersCount) })}
                  </span>
                </span>
                <svg
                  className="kumo-explore-trend"
                  width={CHART_W}
                  height={CHART_H}
                  viewBox={`-2 -2 ${CHART_W + 4} ${CHART_H + 4}`}
                  aria-hidden
                >
                  <polyline points={trendLinePoints(trend.chart, CHART_W, CHART_H)} />
                </svg>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
