import { describe, expect, it } from 'vitest';
import { signup, testInstance } from './helpers.ts';

describe('admin: users', () => {
  const t = testInstance({ seed: 'demo' });
  const api = t.api;
  const admin = t.signin('admin');
  const alice = t.signin('alice');

  it('lists accounts by state and name, a page at a time; moderators only', async () => {
    expect((await api('admin/show-users', {}, alice.token)).status).toBe(403);
    const all = await api('admin/show-users', { limit: 100, sort: '-createdAt' }, admin.token);
    expect(all.status).toBe(200);
    const names = (all.body as Array<{ username: string }>).map((u) => u.username);
    expect(names).toEqual(expect.arrayContaining(['admin', 'alice', 'bob']));
    const admins = await api('admin/show-users', { state: 'admin' }, admin.token);
    expect((admins.body as Array<{ username: string }>).map((u) => u.username)).toEqual(['admin']);
    const byName = await api('admin/show-users', { username: 'ali' }, admin.token);
    expect((byName.body as Array<{ username: string }>).map((u) => u.username)).toEqual(['alice']);
    // a LIKE wildcard in the name is a plain character
    expect((await api('admin/show-users', { username: '%' }, admin.token)).body).toEqual([]);
    expect((await api('admin/show-users', { origin: 'remote' }, admin.token)).body).toEqual([]);
  });

  it('a suspended account cannot sign in or call the API; unsuspended it can', async () => {
    const name = `susp${Date.now() % 100000}`;
    const carol = { ...(await signup(t.inst, name)), username: name, password: 'pass-word' };
    const shown = await api('admin/show-user', { userId: carol.id }, admin.token);
    expect(shown.body).toMatchObject({ isSuspended: false, moderationNote: '', roles: [] });
    expect((await api('admin/suspend-user', { userId: carol.id }, admin.token)).status).toBe(204);
    const refused = await api('i', {}, carol.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'YOUR_ACCOUNT_SUSPENDED',
      id: 'a8c724b3-6e9c-4b46-b1a8-bc3ed6258370',
    });
    const signin = await api('signin-flow', { username: carol.username, password: carol.password });
    expect(signin.status).toBe(403);
    expect(signin.body.error.id).toBe('e03a5f46-d309-4865-9b69-56282d94e1eb');
    expect((await api('admin/show-users', { state: 'suspended' }, admin.token)).body).toEqual([
      expect.objectContaining({ id: carol.id, isSuspended: true }),
    ]);
    expect((await api('admin/unsuspend-user', { userId: carol.id }, admin.token)).status).toBe(204);
    expect((await api('i', {}, carol.token)).status).toBe(200);
  });

  it('a moderator cannot be suspended; an unknown user is NO_SUCH_USER', async () => {
    const me = (await api('i', {}, admin.token)).body as { id: string };
    const res = await api('admin/suspend-user', { userId: me.id }, admin.token);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('CANNOT_SUSPEND_MODERATOR');
    expect((await api('admin/show-user', { userId: 'aaaaaaaaaa' }, admin.token)).body.error.code).toBe(
      'NO_SUCH_USER',
    );
  });

  it('a reset password is answered once and works; the moderation note is kept', async () => {
    const name = `reset${Date.now() % 100000}`;
    const dave = { ...(await signup(t.inst, name)), username: name };
    const reset = await api('admin/reset-password', { userId: dave.id }, admin.token);
    expect(reset.body.password).toMatch(/^.{8}$/);
    const signin = await api('signin-flow', { username: dave.username, password: reset.body.password });
    expect(signin.body.i).toBeTruthy();
    expect(signin.status).toBe(200);
    await api('admin/update-user-note', { userId: dave.id, text: 'watch this one' }, admin.token);
    expect((await api('admin/show-user', { userId: dave.id }, admin.token)).body.moderationNote).toBe(
      'watch this one',
    );
  });
});
