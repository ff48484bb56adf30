import { describe, expect, it } from 'vitest';
import { testInstance } from './helpers.ts';

describe('drive/stream', () => {
  const t = testInstance();
  const me = t.signup('stream_owner');
  const other = t.signup('stream_other');

  const upload = async (token: string, name: string, type: string, folderId?: string) => {
    const form = new FormData();
    form.append('i', token);
    if (folderId) form.append('folderId', folderId);
    form.append('file', new Blob([new Uint8Array([137, 80, 78, 71])], { type }), name);
    const res = await fetch(`${t.inst.url}/api/drive/files/create`, { method: 'POST', body: form });
    return (await res.json()) as { id: string };
  };

  it("lists the caller's own files of every folder, newest first, filtered by type", async () => {
    const folder = await t.api('drive/folders/create', { name: 'Holiday' }, me.token);
    const a = await upload(me.token, 'a.png', 'image/png');
    const b = await upload(me.token, 'b.png', 'image/png', folder.body.id);
    await upload(me.token, 'notes.txt', 'text/plain');
    await upload(other.token, 'theirs.png', 'image/png');
    const images = await t.api('drive/stream', { type: 'image/*', limit: 10 }, me.token);
    expect(images.body.map((f: { id: string }) => f.id)).toEqual([b.id, a.id]);
    const all = await t.api('drive/stream', {}, me.token);
    expect(all.body).toHaveLength(3);
  });
});
