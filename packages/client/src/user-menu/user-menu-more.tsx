// The user menu's entries besides mute and block, as Misskey's: copy the address or the RSS link,
// share, mention, send a direct note, add to a list or an antenna, a personal memo, report, and the
// moderator's user-info page. Mention and direct note open the post form.
import {
  IconAntenna,
  IconAt,
  IconCopy,
  IconExclamationCircle,
  IconList,
  IconMail,
  IconNote,
  IconRss,
  IconShare,
  IconUserCog,
  IconMessages,
} from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { createElement } from 'react';
import { t } from '@/i18n/index.ts';
import { openPostForm } from '@/post-form/index.ts';
import { profilePath } from '@/router/index.ts';
import {
  addUserToAntenna,
  fetchMyAntennas,
  fetchMyLists,
  instanceHost,
  instanceOrigin,
  reportUser,
  setListMembership,
  updateUserMemo,
} from '@/queries/index.ts';
import { canShareNatively, inputText, shareLink, toast, type MenuItem, copyToClipboard } from '@/ui/index.ts';
import type { UserMenuSession } from './user-menu.tsx';

/** The post form with the user's address typed, for a mention, or `to` them alone, for a direct note. */
function compose(text: string, to?: entities.UserLite): void {
  void openPostForm({
    initialText: text,
    ...(to ? { initialVisibility: 'specified' as const, initialVisibleUsers: [to] } : {}),
  });
}

type MenuUser = entities.UserLite & { memo?: string | null };

const icon = (Icon: typeof IconCopy) => createElement(Icon, { size: 18, 'aria-hidden': true });

/** `@user@host`, with this server's host for its own users. */
export function fullAcct(user: Pick<entities.UserLite, 'username' | 'host'>): string {
  return `@${user.username}@${user.host ?? instanceHost()}`;
}

const profileUrl = (user: MenuUser) => `${instanceOrigin()}${profilePath(user)}`;

/** Entries for anyone's menu, oneself included. */
export function userShareItems(user: MenuUser): MenuItem[] {
  const items: MenuItem[] = [
    {
      type: 'button',
      text: t('userMenuCopyAcct'),
      icon: icon(IconCopy),
      action: () => void copyToClipboard(fullAcct(user)),
    },
  ];
  if (user.host === null) {
    items.push({
      type: 'button',
      text: t('userMenuCopyRss'),
      icon: icon(IconRss),
      action: () => void copyToClipboard(`${instanceOrigin()}/@${user.username}.rss`),
    });
  }
  if (canShareNatively()) {
    items.push({
      type: 'button',
      text: t('userMenuShare'),
      icon: icon(IconShare),
      action: () => shareLink(user.name ?? user.username, profileUrl(user)),
    });
  }
  return items;
}

/** Report the user to the moderators, with a comment asked first. */
export function userReportItem(user: Pick<MenuUser, 'id'>, session: UserMenuSession): MenuItem {
  return {
    type: 'button',
    text: t('userMenuReport'),
    icon: icon(IconExclamationCircle),
    danger: true,
    action: async () => {
      const r = await inputText({
        title: t('userMenuReport'),
        text: t('userMenuReportText'),
        minLength: 1,
        maxLength: 2048,
      });
      if (r.canceled || !r.result.trim()) return;
      await reportUser(session.api, user.id, r.result.trim());
      toast(t('userMenuReported'));
    },
  };
}

/** Entries for another user's menu, signed in. */
export function userOtherItems(user: MenuUser, session: UserMenuSession, isModerator: boolean): MenuItem[] {
  const { api, queryClient } = session;
  const acct = fullAcct(user);
  const items: MenuItem[] = [
    { type: 'button', text: t('userMenuMention'), icon: icon(IconAt), action: () => compose(`${acct} `) },
    {
      type: 'button',
      text: t('userMenuDirect'),
      icon: icon(IconMail),
      action: () => compose(`${acct} `, user),
    },
  ];
  if (session.chat)
    items.push({ type: 'link', text: t('chat'), icon: icon(IconMessages), href: `/chat/user/${user.id}` });
  items.push(
    {
      type: 'parent',
      text: t('userMenuAddToList'),
      icon: icon(IconList),
      children: async () => {
        const lists = await fetchMyLists(api, queryClient);
        if (lists.length === 0) return [{ type: 'label', text: t('userMenuNoLists') }];
        return lists.map((list) => {
          const member = list.userIds?.includes(user.id) ?? false;
          return {
            type: 'switch',
            text: list.name,
            checked: member,
            onChange: (on: boolean) =>
              void setListMembership(api, queryClient, { listId: list.id, userId: user.id }, on).then(() =>
                toast(t(on ? 'userMenuAddedToList' : 'userMenuRemovedFromList', { list: list.name })),
              ),
          } satisfies MenuItem;
        });
      },
    },
    {
      type: 'parent',
      text: t('userMenuAddToAntenna'),
      icon: icon(IconAntenna),
      children: async () => {
        const antennas = (await fetchMyAntennas(api, queryClient)).filter((a) => a.src === 'users');
        if (antennas.length === 0) return [{ type: 'label', text: t('userMenuNoUserAntennas') }];
        return antennas.map((antenna) => ({
          type: 'button',
          text: antenna.name,
          disabled: antenna.users.includes(acct),
          action: () =>
            void addUserToAntenna(api, queryClient, antenna, acct).then(() =>
              toast(t('userMenuAddedToAntenna', { antenna: antenna.name })),
            ),
        }));
      },
    },
    {
      type: 'button',
      text: t('userMenuMemo'),
      icon: icon(IconNote),
      action: async () => {
        const r = await inputText({ title: t('userMenuMemo'), default: user.memo ?? '', maxLength: 2048 });
        if (!r.canceled) await updateUserMemo(api, queryClient, user.id, r.result);
      },
    },
    userReportItem(user, session),
  );
  if (isModerator)
    items.push({
      type: 'link',
      text: t('userMenuUserInfo'),
      icon: icon(IconUserCog),
      href: `/secure/user-info/${user.id}`,
    });
  return items;
}
