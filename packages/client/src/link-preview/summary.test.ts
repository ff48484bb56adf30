import { expect, test } from 'vitest';
import { parseSummary } from './summary.ts';

const full = {
  url: 'https://site.example/a',
  title: 'A page',
  description: 'About it',
  icon: 'https://site.example/favicon.ico',
  thumbnail: 'https://site.example/og.png',
  sitename: 'Site',
  sensitive: false,
  player: { url: 'https://site.example/embed', width: 640, height: 360, allow: ['autoplay', 7] },
  activityPub: null,
};

test('a summaly answer is read field by field', () => {
  expect(parseSummary(full)).toEqual({
    url: 'https://site.example/a',
    title: 'A page',
    description: 'About it',
    icon: 'https://site.example/favicon.ico',
    thumbnail: 'https://site.example/og.png',
    sitename: 'Site',
    sensitive: false,
    player: { url: 'https://site.example/embed', width: 640, height: 360, allow: ['autoplay'] },
  });
});

test('fields of the wrong type are dropped rather than trusted', () => {
  const parsed = parseSummary({ ...full, title: { html: '<b>x</b>' }, sensitive: 'yes', player: 'nope' });
  expect(parsed?.title).toBeNull();
  expect(parsed?.sensitive).toBe(false);
  expect(parsed?.player).toEqual({ url: null, width: null, height: null, allow: [] });
});

test('an answer without an address or without any page data is a failure', () => {
  expect(parseSummary({ ...full, url: null })).toBeNull();
  expect(parseSummary({ url: 'https://site.example/', title: null, description: '', player: {} })).toBeNull();
  expect(parseSummary(null)).toBeNull();
  expect(parseSummary('<html>')).toBeNull();
});
