import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Api } from '@/api/index.ts';
import { noteKeys, setFavorite, setPinned } from './notes.ts';
import { userKeys } from './users.ts';
import { accountKeys } from './account.ts';

/** A client with a cached favorites list, my entry and my profile. */
function cache() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(noteKeys.favorites(), { pages: [[]], pageParams: [{ limit: 20 }] });
  queryClient.setQueryData(accountKeys.me(), { id: 'me', pinnedNoteIds: [] });
  queryClient.setQueryData(userKeys.byId('me'), { id: 'me', isLocked: false, pinnedNoteIds: [] });
  return queryClient;
}

describe('note actions keep the cache true', () => {
  it('favoriting a note has the favorites list read again ', async () => {
    const queryClient = cache();
    const api = vi.fn(async () => null) as unknown as Api;
    await setFavorite(api, queryClient, 'n1', true);
    expect(api).toHaveBeenCalledWith('notes/favorites/create', { noteId: 'n1' });
    expect(queryClient.getQueryState(noteKeys.favorites())?.isInvalidated).toBe(true);
  });

  it('pinning a note puts the answer in my entry and has my profile read again', async () => {
    const queryClient = cache();
    const me = { id: 'me', pinnedNoteIds: ['n1'] };
    const api = vi.fn(async () => me) as unknown as Api;
    await setPinned(api, queryClient, 'n1', true);
    expect(api).toHaveBeenCalledWith('i/pin', { noteId: 'n1' });
    expect(queryClient.getQueryData(accountKeys.me())).toEqual(me);
    expect(queryClient.getQueryState(userKeys.byId('me'))?.isInvalidated).toBe(true);
  });
});
