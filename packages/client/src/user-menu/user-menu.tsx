import {
  IconBan,
  IconCircleCheck,
  IconEye,
  IconEyeOff,
  IconRepeat,
  IconRepeatOff,
} from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import type { ReactNode } from 'react';
import { showApiError, type Api } from '@/api/index.ts';
import { pluginMenuItems } from '@/plugin-hooks/index.ts';
import { changeRelation } from '@/queries/index.ts';
import { t, type LocaleKey } from '@/i18n/index.ts';
import { confirmDialog, openMenu, toast, type MenuItem } from '@/ui/index.ts';
import {
  ACTION_ENDPOINT,
  MUTE_DURATIONS,
  muteExpiresAt,
  relationAfterAction,
  userActions,
  type MuteDuration,
  type UserAction,
  type UserRelation,
} from './user-menu-rules.ts';
import { userOtherItems, userReportItem, userShareItems } from './user-menu-more.tsx';

/** What the menu acts with: the signed-in account's API client and the cache it updates. */
export interface UserMenuSession {
  api: Api;
  queryClient: QueryClient;
  /** The server offers chat and the user may write (Misskey 2025.4+): the menu has "Chat". */
  chat?: boolean;
}

type MenuUser = UserRelation & { name?: string | null; username: string };

const ICON: Record<UserAction, ReactNode> = {
  mute: <IconEyeOff size={18} aria-hidden />,
  unmute: <IconEye size={18} aria-hidden />,
  renoteMute: <IconRepeatOff size={18} aria-hidden />,
  renoteUnmute: <IconRepeat size={18} aria-hidden />,
  block: <IconBan size={18} aria-hidden />,
  unblock: <IconCircleCheck size={18} aria-hidden />,
};

const LABEL: Record<UserAction, LocaleKey> = {
  mute: 'mutesMute',
  unmute: 'mutesUnmute',
  renoteMute: 'mutesRenoteMute',
  renoteUnmute: 'mutesRenoteUnmute',
  block: 'mutesBlock',
  unblock: 'mutesUnblock',
};

const DONE: Record<UserAction, LocaleKey> = {
  mute: 'mutesMuted',
  unmute: 'mutesUnmuted',
  renoteMute: 'mutesRenoteMuted',
  renoteUnmute: 'mutesRenoteUnmuted',
  block: 'mutesBlocked',
  unblock: 'mutesUnblocked',
};

const DURATION_LABEL: Record<MuteDuration, LocaleKey> = {
  indefinitely: 'mutesDurationIndefinitely',
  hour: 'mutesDurationHour',
  day: 'mutesDurationDay',
  week: 'mutesDurationWeek',
};

/**
 * Calls the action's endpoint; a toast when it worked, the error dialog when not. The new relation
 * shows at once in every view of the user (profile, hover card, lists). As in Misskey, notes already
 * shown stay until the timeline reloads; new ones from a muted user no longer arrive.
 */
export async function runUserAction(
  user: MenuUser,
  action: UserAction,
  session: UserMenuSession,
  params: { expiresAt?: number | null } = {},
): Promise<boolean> {
  if (action === 'block') {
    const ok = await confirmDialog(t('mutesBlockConfirm', { name: user.name || user.username }));
    if (!ok) return false;
  }
  try {
    await changeRelation(session.api, session.queryClient, {
      endpoint: ACTION_ENDPOINT[action],
      userId: user.id,
      ...params,
      after: (u) => relationAfterAction(u as typeof u & UserRelation, action),
    });
  } catch (err) {
    await showApiError(err);
    return false;
  }
  toast(t(DONE[action]));
  return true;
}

/** The mute, renote-mute and block entries for another user (nothing for oneself); `only` picks some. */
export function userMenuItems(
  user: MenuUser,
  meId: string | undefined,
  session: UserMenuSession,
  only: (action: UserAction) => boolean = () => true,
): MenuItem[] {
  return userActions(user, meId)
    .filter(only)
    .map((action): MenuItem => {
      if (action === 'mute') {
        return {
          type: 'parent',
          text: t('mutesMute'),
          icon: ICON.mute,
          children: MUTE_DURATIONS.map((d) => ({
            type: 'button' as const,
            text: t(DURATION_LABEL[d]),
            action: () => void runUserAction(user, 'mute', session, { expiresAt: muteExpiresAt(d) }),
          })),
        };
      }
      return {
        type: 'button',
        text: t(LABEL[action]),
        icon: ICON[action],
        danger: action === 'block',
        action: () => void runUserAction(user, action, session),
      };
    });
}

/**
 * The short menu about a note's author (the note menu's submenu): mute and block (or undo them), and
 * report. Nothing for oneself or when signed out.
 */
export function authorMenuItems(
  user: MenuUser,
  meId: string | undefined,
  session: UserMenuSession,
): MenuItem[] {
  if (!meId || meId === user.id) return [];
  const relation = userMenuItems(user, meId, session, (a) => a !== 'renoteMute' && a !== 'renoteUnmute');
  return [...relation, { type: 'divider' }, userReportItem(user, session)];
}

/** The whole menu: addresses and sharing for anyone; for another user also notes, lists, memo, report, then mute and block. */
export function fullUserMenu(
  user: entities.UserLite & UserRelation & { memo?: string | null },
  me: { id: string; isModerator?: boolean; isAdmin?: boolean } | null | undefined,
  session: UserMenuSession,
): MenuItem[] {
  const share = userShareItems(user);
  const plugins = pluginMenuItems('user_action', user);
  if (!me || me.id === user.id) return [...share, ...plugins];
  const moderator = !!(me.isModerator || me.isAdmin);
  return [
    ...share,
    { type: 'divider' },
    ...userOtherItems(user, session, moderator),
    { type: 'divider' },
    ...userMenuItems(user, me.id, session),
    ...plugins,
  ];
}

export function openUserMenu(
  user: entities.UserLite & UserRelation & { memo?: string | null },
  me: { id: string; isModerator?: boolean; isAdmin?: boolean } | null | undefined,
  session: UserMenuSession,
  anchor: Element | null,
): Promise<void> {
  return openMenu(fullUserMenu(user, me, session), anchor, { label: t('mutesUserMenu') });
}
