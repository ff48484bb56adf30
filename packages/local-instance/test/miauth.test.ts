import { expect, test } from 'vitest';
import { testInstance, type Json } from './helpers.ts';

const t = testInstance();
const api = t.api;

test('an app allowed through MiAuth gets a token that acts as the user', async () => {
  const user = await api('signup', { username: 'miauthuser', password: 'pw' });
  const before = await fetch(`${t.inst.url}/api/miauth/sess-1/check`, { method: 'POST' }).then((r) =>
    r.json(),
  );
  expect(before).toEqual({ ok: false });
  const gen = await api(
    'miauth/gen-token',
    { session: 'sess-1', name: 'Bot', permission: ['read:account'] },
    user.body.token,
  );
  expect(gen.status).toBe(200);
  const check: Json = await fetch(`${t.inst.url}/api/miauth/sess-1/check`, { method: 'POST' }).then((r) =>
    r.json(),
  );
  expect(check.ok).toBe(true);
  expect(check.token).toBe(gen.body.token);
  expect(check.user.username).toBe('miauthuser');
  const me = await api('i', {}, check.token);
  expect(me.body.username).toBe('miauthuser');
});

test('gen-token is refused without a session token, as Misskey refuses its secure endpoints', async () => {
  const res = await api('miauth/gen-token', { session: 'x', permission: [] });
  expect(res.status).toBe(403);
  expect(res.body.error.code).toBe('ACCESS_DENIED');
});

test('regenerating the token needs the password, invalidates the old one and answers 204', async () => {
  const user = await api('signup', { username: 'regen', password: 'pw' });
  const wrong = await api('i/regenerate-token', { password: 'nope' }, user.body.token);
  expect(wrong.status).toBe(400);
  expect(wrong.body.error.code).toBe('INCORRECT_PASSWORD');
  const res = await api('i/regenerate-token', { password: 'pw' }, user.body.token);
  expect(res.status).toBe(204);
  expect((await api('i', {}, user.body.token)).status).toBe(401);
});

test('a session approved once cannot be approved again: the first approval and its permissions stay', async () => {
  const attacker = await api('signup', { username: 'miauthattacker', password: 'pw' });
  const victim = await api('signup', { username: 'miauthvictim', password: 'pw' });
  const first = await api(
    'miauth/gen-token',
    {
      session: 'sess-reused',
      name: 'All of it',
      permission: ['read:account', 'write:account', 'write:notes'],
    },
    attacker.body.token,
  );
  expect(first.status).toBe(200);
  const again = await api(
    'miauth/gen-token',
    { session: 'sess-reused', name: 'Harmless', permission: ['read:account'] },
    victim.body.token,
  );
  expect(again.status).toBe(400);
  expect(again.body.error).toMatchObject({
    code: 'SESSION_ALREADY_USED',
    id: '4765bffa-f4c9-4b7b-abc7-578dced8d443',
  });
  // whoever collects the session gets the first approver's token, never the victim's
  const check: Json = await fetch(`${t.inst.url}/api/miauth/sess-reused/check`, { method: 'POST' }).then(
    (r) => r.json(),
  );
  expect(check.ok).toBe(true);
  expect(check.user.username).toBe('miauthattacker');
  expect((await api('i', {}, check.token)).body.username).toBe('miauthattacker');
  // and the victim granted nothing
  expect((await api('i/apps', {}, victim.body.token)).body).toEqual([]);
});

test('a session whose token was collected or revoked cannot be approved again', async () => {
  const user = await api('signup', { username: 'miauthonce', password: 'pw' });
  const made = await api('miauth/gen-token', { session: 'sess-once', permission: [] }, user.body.token);
  expect(made.status).toBe(200);
  await fetch(`${t.inst.url}/api/miauth/sess-once/check`, { method: 'POST' });
  await api('i/revoke-token', { token: made.body.token }, user.body.token);
  const again = await api(
    'miauth/gen-token',
    { session: 'sess-once', permission: ['write:notes'] },
    user.body.token,
  );
  expect(again.status).toBe(400);
  expect(again.body.error.code).toBe('SESSION_ALREADY_USED');
});

test('tokens made without a session (the API console, plugins) are not limited to one', async () => {
  const user = await api('signup', { username: 'miauthconsole', password: 'pw' });
  for (const permission of [['read:account'], ['write:notes']]) {
    const made = await api('miauth/gen-token', { session: null, permission }, user.body.token);
    expect(made.status).toBe(200);
  }
  const apps = await api('i/apps', {}, user.body.token);
  expect(apps.body.map((a: Json) => a.permission)).toEqual(
    expect.arrayContaining([['read:account'], ['write:notes']]),
  );
});
