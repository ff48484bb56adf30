import { IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { ActionLink, PagedList } from '@/list/index.ts';
import { usePlayList, type PlayListKind } from '@/queries/index.ts';
import { PageHeader, Tabs, type TabDef } from '@/ui/index.ts';
import { PlayCards } from './PlayCard.tsx';
import './play.css';

const TAB_LABEL = {
  featured: 'playTabFeatured',
  liked: 'playTabLiked',
  mine: 'playTabMine',
} as const satisfies Record<PlayListKind, string>;

const EMPTY = {
  featured: 'playFeaturedEmpty',
  liked: 'playLikedEmpty',
  mine: 'playMineEmpty',
} as const satisfies Record<PlayListKind, string>;

/** /secure/play: the most liked Plays, the ones I liked and my own. */
export default function PlayListPage() {
  const [tab, setTab] = useState<PlayListKind>('featured');
  const list = usePlayList(tab);
  const tabs: Array<TabDef<PlayListKind>> = (Object.keys(TAB_LABEL) as PlayListKind[]).map((key) => ({
    key,
    label: t(TAB_LABEL[key]),
  }));
  return (
    <>
      <PageHeader
        title={t('play')}
        icon={<IconPlayerPlay size={20} aria-hidden />}
        tabs={<Tabs label={t('play')} value={tab} onChange={setTab} tabs={tabs} />}
      />
      <div className="kumo-page-body">
        <ActionLink to="/secure/play/new" icon={IconPlus} label={t('playNew')} />
        <PagedList key={tab} query={list} empty={t(EMPTY[tab])}>
          {(items) => <PlayCards flashes={items.map((i) => i.flash)} />}
        </PagedList>
      </div>
    </>
  );
}
