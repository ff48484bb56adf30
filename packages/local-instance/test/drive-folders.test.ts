import { describe, expect, it } from 'vitest';
import { StreamClient, testInstance } from './helpers.ts';
import type { Json } from './helpers.ts';

describe('drive folders and file events', () => {
  const t = testInstance();
  const me = t.signup('folders');
  const other = t.signup('stranger');
  const api = (endpoint: string, body: Record<string, unknown> = {}, token = me.token) =>
    t.api(endpoint, body, token);

  async function upload(name: string, folderId?: string): Promise<Json> {
    const form = new FormData();
    form.append('i', me.token);
    if (folderId) form.append('folderId', folderId);
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), name);
    return (await fetch(`${t.inst.url}/api/drive/files/create`, { method: 'POST', body: form })).json();
  }

  it('creates, renames and moves folders, never into themselves or below themselves', async () => {
    const top = (await api('drive/folders/create', { name: 'Photos' })).body;
    const child = (await api('drive/folders/create', { name: 'Trips', parentId: top.id })).body;
    const grandchild = (await api('drive/folders/create', { name: '2026', parentId: child.id })).body;
    expect(child).toMatchObject({ name: 'Trips', parentId: top.id });
    expect((await api('drive/folders/create', {})).body.name).toBe('Untitled');
    expect((await api('drive/folders/create', { parentId: 'azzzzzzzzzzzzzzz' })).body.error.code).toBe(
      'NO_SUCH_FOLDER',
    );

    for (const parentId of [top.id, grandchild.id]) {
      const res = await api('drive/folders/update', { folderId: top.id, parentId });
      expect(res.body.error).toMatchObject({
        code: 'RECURSIVE_NESTING',
        id: 'dbeb024837894013aed44279f9199740',
      });
    }
    const renamed = await api('drive/folders/update', {
      folderId: grandchild.id,
      name: '2027',
      parentId: null,
    });
    expect(renamed.body).toMatchObject({ name: '2027', parentId: null });
    expect((await api('drive/folders/find', { name: '2027' })).body.map((f: Json) => f.id)).toEqual([
      grandchild.id,
    ]);
    // another user's folder is not there for them
    expect(
      (await api('drive/folders/update', { folderId: top.id, name: 'x' }, other.token)).body.error.code,
    ).toBe('NO_SUCH_FOLDER');
  });

  it('deletes only empty folders', async () => {
    const box = (await api('drive/folders/create', { name: 'Box' })).body;
    const file = await upload('note.txt', box.id);
    expect((await api('drive/folders/delete', { folderId: box.id })).body.error.code).toBe(
      'HAS_CHILD_FILES_OR_FOLDERS',
    );
    await api('drive/files/delete', { fileId: file.id });
    expect((await api('drive/folders/delete', { folderId: box.id })).status).toBe(204);
    expect((await api('drive/folders/show', { folderId: box.id })).body.error.code).toBe('NO_SUCH_FOLDER');
  });

  it('lists the notes a file is attached to', async () => {
    const file = await upload('used.txt');
    const note = (await api('notes/create', { text: 'with a file', fileIds: [file.id] })).body.createdNote;
    await api('notes/create', { text: 'without' });
    const attached = (await api('drive/files/attached-notes', { fileId: file.id })).body;
    expect(attached.map((n: Json) => n.id)).toEqual([note.id]);
    expect((await api('drive/files/attached-notes', { fileId: file.id }, other.token)).status).toBe(400);
  });

  it("the drive channel tells of the owner's folders and files being made, changed and removed", async () => {
    const socket = await StreamClient.open(t.inst, me.token);
    await socket.connect('drive', 'd');
    const folder = (await api('drive/folders/create', { name: 'Live' })).body;
    const file = await upload('live.txt');
    await api('drive/files/update', { fileId: file.id, folderId: folder.id });
    await api('drive/files/delete', { fileId: file.id });
    await api('drive/folders/delete', { folderId: folder.id });
    const events = ['folderCreated', 'fileCreated', 'fileUpdated', 'fileDeleted', 'folderDeleted'];
    for (const type of events) await socket.waitFor((m) => m?.type === 'channel' && m.body?.type === type);
    const bodies = Object.fromEntries(
      socket.messages.filter((m) => m?.type === 'channel').map((m) => [m.body.type, m.body.body]),
    );
    expect(bodies.fileUpdated).toMatchObject({ id: file.id, folderId: folder.id });
    expect(bodies.fileDeleted).toBe(file.id);
    expect(bodies.folderDeleted).toBe(folder.id);
    socket.close();
  });
});
