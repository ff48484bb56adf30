import {
  IconBell,
  IconColumns,
  IconCloud,
  IconDeviceTv,
  IconHome,
  IconNews,
  IconSearch,
  IconSpeakerphone,
  IconStar,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { LocaleKey } from '../../i18n/index.ts';

export interface NavItem {
  key: string;
  label: LocaleKey;
  to: string;
  icon: ReactNode;
}

/** Spec P1 §2: the default side menu, in order; '-' is the separator. */
export const DEFAULT_MENU = [
  'timeline',
  'notifications',
  'favorites',
  'drive',
  'followRequests',
  'channels',
  'pages',
  '-',
  'deck',
  'announcements',
  'search',
] as const;

const ICON = { size: 20, stroke: 1.75 };

export const NAV_ITEMS: Record<Exclude<(typeof DEFAULT_MENU)[number], '-'>, NavItem> = {
  timeline: { key: 'timeline', label: 'timeline', to: '/secure/timeline', icon: <IconHome {...ICON} /> },
  notifications: {
    key: 'notifications',
    label: 'notifications',
    to: '/secure/my/notifications',
    icon: <IconBell {...ICON} />,
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
  },
  channels: { key: 'channels', label: 'channels', to: '/secure/channels', icon: <IconDeviceTv {...ICON} /> },
  pages: { key: 'pages', label: 'pages', to: '/secure/pages', icon: <IconNews {...ICON} /> },
  deck: { key: 'deck', label: 'deck', to: '/secure/deck', icon: <IconColumns {...ICON} /> },
  announcements: {
    key: 'announcements',
    label: 'announcements',
    to: '/secure/announcements',
    icon: <IconSpeakerphone {...ICON} />,
  },
  search: { key: 'search', label: 'search', to: '/secure/search', icon: <IconSearch {...ICON} /> },
};
