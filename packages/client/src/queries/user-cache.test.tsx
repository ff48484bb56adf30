import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MeProvider } from '../account/index.ts';
import { useFollowAction, useUser } from './users.ts';

const BOB = {
  id: 'bob-id',
  username: 'bob',
  host: null,
  isLocked: false,
  isFollowing: false,
  followersCount: 3,
};

afterEach(() => vi.unstubAllGlobals());

describe('one cache entry per user', () => {
  test('a follow made from one view shows in every view of that user at once', async () => {
    const calls: string[] = [];
    let following = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const endpoint = url.replace(/.*\/api\//, '');
        calls.push(endpoint);
        if (endpoint === 'following/create') following = true;
        const bob = { ...BOB, isFollowing: following };
        return new Response(endpoint === 'users/show' ? JSON.stringify(bob) : '{}', { status: 200 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const account = {
      id: 'me',
      token: 'tok',
      username: 'me',
      isAdmin: false,
      isModerator: false,
      notesCount: 0,
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <MeProvider account={account}>{children}</MeProvider>
      </QueryClientProvider>
    );
    // the profile looks bob up by name; the hover card, opened on it later, by id
    const { result } = renderHook(
      () => ({ profile: useUser({ username: 'bob', host: null }), follow: useFollowAction() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.profile.data?.id).toBe('bob-id'));
    const card = renderHook(() => useUser({ id: 'bob-id', username: 'bob', host: null }), { wrapper });
    expect(card.result.current.data?.id).toBe('bob-id');
    const shows = calls.filter((c) => c === 'users/show').length;
    await act(async () => {
      await result.current.follow.run({
        userId: 'bob-id',
        endpoint: 'following/create',
        change: (u) => ({ ...u, isFollowing: true }),
      });
    });
    await waitFor(() =>
      expect(result.current.profile.data).toMatchObject({ isFollowing: true, followersCount: 3 }),
    );
    expect(card.result.current.data).toMatchObject({ isFollowing: true, followersCount: 3 });
    expect(calls).toContain('following/create');
    // the card read the profile's entry: bob was fetched once for the two of them
    expect(shows).toBe(1);
  });
});
