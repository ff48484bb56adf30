// What moderators and administrators by role may do to administrators' accounts through the admin API.
import { describe, expect, it } from 'vitest';
import { roleInput, testInstance } from './helpers.ts';

describe('the admin API guards administrators', () => {
  const t = testInstance({ seed: 'demo' });
  const root = t.signin('admin'); // the demo's first administrator: Misskey's root
  const boss = t.signup('guard_boss', 'boss-password'); // an administrator by role
  const mod = t.signup('guard_mod', 'mod-password'); // a moderator by role
  const plain = t.signup('guard_plain', 'plain-password');

  const giveRole = async (userId: string, flags: { isAdministrator?: boolean; isModerator?: boolean }) => {
    const role = await t.api(
      'admin/roles/create',
      roleInput({ name: `role of ${userId}`, ...flags }),
      root.token,
    );
    expect(role.status).toBe(200);
    const assigned = await t.api('admin/roles/assign', { roleId: role.body.id, userId }, root.token);
    expect(assigned.status).toBe(204);
  };
  const signsIn = async (username: string, password: string) =>
    (await t.api('signin-flow', { username, password })).status === 200;

  it('sets up an administrator and a moderator by role', async () => {
    await giveRole(boss.id, { isAdministrator: true });
    await giveRole(mod.id, { isModerator: true });
    expect((await t.api('i', {}, boss.token)).body).toMatchObject({ isAdmin: true });
    expect((await t.api('i', {}, mod.token)).body).toMatchObject({ isModerator: true, isAdmin: false });
  });

  it("nobody resets the root account's password, not even an administrator by role", async () => {
    for (const caller of [boss, root]) {
      const res = await t.api('admin/reset-password', { userId: root.id }, caller.token);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'CANNOT_RESET_ROOT_PASSWORD',
        id: 'fce9bb39-4442-4951-9c11-b012f905e9de',
      });
      expect(res.body.password).toBeUndefined();
    }
    expect(await signsIn('admin', 'kumo-demo')).toBe(true);
  });

  it("a moderator resets a user's password, as on Misskey, but not an administrator's", async () => {
    const refused = await t.api('admin/reset-password', { userId: boss.id }, mod.token);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'CANNOT_RESET_ADMINISTRATOR_PASSWORD',
      id: 'e0cd7ce8-18cd-4c13-ac4e-23122f2d7798',
    });
    expect(await signsIn('guard_boss', 'boss-password')).toBe(true);

    const reset = await t.api('admin/reset-password', { userId: plain.id }, mod.token);
    expect(reset.status).toBe(200);
    expect(await signsIn('guard_plain', reset.body.password)).toBe(true);
  });

  it("an administrator by role resets another administrator's and a moderator's password", async () => {
    const other = await t.api('signup', { username: 'guard_boss2', password: 'boss2-password' });
    await giveRole(other.body.id, { isAdministrator: true });
    for (const [userId, username] of [
      [other.body.id, 'guard_boss2'],
      [mod.id, 'guard_mod'],
    ]) {
      const reset = await t.api('admin/reset-password', { userId }, boss.token);
      expect(reset.status).toBe(200);
      expect(await signsIn(username, reset.body.password)).toBe(true);
    }
  });

  it("a moderator does not see an administrator's e-mail, sign-in addresses or headers", async () => {
    expect(await signsIn('admin', 'kumo-demo')).toBe(true); // the root has sign-ins on record
    for (const admin of [root, boss]) {
      const res = await t.api('admin/show-user', { userId: admin.id }, mod.token);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'CANNOT_SHOW_ADMINISTRATOR',
        id: '80d9a7cd-f878-4d75-a401-1c6633e4426d',
      });
      expect(res.body.signins).toBeUndefined();
      expect(res.body.email).toBeUndefined();
    }
  });

  it('a moderator sees a user, and an administrator by role sees the root', async () => {
    const user = await t.api('admin/show-user', { userId: plain.id }, mod.token);
    expect(user.status).toBe(200);
    expect(user.body.signins.length).toBeGreaterThan(0);
    const rootShown = await t.api('admin/show-user', { userId: root.id }, boss.token);
    expect(rootShown.status).toBe(200);
    expect(rootShown.body.signins.length).toBeGreaterThan(0);
  });
});
