import { expect, test } from 'vitest';
import { feedItems, shuffled } from './feed-items.ts';

test("a feed's entries: titles as text, untitled or odd entries dropped", () => {
  expect(
    feedItems({
      items: [
        { title: ' Ferry runs late ', link: 'https://h.example/ferry' },
        { title: '', link: 'https://h.example/empty' },
        { title: { nested: true }, link: 'x' },
        { title: 'No link' },
        null,
      ],
    }),
  ).toEqual([
    { title: 'Ferry runs late', link: 'https://h.example/ferry' },
    { title: 'No link', link: '' },
  ]);
  expect(feedItems(null)).toEqual([]);
  expect(feedItems({ items: 'nope' })).toEqual([]);
});

test('shuffling keeps every entry once', () => {
  let seed = 1;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const out = shuffled([1, 2, 3, 4, 5, 6], random);
  expect([...out].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  expect(out).not.toEqual([1, 2, 3, 4, 5, 6]);
});
