import { IconClock, IconLock, IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { confirmDialog } from '@/ui/index.ts';
import {
  followButtonState,
  followEndpoint,
  relationAfter,
  type FollowButtonState,
  type FollowRelation,
} from './follow-button-state.ts';
import { useFollowAction } from '@/queries/index.ts';
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

/** Follow, follow back, request, unfollow (after asking) or cancel a pending request (spec P2 §7). */
export function FollowButton({ user, small }: { user: entities.UserDetailed; small?: boolean }) {
  const { account, me } = useMe();
  const follow = useFollowAction();
  const busy = follow.isPending;
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
    const change = <U extends { id: string }>(u: U): U => relationAfter(u as U & FollowRelation, state);
    await follow.run({ userId: user.id, endpoint, change });
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
