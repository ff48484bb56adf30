import { describe, expect, it } from 'vitest';
import { roleInput, StreamClient, testInstance, uploadPng } from './helpers.ts';

const roleBody = (name: string, flags: { isPublic: boolean; isExplorable: boolean }) =>
  roleInput({ name, description: `${name} people`, color: '#3366cc', asBadge: true, ...flags });

describe('roles', () => {
  const t = testInstance({ seed: 'demo' });
  const admin = t.signin('admin');
  const member = t.signup('role_member');
  const viewer = t.signup('role_viewer');
  const mod = t.signup('role_mod');
  const boss = t.signup('role_boss');

  it('a moderator role makes a moderator, and an administrator role an administrator, at once', async () => {
    const modRole = await t.api(
      'admin/roles/create',
      { ...roleBody('Mods', { isPublic: false, isExplorable: false }), isModerator: true },
      admin.token,
    );
    const adminRole = await t.api(
      'admin/roles/create',
      { ...roleBody('Admins', { isPublic: false, isExplorable: false }), isAdministrator: true },
      admin.token,
    );
    expect((await t.api('admin/show-users', {}, mod.token)).body.error.code).toBe('ROLE_PERMISSION_DENIED');
    await t.api('admin/roles/assign', { roleId: modRole.body.id, userId: mod.id }, admin.token);
    await t.api('admin/roles/assign', { roleId: adminRole.body.id, userId: boss.id }, admin.token);

    expect((await t.api('i', {}, mod.token)).body).toMatchObject({ isModerator: true, isAdmin: false });
    expect((await t.api('i', {}, boss.token)).body).toMatchObject({ isModerator: true, isAdmin: true });
    expect((await t.api('admin/show-users', {}, mod.token)).status).toBe(200);
    const denied = await t.api('admin/update-meta', { name: 'Mine now' }, mod.token);
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('ROLE_PERMISSION_DENIED');
    expect((await t.api('admin/update-meta', { name: null }, boss.token)).status).toBe(204);

    const names = async (state: string) =>
      (
        (await t.api('admin/show-users', { state, limit: 100 }, admin.token)).body as Array<{
          username: string;
        }>
      )
        .map((u) => u.username)
        .filter((n) => n.startsWith('role_') || n === 'admin')
        .sort();
    expect(await names('moderator')).toEqual(['role_mod']);
    expect(await names('admin')).toEqual(['admin', 'role_boss']);
    expect(await names('adminOrModerator')).toEqual(['admin', 'role_boss', 'role_mod']);

    // taken back: a moderator no more
    await t.api('admin/roles/unassign', { roleId: modRole.body.id, userId: mod.id }, admin.token);
    expect((await t.api('i', {}, mod.token)).body.isModerator).toBe(false);
    expect((await t.api('admin/show-users', {}, mod.token)).status).toBe(403);
  });

  it("a moderator or administrator by role has that rank's powers outside the admin API too", async () => {
    const modRole = await t.api(
      'admin/roles/create',
      { ...roleBody('Mods 2', { isPublic: false, isExplorable: false }), isModerator: true },
      admin.token,
    );
    const adminRole = await t.api(
      'admin/roles/create',
      { ...roleBody('Admins 2', { isPublic: false, isExplorable: false }), isAdministrator: true },
      admin.token,
    );
    const file = await uploadPng(t.inst, member.token);
    await t.api('i/update', { followingVisibility: 'private' }, member.token);
    // before: a plain user can do none of it
    expect((await t.api('drive/files/delete', { fileId: file.id }, mod.token)).body.error.code).toBe(
      'ACCESS_DENIED',
    );
    expect((await t.api('users/following', { userId: member.id }, mod.token)).status).toBe(400);

    await t.api('admin/roles/assign', { roleId: modRole.body.id, userId: mod.id }, admin.token);
    await t.api('admin/roles/assign', { roleId: adminRole.body.id, userId: boss.id }, admin.token);
    expect((await t.api('users/following', { userId: member.id }, mod.token)).status).toBe(200);
    expect((await t.api('users/following', { userId: member.id }, viewer.token)).status).toBe(400);
    expect((await t.api('drive/files/delete', { fileId: file.id }, mod.token)).status).toBe(204);
    // a moderator cannot be suspended, an administrator cannot be reported
    const suspend = await t.api('admin/suspend-user', { userId: mod.id }, admin.token);
    expect(suspend.body.error.code).toBe('CANNOT_SUSPEND_MODERATOR');
    const report = await t.api('users/report-abuse', { userId: boss.id, comment: 'hm' }, viewer.token);
    expect(report.body.error.code).toBe('CANNOT_REPORT_THE_ADMIN');
    // an administrator by role passes the custom-emoji policy
    expect((await t.api('admin/emoji/list', {}, mod.token)).body.error.code).toBe('ROLE_PERMISSION_DENIED');
    expect((await t.api('admin/emoji/list', {}, boss.token)).status).toBe(200);

    await t.api('admin/roles/unassign', { roleId: modRole.body.id, userId: mod.id }, admin.token);
    await t.api('admin/roles/unassign', { roleId: adminRole.body.id, userId: boss.id }, admin.token);
  });

  it('a public explorable role shows its members and their public notes; a hidden role is not found', async () => {
    const role = await t.api(
      'admin/roles/create',
      roleBody('Gardeners', { isPublic: true, isExplorable: true }),
      admin.token,
    );
    expect(role.status).toBe(200);
    const hidden = await t.api(
      'admin/roles/create',
      roleBody('Staff', { isPublic: false, isExplorable: false }),
      admin.token,
    );
    expect(
      (await t.api('admin/roles/create', roleBody('x', { isPublic: true, isExplorable: true }), member.token))
        .status,
    ).toBe(403);

    expect(
      (await t.api('admin/roles/assign', { roleId: role.body.id, userId: member.id }, admin.token)).status,
    ).toBe(204);
    await t.api('admin/roles/assign', { roleId: hidden.body.id, userId: member.id }, admin.token);
    await t.api('notes/create', { text: 'tomatoes are in' }, member.token);
    await t.api('notes/create', { text: 'only for me', visibility: 'specified' }, member.token);

    const shown = await t.api('roles/show', { roleId: role.body.id });
    expect(shown.body).toMatchObject({ name: 'Gardeners', usersCount: 1, isPublic: true });
    const users = await t.api('roles/users', { roleId: role.body.id });
    expect(users.body.map((a: { user: { id: string } }) => a.user.id)).toEqual([member.id]);
    const notes = await t.api('roles/notes', { roleId: role.body.id }, viewer.token);
    expect(notes.body.map((n: { text: string }) => n.text)).toEqual(['tomatoes are in']);
    const listed = await t.api('roles/list', {}, viewer.token);
    expect(listed.body.map((r: { name: string }) => r.name)).toEqual(['Gardeners']);

    // the member's profile names the public role, never the hidden one, and shows its badge
    const profile = await t.api('users/show', { userId: member.id }, viewer.token);
    expect(profile.body.roles.map((r: { name: string }) => r.name)).toEqual(['Gardeners']);

    for (const endpoint of ['roles/show', 'roles/users', 'roles/notes']) {
      const res = await t.api(endpoint, { roleId: hidden.body.id }, viewer.token);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('NO_SUCH_ROLE');
    }
  });

  it('an assignment that has ended no longer counts', async () => {
    const role = await t.api(
      'admin/roles/create',
      roleBody('Visitors', { isPublic: true, isExplorable: true }),
      admin.token,
    );
    await t.api(
      'admin/roles/assign',
      { roleId: role.body.id, userId: viewer.id, expiresAt: Date.now() + 300 },
      admin.token,
    );
    expect((await t.api('roles/show', { roleId: role.body.id })).body.usersCount).toBe(1);
    await new Promise((r) => setTimeout(r, 400));
    expect((await t.api('roles/show', { roleId: role.body.id })).body.usersCount).toBe(0);
    expect((await t.api('roles/users', { roleId: role.body.id })).body).toEqual([]);
  });

  it("the role timeline channel brings a member's new public note live, and nobody else's", async () => {
    const role = await t.api(
      'admin/roles/create',
      roleBody('Bakers', { isPublic: true, isExplorable: true }),
      admin.token,
    );
    await t.api('admin/roles/assign', { roleId: role.body.id, userId: member.id }, admin.token);
    const s = await StreamClient.open(t.inst, viewer.token);
    await s.connect('roleTimeline', 'rt', { roleId: role.body.id });
    await t.api('notes/create', { text: 'not a baker' }, viewer.token);
    await t.api('notes/create', { text: 'fresh bread' }, member.token);
    const live = await s.waitFor((m) => m.type === 'channel' && m.body.id === 'rt');
    expect(live.body.body.text).toBe('fresh bread');
    s.close();
  });
});
