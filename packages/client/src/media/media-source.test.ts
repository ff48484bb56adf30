import { expect, test } from 'vitest';
import { imageSource, mediaKind } from './media-source.ts';

const base = 'https://kumo.test/proxy';
const file = {
  url: 'https://kumo.test/files/a',
  thumbnailUrl: 'https://kumo.test/files/thumb-a',
  type: 'image/png',
};
const settings = { loadRawImages: false, disableAnimated: false, proxyBase: base };

test('an image is shown from its thumbnail', () => {
  expect(imageSource(file, settings)).toBe(file.thumbnailUrl);
});

test('with loadRawImages the original is shown', () => {
  expect(imageSource(file, { ...settings, loadRawImages: true })).toBe(file.url);
});

test('a remote file without thumbnail goes through the proxy preview', () => {
  const src = imageSource({ ...file, thumbnailUrl: null }, settings);
  expect(src.startsWith(`${base}/preview.webp?`)).toBe(true);
});

test('with animations off a GIF is shown as the proxy still, even with loadRawImages', () => {
  const gif = { ...file, type: 'image/gif' };
  expect(imageSource(gif, { ...settings, disableAnimated: true })).toContain('/proxy/static.webp?');
  expect(imageSource(gif, { ...settings, disableAnimated: true, loadRawImages: true })).toContain('static=1');
  expect(imageSource(file, { ...settings, disableAnimated: true })).toBe(file.thumbnailUrl);
});

test('files are images, videos, audio or downloads', () => {
  expect(mediaKind('image/jpeg')).toBe('image');
  expect(mediaKind('video/mp4')).toBe('video');
  expect(mediaKind('audio/mpeg')).toBe('audio');
  expect(mediaKind('application/pdf')).toBe('file');
  expect(mediaKind('image/svg+xml')).toBe('file');
  expect(mediaKind('video/x-msvideo')).toBe('file');
});
