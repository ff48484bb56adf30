import { IconNotes, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { ActionLink, PagedList } from '@/list/index.ts';
import { usePagesList, type PagesListKind } from '@/queries/index.ts';
import { PageHeader, Tabs, type TabDef } from '@/ui/index.ts';
import { PageCards } from '@/page-view/index.ts';
import './user-pages.css';

const TAB_LABEL = {
  featured: 'pagesTabFeatured',
  liked: 'pagesTabLiked',
  mine: 'pagesTabMine',
} as const satisfies Record<PagesListKind, string>;

const EMPTY = {
  featured: 'pagesFeaturedEmpty',
  liked: 'pagesLikedEmpty',
  mine: 'pagesMineEmpty',
} as const satisfies Record<PagesListKind, string>;

/** /pages and /secure/pages: the server's featured pages, and signed in, the ones I liked and my own. */
export default function PagesPage() {
  const { account } = useMe();
  const [tab, setTab] = useState<PagesListKind>('featured');
  const kinds: PagesListKind[] = account ? ['featured', 'liked', 'mine'] : ['featured'];
  const list = usePagesList(tab);
  const tabs: Array<TabDef<PagesListKind>> = kinds.map((key) => ({ key, label: t(TAB_LABEL[key]) }));
  return (
    <>
      <PageHeader
        title={t('pages')}
        icon={<IconNotes size={20} aria-hidden />}
        tabs={
          kinds.length > 1 ? <Tabs label={t('pages')} value={tab} onChange={setTab} tabs={tabs} /> : undefined
        }
      />
      <div className="kumo-page-body">
        {account && <ActionLink to="/secure/pages/new" icon={IconPlus} label={t('pageNew')} />}
        <PagedList key={tab} query={list} empty={t(EMPTY[tab])}>
          {(items) => <PageCards pages={items.map((i) => i.page)} />}
        </PagedList>
      </div>
    </>
  );
}
