import { describe, expect, it } from 'vitest';
import { testInstance, uploadPng } from './helpers.ts';

describe('admin: files and deleting accounts', () => {
  const t = testInstance({ seed: 'demo' });
  const admin = t.signin('admin');
  const owner = t.signup('file_owner');
  const other = t.signup('file_other');

  it('lists every file by owner and type, shows one, and lets a moderator mark and delete it', async () => {
    const png = await uploadPng(t.inst, owner.token, { name: 'blue.png' });
    expect((await t.api('admin/drive/files', {}, owner.token)).status).toBe(403);
    const mine = await t.api('admin/drive/files', { userId: owner.id, type: 'image/*' }, admin.token);
    expect((mine.body as Array<{ id: string }>).map((f) => f.id)).toEqual([png.id]);
    expect(
      (await t.api('admin/drive/files', { userId: owner.id, type: 'video/*' }, admin.token)).body,
    ).toEqual([]);
    // a type is letters, digits, / - and *, as on Misskey
    expect((await t.api('admin/drive/files', { type: '%/*' }, admin.token)).status).toBe(400);
    expect((await t.api('admin/drive/files', { origin: 'remote' }, admin.token)).body).toEqual([]);

    const shown = await t.api('admin/drive/show-file', { fileId: png.id }, admin.token);
    expect(shown.body).toMatchObject({ id: png.id, userId: owner.id, name: 'blue.png', isSensitive: false });
    const byUrl = await t.api('admin/drive/show-file', { url: png.url }, admin.token);
    expect(byUrl.body.id).toBe(png.id);
    const none = await t.api('admin/drive/show-file', { fileId: 'azzzzzzzzzzzzzzz' }, admin.token);
    expect(none.body.error).toMatchObject({
      code: 'NO_SUCH_FILE',
      id: 'caf3ca38-c6e5-472e-a30c-b05377dcc240',
    });
    expect((await t.api('admin/drive/show-file', {}, admin.token)).body.error.code).toBe('INVALID_PARAM');

    await t.api('drive/files/update', { fileId: png.id, isSensitive: true }, admin.token);
    expect((await t.api('drive/files/show', { fileId: png.id }, owner.token)).body.isSensitive).toBe(true);
    // someone else may not
    expect(
      (await t.api('drive/files/update', { fileId: png.id, isSensitive: false }, other.token)).status,
    ).toBe(400);
  });

  it('deletes all of an account’s files, then the account, which can no longer sign in', async () => {
    await uploadPng(t.inst, other.token);
    await uploadPng(t.inst, other.token, { colour: '#993366' });
    expect((await t.api('admin/delete-all-files-of-a-user', { userId: other.id }, owner.token)).status).toBe(
      403,
    );
    expect((await t.api('admin/delete-all-files-of-a-user', { userId: other.id }, admin.token)).status).toBe(
      204,
    );
    expect((await t.api('admin/drive/files', { userId: other.id }, admin.token)).body).toEqual([]);

    const me = (await t.api('i', {}, admin.token)).body as { id: string };
    const self = await t.api('admin/delete-account', { userId: me.id }, admin.token);
    expect(self.status).toBe(400);
    expect((await t.api('admin/delete-account', { userId: other.id }, admin.token)).status).toBe(204);
    expect((await t.api('i', {}, other.token)).status).toBe(401);
    expect((await t.api('users/show', { userId: other.id })).status).toBe(404);
  });
});
