import { IconLogout, IconPlus, IconSettings, IconUser, IconUserPlus, IconUsers } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { showUsers } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { navigate } from '@/router/index.ts';
import { openMenu, type MenuItem } from '@/ui/index.ts';
import { getAccountList } from './account-list.ts';
import { accountHost } from './account-host.ts';
import type { AccountListEntry, StoredAccount } from './account-storage.ts';
import { signout, switchAccount } from './session.ts';

/** The sign-in and sign-up forms load when an account is being added, not with the menu. */
const addAccountDialog = (kind: 'existing' | 'create') =>
  import('./add-account.tsx').then(({ openAddAccount }) => openAddAccount(kind));

/**
 * Spec P1 §2: the account menu: own profile, the other signed-in accounts (to switch), add account
 * (existing or new), manage accounts, and sign out.
 */
export async function openAccountMenu(current: StoredAccount, anchor: HTMLElement): Promise<void> {
  const others = (await getAccountList()).filter((a) => a.id !== current.id);
  // the current account's server can name the accounts it has; others are named by what was kept
  const sameServer = others.filter((a) => a.origin === current.origin);
  const users: entities.UserDetailed[] = await showUsers(
    sameServer.map((a) => a.id),
    current.token,
  ).catch(() => []);
  const nameOf = (entry: AccountListEntry) => {
    const u = users.find((x) => x.id === entry.id);
    const username = u?.username ?? entry.username;
    if (!username) return entry.id;
    const acct = `@${username}@${accountHost(entry)}`;
    return u?.name ? `${u.name} (${acct})` : acct;
  };
  const items: MenuItem[] = [
    {
      type: 'button',
      text: t('profile'),
      icon: <IconUser size={18} />,
      action: () => navigate(`/@${current.username}`),
    },
    { type: 'divider' },
    ...others.map((entry): MenuItem => ({
      type: 'button',
      text: nameOf(entry),
      icon: <IconUsers size={18} />,
      action: () => void switchAccount(entry),
    })),
    {
      type: 'parent',
      text: t('addAccount'),
      icon: <IconPlus size={18} />,
      children: [
        {
          type: 'button',
          text: t('existingAccount'),
          icon: <IconUser size={18} />,
          action: () => void addAccountDialog('existing'),
        },
        {
          type: 'button',
          text: t('createAccount'),
          icon: <IconUserPlus size={18} />,
          action: () => void addAccountDialog('create'),
        },
      ],
    },
    {
      type: 'button',
      text: t('manageAccounts'),
      icon: <IconSettings size={18} />,
      action: () => navigate('/secure/settings/accounts'),
    },
    { type: 'divider' },
    {
      type: 'button',
      text: t('signout'),
      icon: <IconLogout size={18} />,
      danger: true,
      action: () => void signout(),
    },
  ];
  await openMenu(items, anchor, { label: t('accountMenu') });
}
