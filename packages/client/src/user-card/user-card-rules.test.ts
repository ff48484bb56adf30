import { expect, test } from 'vitest';
import { followState, visibleCounts } from './user-card-rules.ts';

test('the relation shows for other users to a signed-in viewer only', () => {
  const user = { id: 'u1', isFollowing: true, isFollowed: true };
  expect(followState(user, 'me')).toEqual({ you: 'following', followsYou: true });
  expect(followState(user, undefined)).toBeNull();
  expect(followState(user, 'u1')).toBeNull();
  expect(followState({ id: 'u1', hasPendingFollowRequestFromYou: true }, 'me')).toEqual({
    you: 'requested',
    followsYou: false,
  });
});

test('counts the server withholds are left out', () => {
  expect(visibleCounts({ notesCount: 3, followingCount: null, followersCount: 9 })).toEqual([
    { key: 'notes', value: 3 },
    { key: 'followers', value: 9 },
  ]);
});
