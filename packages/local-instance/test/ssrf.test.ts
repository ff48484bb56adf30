import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isReachableAddress } from '../src/services/safe-fetch.ts';
import { testInstance } from './helpers.ts';

/** A service only this machine should see, counting the requests it gets. */
let hits = 0;
let internal: Server;
let internalPort = 0;
/** An allowed host (127.0.0.2) that redirects to the internal one. */
let redirector: Server;
let redirectorPort = 0;

function listen(server: Server, host: string): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, host, () => resolve((server.address() as AddressInfo).port)),
  );
}

beforeAll(async () => {
  internal = createServer((_req, res) => {
    hits++;
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html><head><title>INTERNAL SECRET</title></head><body>admin panel</body></html>');
  });
  internalPort = await listen(internal, '127.0.0.1');
  redirector = createServer((_req, res) => {
    res.writeHead(302, { location: `http://127.0.0.1:${internalPort}/admin` });
    res.end();
  });
  redirectorPort = await listen(redirector, '127.0.0.2');
});
afterAll(() => {
  internal.close();
  redirector.close();
});

const t = testInstance({ allowedPrivateNetworks: ['127.0.0.2/32'] });
const user = t.signup('ssrfuser');

async function preview(url: string) {
  const res = await fetch(`${t.inst.url}/url?url=${encodeURIComponent(url)}`);
  return { status: res.status, text: await res.text() };
}

describe('the server does not fetch from its own network for users', () => {
  test('addresses that are not public are told apart from public ones', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.1',
      '172.16.5.5',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '100.64.0.1',
    ])
      expect(isReachableAddress(a, []), a).toBe(false);
    for (const a of ['93.184.216.34', '2606:4700::1111']) expect(isReachableAddress(a, []), a).toBe(true);
    expect(isReachableAddress('10.1.2.3', ['10.0.0.0/8'])).toBe(true);
  });

  test('link previews of internal addresses fail alike, whether something listens or not', async () => {
    const before = hits;
    const open = await preview(`http://127.0.0.1:${internalPort}/`);
    const byName = await preview(`http://localhost:${internalPort}/`);
    const closed = await preview('http://127.0.0.1:1/');
    const metadata = await preview('http://169.254.169.254/latest/meta-data/');
    const v6 = await preview(`http://[::1]:${internalPort}/`);
    for (const res of [open, byName, closed, metadata, v6]) {
      expect(res.status).toBe(422);
      expect(res.text).not.toContain('INTERNAL SECRET');
    }
    expect(new Set([open.text, byName.text, closed.text, metadata.text, v6.text]).size).toBe(1);
    expect(hits).toBe(before);
  });

  test('a redirect from an allowed address to an internal one is refused', async () => {
    const before = hits;
    const res = await preview(`http://127.0.0.2:${redirectorPort}/`);
    expect(res.status).toBe(422);
    expect(hits).toBe(before);
  });

  test('upload from an internal URL stores nothing', async () => {
    const before = hits;
    const res = await t.api(
      'drive/files/upload-from-url',
      { url: `http://127.0.0.1:${internalPort}/secret.html` },
      user.token,
    );
    expect(res.status).toBe(204);
    await new Promise((r) => setTimeout(r, 500));
    expect((await t.api('drive/files', {}, user.token)).body).toEqual([]);
    expect(hits).toBe(before);
  });

  test('a webhook to an internal address is never delivered, and its status tells nothing', async () => {
    const before = hits;
    const hook = await t.api(
      'i/webhooks/create',
      { name: 'probe', url: `http://127.0.0.1:${internalPort}/hook`, on: ['note'], secret: 's' },
      user.token,
    );
    expect(hook.status).toBe(200);
    await t.api('notes/create', { text: 'trigger' }, user.token);
    await new Promise((r) => setTimeout(r, 500));
    const shown = await t.api('i/webhooks/show', { webhookId: hook.body.id }, user.token);
    expect(shown.body.latestStatus).toBe(-1);
    expect(hits).toBe(before);
  });
});
