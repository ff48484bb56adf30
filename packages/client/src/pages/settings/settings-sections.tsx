import {
  IconAdjustments,
  IconBell,
  IconCloud,
  IconCode,
  IconColumns,
  IconDatabaseExport,
  IconDots,
  IconFileImport,
  IconKey,
  IconLock,
  IconMail,
  IconMessageOff,
  IconMoodHappy,
  IconPalette,
  IconPlug,
  IconRoute,
  IconShield,
  IconSpeakerphone,
  IconTicket,
  IconUser,
  IconUsers,
  IconVolume,
  IconWebhook,
  IconWorldOff,
  IconLayoutSidebar,
  IconLayoutBottombar,
  IconCoins,
  IconCreditCard,
  IconBadge,
  IconApps,
  IconBan,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { LocaleKey } from '@/i18n/index.ts';
import { menuRoutes } from '@/router/index.ts';
import type { ServerFeature } from '@/queries/index.ts';

export interface SettingsSection {
  /** Under /secure/settings. */
  path: string;
  label: LocaleKey;
  icon: ReactNode;
  /** Listed only when the server has this optional feature. */
  feature?: ServerFeature;
}

const I = { size: 18, stroke: 1.75, 'aria-hidden': true } as const;

/** The glyphs the settings routes name (app/routes.ts keeps names, so the table carries no icon code). */
export const SETTINGS_ICONS: Record<string, ReactNode> = {
  user: <IconUser {...I} />,
  lock: <IconLock {...I} />,
  bell: <IconBell {...I} />,
  mail: <IconMail {...I} />,
  shield: <IconShield {...I} />,
  users: <IconUsers {...I} />,
  adjustments: <IconAdjustments {...I} />,
  palette: <IconPalette {...I} />,
  'mood-happy': <IconMoodHappy {...I} />,
  'layout-sidebar': <IconLayoutSidebar {...I} />,
  'layout-bottombar': <IconLayoutBottombar {...I} />,
  volume: <IconVolume {...I} />,
  columns: <IconColumns {...I} />,
  plug: <IconPlug {...I} />,
  code: <IconCode {...I} />,
  speakerphone: <IconSpeakerphone {...I} />,
  cloud: <IconCloud {...I} />,
  ban: <IconBan {...I} />,
  'message-off': <IconMessageOff {...I} />,
  'world-off': <IconWorldOff {...I} />,
  'file-import': <IconFileImport {...I} />,
  'database-export': <IconDatabaseExport {...I} />,
  key: <IconKey {...I} />,
  apps: <IconApps {...I} />,
  webhook: <IconWebhook {...I} />,
  route: <IconRoute {...I} />,
  badge: <IconBadge {...I} />,
  ticket: <IconTicket {...I} />,
  'credit-card': <IconCreditCard {...I} />,
  coins: <IconCoins {...I} />,
  dots: <IconDots {...I} />,
};

type Group = { title: LocaleKey; items: SettingsSection[] };
let groups: Group[] | undefined;

/**
 * The settings index, grouped as the route table lists its settings pages: the basics of one's
 * account, how this client looks and behaves, what the account keeps (drive, muting, data, apps),
 * what the server adds, the rest.
 */
export function settingsGroups(): Group[] {
  if (groups) return groups;
  const byTitle = new Map<LocaleKey, Group>();
  for (const { path, menu } of menuRoutes('settings')) {
    const title = menu.group ?? 'settingsOtherGroup';
    const group = byTitle.get(title) ?? { title, items: [] };
    byTitle.set(title, group);
    group.items.push({
      path: path.replace('/secure/settings/', ''),
      label: menu.label,
      icon: SETTINGS_ICONS[menu.icon ?? ''],
      ...(menu.feature && { feature: menu.feature }),
    });
  }
  return (groups = [...byTitle.values()]);
}
