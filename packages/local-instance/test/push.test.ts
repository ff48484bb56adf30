import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browserKeys, pushService } from './push-helpers.ts';
import { describe, expect, it } from 'vitest';
import { start, testInstance } from './helpers.ts';

describe('push notifications (sw/*)', () => {
  const t = testInstance({ seed: 'none', allowedPrivateNetworks: ['127.0.0.1/32'] });
  const me = t.signup('pushme');
  const fan = t.signup('pushfan');

  it('registers once, shows and updates the registration, and pushes each new notification, encrypted', async () => {
    const meta = (await t.api('meta', {})).body;
    expect(meta.enableServiceWorker).toBe(true);
    expect(typeof meta.swPublickey).toBe('string');

    const service = await pushService();
    const keys = browserKeys();
    const sub = { endpoint: service.url, auth: keys.auth, publickey: keys.publickey };
    const first = await t.api('sw/register', sub, me.token);
    expect(first.body).toEqual({
      state: 'subscribed',
      key: meta.swPublickey,
      userId: me.id,
      endpoint: service.url,
      sendReadMessage: false,
    });
    expect((await t.api('sw/register', sub, me.token)).body.state).toBe('already-subscribed');
    expect((await t.api('sw/show-registration', { endpoint: service.url }, me.token)).body).toEqual({
      userId: me.id,
      endpoint: service.url,
      sendReadMessage: false,
    });
    const updated = await t.api(
      'sw/update-registration',
      { endpoint: service.url, sendReadMessage: true },
      me.token,
    );
    expect(updated.body.sendReadMessage).toBe(true);

    await t.api('following/create', { userId: me.id }, fan.token);
    const message = await service.next(1);
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(String(message.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    const pushed = keys.read(message.body);
    expect(pushed).toMatchObject({
      type: 'notification',
      userId: me.id,
      body: { type: 'follow', user: { username: 'pushfan' } },
    });

    // marking everything read tells the browsers that asked for it
    await t.api('notifications/mark-all-as-read', {}, me.token);
    expect(keys.read((await service.next(2)).body).type).toBe('readAllNotifications');

    await t.api('sw/unregister', { endpoint: service.url }, me.token);
    expect((await t.api('sw/show-registration', { endpoint: service.url }, me.token)).body).toBe(null);
    await service.close();
  });

  it('answers an unknown registration with Misskey’s error, and drops a subscription its push service says is gone', async () => {
    const missing = await t.api(
      'sw/update-registration',
      { endpoint: 'https://push.example/none' },
      me.token,
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      code: 'NO_SUCH_REGISTRATION',
      id: ' b09d8066-8064-5613-efb6-0e963b21d012',
    });

    const gone = await pushService(410);
    const keys = browserKeys();
    await t.api('sw/register', { endpoint: gone.url, auth: keys.auth, publickey: keys.publickey }, me.token);
    await t.api('following/delete', { userId: me.id }, fan.token);
    await t.api('following/create', { userId: me.id }, fan.token);
    await gone.next(1);
    await expect
      .poll(async () => (await t.api('sw/show-registration', { endpoint: gone.url }, me.token)).body)
      .toBe(null);
    await gone.close();
  });
});

describe('push to an address a user gave', () => {
  // no private network allowed here, as on a public server
  const t = testInstance({ seed: 'none' });
  const me = t.signup('pushsafe');
  const fan = t.signup('pushsafefan');

  it('never reaches this machine or a private network, whatever endpoint is registered', async () => {
    const service = await pushService();
    const keys = browserKeys();
    await t.api(
      'sw/register',
      { endpoint: service.url, auth: keys.auth, publickey: keys.publickey },
      me.token,
    );
    await t.api('following/create', { userId: me.id }, fan.token);
    await new Promise((r) => setTimeout(r, 1000));
    expect(service.got).toHaveLength(0);
    await service.close();
  });
});

describe('VAPID keys', () => {
  it('are made on the first start and kept in the data folder for the next', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kumo-vapid-'));
    try {
      const first = await start({ dataDir });
      const key = (await (
        await fetch(`${first.url}/api/meta`, {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
        })
      ).json()) as { swPublickey: string };
      await first.close();
      expect(fs.existsSync(path.join(dataDir, 'vapid.json'))).toBe(true);
      const second = await start({ dataDir });
      const again = (await (
        await fetch(`${second.url}/api/meta`, {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
        })
      ).json()) as { swPublickey: string };
      await second.close();
      expect(again.swPublickey).toBe(key.swPublickey);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
