import { expect, test } from 'vitest';
import { newStatusBar, readStatusBars } from './status-bar-types.ts';

test('stored bars are read field by field; odd values take defaults, entries without an id are dropped', () => {
  const bars = readStatusBars([
    {
      id: 'a',
      name: 'News',
      type: 'rss',
      size: 'large',
      black: true,
      props: { url: 'https://n.example/rss', marqueeDuration: 30 },
    },
    {
      id: 'b',
      type: 'weather',
      size: 'gigantic',
      black: 'yes',
      props: { marqueeDuration: -5, userListId: 7 },
    },
    { name: 'no id' },
    null,
    'text',
  ]);
  expect(bars.map((b) => b.id)).toEqual(['a', 'b']);
  expect(bars[0]).toMatchObject({ name: 'News', type: 'rss', size: 'large', black: true });
  expect(bars[0]!.props).toMatchObject({ url: 'https://n.example/rss', marqueeDuration: 30, shuffle: true });
  expect(bars[1]).toMatchObject({ name: '', type: 'rss', size: 'medium', black: false });
  expect(bars[1]!.props).toMatchObject({ marqueeDuration: 100, userListId: null });
});

test('a new bar has its kind and the defaults, and reads back unchanged', () => {
  const bar = newStatusBar('userList', 'x1');
  expect(bar).toMatchObject({ id: 'x1', type: 'userList', size: 'medium', black: false });
  expect(readStatusBars([bar])).toEqual([bar]);
});
