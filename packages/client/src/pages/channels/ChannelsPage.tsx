import { IconDeviceTv, IconPlus, IconSearch } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { Switch, PageHeader, Tabs, type TabDef } from '@/ui/index.ts';
import { ActionLink, PagedList } from '@/list/index.ts';
import { useChannels, useChannelSearch } from '@/queries/index.ts';
import { hasUnread, useLastShown, useSetting } from '@/store/index.ts';
import { ChannelCard } from './ChannelCard.tsx';
import { mayCreateChannel } from './may-create-channel.ts';
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

function ChannelGrid({
  query,
  signedIn,
  markUnread = false,
}: {
  query: ReturnType<typeof useChannels>;
  signedIn: boolean;
  /** Mark channels with notes since they were last shown (read-note records). */
  markUnread?: boolean;
}) {
  const shown = useLastShown(markUnread ? (query.data ?? []).map((c) => `channel:${c.id}`) : []);
  return (
    <PagedList query={query} empty={t('channelNone')}>
      {(channels: entities.Channel[]) => (
        <div className="kumo-channel-grid">
          {channels.map((c) => (
            <ChannelCard
              key={c.id}
              channel={c}
              signedIn={signedIn}
              unread={markUnread && shown !== null && hasUnread(c.lastNotedAt, shown[`channel:${c.id}`])}
            />
          ))}
        </div>
      )}
    </PagedList>
  );
}

/** /channels: trending, followed, favorite and managed channels, and a channel search. */
export default function ChannelsPage() {
  const { account, me } = useMe();
  const signedIn = account != null;
  const mayCreate = signedIn && mayCreateChannel(me);
  // the tab last chosen on this device (selectedChannelTab), as Misskey keeps it
  const [saved, setSaved] = useSetting('selectedChannelTab');
  const offered = signedIn ? SIGNED_IN_TABS : VISITOR_TABS;
  const tab: Tab = offered.find((k) => k === saved) ?? 'featured';
  const setTab = (next: Tab) => setSaved(next);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState<{ query: string; nameOnly: boolean } | null>(null);
  const [nameOnly, setNameOnly] = useState(false);
  const tabs: Array<TabDef<Tab>> = offered.map((key) => ({
    key,
    label: t(TAB_LABEL[key]),
  }));
  const list = useChannels(tab === 'search' ? 'featured' : tab, { enabled: tab !== 'search' });
  const found = useChannelSearch(tab === 'search' ? search : null);

  return (
    <>
      <PageHeader
        title={t('channels')}
        icon={<IconDeviceTv size={20} aria-hidden />}
        tabs={<Tabs label={t('channels')} value={tab} onChange={setTab} tabs={tabs} />}
      />
      <div className="kumo-page-body">
        {mayCreate && <ActionLink to="/secure/channels/new" icon={IconPlus} label={t('channelCreate')} />}
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
          <ChannelGrid
            query={list}
            signedIn={signedIn}
            markUnread={tab === 'following' || tab === 'favorites'}
          />
        )}
      </div>
    </>
  );
}
