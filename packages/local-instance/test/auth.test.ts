import { describe, expect, it } from 'vitest';
import { testInstance } from './helpers.ts';

describe('sign-up, sign-in and credentials', () => {
  const t = testInstance();
  const api = t.api;

  it('signs up, signs in and reads `i`', async () => {
    const up = await api('signup', { username: 'newbie', password: 'secret-1' });
    expect(up.status).toBe(200);
    expect(up.body.username).toBe('newbie');
    expect(typeof up.body.token).toBe('string');
    expect(up.body.token.length).toBeGreaterThanOrEqual(16);
    expect(up.body.policies.ltlAvailable).toBe(true);

    const signin = await api('signin-flow', { username: 'newbie', password: 'secret-1' });
    expect(signin.status).toBe(200);
    expect(signin.body).toEqual({ finished: true, id: up.body.id, i: up.body.token });

    const me = await api('i', { i: signin.body.i });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(up.body.id);
    expect(me.body.isAdmin).toBe(false);
    expect(me.body.notesCount).toBe(0);

    const viaHeader = await api('i', {}, signin.body.i);
    expect(viaHeader.body.username).toBe('newbie');
  });

  it('refuses a taken username', async () => {
    await api('signup', { username: 'taken', password: 'x' });
    const again = await api('signup', { username: 'TAKEN', password: 'y' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Error: DUPLICATED_USERNAME',
    });
  });

  it('answers a wrong password and an unknown user like Misskey', async () => {
    await api('signup', { username: 'carefully', password: 'right' });
    const wrong = await api('signin-flow', { username: 'carefully', password: 'wrong' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.id).toBe('932c904e-9460-45b7-9ce6-7ed33be7eb2c');
    const unknown = await api('signin-flow', { username: 'nobody-here', password: 'x' });
    expect(unknown.status).toBe(403);
    expect(unknown.body.error).toEqual({ id: '6cc579cc-885d-43d8-95c2-b8c7fc963280' });
  });

  it('answers 401 for a missing or bad token', async () => {
    const missing = await api('i', {});
    expect(missing.status).toBe(401);
    expect(missing.body.error).toMatchObject({
      code: 'CREDENTIAL_REQUIRED',
      id: '1384574d-a912-4b81-8601-c7b1c4085df1',
      kind: 'client',
    });
    const bad = await api('notes/timeline', { i: 'not-a-real-token' });
    expect(bad.status).toBe(401);
    expect(bad.body.error.code).toBe('AUTHENTICATION_FAILED');
    const badOnPublic = await api('meta', {}, 'still-not-a-token');
    expect(badOnPublic.status).toBe(401);
  });

  it('answers CORS preflights for any origin', async () => {
    const res = await fetch(`${t.inst.url}/api/notes/create`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://elsewhere.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});
