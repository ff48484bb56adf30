import { expect, test } from 'vitest';
import { MUTE_DURATIONS, muteExpiresAt, relationAfterAction, userActions } from './user-menu-rules.ts';

test('mute durations are forever, an hour, a day and a week from now', () => {
  const now = 1_700_000_000_000;
  expect(MUTE_DURATIONS.map((d) => muteExpiresAt(d, now))).toEqual([
    null,
    now + 3_600_000,
    now + 86_400_000,
    now + 604_800_000,
  ]);
});

test('the menu offers the opposite of each current relation, and nothing for oneself or signed out', () => {
  expect(userActions({ id: 'u1' }, 'me')).toEqual(['mute', 'renoteMute', 'block']);
  expect(userActions({ id: 'u1', isMuted: true, isRenoteMuted: true, isBlocking: true }, 'me')).toEqual([
    'unmute',
    'renoteUnmute',
    'unblock',
  ]);
  expect(userActions({ id: 'me' }, 'me')).toEqual([]);
  expect(userActions({ id: 'u1' }, undefined)).toEqual([]);
});

test('after an action the user shows the new relation; a block also ends follows', () => {
  const user = {
    id: 'u1',
    isMuted: false,
    isRenoteMuted: false,
    isFollowing: true,
    isFollowed: true,
    isLocked: false,
  };
  expect(relationAfterAction(user, 'mute')).toMatchObject({ isMuted: true, isFollowing: true });
  expect(relationAfterAction({ ...user, isMuted: true }, 'unmute').isMuted).toBe(false);
  expect(relationAfterAction(user, 'renoteMute').isRenoteMuted).toBe(true);
  expect(relationAfterAction(user, 'renoteUnmute').isRenoteMuted).toBe(false);
  expect(relationAfterAction(user, 'block')).toMatchObject({
    isBlocking: true,
    isFollowing: false,
    isFollowed: false,
    hasPendingFollowRequestFromYou: false,
  });
  expect(relationAfterAction({ ...user, isBlocking: true }, 'unblock').isBlocking).toBe(false);
  // the original is left alone
  expect(user.isMuted).toBe(false);
});
