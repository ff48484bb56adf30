import {
  IconAntenna,
  IconDatabase,
  IconInfoCircle,
  IconMedal,
  IconMoodSmile,
  IconPaperclip,
  IconBell,
  IconColumns,
  IconCompass,
  IconCloud,
  IconDeviceTv,
  IconHome,
  IconIcons,
  IconPlayerPlay,
  IconList,
  IconMessages,
  IconNews,
  IconSearch,
  IconSpeakerphone,
  IconStar,
  IconUserPlus,
} from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import type { ReactNode } from 'react';
import type { LocaleKey } from '@/i18n/index.ts';

export interface NavItem {
  key: string;
  label: LocaleKey;
  to: string;
  icon: ReactNode;
  /** Whether the entry shows an unread dot for the current user. */
  indicated?: (me: entities.MeDetailed) => boolean;
}

const ICON = { size: 20, stroke: 1.75, 'aria-hidden': true } as const;

/** Every entry the side menu can hold; the `menu` setting lists which, in order ('-' is a separator). */
export const NAV_ITEMS: Record<string, NavItem> = {
  timeline: { key: 'timeline', label: 'timeline', to: '/secure/timeline', icon: <IconHome {...ICON} /> },
  notifications: {
    key: 'notifications',
    label: 'notifications',
    to: '/secure/my/notifications',
    icon: <IconBell {...ICON} />,
    indicated: (me) => me.hasUnreadNotification,
  },
  // Misskey 2025.4+: shown only where the server offers chat (`hiddenNavKeys`)
  chat: {
    key: 'chat',
    label: 'chat',
    to: '/chat',
    icon: <IconMessages {...ICON} />,
    indicated: (me) => !!me.hasUnreadChatMessages,
  },
  favorites: {
    key: 'favorites',
    label: 'favorites',
    to: '/secure/my/favorites',
    icon: <IconStar {...ICON} />,
  },
  drive: { key: 'drive', label: 'drive', to: '/secure/my/drive', icon: <IconCloud {...ICON} /> },
  followRequests: {
    key: 'followRequests',
    label: 'followRequests',
    to: '/secure/my/follow-requests',
    icon: <IconUserPlus {...ICON} />,
    indicated: (me) => me.hasPendingReceivedFollowRequest,
  },
  channels: { key: 'channels', label: 'channels', to: '/secure/channels', icon: <IconDeviceTv {...ICON} /> },
  pages: { key: 'pages', label: 'pages', to: '/secure/pages', icon: <IconNews {...ICON} /> },
  gallery: { key: 'gallery', label: 'gallery', to: '/secure/gallery', icon: <IconIcons {...ICON} /> },
  play: { key: 'play', label: 'play', to: '/secure/play', icon: <IconPlayerPlay {...ICON} /> },
  deck: { key: 'deck', label: 'deck', to: '/secure/deck', icon: <IconColumns {...ICON} /> },
  announcements: {
    key: 'announcements',
    label: 'announcements',
    to: '/secure/announcements',
    icon: <IconSpeakerphone {...ICON} />,
    indicated: (me) => me.hasUnreadAnnouncement,
  },
  explore: { key: 'explore', label: 'explore', to: '/secure/explore', icon: <IconCompass {...ICON} /> },
  search: { key: 'search', label: 'search', to: '/secure/search', icon: <IconSearch {...ICON} /> },
  lists: { key: 'lists', label: 'userLists', to: '/secure/my/lists', icon: <IconList {...ICON} /> },
  antennas: {
    key: 'antennas',
    label: 'antennas',
    to: '/secure/my/antennas',
    icon: <IconAntenna {...ICON} />,
    indicated: (me) => me.hasUnreadAntenna,
  },
  clips: { key: 'clips', label: 'myClipsTitle', to: '/secure/my/clips', icon: <IconPaperclip {...ICON} /> },
  achievements: {
    key: 'achievements',
    label: 'myAchievementsTitle',
    to: '/secure/my/achievements',
    icon: <IconMedal {...ICON} />,
  },
  customEmojis: {
    key: 'customEmojis',
    label: 'customEmojis',
    to: '/secure/custom-emojis',
    icon: <IconMoodSmile {...ICON} />,
  },
  registry: { key: 'registry', label: 'registry', to: '/secure/registry', icon: <IconDatabase {...ICON} /> },
  about: { key: 'about', label: 'aboutInstance', to: '/about', icon: <IconInfoCircle {...ICON} /> },
};

/**
 * Explore has a place of its own in the menu, above settings, unless the user put it in the menu
 * list (the spec's default list predates it).
 */
export function exploreApart(menu: readonly string[]): NavItem | null {
  return menu.includes('explore') ? null : NAV_ITEMS.explore!;
}

/**
 * What the menu's "More" lists: every destination the user's menu list does not hold, in the order
 * of NAV_ITEMS (Explore never, as it always has a place of its own).
 */
export function moreEntries(menu: readonly string[], hidden: readonly string[] = []): NavItem[] {
  return Object.values(NAV_ITEMS).filter(
    (item) => item.key !== 'explore' && !menu.includes(item.key) && !hidden.includes(item.key),
  );
}

/** The destinations this server or the user's role does not offer (chat), left out of the menu. */
export function hiddenNavKeys(chat: 'loading' | 'hidden' | 'readonly' | 'available'): string[] {
  return chat === 'readonly' || chat === 'available' ? [] : ['chat'];
}

/** The entries of a stored menu list that exist, with separators kept but never doubled or leading. */
export function menuEntries(menu: readonly string[], hidden: readonly string[] = []): Array<NavItem | '-'> {
  const out: Array<NavItem | '-'> = [];
  for (const key of menu) {
    if (hidden.includes(key)) continue;
    if (key === '-') {
      if (out.length > 0 && out[out.length - 1] !== '-') out.push('-');
      continue;
    }
    const item = NAV_ITEMS[key];
    if (item && !out.includes(item)) out.push(item);
  }
  if (out[out.length - 1] === '-') out.pop();
  return out;
}
