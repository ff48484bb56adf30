import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { IconDeviceTv, IconPlus, IconSearch } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import { useMe } from '../../account/index.ts';
import { api } from '../../api/index.ts';
import { t } from '../../i18n/index.ts';
import { Link } from '../../router/index.ts';
import { Switch } from '../../ui/controls/index.ts';
import { LoadingView, PageHeader, Tabs, type TabDef } from '../../ui/index.ts';
import { QueryErrorView } from '../../list/index.ts';
import { ChannelCard } from './ChannelCard.tsx';
import './channels.css';

type Tab = 'featured' | 'following' | 'favorites' | 'owned' | 'search';
const SIGNED_IN_TABS: Tab[] = ['featured', 'following', 'favorites', 'owned', 'search'];
const VISITOR_TABS: Tab[] = ['featured', 'search'];
const TAB_LABEL = {
  featured: 'channelTabFeatured',
  following: 'channelTabFollowing',
  favorites: 'channelTabFavorites',
  owned: 'channelTabOwned',
  search: 'channelTabSearch',
} as const;

function fetchTab(tab: Exclude<Tab, 'search'>, token: string | null): Promise<entities.Channel[]> {
  switch (tab) {
    case 'featured':
      return api('channels/featured', {}, token);
    case 'following':
      return api('channels/followed', { limit: 100 }, token);
    case 'favorites':
      return api('channels/my-favorites', {}, token);
    case 'owned':
      return api('channels/owned', { limit: 100 }, token);
  }
}

function ChannelGrid({ query, signedIn }: { query: UseQueryResult<entities.Channel[]>; signedIn: boolean }) {
  if (query.isPending) return <LoadingView />;
  if (query.isError) return <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <p className="kumo-empty">{t('channelNone')}</p>;
  return (
    <div className="kumo-channel-grid">
      {query.data.map((c) => (
        <ChannelCard key={c.id} channel={c} signedIn={signedIn} />
      ))}
    </div>
  );
}

/** /channels: trending, followed, favorite and managed channels, and a channel search. */
export default function ChannelsPage() {
  const { account } = useMe();
  const token = account?.token ?? null;
  const signedIn = account != null;
  const [tab, setTab] = useState<Tab>('featured');
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState<{ query: string; nameOnly: boolean } | null>(null);
  const [nameOnly, setNameOnly] = useState(false);
  const tabs: Array<TabDef<Tab>> = (signedIn ? SIGNED_IN_TABS : VISITOR_TABS).map((key) => ({
    key,
    label: t(TAB_LABEL[key]),
  }));
  const list = useQuery({
    queryKey: ['channels', tab, account?.id],
    enabled: tab !== 'search',
    queryFn: () => fetchTab(tab as Exclude<Tab, 'search'>, token),
  });
  const found = useQuery({
    queryKey: ['channels', 'search', search, account?.id],
    enabled: tab === 'search' && search !== null,
    queryFn: () =>
      api(
        'channels/search',
        { query: search!.query, type: search!.nameOnly ? 'nameOnly' : 'nameAndDescription', limit: 50 },
        token,
      ),
  });

  return (
    <>
      <PageHeader
        title={t('channels')}
        icon={<IconDeviceTv size={20} aria-hidden />}
        tabs={<Tabs label={t('channels')} value={tab} onChange={setTab} tabs={tabs} />}
      />
      <div className="kumo-page-body">
        {signedIn && (
          <div className="kumo-lists-actions">
            <Link className="kumo-button primary" to="/secure/channels/new">
              <IconPlus size={16} aria-hidden />
              {t('channelCreate')}
            </Link>
          </div>
        )}
        {tab === 'search' ? (
          <>
            <form
              className="kumo-channel-search"
              role="search"
              onSubmit={(e) => {
                e.preventDefault();
                setSearch({ query: draft.trim(), nameOnly });
              }}
            >
              <input
                className="kumo-input"
                type="search"
                aria-label={t('channelSearchLabel')}
                placeholder={t('channelSearchLabel')}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
              />
              <button type="submit" className="kumo-button primary" aria-label={t('search')}>
                <IconSearch size={16} aria-hidden />
                {t('search')}
              </button>
            </form>
            <Switch checked={nameOnly} onChange={setNameOnly} label={t('channelSearchNameOnly')} />
            {search && <ChannelGrid query={found} signedIn={signedIn} />}
          </>
        ) : (
          <ChannelGrid query={list} signedIn={signedIn} />
        )}
      </div>
    </>
  );
}
