import { IconHome, IconPlanet, IconUsers, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { useMainTimelineFeed, useMeta, type TimelineSource } from '@/queries/index.ts';
import { InlinePostForm } from '@/post-form/index.ts';
import { useSetting, useSettingValue } from '@/store/index.ts';
import { availableSources, resolveSource, Timeline } from '@/timeline/index.ts';
import { PageHeader, stepTab, SwipeArea, Tabs } from '@/ui/index.ts';
import { TimelineJumpMenus } from './TimelineJumpMenus.tsx';

const TAB_ICONS: Record<TimelineSource, ReactNode> = {
  home: <IconHome size={16} aria-hidden />,
  local: <IconPlanet size={16} aria-hidden />,
  social: <IconUsers size={16} aria-hidden />,
  global: <IconWorld size={16} aria-hidden />,
};

export default function TimelinePage() {
  const { me } = useMe();
  const meta = useMeta();
  const [tl, setTl] = useSetting('tl');
  const withReplies = useSettingValue('showTimelineReplies');
  const fixedPostForm = useSettingValue('showFixedPostForm');
  const disableSwipe = useSettingValue('disableSwipe');
  // the user's role policies decide the tabs; the instance's base policies until `i` has loaded
  const sources = availableSources(me?.policies ?? meta?.policies);
  const src = resolveSource(tl.src, sources);
  const choose = (next: TimelineSource) => setTl({ src: next, arg: null });
  const spec = useMainTimelineFeed(src, withReplies);
  return (
    <>
      <PageHeader
        title={t('timeline')}
        icon={<IconHome size={20} aria-hidden />}
        tabs={
          <Tabs
            label={t('timeline')}
            value={src}
            onChange={choose}
            tabs={sources.map((key) => ({ key, label: t(key), icon: TAB_ICONS[key] }))}
          />
        }
      />
      <TimelineJumpMenus />
      <SwipeArea enabled={!disableSwipe} onStep={(step) => choose(stepTab(sources, src, step))}>
        {fixedPostForm && <InlinePostForm />}
        <Timeline key={JSON.stringify(spec.queryKey)} {...spec} />
      </SwipeArea>
    </>
  );
}
