import { useMemo } from 'react';
import { t } from '@/i18n/index.ts';
import { describeError } from '@/api/index.ts';
import { linkHref } from '@/mfm/index.ts';
import { useRssFeed } from '@/queries/index.ts';
import { Marquee } from '@/ui/index.ts';
import type { WidgetDef, WidgetProps } from '../widget-types.ts';
import { feedItems, shuffled } from './feed-items.ts';

/** Misskey's default feed for these widgets. */
const DEFAULT_FEED = 'http://feeds.afpbb.com/rss/afpbb/afpbbnews';

/** A feed entry: its title, a link when its address is one that may be followed. */
export function FeedLink({ item }: { item: { title: string; link: string } }) {
  const href = linkHref(item.link);
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {item.title}
    </a>
  ) : (
    <span>{item.title}</span>
  );
}

function useFeed(data: Record<string, unknown>) {
  const query = useRssFeed(String(data.url), Number(data.refreshIntervalSec));
  const items = useMemo(
    () => feedItems(query.data).slice(0, Number(data.maxEntries)),
    [query.data, data.maxEntries],
  );
  return { query, items };
}

function Rss({ data }: WidgetProps) {
  const { query, items } = useFeed(data);
  if (query.isError) return <p className="kumo-caption">{describeError(query.error)}</p>;
  if (!query.data) return <p className="kumo-caption">…</p>;
  if (items.length === 0) return <p className="kumo-caption">{t('widgetFeedEmpty')}</p>;
  return (
    <ul className="kumo-widget-rss">
      {items.map((item, i) => (
        <li key={`${item.link}-${i}`}>
          <FeedLink item={item} />
        </li>
      ))}
    </ul>
  );
}

function RssTicker({ data }: WidgetProps) {
  const { query, items } = useFeed(data);
  // a shuffled order is drawn once per fetch, not on every render
  const shown = useMemo(() => (data.shuffle ? shuffled(items) : items), [items, data.shuffle]);
  if (query.isError) return <p className="kumo-caption">{describeError(query.error)}</p>;
  if (shown.length === 0) return <p className="kumo-caption">{query.data ? t('widgetFeedEmpty') : '…'}</p>;
  return (
    <Marquee seconds={Number(data.duration)} reverse={data.reverse === true} label={t('widget.rssTicker')}>
      {shown.map((item, i) => (
        <FeedLink key={`${item.link}-${i}`} item={item} />
      ))}
    </Marquee>
  );
}

const common = {
  url: { type: 'string', default: DEFAULT_FEED, maxLength: 2048 },
  refreshIntervalSec: { type: 'number', default: 60, min: 10, max: 86_400, step: 10 },
  maxEntries: { type: 'number', default: 15, min: 1, max: 100 },
} as const;

export const feedReaderWidgets: WidgetDef[] = [
  { name: 'rss', schema: { ...common, transparent: { type: 'boolean', default: false } }, Component: Rss },
  {
    name: 'rssTicker',
    schema: {
      ...common,
      shuffle: { type: 'boolean', default: true },
      duration: { type: 'number', default: 100, min: 5, max: 600 },
      reverse: { type: 'boolean', default: false },
      transparent: { type: 'boolean', default: false },
    },
    Component: RssTicker,
  },
];
