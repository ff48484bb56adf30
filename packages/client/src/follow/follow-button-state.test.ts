import { describe, expect, it } from 'vitest';
import { followButtonState, followEndpoint, relationAfter } from './follow-button-state.ts';

const base = { id: 'u1', isLocked: false };

describe('followButtonState', () => {
  it('is hidden for the viewer themselves, signed-out viewers, and blocks either way', () => {
    expect(followButtonState(base, 'u1')).toBe('hidden');
    expect(followButtonState(base, null)).toBe('hidden');
    expect(followButtonState({ ...base, isBlocking: true }, 'me')).toBe('hidden');
    expect(followButtonState({ ...base, isBlocked: true, isFollowing: true }, 'me')).toBe('hidden');
  });

  it('offers unfollow while following, even a locked account that follows you', () => {
    expect(followButtonState({ ...base, isFollowing: true, isFollowed: true, isLocked: true }, 'me')).toBe(
      'unfollow',
    );
  });

  it('offers to cancel a pending request before anything else', () => {
    expect(followButtonState({ ...base, isLocked: true, hasPendingFollowRequestFromYou: true }, 'me')).toBe(
      'cancelRequest',
    );
  });

  it('sends a request to a locked account, and follows back someone who follows you', () => {
    expect(followButtonState({ ...base, isLocked: true, isFollowed: true }, 'me')).toBe('request');
    expect(followButtonState({ ...base, isFollowed: true }, 'me')).toBe('followBack');
    expect(followButtonState(base, 'me')).toBe('follow');
  });
});

describe('followEndpoint and relationAfter', () => {
  it('maps each state to its Misskey endpoint', () => {
    expect(followEndpoint('follow')).toBe('following/create');
    expect(followEndpoint('followBack')).toBe('following/create');
    expect(followEndpoint('request')).toBe('following/create');
    expect(followEndpoint('unfollow')).toBe('following/delete');
    expect(followEndpoint('cancelRequest')).toBe('following/requests/cancel');
    expect(followEndpoint('hidden')).toBeNull();
  });

  it('updates the relation and the follower count as the server will', () => {
    const u = { ...base, followersCount: 3 };
    const followed = relationAfter(u, 'follow');
    expect(followed).toMatchObject({ isFollowing: true, followersCount: 4 });
    expect(followButtonState(followed, 'me')).toBe('unfollow');
    expect(relationAfter({ ...followed }, 'unfollow')).toMatchObject({
      isFollowing: false,
      followersCount: 3,
    });
    const requested = relationAfter({ ...u, isLocked: true }, 'request');
    expect(requested).toMatchObject({ hasPendingFollowRequestFromYou: true, followersCount: 3 });
    expect(followButtonState(requested, 'me')).toBe('cancelRequest');
    expect(followButtonState(relationAfter(requested, 'cancelRequest'), 'me')).toBe('request');
  });
});
