import { expect, test } from 'vitest';
import { DEFAULT_MENU } from '../../store/index.ts';
import { menuEntries } from './nav-items.tsx';

const keys = (menu: string[]) => menuEntries(menu).map((e) => (e === '-' ? '-' : e.key));

test('the default menu shows every entry of the spec, in order, with one separator before deck', () => {
  expect(keys(DEFAULT_MENU)).toEqual([
    'timeline',
    'notifications',
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
