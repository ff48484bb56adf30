import { IconIcons, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { ActionLink, PagedList } from '@/list/index.ts';
import { useGalleryList, type GalleryListKind } from '@/queries/index.ts';
import { PageHeader, Tabs, type TabDef } from '@/ui/index.ts';
import { GalleryGrid } from '@/gallery/index.ts';
import './gallery.css';

const TAB_LABEL = {
  recent: 'galleryTabRecent',
  popular: 'galleryTabPopular',
  liked: 'galleryTabLiked',
  mine: 'galleryTabMine',
} as const satisfies Record<GalleryListKind, string>;

const EMPTY = {
  recent: 'galleryEmpty',
  popular: 'galleryPopularEmpty',
  liked: 'galleryLikedEmpty',
  mine: 'galleryMineEmpty',
} as const satisfies Record<GalleryListKind, string>;

/** /secure/gallery: the server's posts (recent, most liked), the ones I liked and my own. */
export default function GalleryPage() {
  const [tab, setTab] = useState<GalleryListKind>('recent');
  const list = useGalleryList(tab);
  const tabs: Array<TabDef<GalleryListKind>> = (Object.keys(TAB_LABEL) as GalleryListKind[]).map((key) => ({
    key,
    label: t(TAB_LABEL[key]),
  }));
  return (
    <>
      <PageHeader
        title={t('gallery')}
        icon={<IconIcons size={20} aria-hidden />}
        tabs={<Tabs label={t('gallery')} value={tab} onChange={setTab} tabs={tabs} />}
      />
      <div className="kumo-page-body">
        <ActionLink to="/secure/gallery/new" icon={IconPlus} label={t('galleryNew')} />
        <PagedList key={tab} query={list} empty={t(EMPTY[tab])}>
          {(items) => <GalleryGrid posts={items.map((i) => i.post)} />}
        </PagedList>
      </div>
    </>
  );
}
