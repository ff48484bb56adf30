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
