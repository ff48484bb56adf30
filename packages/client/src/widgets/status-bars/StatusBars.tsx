import { useEffect, useMemo } from 'react';
import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { useKnownInstances, useListLatestNotes, useRssFeed } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { Marquee, safeHexColor } from '@/ui/index.ts';
import { feedItems, shuffled } from '../kinds/feed-items.ts';
import { FeedLink } from '../kinds/rss.tsx';
import { BAR_HEIGHT, readStatusBars, type StatusBar } from './status-bar-types.ts';
import './status-bars.css';

function RssBar({ bar }: { bar: StatusBar }) {
  const query = useRssFeed(bar.props.url, bar.props.refreshIntervalSec);
  const items = useMemo(() => {
    const all = feedItems(query.data);
    return bar.props.shuffle ? shuffled(all) : all;
  }, [query.data, bar.props.shuffle]);
  if (query.isError) return <span>{t('statusbarFeedFailed')}</span>;
  return (
    <Marquee
      seconds={bar.props.marqueeDuration}
      reverse={bar.props.marqueeReverse}
      label={bar.name || t('statusbarType.rss')}
    >
      {items.map((item, i) => (
        <FeedLink key={`${item.link}-${i}`} item={item} />
      ))}
    </Marquee>
  );
}

function FederationBar({ bar }: { bar: StatusBar }) {
  const query = useKnownInstances('+latestRequestReceivedAt', 25);
  const instances = query.data ?? [];
  if (query.data && instances.length === 0) return <span>{t('widgetNoFederation')}</span>;
  return (
    <Marquee
      seconds={bar.props.marqueeDuration}
      reverse={bar.props.marqueeReverse}
      label={bar.name || t('statusbarType.federation')}
    >
      {instances.map((i: entities.FederationInstance) => (
        <Link key={i.id} to={`/instance-info/${i.host}`}>
          {bar.props.colored && (
            <span
              className="kumo-statusbar-dot"
              style={{ background: safeHexColor(i.themeColor, 'currentColor') }}
            />
          )}
          {i.name ?? i.host}
        </Link>
      ))}
    </Marquee>
  );
}

function UserListBar({ bar }: { bar: StatusBar }) {
  const query = useListLatestNotes(bar.props.userListId, bar.props.refreshIntervalSec);
  if (!bar.props.userListId) return <span>{t('statusbarChooseList')}</span>;
  const notes = (query.data ?? []).filter((n) => n.text);
  return (
    <Marquee
      seconds={bar.props.marqueeDuration}
      reverse={bar.props.marqueeReverse}
      label={bar.name || t('statusbarType.userList')}
    >
      {notes.map((n) => (
        <Link key={n.id} to={`/notes/${n.id}`} className="kumo-statusbar-note">
          <strong>{n.user.name ?? n.user.username}</strong>
          <Mfm text={n.text!} plain nowrap author={n.user} emojiUrls={n.emojis} />
        </Link>
      ))}
    </Marquee>
  );
}

const BODIES = { rss: RssBar, federation: FederationBar, userList: UserListBar };

/** The status bars of the `statusbars` setting, stacked at the bottom of the window. */
export function StatusBars() {
  const stored = useSettingValue('statusbars');
  const bars = useMemo(() => readStatusBars(stored), [stored]);
  const height = bars.reduce((sum, b) => sum + BAR_HEIGHT[b.size], 0);
  // the page leaves room for the bars (its bottom padding, the deck's height)
  useEffect(() => {
    document.documentElement.style.setProperty('--kumo-statusbars-height', `${height}px`);
    return () => {
      document.documentElement.style.removeProperty('--kumo-statusbars-height');
    };
  }, [height]);
  if (bars.length === 0) return null;
  return (
    <div className="kumo-statusbars" style={{ height }}>
      {bars.map((bar) => {
        const Body = BODIES[bar.type];
        return (
          <div
            key={bar.id}
            className="kumo-statusbar"
            data-size={bar.size}
            data-black={bar.black || undefined}
            style={{ height: BAR_HEIGHT[bar.size] }}
          >
            {bar.name && <span className="kumo-statusbar-name">{bar.name}</span>}
            <div className="kumo-statusbar-body">
              <Body bar={bar} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
