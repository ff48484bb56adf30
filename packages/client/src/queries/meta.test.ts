import { afterEach, expect, test, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-server.ts';
import { fetchMeta, instanceHost, instanceOrigin } from './meta.ts';

afterEach(() => vi.unstubAllGlobals());

test("links that leave the client use the server's own address from meta, not the page's", async () => {
  // behind Kumo's proxy (or talking to another server) the page's origin is not the server's
  fakeServer({ meta: () => ({ version: '2025.4.1', uri: 'https://misskey.example/' }) });
  await fetchMeta();
  expect(instanceOrigin()).toBe('https://misskey.example');
  expect(instanceHost()).toBe('misskey.example');
  expect(location.origin).not.toBe('https://misskey.example');
});
