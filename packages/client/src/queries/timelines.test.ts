import { expect, test, vi } from 'vitest';
import type { Api } from '@/api/index.ts';
import { mainTimelineFeed } from './timelines.ts';

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
