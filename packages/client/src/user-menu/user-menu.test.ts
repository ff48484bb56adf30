import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { apiAs } from '@/api/index.ts';
import type { MenuItem } from '../ui/index.ts';
import { authorMenuItems, fullUserMenu, userMenuItems } from './user-menu.tsx';

const api = apiAs('tok');
let calls: Array<{ endpoint: string; body: Record<string, unknown> }>;

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ endpoint: url.split('/api/')[1]!, body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const texts = (items: MenuItem[]) => items.map((i) => ('text' in i ? i.text : i.type));

test('mute offers the durations and sends the chosen expiry; the profile copy is updated', async () => {
  const queryClient = new QueryClient();
  const user = { id: 'u1', username: 'bob', isLocked: false, isMuted: false };
  queryClient.setQueryData(['user', 'bob', null, 'me'], user);
  const items = userMenuItems(user, 'me', { api, queryClient });
  expect(texts(items)).toEqual(['Mute', 'Hide their renotes', 'Block']);
  const mute = items[0]!;
  if (mute.type !== 'parent' || typeof mute.children === 'function') throw new Error('mute is a submenu');
  expect(texts(mute.children)).toEqual(['Until I unmute', 'For 1 hour', 'For 1 day', 'For 1 week']);
  const before = Date.now();
  const hour = mute.children[1]!;
  if (hour.type !== 'button') throw new Error('a button');
  hour.action();
  await vi.waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0]!.endpoint).toBe('mute/create');
  expect(calls[0]!.body.userId).toBe('u1');
  const expiresAt = calls[0]!.body.expiresAt as number;
  expect(expiresAt).toBeGreaterThanOrEqual(before + 3_600_000);
  expect(expiresAt).toBeLessThan(before + 3_660_000);
  await vi.waitFor(() =>
    expect(queryClient.getQueryData<{ isMuted: boolean }>(['user', 'bob', null, 'me'])?.isMuted).toBe(true),
  );

  const until = mute.children[0]!;
  if (until.type !== 'button') throw new Error('a button');
  until.action();
  await vi.waitFor(() => expect(calls).toHaveLength(2));
  expect(calls[1]!.body.expiresAt).toBeNull();
});

test('a muted, renote-muted, blocked user is offered the undoing; oneself nothing', async () => {
  const queryClient = new QueryClient();
  const user = { id: 'u1', username: 'bob', isMuted: true, isRenoteMuted: true, isBlocking: true };
  const items = userMenuItems(user, 'me', { api, queryClient });
  expect(texts(items)).toEqual(['Unmute', 'Show their renotes', 'Unblock']);
  const unblock = items[2]!;
  if (unblock.type !== 'button') throw new Error('a button');
  unblock.action();
  await vi.waitFor(() =>
    expect(calls[0]).toMatchObject({ endpoint: 'blocking/delete', body: { userId: 'u1' } }),
  );
  expect(userMenuItems({ id: 'me', username: 'me' }, 'me', { api, queryClient })).toEqual([]);
});

test("plugins' user actions come last, for oneself and for others, and get the user", async () => {
  const { registerPluginHandler, clearPluginHandlers } = await import('@/plugin-hooks/index.ts');
  const seen: unknown[] = [];
  registerPluginHandler(
    'user_action',
    { id: 'p', name: 'P' },
    {
      title: 'Wave',
      run: async (u) => void seen.push(u),
    },
  );
  const user = { id: 'u1', username: 'bob', host: null, isLocked: false, isMuted: false } as never;
  const session = { api, queryClient: new QueryClient() };
  const others = fullUserMenu(user, { id: 'me' }, session);
  expect(texts(others).slice(-2)).toEqual(['divider', 'Wave']);
  expect(texts(fullUserMenu(user, { id: 'u1' }, session)).at(-1)).toBe('Wave');
  const wave = others.at(-1)!;
  if (wave.type !== 'button') throw new Error('a button');
  wave.action();
  await vi.waitFor(() => expect(seen).toEqual([user]));
  clearPluginHandlers();
});

test("a note author's short menu offers mute, block and report, and unmute once muted", () => {
  const queryClient = new QueryClient();
  const user = { id: 'u1', username: 'bob', isMuted: false, isBlocking: false };
  expect(texts(authorMenuItems(user, 'me', { api, queryClient }))).toEqual([
    'Mute',
    'Block',
    'divider',
    'Report',
  ]);
  expect(
    texts(authorMenuItems({ ...user, isMuted: true, isBlocking: true }, 'me', { api, queryClient })),
  ).toEqual(['Unmute', 'Unblock', 'divider', 'Report']);
  expect(authorMenuItems(user, 'u1', { api, queryClient })).toEqual([]);
  expect(authorMenuItems(user, undefined, { api, queryClient })).toEqual([]);
});

test("another user's full menu offers a mention and a direct note wherever it opens (no page has to be visited first)", () => {
  const user = { id: 'u1', username: 'bob', host: null, isLocked: false, isMuted: false } as never;
  const items = texts(fullUserMenu(user, { id: 'me' }, { api, queryClient: new QueryClient() }));
  expect(items.slice(0, 6)).toEqual(expect.arrayContaining(['Mention', 'Send a direct note']));
});

test('where the server offers chat, the menu of another user opens a chat with them', () => {
  const queryClient = new QueryClient();
  const bob = { id: 'u1', username: 'bob', host: null } as unknown as Parameters<typeof fullUserMenu>[0];
  const me = { id: 'me' };
  const chat = fullUserMenu(bob, me, { api, queryClient, chat: true }).find(
    (i) => 'text' in i && i.text === 'Chat',
  );
  expect(chat).toMatchObject({ type: 'link', href: '/chat/user/u1' });
  expect(texts(fullUserMenu(bob, me, { api, queryClient }))).not.toContain('Chat');
});
