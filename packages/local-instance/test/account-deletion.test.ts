import { describe, expect, test } from 'vitest';
import { signup, testInstance, turnOnTotp } from './helpers.ts';

const t = testInstance();
const api = t.api;

describe('i/delete-account', () => {
  test('a wrong password is refused and the account stays', async () => {
    const u = await signup(t.inst, 'delwrong', 'pass-1');
    const res = await api('i/delete-account', { password: 'nope' }, u.token);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INCORRECT_PASSWORD');
    expect((await api('i', {}, u.token)).body.isDeleted).toBe(false);
    expect((await api('signin-flow', { username: 'delwrong', password: 'pass-1' })).status).toBe(200);
  });

  test('with the password the account is marked deleted (isDeleted on i) and cannot sign in again', async () => {
    const u = await signup(t.inst, 'delok', 'pass-1');
    const res = await api('i/delete-account', { password: 'pass-1' }, u.token);
    expect(res.status).toBe(204);
    expect((await api('i', {}, u.token)).body.isDeleted).toBe(true);
    const signin = await api('signin-flow', { username: 'delok', password: 'pass-1' });
    const unknown = await api('signin-flow', { username: 'nobody-here', password: 'pass-1' });
    expect(signin.status).toBe(403);
    expect(signin.body.error.id).toBe(unknown.body.error.id);
    // asking again for a deleted account does nothing
    expect((await api('i/delete-account', { password: 'pass-1' }, u.token)).status).toBe(204);
  });

  test('with two-factor on a code is required, and a backup code does', async () => {
    const u = await signup(t.inst, 'del2fa', 'pass-1');
    const { backupCodes } = await turnOnTotp(t.inst, u.token, 'pass-1');
    const without = await api('i/delete-account', { password: 'pass-1' }, u.token);
    expect(without.status).toBe(403);
    expect(without.body.error.code).toBe('TWO_FACTOR_AUTHENTICATION_FAILED');
    expect((await api('i', {}, u.token)).body.isDeleted).toBe(false);
    const res = await api('i/delete-account', { password: 'pass-1', token: backupCodes[0] }, u.token);
    expect(res.status).toBe(204);
    expect((await api('i', {}, u.token)).body.isDeleted).toBe(true);
  });
});

describe('notes/translate without a translator', () => {
  test('meta says no translator and the endpoint answers UNAVAILABLE, as Misskey without one', async () => {
    const u = await signup(t.inst, 'transl', 'pass-1');
    const meta = await api('meta', {});
    expect(meta.body.translatorAvailable).toBe(false);
    const note = await api('notes/create', { text: 'こんにちは' }, u.token);
    const res = await api(
      'notes/translate',
      { noteId: note.body.createdNote.id, targetLang: 'en-US' },
      u.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'UNAVAILABLE', id: '50a70314-2d8a-431b-b433-efa5cc56444c' });
  });
});
