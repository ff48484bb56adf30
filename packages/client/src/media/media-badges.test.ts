import { expect, test } from 'vitest';
import { mediaBadges } from './media-badges.ts';

const file = { type: 'image/png', comment: null, isSensitive: false };

test('a plain image has no badge', () => {
  expect(mediaBadges(file)).toEqual([]);
});

test('GIF and APNG images carry the GIF badge, other types do not', () => {
  expect(mediaBadges({ ...file, type: 'image/gif' })).toEqual(['gif']);
  expect(mediaBadges({ ...file, type: 'image/apng' })).toEqual(['gif']);
  expect(mediaBadges({ ...file, type: 'image/webp' })).toEqual([]);
});

test('an image with a description carries ALT; a blank description does not count', () => {
  expect(mediaBadges({ ...file, comment: 'A cat' })).toEqual(['alt']);
  expect(mediaBadges({ ...file, comment: '  ' })).toEqual([]);
});

test('a sensitive file carries NSFW, after the others', () => {
  expect(mediaBadges({ type: 'image/gif', comment: 'x', isSensitive: true })).toEqual(['gif', 'alt', 'nsfw']);
});
