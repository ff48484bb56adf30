import { expect, test } from 'vitest';
import {
  filterPlayerAllow,
  playerBox,
  playerSandbox,
  playerSrc,
  safeImageUrl,
  truncateDescription,
  tweetEmbedSrc,
  tweetHeightFromMessage,
  tweetIdOf,
} from './preview-rules.ts';

test('a description of 85 characters or fewer is kept whole', () => {
  const exactly = 'a'.repeat(85);
  expect(truncateDescription(exactly)).toBe(exactly);
  expect(truncateDescription('short')).toBe('short');
});

test('a longer description is cut at 85 characters and marked with an ellipsis', () => {
  expect(truncateDescription('b'.repeat(86))).toBe(`${'b'.repeat(85)}…`);
});

test('the cut counts characters, not UTF-16 halves, so emoji are never split', () => {
  const text = '😀'.repeat(90);
  expect(truncateDescription(text)).toBe(`${'😀'.repeat(85)}…`);
});

test('no description gives null', () => {
  expect(truncateDescription(null)).toBeNull();
  expect(truncateDescription('')).toBeNull();
});

test('a player is allowed only the six permitted features', () => {
  expect(
    filterPlayerAllow([
      'autoplay',
      'camera',
      'clipboard-write',
      'fullscreen',
      'geolocation',
      'encrypted-media',
      'picture-in-picture',
      'web-share',
      'microphone',
      'payment',
    ]),
  ).toEqual([
    'autoplay',
    'clipboard-write',
    'fullscreen',
    'encrypted-media',
    'picture-in-picture',
    'web-share',
  ]);
});

test('the allow list ignores junk, duplicates and attribute injection', () => {
  expect(
    filterPlayerAllow(['autoplay', 'autoplay', 3, null, 'fullscreen; camera *', ' Fullscreen ']),
  ).toEqual(['autoplay', 'fullscreen']);
  expect(filterPlayerAllow(undefined)).toEqual([]);
});

test('a player loads only from http or https; anything else throws invalid url', () => {
  expect(playerSrc('https://video.example/embed/1')).toBe('https://video.example/embed/1');
  expect(playerSrc('http://video.example/embed/1')).toBe('http://video.example/embed/1');
  expect(() => playerSrc('javascript:alert(1)')).toThrow('invalid url');
  expect(() => playerSrc('data:text/html,<script>1</script>')).toThrow('invalid url');
  expect(() => playerSrc('')).toThrow('invalid url');
});

test('a player from the page’s own origin gets no same-origin rights in its sandbox', () => {
  expect(playerSandbox('https://video.example/e', 'https://kumo.test')).toContain('allow-same-origin');
  expect(playerSandbox('https://kumo.test/player', 'https://kumo.test')).not.toContain('allow-same-origin');
  expect(playerSandbox('https://kumo.test/player', 'https://kumo.test')).toContain('allow-scripts');
});

test('a player keeps its proportions, else its height, else the default 400 px', () => {
  expect(playerBox({ width: 640, height: 360 })).toEqual({ aspectRatio: '640 / 360' });
  expect(playerBox({ width: null, height: 250 })).toEqual({ height: 250 });
  expect(playerBox({ width: null, height: null })).toEqual({ height: 400 });
});

test('pictures from metadata are used only when http(s)', () => {
  expect(safeImageUrl('https://site.example/og.png')).toBe('https://site.example/og.png');
  expect(safeImageUrl('javascript:alert(1)')).toBeNull();
  expect(safeImageUrl('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
  expect(safeImageUrl(null)).toBeNull();
});

test('posts on twitter.com and x.com are recognised by their status path', () => {
  expect(tweetIdOf('https://twitter.com/misskey/status/1234567890')).toBe('1234567890');
  expect(tweetIdOf('https://x.com/someone/status/42?s=20')).toBe('42');
  expect(tweetIdOf('https://mobile.twitter.com/a/status/7/photo/1')).toBe('7');
  expect(tweetIdOf('https://x.com/someone')).toBeNull();
  expect(tweetIdOf('https://notx.com/a/status/1')).toBeNull();
  expect(tweetIdOf('not a url')).toBeNull();
});

test('the embed is always an https address on the embed host', () => {
  const src = new URL(tweetEmbedSrc('42', { theme: 'dark', lang: 'ja-JP' }));
  expect(src.protocol).toBe('https:');
  expect(src.host).toBe('platform.twitter.com');
  expect(src.searchParams.get('id')).toBe('42');
  expect(src.searchParams.get('theme')).toBe('dark');
  expect(src.searchParams.get('lang')).toBe('ja');
});

test('only a resize message sets the embed height, within bounds', () => {
  const msg = (height: unknown) => ({
    'twttr.embed': { method: 'twttr.private.resize', params: [{ height }] },
  });
  expect(tweetHeightFromMessage(msg(480))).toBe(480);
  expect(tweetHeightFromMessage(JSON.stringify(msg(300.4)))).toBe(300);
  expect(tweetHeightFromMessage(msg(1e9))).toBe(3000);
  expect(tweetHeightFromMessage(msg('480px'))).toBeNull();
  expect(tweetHeightFromMessage({ 'twttr.embed': { method: 'other', params: [{ height: 1 }] } })).toBeNull();
  expect(tweetHeightFromMessage('{not json')).toBeNull();
});
