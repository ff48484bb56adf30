import { expect, test, vi } from 'vitest';
import { PreviewCache, requestSummary, summaryAddress } from './preview-fetch.ts';

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

test('the metadata service is asked at /url with the address and the language', () => {
  const address = new URL(summaryAddress('https://site.example/a?b=1', 'ja-JP'), 'https://kumo.test');
  expect(address.pathname).toBe('/url');
  expect(address.searchParams.get('url')).toBe('https://site.example/a?b=1');
  expect(address.searchParams.get('lang')).toBe('ja-JP');
});

test('an answer with page data loads; an error status or empty data fails', async () => {
  const ok = vi.fn(() => answer(200, { url: 'https://site.example/', title: 'Site' }));
  expect((await requestSummary('https://site.example/', 'en-US', ok as typeof fetch)).state).toBe('loaded');
  const bad = vi.fn(() => answer(422, { error: {} }));
  expect((await requestSummary('https://site.example/', 'en-US', bad as typeof fetch)).state).toBe('failed');
  const empty = vi.fn(() => answer(200, { url: 'https://site.example/' }));
  expect((await requestSummary('https://site.example/', 'en-US', empty as typeof fetch)).state).toBe(
    'failed',
  );
});

test('a network error fails the preview and is only logged', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const down = vi.fn(() => Promise.reject(new TypeError('offline')));
  expect((await requestSummary('https://site.example/', 'en-US', down as typeof fetch)).state).toBe('failed');
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});

test('each address is asked for once; later cards read the remembered answer', async () => {
  const request = vi.fn(() => Promise.resolve({ state: 'failed' as const }));
  const cache = new PreviewCache(request);
  expect(cache.peek('https://a.example/', 'en-US')).toBeUndefined();
  await Promise.all([cache.get('https://a.example/', 'en-US'), cache.get('https://a.example/', 'en-US')]);
  await cache.get('https://a.example/', 'en-US');
  expect(request).toHaveBeenCalledTimes(1);
  expect(cache.peek('https://a.example/', 'en-US')).toEqual({ state: 'failed' });
});
