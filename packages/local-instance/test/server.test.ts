import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient, signup, start, StreamClient } from './helpers.ts';
import type { Json } from './helpers.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kumo-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('persistence', () => {
  it('keeps users, notes and files across a restart with a dataDir', async () => {
    const dataDir = path.join(tmp, 'data');
    const first = await start({ dataDir });
    const { token } = await signup(first, 'keeper');
    const api1 = apiClient(first);
    const note = (await api1('notes/create', { text: 'still here after restart', i: token })).body
      .createdNote;
    const form = new FormData();
    form.append('i', token);
    form.append('file', new Blob(['file body']), 'keep.txt');
    const res = await fetch(`${first.url}/api/drive/files/create`, { method: 'POST', body: form });
    const file = (await res.json()) as Json;
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'kumo.sqlite'))).toBe(true);

    const second = await start({ dataDir, seed: 'demo' });
    try {
      const api2 = apiClient(second);
      expect((await api2('notes/show', { noteId: note.id })).body.text).toBe('still here after restart');
      expect((await api2('i', { i: token })).body.username).toBe('keeper');
      const fileUrl = file.url.replace(new URL(file.url).origin, second.url);
      expect(await (await fetch(fileUrl)).text()).toBe('file body');
      // the database was not new, so the demo seed did not run
      expect((await api2('users/show', { username: 'alice' })).status).toBe(404);
    } finally {
      await second.close();
    }
  });
});

describe('client serving', () => {
  it('serves index.html for SPA routes and files as they are', async () => {
    const clientDir = path.join(tmp, 'client');
    fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Kumo SPA</title>');
    fs.writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'console.log(1)');
    const inst = await start({ clientDir });
    try {
      const page = await fetch(`${inst.url}/secure/timeline`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Kumo SPA');
      expect(await (await fetch(`${inst.url}/`)).text()).toContain('Kumo SPA');
      expect(await (await fetch(`${inst.url}/@alice/following`)).text()).toContain('Kumo SPA');
      const asset = await fetch(`${inst.url}/assets/app.js`);
      expect(await asset.text()).toBe('console.log(1)');
      expect(asset.headers.get('cache-control')).toContain('immutable');
      const api404 = await fetch(`${inst.url}/files/nothing-here`);
      expect(api404.status).toBe(404);
    } finally {
      await inst.close();
    }
  });

  it('says the client is not built when there is none', async () => {
    const inst = await start({ clientDir: path.join(tmp, 'missing') });
    try {
      const text = await (await fetch(`${inst.url}/timeline`)).text();
      expect(text).toContain('npm run build');
    } finally {
      await inst.close();
    }
  });
});

describe('web app manifest', () => {
  it('names the app after the instance, with its colour, icons Chromium installs with and a share target', async () => {
    const inst = await start({});
    try {
      const res = await fetch(`${inst.url}/manifest.json`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      const manifest = (await res.json()) as Json;
      const meta = (await apiClient(inst)('meta', {})).body;
      expect(manifest).toMatchObject({
        name: meta.name,
        short_name: meta.shortName,
        theme_color: meta.themeColor,
        start_url: '/',
        display: 'standalone',
        share_target: { action: '/share', method: 'GET', params: { text: 'text', url: 'url' } },
      });
      const sizes = (manifest.icons as Array<{ sizes: string; purpose: string }>).map(
        (i) => `${i.sizes} ${i.purpose}`,
      );
      expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    } finally {
      await inst.close();
    }
  });
});

describe('media and link previews', () => {
  it('serves identicons, redirects same-origin proxy requests and previews local URLs', async () => {
    const inst = await start();
    try {
      const { token } = await signup(inst, 'linker');
      const api = apiClient(inst);
      const me = (await api('i', { i: token })).body;
      const avatar = await fetch(me.avatarUrl);
      expect(avatar.headers.get('content-type')).toBe('image/png');
      const proxied = await fetch(`${inst.url}/proxy/avatar.webp?url=${encodeURIComponent(me.avatarUrl)}`, {
        redirect: 'manual',
      });
      expect(proxied.status).toBe(302);
      expect(
        (await fetch(`${inst.url}/proxy/x.webp?url=${encodeURIComponent('https://elsewhere.example/a.png')}`))
          .status,
      ).toBe(404);
      const note = (await api('notes/create', { text: 'preview me', i: token })).body.createdNote;
      const preview = await (
        await fetch(`${inst.url}/url?url=${encodeURIComponent(`${inst.url}/notes/${note.id}`)}`)
      ).json();
      expect(preview).toMatchObject({
        description: 'preview me',
        sitename: 'Kumo Local',
        player: { url: null },
      });
    } finally {
      await inst.close();
    }
  });
});

describe('proxy mode', () => {
  it('forwards the API, media and streaming to the upstream server', async () => {
    const upstream = await start();
    const proxy = await start({ upstream: upstream.url });
    try {
      const api = apiClient(proxy);
      const meta = await api('meta', { detail: false });
      expect(meta.status).toBe(200);
      expect(meta.body.name).toBe('Kumo Local');
      const up = await api('signup', { username: 'viaproxy', password: 'pw' });
      expect(up.status).toBe(200);
      const bad = await api('i', {});
      expect(bad.status).toBe(401);
      const avatar = await fetch(`${proxy.url}/identicon/viaproxy`);
      expect(avatar.headers.get('content-type')).toBe('image/png');
      // an avatar is a redirect, followed through the proxy: to the identicon, or for a user the
      // server does not know (a host that is not its own) to its static "unknown user" image
      const host = new URL(upstream.url).host;
      for (const acct of [`viaproxy@${host}`, `viaproxy@${new URL(proxy.url).host}`]) {
        const res = await fetch(`${proxy.url}/avatar/@${acct}`);
        expect(res.status, acct).toBe(200);
        expect(res.headers.get('content-type'), acct).toBe('image/png');
      }
      const unknown = await fetch(`${proxy.url}/avatar/@nobody@${host}`, { redirect: 'manual' });
      expect(unknown.headers.get('location')).toBe('/static-assets/user-unknown.png');
      const s = await StreamClient.open(proxy, up.body.token);
      s.send('ping');
      expect(await s.waitFor((m) => m === 'pong')).toBe('pong');
      s.close();
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });
});
