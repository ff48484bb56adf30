import { expect, test } from 'vitest';
import { DEFAULT_MENU } from '../../store/index.ts';
import { exploreApart, hiddenNavKeys, menuEntries, moreEntries } from './nav-items.tsx';

const keys = (menu: string[]) => menuEntries(menu).map((e) => (e === '-' ? '-' : e.key));

test('the default menu shows every entry of the spec, in order, with one separator before deck', () => {
  expect(keys(DEFAULT_MENU)).toEqual([
    'timeline',
    'notifications',
    'chat',
    'favorites',
    'drive',
    'followRequests',
    'channels',
    'pages',
    '-',
    'deck',
    'announcements',
    'search',
  ]);
});

test('unknown and repeated entries are dropped; separators are never leading, trailing or doubled', () => {
  expect(keys(['-', 'drive', 'nope', '-', '-', 'drive', 'search', '-'])).toEqual(['drive', '-', 'search']);
});

test('antennas and follow requests show the unread dot when the server says there is something new', () => {
  const me = (flags: Record<string, boolean>) =>
    ({ hasUnreadAntenna: false, hasPendingReceivedFollowRequest: false, ...flags }) as never;
  const [antennas, requests] = menuEntries(['antennas', 'followRequests']) as Array<{
    indicated?: (m: never) => boolean;
  }>;
  expect(antennas?.indicated?.(me({}))).toBe(false);
  expect(antennas?.indicated?.(me({ hasUnreadAntenna: true }))).toBe(true);
  expect(requests?.indicated?.(me({}))).toBe(false);
  expect(requests?.indicated?.(me({ hasPendingReceivedFollowRequest: true }))).toBe(true);
});

test('Explore has its own place in the menu, unless the user put it in the menu list', () => {
  expect(exploreApart(DEFAULT_MENU)?.to).toBe('/secure/explore');
  expect(exploreApart(['timeline', 'explore'])).toBeNull();
  expect(keys(['timeline', 'explore'])).toEqual(['timeline', 'explore']);
});

test('More lists every destination not in the menu, registry and custom emoji among them', () => {
  const more = moreEntries(DEFAULT_MENU).map((e) => e.key);
  expect(more).toEqual([
    'gallery',
    'play',
    'lists',
    'antennas',
    'clips',
    'achievements',
    'customEmojis',
    'registry',
    'about',
  ]);
  expect(moreEntries(DEFAULT_MENU).find((e) => e.key === 'registry')?.to).toBe('/secure/registry');
  expect(moreEntries(DEFAULT_MENU).find((e) => e.key === 'customEmojis')?.to).toBe('/secure/custom-emojis');
});

test('More leaves out what the user put in the menu, and Explore, which has its own place', () => {
  const more = moreEntries(['timeline', 'registry', 'explore']).map((e) => e.key);
  expect(more).not.toContain('registry');
  expect(more).not.toContain('timeline');
  expect(more).not.toContain('explore');
  expect(more).toContain('customEmojis');
});

test('Chat is in the menu where the server offers it, with a dot for unread messages', () => {
  const chat = menuEntries(DEFAULT_MENU, hiddenNavKeys('available')).find(
    (e) => e !== '-' && e.key === 'chat',
  );
  expect(chat && chat !== '-' ? chat.to : null).toBe('/chat');
  const dot = chat && chat !== '-' ? chat.indicated : undefined;
  expect(dot?.({ hasUnreadChatMessages: true } as never)).toBe(true);
  expect(dot?.({ hasUnreadChatMessages: false } as never)).toBe(false);
});

test('Chat is left out of the menu and of More where the server or the role offers none', () => {
  expect(hiddenNavKeys('loading')).toEqual(['chat']);
  const hidden = hiddenNavKeys('hidden');
  expect(menuEntries(DEFAULT_MENU, hidden).some((e) => e !== '-' && e.key === 'chat')).toBe(false);
  expect(moreEntries(['timeline'], hidden).some((e) => e.key === 'chat')).toBe(false);
  expect(moreEntries(['timeline'], hiddenNavKeys('readonly')).some((e) => e.key === 'chat')).toBe(true);
});
