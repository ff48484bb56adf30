import { describe, expect, test } from 'vitest';
import { signup, StreamClient, testInstance, totpCode, turnOnTotp, type Json } from './helpers.ts';

const t = testInstance();
const api = t.api;

async function appToken(token: string, name: string, permission: string[] = ['read:account']) {
  const session = crypto.randomUUID();
  const res = await api('miauth/gen-token', { session, name, permission }, token);
  expect(res.status).toBe(200);
  return res.body.token as string;
}

describe('i/change-password', () => {
  test('a wrong current password is refused as Misskey 2025 does (400 INCORRECT_PASSWORD) and changes nothing', async () => {
    const u = await signup(t.inst, 'pwwrong', 'old-pass');
    const res = await api('i/change-password', { currentPassword: 'nope', newPassword: 'new-pass' }, u.token);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INCORRECT_PASSWORD');
    expect((await api('signin-flow', { username: 'pwwrong', password: 'old-pass' })).status).toBe(200);
  });

  test('the new password signs in, the old one no longer does; the session token stays valid', async () => {
    const u = await signup(t.inst, 'pwchange', 'old-pass');
    const res = await api(
      'i/change-password',
      { currentPassword: 'old-pass', newPassword: 'new-pass' },
      u.token,
    );
    expect(res.status).toBe(204);
    expect((await api('signin-flow', { username: 'pwchange', password: 'new-pass' })).status).toBe(200);
    const old = await api('signin-flow', { username: 'pwchange', password: 'old-pass' });
    expect(old.status).toBe(403);
    expect(old.body.error.id).toBe('932c904e-9460-45b7-9ce6-7ed33be7eb2c');
    expect((await api('i', {}, u.token)).status).toBe(200);
  });

  test('an empty new password is an invalid param', async () => {
    const u = await signup(t.inst, 'pwempty', 'old-pass');
    const res = await api('i/change-password', { currentPassword: 'old-pass', newPassword: '' }, u.token);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_PARAM');
  });

  test('an app token may not change the password (secure endpoint: ACCESS_DENIED)', async () => {
    const u = await signup(t.inst, 'pwapp', 'old-pass');
    const tok = await appToken(u.token, 'App');
    const res = await api('i/change-password', { currentPassword: 'old-pass', newPassword: 'x' }, tok);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('ACCESS_DENIED');
    expect(res.body.error.id).toBe('56f35758-7dd5-468b-8439-5d6fb8ec9b8e');
  });
});

describe('password and email changes with two-factor on', () => {
  const TWO_FACTOR_FAILED = {
    code: 'TWO_FACTOR_AUTHENTICATION_FAILED',
    id: 'cdf1235b-ac71-46d4-a3a6-84ccce48df6f',
  };

  test('the password changes only with a current code (`token`), as on Misskey', async () => {
    const u = await signup(t.inst, 'pw2fa', 'old-pass');
    const { secret } = await turnOnTotp(t.inst, u.token, 'old-pass');
    const change = (token?: string) =>
      api('i/change-password', { currentPassword: 'old-pass', newPassword: 'new-pass', token }, u.token);
    for (const refused of [await change(), await change('000000')]) {
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject(TWO_FACTOR_FAILED);
    }
    expect((await api('signin-flow', { username: 'pw2fa', password: 'new-pass' })).status).toBe(403);
    expect((await change(totpCode(secret))).status).toBe(204);
    expect((await api('signin-flow', { username: 'pw2fa', password: 'new-pass' })).body).toEqual({
      finished: false,
      next: 'totp',
    });
  });

  test('the email address changes only with a current code (`token`), as on Misskey', async () => {
    const u = await signup(t.inst, 'mail2fa', 'mail-pass');
    const { secret } = await turnOnTotp(t.inst, u.token, 'mail-pass');
    const change = (token?: string) =>
      api('i/update-email', { password: 'mail-pass', email: 'mail2fa@example.com', token }, u.token);
    const refused = await change();
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject(TWO_FACTOR_FAILED);
    expect((await api('i', {}, u.token)).body.email).toBeNull();
    expect((await change(totpCode(secret))).body).toMatchObject({ email: 'mail2fa@example.com' });
  });
});

describe('i/signin-history', () => {
  test('records successful and failed sign-ins, newest first, with ip and headers', async () => {
    const u = await signup(t.inst, 'histuser', 'pw');
    await api('signin-flow', { username: 'histuser', password: 'wrong' });
    await api('signin-flow', { username: 'histuser', password: 'pw' });
    const res = await api<Json[]>('i/signin-history', {}, u.token);
    expect(res.status).toBe(200);
    expect(res.body.map((s) => s.success)).toEqual([true, false]);
    const [latest] = res.body;
    expect(typeof latest.ip).toBe('string');
    expect(latest.ip).not.toBe('');
    expect(latest.headers['content-type']).toBe('application/json');
    expect(Date.parse(latest.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  test('pages with untilId and limit, and shows only the caller’s own sign-ins', async () => {
    const u = await signup(t.inst, 'histpage', 'pw');
    const other = await signup(t.inst, 'histother', 'pw');
    for (let i = 0; i < 3; i++) await api('signin-flow', { username: 'histpage', password: 'pw' });
    await api('signin-flow', { username: 'histother', password: 'pw' });
    const first = await api<Json[]>('i/signin-history', { limit: 2 }, u.token);
    expect(first.body).toHaveLength(2);
    const rest = await api<Json[]>('i/signin-history', { limit: 2, untilId: first.body[1].id }, u.token);
    expect(rest.body).toHaveLength(1);
    expect(rest.body[0].id < first.body[1].id).toBe(true);
    expect((await api<Json[]>('i/signin-history', {}, other.token)).body).toHaveLength(1);
  });
});

describe('i/apps and i/revoke-token', () => {
  test('lists the tokens the user made, with name, permission and last use', async () => {
    const u = await signup(t.inst, 'appslist', 'pw');
    const first = await appToken(u.token, 'First', ['read:account', 'write:notes']);
    await appToken(u.token, 'Second');
    expect((await api('i', {}, first)).status).toBe(200);
    const res = await api<Json[]>('i/apps', {}, u.token);
    expect(res.status).toBe(200);
    expect(res.body.map((a) => a.name)).toEqual(['First', 'Second']);
    expect(res.body[0].permission).toEqual(['read:account', 'write:notes']);
    // a token counts as used when it is made, and again on each call
    expect(Date.parse(res.body[0].lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(res.body[0].createdAt));
    expect(res.body[1].lastUsedAt).toBe(res.body[1].createdAt);
    const newest = await api<Json[]>('i/apps', { sort: '+createdAt' }, u.token);
    expect(newest.body.map((a) => a.name)).toEqual(['Second', 'First']);
    const bad = await api('i/apps', { sort: 'name' }, u.token);
    expect(bad.body.error.code).toBe('INVALID_PARAM');
  });

  test('a revoked token stops working at once (401 AUTHENTICATION_FAILED) and leaves the list', async () => {
    const u = await signup(t.inst, 'revoker', 'pw');
    const tok = await appToken(u.token, 'Gone');
    const [app] = (await api<Json[]>('i/apps', {}, u.token)).body;
    const res = await api('i/revoke-token', { tokenId: app.id }, u.token);
    expect(res.status).toBe(204);
    const after = await api('i', {}, tok);
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('AUTHENTICATION_FAILED');
    expect((await api<Json[]>('i/apps', {}, u.token)).body).toEqual([]);
    expect((await api('i', {}, u.token)).status).toBe(200);
  });

  test('revoking closes the user’s open streams, and the revoked token cannot open a new one', async () => {
    const u = await signup(t.inst, 'revokestream', 'pw');
    const tok = await appToken(u.token, 'Streamer');
    const stream = await StreamClient.open(t.inst, tok);
    const closed = new Promise<void>((resolve) => stream.ws.once('close', () => resolve()));
    const [app] = (await api<Json[]>('i/apps', {}, u.token)).body;
    await api('i/revoke-token', { tokenId: app.id }, u.token);
    await closed;
    await expect(StreamClient.open(t.inst, tok)).rejects.toThrow();
  });

  test('another user cannot revoke someone else’s token; an unknown id is no error', async () => {
    const owner = await signup(t.inst, 'tokowner', 'pw');
    const thief = await signup(t.inst, 'tokthief', 'pw');
    const tok = await appToken(owner.token, 'Mine');
    const [app] = (await api<Json[]>('i/apps', {}, owner.token)).body;
    expect((await api('i/revoke-token', { tokenId: app.id }, thief.token)).status).toBe(204);
    expect((await api('i', {}, tok)).status).toBe(200);
    expect((await api('i/revoke-token', { tokenId: 'aaaaaaaaaaaaaaaa' }, owner.token)).status).toBe(204);
  });

  test('revoking by the token itself works too; neither given is an invalid param', async () => {
    const u = await signup(t.inst, 'revokebytok', 'pw');
    const tok = await appToken(u.token, 'ByToken');
    expect((await api('i/revoke-token', { token: tok }, u.token)).status).toBe(204);
    expect((await api('i', {}, tok)).status).toBe(401);
    expect((await api('i/revoke-token', {}, u.token)).body.error.code).toBe('INVALID_PARAM');
  });

  test('the secure endpoints refuse a caller without a session token', async () => {
    const res = await api('i/apps', {});
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('ACCESS_DENIED');
  });
});
