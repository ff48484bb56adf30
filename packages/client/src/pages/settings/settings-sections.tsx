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
import type { ServerFeature } from '@/queries/index.ts';

export interface SettingsSection {
  path: string;
  label: LocaleKey;
  icon: ReactNode;
  /** Listed only when the server has this optional feature. */
  feature?: ServerFeature;
}

const I = { size: 18, stroke: 1.75, 'aria-hidden': true } as const;

/**
 * The settings index, grouped: the basics of one's account, how this client looks and behaves, what
 * the account keeps (drive, muting, data, apps), what the server adds, the rest. Paths are under
 * /secure/settings.
 */
export const SETTINGS_GROUPS: Array<{ title: LocaleKey; items: SettingsSection[] }> = [
  {
    title: 'settingsBasicGroup',
    items: [
      { path: 'profile', label: 'profile', icon: <IconUser {...I} /> },
      { path: 'privacy', label: 'settingsPrivacy', icon: <IconLock {...I} /> },
      { path: 'notifications', label: 'notifications', icon: <IconBell {...I} /> },
      { path: 'email', label: 'settingsEmail', icon: <IconMail {...I} /> },
      { path: 'security', label: 'settingsSecurity', icon: <IconShield {...I} /> },
      { path: 'accounts', label: 'settingsAccounts', icon: <IconUsers {...I} /> },
    ],
  },
  {
    title: 'settingsClientGroup',
    items: [
      { path: 'general', label: 'settingsGeneral', icon: <IconAdjustments {...I} /> },
      { path: 'theme', label: 'settingsTheme', icon: <IconPalette {...I} /> },
      { path: 'reaction', label: 'settingsReaction', icon: <IconMoodHappy {...I} /> },
      { path: 'navbar', label: 'settingsNavbar', icon: <IconLayoutSidebar {...I} /> },
      { path: 'statusbar', label: 'settingsStatusbar', icon: <IconLayoutBottombar {...I} /> },
      { path: 'sounds', label: 'settingsSounds', icon: <IconVolume {...I} /> },
      { path: 'deck', label: 'deck', icon: <IconColumns {...I} /> },
      { path: 'plugin', label: 'settingsPlugins', icon: <IconPlug {...I} /> },
      { path: 'custom-css', label: 'settingsCustomCss', icon: <IconCode {...I} /> },
      { path: 'feedSettings', label: 'settingsFeed', icon: <IconSpeakerphone {...I} /> },
    ],
  },
  {
    title: 'settingsAccountGroup',
    items: [
      { path: 'drive', label: 'drive', icon: <IconCloud {...I} /> },
      { path: 'mute-block', label: 'settingsMuteBlock', icon: <IconBan {...I} /> },
      { path: 'word-mute', label: 'settingsWordMute', icon: <IconMessageOff {...I} /> },
      { path: 'instance-mute', label: 'settingsInstanceMute', icon: <IconWorldOff {...I} /> },
      { path: 'import-export', label: 'settingsImportExport', icon: <IconFileImport {...I} /> },
      {
        path: 'preferences-backups',
        label: 'settingsPreferencesBackups',
        icon: <IconDatabaseExport {...I} />,
      },
      { path: 'api', label: 'settingsApi', icon: <IconKey {...I} /> },
      { path: 'apps', label: 'settingsApps', icon: <IconApps {...I} /> },
      { path: 'webhook', label: 'settingsWebhook', icon: <IconWebhook {...I} /> },
      { path: 'migration', label: 'settingsMigration', icon: <IconRoute {...I} /> },
    ],
  },
  {
    title: 'settingsServerGroup',
    items: [
      { path: 'roles', label: 'settingsRoles', icon: <IconBadge {...I} /> },
      { path: 'invite', label: 'settingsInvite', icon: <IconTicket {...I} /> },
      {
        path: 'subscription',
        label: 'settingsSubscription',
        icon: <IconCreditCard {...I} />,
        feature: 'subscription',
      },
      { path: 'points', label: 'settingsPoints', icon: <IconCoins {...I} />, feature: 'points' },
    ],
  },
  {
    title: 'settingsOtherGroup',
    items: [{ path: 'other', label: 'settingsOther', icon: <IconDots {...I} /> }],
  },
];
