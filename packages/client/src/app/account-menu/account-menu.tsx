import { IconLogout, IconPlus, IconSettings, IconUser, IconUserPlus, IconUsers } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { showUsers } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { navigate } from '@/router/index.ts';
import { openMenu, type MenuItem } from '@/ui/index.ts';
import {
  accountHost,
  getAccountList,
  openAddAccount,
  signout,
  switchAccount,
  type AccountListEntry,
  type StoredAccount,
} from '@/account/index.ts';
import { UserName } from '@/mfm/index.ts';

const addAccountDialog = (kind: 'existing' | 'create') => void openAddAccount(kind);

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
    if (!username) return { text: entry.id };
    const acct = `@${username}@${accountHost(entry)}`;
    if (!u?.name) return { text: acct };
    // the display name with its custom emoji drawn, as everywhere else
    return {
      text: `${u.name} (${acct})`,
      content: (
        <>
          <UserName user={u} /> ({acct})
        </>
      ),
    };
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
      ...nameOf(entry),
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
          action: () => addAccountDialog('existing'),
        },
        {
          type: 'button',
          text: t('createAccount'),
          icon: <IconUserPlus size={18} />,
          action: () => addAccountDialog('create'),
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
