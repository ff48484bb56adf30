import { QueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { apiAs } from '@/api/index.ts';
import type { MenuItem } from '@/ui/index.ts';
import { mediaMenuItems } from './media-actions.ts';

let calls: Array<{ endpoint: string; body: Record<string, unknown> }>;
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ endpoint: url.split('/api/')[1]!, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ id: 'f1' }), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const file = { id: 'f1', userId: 'me', isSensitive: false, url: 'https://x.example/f1.png', name: 'f1.png' };
const session = { meId: 'me', api: apiAs('tok'), queryClient: new QueryClient() };
const click = (items: MenuItem[], text: string) => {
  const item = items.find((i) => 'text' in i && i.text === text);
  if (item?.type !== 'button') throw new Error(`no button ${text}`);
  item.action();
};

test('marking my file sensitive updates it on the server and puts its cover back', async () => {
  const hide = vi.fn();
  click(mediaMenuItems(file as entities.DriveFile, hide, session), 'Mark as sensitive');
  await vi.waitFor(() => expect(hide).toHaveBeenCalled());
  expect(calls).toEqual([
    { endpoint: 'drive/files/update', body: { i: 'tok', fileId: 'f1', isSensitive: true } },
  ]);
});

test("someone else's file is saved to my drive by its address", async () => {
  const theirs = { ...file, userId: 'them' } as entities.DriveFile;
  const items = mediaMenuItems(theirs, () => {}, session);
  expect(items.some((i) => 'text' in i && i.text === 'Mark as sensitive')).toBe(false);
  click(items, 'Save to my drive');
  await vi.waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0]).toEqual({
    endpoint: 'drive/files/upload-from-url',
    body: { i: 'tok', url: 'https://x.example/f1.png' },
  });
});
