import { expect, test } from 'vitest';
import { proxiedImageUrl } from './media-proxy.ts';

const base = 'https://misskey.example/proxy';
const remote = 'https://remote.example/files/a b.png?x=1';

test('the preview rendition asks for preview.webp with fallback and preview flags', () => {
  const url = new URL(proxiedImageUrl(remote, 'preview', base));
  expect(url.origin + url.pathname).toBe('https://misskey.example/proxy/preview.webp');
  expect(url.searchParams.get('url')).toBe(remote);
  expect(url.searchParams.get('fallback')).toBe('1');
  expect(url.searchParams.get('preview')).toBe('1');
});

test('the still rendition asks for static.webp with static=1', () => {
  const url = new URL(proxiedImageUrl(remote, 'static', base));
  expect(url.pathname).toBe('/proxy/static.webp');
  expect(url.searchParams.get('static')).toBe('1');
});

test('the full image asks for image.webp with no rendition flag', () => {
  const url = new URL(proxiedImageUrl(remote, 'image', `${base}/`));
  expect(url.pathname).toBe('/proxy/image.webp');
  expect([...url.searchParams.keys()].sort()).toEqual(['fallback', 'url']);
});

test('fallback can be left out and origin asked for', () => {
  const url = new URL(proxiedImageUrl(remote, 'image', base, { fallback: false, origin: true }));
  expect(url.searchParams.has('fallback')).toBe(false);
  expect(url.searchParams.get('origin')).toBe('1');
});

test('an address already on the proxy is not wrapped twice', () => {
  const once = proxiedImageUrl(remote, 'preview', base);
  expect(proxiedImageUrl(once, 'preview', base)).toBe(once);
});

test('an avatar already behind the proxy, in either server’s form, is not proxied again', () => {
  const proxy = 'http://127.0.0.1:61813/proxy';
  const upstream = `${proxy}/avatar.webp?url=http%3A%2F%2F127.0.0.1%3A61813%2Ffiles%2Ff&avatar=1`;
  const misskeyIo = `${proxy}/avatar/http%3A%2F%2F127.0.0.1%3A61813%2Ffiles%2Ff?avatar=1`;
  expect(proxiedImageUrl(upstream, 'static', proxy)).toBe(upstream);
  expect(proxiedImageUrl(misskeyIo, 'static', proxy)).toBe(misskeyIo);
});
