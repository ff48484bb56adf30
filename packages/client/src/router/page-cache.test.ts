import { expect, test } from 'vitest';
import { updatePageCache, type CachedPage } from './page-cache.ts';

const page = (key: string, layout = 'default'): CachedPage<string> => ({ key, layout, value: key });
const keys = (entries: Array<CachedPage<string>>) => entries.map((e) => e.key);

test('visited pages are kept up to the limit, the least recently shown dropped first', () => {
  let cache: Array<CachedPage<string>> = [];
  for (const k of ['/a', '/b', '/c']) cache = updatePageCache(cache, page(k), 3);
  expect(keys(cache)).toEqual(['/a', '/b', '/c']);
  cache = updatePageCache(cache, page('/a'), 3);
  expect(keys(cache)).toEqual(['/b', '/c', '/a']);
  cache = updatePageCache(cache, page('/d'), 3);
  expect(keys(cache)).toEqual(['/c', '/a', '/d']);
});

test('a limit of 1 keeps only the current page; a bad limit still keeps it', () => {
  let cache = updatePageCache([], page('/a'), 1);
  cache = updatePageCache(cache, page('/b'), 1);
  expect(keys(cache)).toEqual(['/b']);
  expect(keys(updatePageCache(cache, page('/c'), 0))).toEqual(['/c']);
});

test('the current page takes its new value (a changed query)', () => {
  const cache = updatePageCache([page('/a')], { key: '/a', layout: 'default', value: '/a?q=1' }, 3);
  expect(cache.map((e) => e.value)).toEqual(['/a?q=1']);
});

test('changing layout drops the pages of the old one', () => {
  const cache = updatePageCache([page('/a'), page('/b')], page('/signin', 'zen'), 3);
  expect(keys(cache)).toEqual(['/signin']);
});
