import { expect, test, vi } from 'vitest';
import type { Api } from '@/api/index.ts';
import { DEFAULT_FEED_PREFS, feedShape, mainTimelineFeed } from './timelines.ts';

test("a deck column's filters go to the server and into the feed's cache key; none by default", async () => {
  const api = vi.fn(() => Promise.resolve([])) as unknown as Api & ReturnType<typeof vi.fn>;
  const plain = mainTimelineFeed(api, 'local', true);
  const filtered = mainTimelineFeed(api, 'local', true, { withRenotes: false, withFiles: true });
  expect(plain.channelParams).toEqual({ withReplies: true });
  expect(filtered.channelParams).toEqual({ withReplies: true, withRenotes: false, withFiles: true });
  expect(filtered.queryKey).not.toEqual(plain.queryKey);
  await filtered.fetch({ limit: 20 });
  expect(api).toHaveBeenCalledWith('notes/local-timeline', {
    limit: 20,
    withReplies: true,
    withRenotes: false,
    withFiles: true,
  });
  expect(mainTimelineFeed(api, 'home', false).queryKey).toEqual(
    mainTimelineFeed(api, 'home', false, {}).queryKey,
  );
});

test('the feed settings: local notes left out of the global timeline; followed channels and remote people in the local one', async () => {
  const api = vi.fn(() => Promise.resolve([])) as unknown as Api & ReturnType<typeof vi.fn>;
  const note = (over: Record<string, unknown>) =>
    ({ id: 'n', user: { host: null }, visibility: 'public', channelId: null, ...over }) as never;
  const plainGlobal = mainTimelineFeed(api, 'global', false);
  expect(plainGlobal.keep).toBeUndefined();
  const global = mainTimelineFeed(
    api,
    'global',
    false,
    {},
    { ...DEFAULT_FEED_PREFS, localPostsInGlobal: false },
  );
  expect(global.queryKey).not.toEqual(plainGlobal.queryKey);
  expect(global.keep!(note({}))).toBe(false);
  expect(global.keep!(note({ user: { host: 'far.example' } }))).toBe(true);

  expect(mainTimelineFeed(api, 'local', false).channel).toBe('localTimeline');
  const local = mainTimelineFeed(
    api,
    'local',
    false,
    {},
    { ...DEFAULT_FEED_PREFS, followedChannelsInLocal: true },
  );
  expect(local.channel).toBe('hybridTimeline');
  await local.fetch({ limit: 10 });
  expect(api).toHaveBeenLastCalledWith('notes/hybrid-timeline', { limit: 10, withReplies: false });
  expect(local.keep!(note({ channelId: 'c1' }))).toBe(true);
  expect(local.keep!(note({}))).toBe(true);
  // a local follower-only or home note of the social timeline is not the local timeline's
  expect(local.keep!(note({ visibility: 'home' }))).toBe(false);
  expect(local.keep!(note({ user: { host: 'far.example' } }))).toBe(false);
  const remote = feedShape('local', { ...DEFAULT_FEED_PREFS, remoteFollowedInLocal: true });
  expect(remote.keep!(note({ user: { host: 'far.example' } }))).toBe(true);
  expect(remote.keep!(note({ channelId: 'c1' }))).toBe(false);
});
