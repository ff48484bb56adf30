import { IconHome, IconPlanet, IconUsers, IconWorld } from '@tabler/icons-react';
import { api } from '../../api/index.ts';
import { useMe } from '../../account/index.ts';
import { t } from '../../i18n/index.ts';
import { PostForm } from '../../post-form/index.ts';
import { useSetting } from '../../store/index.ts';
import { Timeline, TIMELINE_SOURCES, type TimelineSource } from '../../timeline/index.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { TimelineJumpMenus } from './TimelineJumpMenus.tsx';

/** The stored `tl.src` as a tab; values this page has no tab for (the default 'recommend') show home. */
function sourceOf(src: string): TimelineSource {
  return src === 'local' || src === 'social' || src === 'global' ? src : 'home';
}

export default function TimelinePage() {
  const { account } = useMe();
  const [tl, setTl] = useSetting('tl');
  const src = sourceOf(tl.src);
  const choose = (next: TimelineSource) => setTl({ src: next, arg: null });
  const { endpoint, channel } = TIMELINE_SOURCES[src];
  const token = account?.token ?? null;
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
            tabs={[
              { key: 'home', label: t('home'), icon: <IconHome size={16} aria-hidden /> },
              { key: 'local', label: t('local'), icon: <IconPlanet size={16} aria-hidden /> },
              { key: 'social', label: t('social'), icon: <IconUsers size={16} aria-hidden /> },
              { key: 'global', label: t('global'), icon: <IconWorld size={16} aria-hidden /> },
            ]}
          />
        }
      />
      <TimelineJumpMenus />
      <PostForm />
      <Timeline
        key={src}
        queryKey={['timeline', src, account?.id]}
        fetch={(q) => api(endpoint as 'notes/timeline', q, token)}
        channel={channel}
      />
    </>
  );
}
