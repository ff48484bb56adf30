import { describe, expect, test } from 'vitest';
import { loadEndpoints } from '../src/api/endpoint-registry.ts';
import { StreamClient, testInstance } from './helpers.ts';

const t = testInstance();
const owner = t.signup('appowner');
const friend = t.signup('appfriend');

let sessions = 0;
/** An app token made through MiAuth with these permissions, as an app would get one. */
async function appToken(permission: string[]): Promise<string> {
  const session = `perm-session-${++sessions}`;
  const res = await t.api('miauth/gen-token', { session, name: 'Some app', permission }, owner.token);
  expect(res.status).toBe(200);
  return res.body.token as string;
}

const denied = { code: 'PERMISSION_DENIED', id: '1370e5b7-d4eb-4566-bb1d-7748ee6a1838', kind: 'permission' };

describe('app tokens can do only what they were granted, as on Misskey', () => {
  test('a token granted read:account reads the account but cannot write anything', async () => {
    const token = await appToken(['read:account']);
    expect((await t.api('i', {}, token)).status).toBe(200);
    expect((await t.api('notes/timeline', {}, token)).status).toBe(200);
    const writes: Array<[string, Record<string, unknown>]> = [
      ['notes/create', { text: 'posted by an app' }],
      ['following/create', { userId: friend.id }],
      ['i/update', { name: 'renamed by an app' }],
      ['i/notifications', {}],
      ['drive/files', {}],
      ['i/registry/set', { scope: ['app'], key: 'k', value: 1 }],
      ['notes/reactions/create', { noteId: 'azzzzzzzzzzzzzzz', reaction: '👍' }],
    ];
    for (const [endpoint, body] of writes) {
      const res = await t.api(endpoint, body, token);
      expect(res.status, endpoint).toBe(403);
      expect(res.body.error, endpoint).toMatchObject(denied);
    }
    expect((await t.api('i', {}, owner.token)).body.name).not.toBe('renamed by an app');
    expect((await t.api('users/notes', { userId: owner.id })).body).toEqual([]);
  });

  test('a token granted nothing can still read what needs no credential', async () => {
    const token = await appToken([]);
    expect((await t.api('i', {}, token)).body.error).toMatchObject(denied);
    expect((await t.api('notes/local-timeline', {}, token)).status).toBe(200);
    expect((await t.api('meta', {}, token)).status).toBe(200);
  });

  test('the permission granted is the permission needed', async () => {
    const token = await appToken(['write:notes']);
    expect((await t.api('notes/create', { text: 'an app may post' }, token)).status).toBe(200);
    expect(
      (await t.api('notes/favorites/create', { noteId: 'azzzzzzzzzzzzzzz' }, token)).body.error,
    ).toMatchObject(denied);
  });

  test("the account's own endpoints stay closed to any app token", async () => {
    const token = await appToken(['read:account', 'write:account']);
    const res = await t.api('i/apps', {}, token);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('ACCESS_DENIED');
  });

  test('every endpoint that needs a credential has a permission or is closed to app tokens', async () => {
    const missing = (await loadEndpoints())
      .filter((ep) => ep.meta.requireCredential && !ep.meta.secure && !ep.meta.kind)
      .map((ep) => ep.name);
    expect(missing).toEqual([]);
  });

  test('the stream gives an app token only the channels its permissions allow', async () => {
    const blind = await StreamClient.open(t.inst, await appToken([]));
    const reader = await StreamClient.open(t.inst, await appToken(['read:account']));
    blind.send({ type: 'connect', body: { channel: 'main', id: 'm', params: {}, pong: true } });
    blind.send({ type: 'connect', body: { channel: 'homeTimeline', id: 'h', params: {}, pong: true } });
    await blind.connect('localTimeline', 'l');
    await reader.connect('main', 'm');
    await reader.connect('homeTimeline', 'h');
    const direct = await t.api(
      'notes/create',
      { text: 'for your eyes only', visibility: 'specified', visibleUserIds: [owner.id] },
      friend.token,
    );
    await reader.waitFor((m) => m?.body?.id === 'h' && m.body.body?.id === direct.body.createdNote.id);
    const own = await t.api('notes/create', { text: 'my own public note' }, owner.token);
    await reader.waitFor((m) => m?.body?.id === 'h' && m.body.body?.id === own.body.createdNote.id);
    await blind.waitFor((m) => m?.body?.id === 'l' && m.body.body?.id === own.body.createdNote.id);
    expect(blind.messages.filter((m) => m?.body?.id === 'm' || m?.body?.id === 'h')).toEqual([]);
    blind.close();
    reader.close();
  });
});
