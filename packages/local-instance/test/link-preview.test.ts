import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInstance } from '../src/index.ts';
import { apiClient, signup, start } from './helpers.ts';
import type { Json } from './helpers.ts';

let inst: RunningInstance;
let api: ReturnType<typeof apiClient>;
let token: string;
let file: Json;

beforeAll(async () => {
  inst = await start();
  api = apiClient(inst);
  token = (await signup(inst, 'previewer')).token;
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#cc3366' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('i', token);
  form.append('isSensitive', 'true');
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'pink.png');
  file = await (await fetch(`${inst.url}/api/drive/files/create`, { method: 'POST', body: form })).json();
});
afterAll(() => inst.close());

const preview = async (url: string) => {
  const res = await fetch(`${inst.url}/url?url=${encodeURIComponent(url)}&lang=en-US`);
  return { status: res.status, body: (await res.json()) as Json };
};
const proxy = (path: string, url: string, flags = '') =>
  fetch(`${inst.url}/proxy/${path}?url=${encodeURIComponent(url)}${flags}`, { redirect: 'manual' });

describe('media proxy', () => {
  it('answers the preview and still renditions of a local file with its thumbnail', async () => {
    for (const [path, flag] of [
      ['preview.webp', '&preview=1'],
      ['static.webp', '&static=1'],
    ] as const) {
      const res = await proxy(path, file.url, `&fallback=1${flag}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(file.thumbnailUrl);
    }
  });

  it('answers the full rendition with the original, and knows no other host', async () => {
    const res = await proxy('image.webp', file.url, '&fallback=1');
    expect(res.headers.get('location')).toBe(file.url);
    expect((await proxy('image.webp', 'https://elsewhere.example/a.png')).status).toBe(404);
  });
});

describe('link previews of this instance', () => {
  it('describe a note with its first picture, marked sensitive when it is', async () => {
    const note = (await api('notes/create', { i: token, text: 'look at this', fileIds: [file.id] })).body
      .createdNote;
    const { status, body } = await preview(`${inst.url}/notes/${note.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: 'previewer (@previewer)',
      description: 'look at this',
      thumbnail: file.thumbnailUrl,
      sensitive: true,
      sitename: 'Kumo Local',
    });
  });

  it('tell only the content warning of a note that has one', async () => {
    const note = (await api('notes/create', { i: token, cw: 'spoilers', text: 'the butler did it' })).body
      .createdNote;
    const { body } = await preview(`${inst.url}/notes/${note.id}`);
    expect(body.description).toBe('spoilers');
  });

  it('read the Open Graph and player tags of the test page', async () => {
    const { status, body } = await preview(`${inst.url}/kumo-test/og`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: 'A page with Open Graph tags',
      sitename: 'Kumo test site',
      thumbnail: `${inst.url}/identicon/kumo-test-page`,
      sensitive: false,
      player: { url: `${inst.url}/kumo-test/player`, width: 640, height: 360 },
    });
    expect(body.description.length).toBeGreaterThan(85);
    expect((await preview(`${inst.url}/kumo-test/og?sensitive=1`)).body.sensitive).toBe(true);
    const page = await fetch(`${inst.url}/kumo-test/og`);
    expect(await page.text()).toContain('og:title');
  });

  it('describe other pages of the instance by its name', async () => {
    expect((await preview(`${inst.url}/about`)).body.title).toBe('About Kumo Local');
  });

  it('fail with 422 for a page that cannot be reached', async () => {
    const { status, body } = await preview('http://127.0.0.1:9/nothing');
    expect(status).toBe(422);
    expect(body.error.code).toBe('URL_PREVIEW_FAILED');
  });
});
