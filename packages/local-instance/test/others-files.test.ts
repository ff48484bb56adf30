// Issue 41, item 4: an entity that names a drive file never shows, copies or reads another user's
// private file, though file ids can be guessed.
import { describe, expect, it } from 'vitest';
import type { RunningInstance } from '../src/index.ts';
import { roleInput, testInstance, uploadPng } from './helpers.ts';
import type { Json } from './helpers.ts';

async function uploadText(inst: RunningInstance, token: string, text: string, name: string): Promise<Json> {
  const form = new FormData();
  form.append('i', token);
  form.append('file', new Blob([text], { type: 'text/csv' }), name);
  return (await fetch(`${inst.url}/api/drive/files/create`, { method: 'POST', body: form })).json();
}

describe("a page naming another user's file", () => {
  const t = testInstance();
  const author = t.signup('pager');
  const victim = t.signup('private');

  const imageBlock = (id: string, fileId: string) => ({ id, type: 'image', fileId });
  const pageBody = (name: string, content: Json[]) => ({
    title: name,
    name,
    content,
    variables: [],
    script: '',
  });

  it('shows only the author’s own images, to the author and to visitors', async () => {
    const own = await uploadPng(t.inst, author.token, { name: 'mine.png' });
    const secret = await uploadPng(t.inst, victim.token, { name: 'secret.png', colour: '#aa0000' });
    const blocks = [
      imageBlock('b1', own.id),
      { id: 'b2', type: 'section', title: 'More', children: [imageBlock('b3', secret.id)] },
    ];
    const created = await t.api('pages/create', pageBody('borrowed', blocks), author.token);
    // accepted as Misskey does (it does not look inside blocks), but the other file is not packed
    expect(created.status).toBe(200);
    expect(created.body.attachedFiles.map((f: Json) => f.id)).toEqual([own.id]);
    expect(JSON.stringify(created.body)).not.toContain(secret.url);

    for (const token of [author.token, victim.token, undefined]) {
      const shown = await t.api('pages/show', { pageId: created.body.id }, token);
      expect(shown.status).toBe(200);
      expect(shown.body.attachedFiles.map((f: Json) => f.id)).toEqual([own.id]);
      expect(JSON.stringify(shown.body)).not.toContain(secret.url);
    }
    const listed = await t.api('users/pages', { userId: author.id });
    expect(JSON.stringify(listed.body)).not.toContain(secret.url);
  });

  it('an update that adds another user’s image does not show it either', async () => {
    const secret = await uploadPng(t.inst, victim.token, { name: 'secret2.png', colour: '#00aa00' });
    const created = await t.api('pages/create', pageBody('later', []), author.token);
    const updated = await t.api(
      'pages/update',
      { pageId: created.body.id, content: [imageBlock('b1', secret.id)] },
      author.token,
    );
    expect(updated.status).toBe(204);
    const shown = await t.api('pages/show', { pageId: created.body.id });
    expect(shown.body.attachedFiles).toEqual([]);
    expect(JSON.stringify(shown.body)).not.toContain(secret.url);
  });
});

describe("importing another user's file", () => {
  const t = testInstance();
  const thief = t.signup('thief');
  const victim = t.signup('lister');
  t.signup('secretly_muted');

  it.each([
    ['i/import-following', 'b98644cf-a5ac-4277-a502-0b8054a709a3'],
    ['i/import-muting', 'e674141e-bd2a-ba85-e616-aefb187c9c2a'],
    ['i/import-blocking', 'ebb53e5f-6574-9c0c-0b92-7ca6def56d7e'],
    ['i/import-user-lists', 'ea9cc34f-c415-4bc6-a6fe-28ac40357049'],
    ['i/import-antennas', '3b71d086-c3fa-431c-b01d-ded65a777172'],
  ])('%s refuses it with its own NO_SUCH_FILE', async (endpoint, errorId) => {
    // the victim's own export of a private list, sitting in their drive
    const text = endpoint === 'i/import-user-lists' ? 'friends,secretly_muted\n' : 'secretly_muted\n';
    const file = await uploadText(t.inst, victim.token, text, 'private.csv');
    const res = await t.api(endpoint, { fileId: file.id }, thief.token);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'NO_SUCH_FILE', id: errorId });
  });

  it('an import of the caller’s own file is still taken', async () => {
    const file = await uploadText(t.inst, thief.token, 'secretly_muted\n', 'mine.csv');
    expect((await t.api('i/import-muting', { fileId: file.id }, thief.token)).status).toBe(204);
  });
});

describe("an emoji made from another user's file", () => {
  const t = testInstance({ seed: 'demo' });
  const admin = t.signin('admin');
  const manager = t.signup('emoji_manager');
  const victim = t.signup('emoji_victim');

  async function makeManager() {
    const role = await t.api(
      'admin/roles/create',
      roleInput({
        name: 'Emoji managers',
        policies: { canManageCustomEmojis: { useDefault: false, priority: 0, value: true } },
      }),
      admin.token,
    );
    await t.api('admin/roles/assign', { roleId: role.body.id, userId: manager.id }, admin.token);
  }

  it('is refused to an emoji manager who is not a moderator, on add and on update', async () => {
    await makeManager();
    const secret = await uploadPng(t.inst, victim.token, { name: 'secret.png' });
    const added = await t.api('admin/emoji/add', { name: 'stolen', fileId: secret.id }, manager.token);
    expect(added.status).toBe(400);
    expect(added.body.error).toMatchObject({
      code: 'NO_SUCH_FILE',
      id: 'fc46b5a4-6b92-4c33-ac66-b806659bb5cf',
    });

    const own = await uploadPng(t.inst, manager.token, { name: 'own.png' });
    const made = await t.api('admin/emoji/add', { name: 'own_emoji', fileId: own.id }, manager.token);
    expect(made.status).toBe(200);
    const changed = await t.api('admin/emoji/update', { id: made.body.id, fileId: secret.id }, manager.token);
    expect(changed.status).toBe(400);
    expect(changed.body.error).toMatchObject({
      code: 'NO_SUCH_FILE',
      id: '14fb9fd9-0731-4e2f-aeb9-f09e4740333d',
    });
  });

  it('a moderator, who sees every file, may still use any file', async () => {
    const file = await uploadPng(t.inst, victim.token, { name: 'given.png' });
    const added = await t.api('admin/emoji/add', { name: 'given', fileId: file.id }, admin.token);
    expect(added.status).toBe(200);
  });
});
