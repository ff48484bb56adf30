import { IconDeviceTv, IconHome, IconPlanet, IconUsers, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import {
  useChannelFeed,
  useChannelsByIds,
  useMainTimelineFeed,
  useMeta,
  type TimelineSource,
} from '@/queries/index.ts';
import { InlinePostForm } from '@/post-form/index.ts';
import { useSetting, useSettingValue } from '@/store/index.ts';
import {
  availableSources,
  pinnedChannelIds,
  resolveSource,
  Timeline,
  useFeedPrefs,
} from '@/timeline/index.ts';
import { PageHeader, stepTab, SwipeArea, Tabs } from '@/ui/index.ts';
import { TimelineJumpMenus } from './TimelineJumpMenus.tsx';
import { TimelineTutorial } from './TimelineTutorial.tsx';

const TAB_ICONS: Record<TimelineSource, ReactNode> = {
  home: <IconHome size={16} aria-hidden />,
  local: <IconPlanet size={16} aria-hidden />,
  social: <IconUsers size={16} aria-hidden />,
  global: <IconWorld size={16} aria-hidden />,
};

type TabKey = TimelineSource | `channel:${string}`;

export default function TimelinePage() {
  const { me } = useMe();
  const meta = useMeta();
  const [tl, setTl] = useSetting('tl');
  const withReplies = useSettingValue('showTimelineReplies');
  const fixedPostForm = useSettingValue('showFixedPostForm');
  const disableSwipe = useSettingValue('disableSwipe');
  // the user's role policies decide the tabs; the instance's base policies until `i` has loaded
  const sources = availableSources(me?.policies ?? meta?.policies);
  // channels pinned beside the local timeline (the server's and the user's own) are tabs too
  const pinned = pinnedChannelIds(
    (meta as { pinnedLtlChannelIds?: unknown } | undefined)?.pinnedLtlChannelIds,
    useSettingValue('userPinnedLtlChannelIds'),
  );
  const channels = useChannelsByIds(pinned);
  const channelTab =
    tl.src === 'channel' && typeof tl.arg === 'string' && pinned.includes(tl.arg) ? tl.arg : null;
  const src = resolveSource(tl.src, sources);
  const keys: TabKey[] = [...sources, ...pinned.map((id) => `channel:${id}` as const)];
  const choose = (next: TabKey) =>
    setTl(next.startsWith('channel:') ? { src: 'channel', arg: next.slice(8) } : { src: next, arg: null });
  const mainFeed = useMainTimelineFeed(src, withReplies, {}, useFeedPrefs());
  const channelFeed = useChannelFeed(channelTab ?? '');
  const spec = channelTab ? channelFeed : mainFeed;
  const value: TabKey = channelTab ? `channel:${channelTab}` : src;
  return (
    <>
      <PageHeader
        title={t('timeline')}
        icon={<IconHome size={20} aria-hidden />}
        tabs={
          <Tabs
            label={t('timeline')}
            value={value}
            onChange={choose}
            tabs={[
              ...sources.map((key) => ({ key: key as TabKey, label: t(key), icon: TAB_ICONS[key] })),
              ...pinned.map((id, i) => ({
                key: `channel:${id}` as TabKey,
                label: channels[i]?.name ?? t('channel'),
                icon: <IconDeviceTv size={16} aria-hidden />,
              })),
            ]}
          />
        }
      />
      <TimelineJumpMenus />
      <SwipeArea enabled={!disableSwipe} onStep={(step) => choose(stepTab(keys, value, step))}>
        {!channelTab && <TimelineTutorial src={src} />}
        {fixedPostForm && <InlinePostForm />}
        <Timeline key={JSON.stringify(spec.queryKey)} {...spec} />
      </SwipeArea>
    </>
  );
}
