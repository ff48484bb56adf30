import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RunningInstance } from '../src/index.ts';
import { testInstance } from './helpers.ts';
import type { Json } from './helpers.ts';

async function upload(
  inst: RunningInstance,
  token: string,
  data: Buffer,
  name: string,
  type: string,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.append('i', token);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const res = await fetch(`${inst.url}/api/drive/files/create`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as Json };
}

describe('drive', () => {
  const t = testInstance({ maxUploadSize: 256 * 1024 });
  const api = t.api;
  const account = t.signup('uploader');

  it('uploads an image and serves it, with a thumbnail and metadata', async () => {
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const res = await upload(t.inst, account.token, png, 'blue.png', 'image/png', {
      isSensitive: 'true',
      comment: 'a blue box',
    });
    expect(res.status).toBe(200);
    const file = res.body;
    expect(file).toMatchObject({
      name: 'blue.png',
      type: 'image/png',
      size: png.length,
      isSensitive: true,
      comment: 'a blue box',
      properties: { width: 320, height: 200 },
    });
    expect(file.md5).toMatch(/^[0-9a-f]{32}$/);
    expect(typeof file.blurhash).toBe('string');
    const served = await fetch(file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const thumb = await fetch(file.thumbnailUrl);
    expect(thumb.headers.get('content-type')).toBe('image/webp');

    const list = (await api('drive/files', { i: account.token })).body;
    expect(list.map((f: Json) => f.id)).toEqual([file.id]);
    expect((await api('drive/files', { i: account.token, type: 'image/*' })).body).toHaveLength(1);
    expect((await api('drive/files', { i: account.token, type: 'text/*' })).body).toHaveLength(0);
    const updated = (
      await api('drive/files/update', {
        fileId: file.id,
        name: 'renamed.png',
        isSensitive: false,
        i: account.token,
      })
    ).body;
    expect(updated).toMatchObject({ name: 'renamed.png', isSensitive: false });
    expect((await api('drive/files/show', { fileId: file.id, i: account.token })).body.user.username).toBe(
      'uploader',
    );

    const note = await api('notes/create', { fileIds: [file.id], i: account.token });
    expect(note.body.createdNote.files[0].id).toBe(file.id);

    expect((await api('drive/files/delete', { fileId: file.id, i: account.token })).status).toBe(204);
    expect((await fetch(file.url)).status).toBe(404);
    const show = await api('drive/files/show', { fileId: file.id, i: account.token });
    expect(show.body.error).toMatchObject({
      code: 'NO_SUCH_FILE',
      id: '067bc436-2718-4795-b0fb-ecbe43949e31',
    });
  });

  it('stores other files as they are', async () => {
    const res = await upload(t.inst, account.token, Buffer.from('hello, drive'), 'hello.txt', 'text/plain');
    expect(res.body).toMatchObject({
      name: 'hello.txt',
      type: 'text/plain',
      thumbnailUrl: null,
      blurhash: null,
    });
    expect(await (await fetch(res.body.url)).text()).toBe('hello, drive');
  });

  it('answers 413 for a file over the limit and keeps serving', async () => {
    const big = Buffer.alloc(300 * 1024, 1);
    const res = await upload(t.inst, account.token, big, 'big.bin', 'application/octet-stream');
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await api('meta')).status).toBe(200);
  });

  it('requires a file (an empty 400 without one, as upstream 2026.7) and a token', async () => {
    const form = new FormData();
    form.append('i', account.token);
    const noFile = await fetch(`${t.inst.url}/api/drive/files/create`, { method: 'POST', body: form });
    expect(noFile.status).toBe(400);
    expect(await noFile.text()).toBe('');
    const json = await fetch(`${t.inst.url}/api/drive/files/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ i: account.token }),
    });
    expect([json.status, await json.text()]).toEqual([400, '']);
    const res = await upload(t.inst, '', Buffer.from('x'), 'x.txt', 'text/plain');
    expect(res.status).toBe(401);
  });
});
