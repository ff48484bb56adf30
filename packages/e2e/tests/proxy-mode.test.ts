import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startInstance, type RunningInstance } from '../../local-instance/src/index.ts';
import { channelJoined, DEMO_PASSWORD, openKumo, showFixedPostForms } from '../support/browser.ts';

const kumo = await openKumo();
const clientDir = fileURLToPath(new URL('../../client/dist', import.meta.url));

/** An image in the page that the browser actually loaded. */
const loaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth > 0).map((i) => i.currentSrc),
    );

// Kumo's own server in KUMO_INSTANCE mode in front of a Misskey-compatible server (a second local
// instance, on another port, so that its address differs from Kumo's as a real server's would).
describe('proxy mode: Kumo served in front of another server', () => {
  let upstream: RunningInstance;
  let proxy: RunningInstance;
  let context: BrowserContext;
  let page: Page;
  const upstreamApi = async <T>(endpoint: string, body: Record<string, unknown>): Promise<T> => {
    const res = await fetch(`${upstream.url}/api/${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (res.status === 204 ? undefined : await res.json()) as T;
  };

  beforeAll(async () => {
    upstream = await startInstance({
      port: 0,
      dataDir: null,
      clientDir: null,
      seed: 'demo',
      rateLimitFactor: 1000,
    });
    proxy = await startInstance({ port: 0, upstream: upstream.url, clientDir });
    context = await kumo.browser.newContext({ baseURL: proxy.url, viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: proxy.url });
    await context.addInitScript(showFixedPostForms);
    page = await context.newPage();
    await kumo.signIn(page, 'alice', undefined, { origin: proxy.url });
  });
  afterAll(async () => {
    await context?.close();
    await proxy?.close();
    await upstream?.close();
  });

  test('the client pages carry the same security headers as in local mode', async () => {
    const res = await fetch(`${proxy.url}/secure/timeline`);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  test('the timeline comes from the upstream server, with avatars and custom emoji that load', async () => {
    await page.locator('article[data-note-id]').first().waitFor();
    await expect.poll(async () => (await loaded(page, 'article img.kumo-avatar')).length).toBeGreaterThan(0);
    await expect
      .poll(async () => (await loaded(page, 'article img.kumo-emoji-custom')).length)
      .toBeGreaterThan(0);
  });

  test('a note posted upstream arrives over the stream, and its mention avatar loads', async () => {
    const bob = await upstreamApi<{ i: string }>('signin-flow', { username: 'bob', password: DEMO_PASSWORD });
    const joined = channelJoined(page, 'homeTimeline');
    await page.goto('/secure/timeline');
    await page.locator('article[data-note-id]').first().waitFor();
    await joined;
    const text = `live through the proxy ${Date.now()}`;
    await upstreamApi('notes/create', { i: bob.i, text: `${text} @alice`, visibility: 'public' });
    // the timeline's own note (a notifications widget may show the mention too)
    const note = page.getByRole('main').locator('article', { hasText: text });
    await note.waitFor({ timeout: 15_000 });
    const mention = note.locator('img.kumo-mfm-mention-avatar');
    await expect
      .poll(() => mention.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
      .toBe(true);
    // the avatar is asked of the server under its own host, not Kumo's
    expect(decodeURIComponent((await mention.getAttribute('src')) ?? '')).toContain(
      `@${new URL(upstream.url).host}`,
    );
  });

  test('copy link gives the upstream server’s address', async () => {
    const article = page.locator('article[data-note-id]').first();
    const id = await article.getAttribute('data-note-id');
    await article.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(`${upstream.url}/notes/${id}`);
  });

  test('an upload goes through to the upstream drive and is served back through Kumo', async () => {
    const url = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('account') ?? '{}').token as string;
      const form = new FormData();
      form.append('i', token);
      form.append('file', new Blob(['hello from the proxy test'], { type: 'text/plain' }), 'proxy.txt');
      const res = await fetch('/api/drive/files/create', { method: 'POST', body: form });
      return ((await res.json()) as { url: string }).url;
    });
    expect(url.startsWith(upstream.url)).toBe(true);
    const served = await page.evaluate(async (path) => (await fetch(path)).text(), new URL(url).pathname);
    expect(served).toBe('hello from the proxy test');
  });
});
