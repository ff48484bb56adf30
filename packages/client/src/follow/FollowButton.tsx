import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { IconClock, IconLock, IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import { useMe } from '@/account/index.ts';
import { api, showApiError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { confirmDialog } from '@/ui/index.ts';
import {
  followButtonState,
  followEndpoint,
  relationAfter,
  type FollowButtonState,
  type FollowRelation,
} from './follow-button-state.ts';
import { patchUsersIn } from '@/queries/index.ts';
import './follow.css';

const LABEL: Record<Exclude<FollowButtonState, 'hidden'>, Parameters<typeof t>[0]> = {
  follow: 'profileFollow',
  followBack: 'profileFollowBack',
  request: 'profileFollowRequest',
  unfollow: 'profileFollowing',
  cancelRequest: 'profileRequestPending',
};

const ICON = {
  follow: IconUserPlus,
  followBack: IconUserPlus,
  request: IconLock,
  unfollow: IconUserCheck,
  cancelRequest: IconClock,
};

/** Puts the new relation into every cached copy of this user (profile, hover card, user lists), then refetches them. */
function patchCachedUser(client: QueryClient, userId: string, state: FollowButtonState): void {
  const change = <U extends { id: string }>(u: U): U => relationAfter(u as U & FollowRelation, state);
  const touched: unknown[][] = [];
  for (const [key, data] of client.getQueriesData({})) {
    const next = patchUsersIn(data, userId, change);
    if (next !== data) {
      client.setQueryData(key, next);
      touched.push([...key]);
    }
  }
  for (const queryKey of touched) void client.invalidateQueries({ queryKey, exact: true });
}

/** Follow, follow back, request, unfollow (after asking) or cancel a pending request (spec P2 §7). */
export function FollowButton({ user, small }: { user: entities.UserDetailed; small?: boolean }) {
  const { account, me } = useMe();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const state = followButtonState(user, me?.id);
  const endpoint = followEndpoint(state);
  if (state === 'hidden' || !endpoint || !account) return null;
  const Icon = ICON[state];
  const active = state === 'unfollow' || state === 'cancelRequest';

  const onClick = async () => {
    if (state === 'unfollow') {
      const ok = await confirmDialog(t('profileUnfollowConfirm', { name: user.name || user.username }));
      if (!ok) return;
    }
    setBusy(true);
    try {
      await api(endpoint, { userId: user.id }, account.token);
      patchCachedUser(client, user.id, state);
    } catch (err) {
      await showApiError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`kumo-button kumo-follow-button${active ? '' : ' primary'}${small ? ' small' : ''}`}
      data-state={state}
      aria-pressed={active}
      title={
        state === 'unfollow'
          ? t('profileUnfollow')
          : state === 'cancelRequest'
            ? t('profileCancelRequest')
            : undefined
      }
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => void onClick()}
    >
      <Icon size={16} aria-hidden />
      <span>{t(LABEL[state])}</span>
    </button>
  );
}
