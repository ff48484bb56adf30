import {
  IconActivity,
  IconIcons,
  IconMessages,
  IconMoodSmile,
  IconNotes,
  IconPaperclip,
  IconPencil,
  IconPhoto,
  IconTrophy,
} from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { t, type LocaleKey } from '@/i18n/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { QueryErrorView } from '@/list/index.ts';
import { acctOf, navigate, type PageProps } from '@/router/index.ts';
import { useUser } from '@/queries/index.ts';
import { LoadingView, PageHeader, Tabs } from '@/ui/index.ts';
import { parseAcct } from './parse-acct.ts';
import { tabFromPage, tabPath, visibleTabs, type ProfileTab } from './profile-tabs.ts';
import { UserHeader } from './UserHeader.tsx';
import { AchievementsTab } from './tabs/AchievementsTab.tsx';
import { ActivityTab } from './tabs/ActivityTab.tsx';
import { ClipsTab } from './tabs/ClipsTab.tsx';
import { FilesTab } from './tabs/FilesTab.tsx';
import { NotesTab } from './tabs/NotesTab.tsx';
import { PagesTab } from './tabs/PagesTab.tsx';
import { GalleryTab } from './tabs/GalleryTab.tsx';
import { ReactionsTab } from './tabs/ReactionsTab.tsx';

const TAB_LABEL: Record<ProfileTab, LocaleKey> = {
  notes: 'profileTabNotes',
  replies: 'profileTabReplies',
  files: 'profileTabFiles',
  reactions: 'profileTabReactions',
  clips: 'profileTabClips',
  pages: 'profileTabPages',
  gallery: 'profileTabGallery',
  achievements: 'profileTabAchievements',
  activity: 'profileTabActivity',
};

const TAB_ICON: Record<ProfileTab, ReactNode> = {
  notes: <IconPencil size={16} aria-hidden />,
  replies: <IconMessages size={16} aria-hidden />,
  files: <IconPhoto size={16} aria-hidden />,
  reactions: <IconMoodSmile size={16} aria-hidden />,
  clips: <IconPaperclip size={16} aria-hidden />,
  pages: <IconNotes size={16} aria-hidden />,
  gallery: <IconIcons size={16} aria-hidden />,
  achievements: <IconTrophy size={16} aria-hidden />,
  activity: <IconActivity size={16} aria-hidden />,
};

function TabContent({ tab, user }: { tab: ProfileTab; user: entities.UserDetailed }) {
  switch (tab) {
    case 'notes':
      return <NotesTab key="notes" user={user} withReplies={false} />;
    case 'replies':
      return <NotesTab key="replies" user={user} withReplies />;
    case 'files':
      return <FilesTab user={user} />;
    case 'reactions':
      return <ReactionsTab user={user} />;
    case 'clips':
      return <ClipsTab user={user} />;
    case 'pages':
      return <PagesTab user={user} />;
    case 'gallery':
      return <GalleryTab user={user} />;
    case 'achievements':
      return <AchievementsTab user={user} />;
    case 'activity':
      return <ActivityTab user={user} />;
  }
}

/** Left and right arrows (Home, End) move between tabs and open the one reached, as a tab list does. */
function onTabsKey(e: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const next =
    e.key === 'ArrowRight'
      ? (at + 1) % tabs.length
      : e.key === 'ArrowLeft'
        ? (at - 1 + tabs.length) % tabs.length
        : e.key === 'Home'
          ? 0
          : e.key === 'End'
            ? tabs.length - 1
            : -1;
  if (next < 0) return;
  e.preventDefault();
  tabs[next]!.focus();
  tabs[next]!.click();
}

/** /@{acct}/{page?}: the profile header and one tab (notes, replies, files, reactions, clips, pages, gallery, achievements, activity). */
export default function UserPage({ params }: PageProps) {
  const { username, host } = parseAcct(params.acct ?? '');
  const user = useUser({ username, host });
  const tab = tabFromPage(params.page);
  const strip = useRef<HTMLDivElement>(null);
  const loaded = !!user.data;
  // The chosen tab is scrolled into the strip's view (narrow screens show only some tabs).
  useEffect(() => {
    const list = strip.current?.querySelector<HTMLElement>('[role="tablist"]');
    const selected = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !selected) return;
    const left = selected.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + selected.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = Math.max(0, left - 24);
    }
  }, [tab, loaded]);
  return (
    <>
      <PageHeader
        documentTitle={
          user.data ? `${user.data.name || user.data.username} (@${params.acct})` : `@${params.acct}`
        }
        title={
          user.data ? (
            <Mfm
              text={user.data.name || user.data.username}
              plain
              nowrap
              author={user.data}
              emojiUrls={user.data.emojis}
            />
          ) : (
            `@${params.acct}`
          )
        }
        user={user.data}
        subtitle={user.data ? `@${params.acct}` : undefined}
      />
      {user.isPending && <LoadingView />}
      {user.isError && <QueryErrorView error={user.error} onRetry={() => void user.refetch()} />}
      {user.data && (
        <>
          <UserHeader user={user.data} />
          <div className="kumo-profile-tabs" ref={strip} onKeyDown={onTabsKey}>
            <Tabs
              label={t('profileTabsLabel')}
              value={tab}
              onChange={(next) => navigate(tabPath(acctOf(user.data), next), { replace: true })}
              tabs={visibleTabs(user.data).map((key) => ({
                key,
                label: t(TAB_LABEL[key]),
                icon: TAB_ICON[key],
              }))}
            />
          </div>
          <div className="kumo-profile-tab-panel" role="tabpanel" aria-label={t(TAB_LABEL[tab])}>
            <TabContent tab={tab} user={user.data} />
          </div>
        </>
      )}
    </>
  );
}
