import { useEffect, useRef, useState } from 'react';
import { useMe } from '@/account/index.ts';
import { lang, t } from '@/i18n/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { useMeta, useOnlineUsersCount, useTrends } from '@/queries/index.ts';
import { Link, profilePath } from '@/router/index.ts';
import { useSetting } from '@/store/index.ts';
import { Avatar } from '@/ui/index.ts';
import type { WidgetDef } from '../widget-types.ts';

function Profile() {
  const { me } = useMe();
  if (!me) return null;
  return (
    <div className="kumo-widget-profile">
      {me.bannerUrl && <img className="kumo-widget-profile-banner" src={me.bannerUrl} alt="" />}
      <Avatar user={me} size={56} />
      <Link to={profilePath(me)} className="kumo-widget-profile-name">
        <Mfm text={me.name || me.username} plain nowrap author={me} emojiUrls={me.emojis} />
      </Link>
      <span className="kumo-caption">@{me.username}</span>
    </div>
  );
}

function InstanceInfo() {
  const meta = useMeta();
  if (!meta) return null;
  return (
    <div className="kumo-widget-instance">
      {meta.iconUrl && <img src={meta.iconUrl} alt="" width={40} height={40} />}
      <strong>{meta.name ?? new URL(meta.uri).host}</strong>
      <span className="kumo-caption">{new URL(meta.uri).host}</span>
    </div>
  );
}

function OnlineUsers() {
  const count = useOnlineUsersCount();
  return (
    <p className="kumo-widget-online">
      {count.data ? t('widgetOnlineUsers', { n: count.data.count.toLocaleString(lang()) }) : '…'}
    </p>
  );
}

/** A sparkline of a hashtag's recent use. */
function Sparkline({ values }: { values: number[] }) {
  const max = Math.max(1, ...values);
  const points = values
    .map((v, i) => `${(i / Math.max(1, values.length - 1)) * 60},${20 - (v / max) * 18}`)
    .join(' ');
  return (
    <svg viewBox="0 0 60 20" width={60} height={20} aria-hidden>
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function Trends() {
  const trends = useTrends();
  if (!trends.data) return <p className="kumo-caption">…</p>;
  if (trends.data.length === 0) return <p className="kumo-caption">{t('widgetTrendsNone')}</p>;
  return (
    <ul className="kumo-widget-trends">
      {trends.data.map((tag) => (
        <li key={tag.tag}>
          <span>
            <Link to={`/tags/${encodeURIComponent(tag.tag)}`}>#{tag.tag}</Link>
            <span className="kumo-caption">{t('widgetTrendsUsers', { n: tag.usersCount })}</span>
          </span>
          <Sparkline values={[...tag.chart].reverse()} />
        </li>
      ))}
    </ul>
  );
}

/** The memo (the `memo` setting, shared by every device): saved a second after typing stops. */
function Memo() {
  const [memo, setMemo] = useSetting('memo');
  const [text, setText] = useState(memo ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <textarea
      className="kumo-input kumo-widget-memo"
      aria-label={t('widget.memo')}
      placeholder={t('widgetMemoPlaceholder')}
      value={text}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setMemo(next), 1000);
      }}
    />
  );
}

const transparent = { transparent: { type: 'boolean', default: false } } as const;

export const accountWidgets: WidgetDef[] = [
  { name: 'profile', schema: transparent, Component: Profile },
  { name: 'instanceInfo', schema: transparent, Component: InstanceInfo },
  { name: 'onlineUsers', schema: transparent, Component: OnlineUsers },
  { name: 'trends', schema: transparent, Component: Trends },
  { name: 'memo', schema: transparent, Component: Memo },
];
