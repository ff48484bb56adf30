import { IconCompass } from '@tabler/icons-react';
import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { useEndpoints, useFeaturedNotesFeed } from '@/queries/index.ts';
import { navigate, type PageProps } from '@/router/index.ts';
import { Timeline } from '@/timeline/index.ts';
import { PageHeader, Tabs } from '@/ui/index.ts';
import { ExploreHashtags } from './ExploreHashtags.tsx';
import { ExploreRoles } from './ExploreRoles.tsx';
import { ExploreUsers } from './ExploreUsers.tsx';
import { chooseExploreTab, exploreOffer, type ExploreTab } from './explore-tabs.ts';
import './explore.css';

const TAB_LABEL = {
  featured: 'exploreTabFeatured',
  users: 'exploreTabUsers',
  roles: 'exploreTabRoles',
  hashtags: 'exploreTabHashtags',
} as const;

/** /explore (and under /secure): featured notes, people, public roles and trending hashtags. */
export default function ExplorePage({ path, query }: PageProps) {
  const { account } = useMe();
  const offer = exploreOffer(useEndpoints(), account != null);
  const tab = chooseExploreTab(query.get('tab'), offer.tabs);
  const show = (next: ExploreTab) =>
    navigate(next === 'featured' ? path : `${path}?tab=${next}`, { replace: true });
  return (
    <>
      <PageHeader
        title={t('explore')}
        icon={<IconCompass size={20} aria-hidden />}
        tabs={
          <Tabs
            label={t('exploreTabs')}
            value={tab}
            onChange={show}
            tabs={offer.tabs.map((key) => ({ key, label: t(TAB_LABEL[key]) }))}
          />
        }
      />
      {tab === 'featured' && <FeaturedNotes />}
      {tab === 'users' && <ExploreUsers pinned={offer.pinnedUsers} />}
      {tab === 'roles' && <ExploreRoles />}
      {tab === 'hashtags' && <ExploreHashtags />}
    </>
  );
}

function FeaturedNotes() {
  const feed = useFeaturedNotesFeed();
  return <Timeline {...feed} empty={t('exploreFeaturedEmpty')} />;
}
