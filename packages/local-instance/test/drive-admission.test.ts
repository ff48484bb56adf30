import { createServer, type Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { fileTypeAllowed } from '../src/services/drive-admission.ts';
import { StreamClient, testInstance, type Json } from './helpers.ts';
import { grantPolicies, uploadBytes } from './role-grants.ts';

const MB = 1024 * 1024;

describe('which file types a role lets in', () => {
  it('reads `*`, `*/*`, a family such as `image/*` and exact types, as Misskey', () => {
    expect(fileTypeAllowed(['image/*'], 'image/png')).toBe(true);
    expect(fileTypeAllowed(['image/*'], 'video/mp4')).toBe(false);
    expect(fileTypeAllowed(['image/png'], 'image/jpeg')).toBe(false);
    expect(fileTypeAllowed(['*/*'], 'application/zip')).toBe(true);
    expect(fileTypeAllowed(['*'], 'application/octet-stream')).toBe(true);
    expect(fileTypeAllowed([], 'text/plain')).toBe(false);
  });
});

/** Files served over HTTP, for uploads from a URL. */
async function fileServer(files: Record<string, { body: string; type: string }>) {
  const server: Server = createServer((req, res) => {
    const file = files[(req.url ?? '').slice(1)];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: (name: string) => `http://127.0.0.1:${port}/${name}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('every way into a drive keeps its quota and type rules', () => {
  const t = testInstance({ seed: 'demo', allowedPrivateNetworks: ['127.0.0.1/32'] });
  const admin = t.signin('admin');

  /**
   * Asks for an upload from `url` and answers the file once it has arrived, or null when it has
   * not within `waitMs` (a refused upload sends nothing, as on Misskey: waiting is the only way to
   * see it; a stored one arrives within a second).
   */
  async function uploadFromUrl(token: string, url: string, waitMs = 10_000): Promise<Json | null> {
    const stream = await StreamClient.open(t.inst, token);
    await stream.connect('main', 'main');
    const marker = `m${Math.random()}`;
    const arrived = stream
      .waitFor((m: Json) => m.body?.type === 'urlUploadFinished' && m.body.body.marker === marker, waitMs)
      .then((m: Json) => m.body.body.file as Json)
      .catch(() => null);
    const res = await t.api('drive/files/upload-from-url', { url, marker }, token);
    expect(res.status).toBe(204);
    const file = await arrived;
    stream.close();
    return file;
  }

  const names = async (token: string) =>
    ((await t.api('drive/files', { limit: 100 }, token)).body as Json[]).map((f) => f.name).sort();

  it('upload-from-url does not store a file that would take the drive past its capacity', async () => {
    const user = await t.api('signup', { username: 'url_quota', password: 'pass-word' });
    await grantPolicies(t.inst, admin.token, user.body.id, { driveCapacityMb: 1 });
    const files = await fileServer({
      'big.txt': { body: 'a'.repeat(1.5 * MB), type: 'text/plain' },
      'small.txt': { body: 'b'.repeat(1000), type: 'text/plain' },
    });
    try {
      expect(await uploadFromUrl(user.body.token, files.url('big.txt'), 3000)).toBeNull();
      expect(await uploadFromUrl(user.body.token, files.url('small.txt'))).toMatchObject({ size: 1000 });
    } finally {
      await files.close();
    }
    const drive = await t.api('drive', {}, user.body.token);
    expect(drive.body.usage).toBe(1000);
    expect(drive.body.usage).toBeLessThanOrEqual(drive.body.capacity);
    expect(await names(user.body.token)).toEqual(['small.txt']);
  });

  it('upload-from-url does not store a file of a type the roles do not allow', async () => {
    const user = await t.api('signup', { username: 'url_types', password: 'pass-word' });
    await grantPolicies(t.inst, admin.token, user.body.id, { uploadableFileTypes: ['image/*'] });
    const files = await fileServer({ 'words.txt': { body: 'some words', type: 'text/plain' } });
    try {
      expect(await uploadFromUrl(user.body.token, files.url('words.txt'), 3000)).toBeNull();
    } finally {
      await files.close();
    }
    const picture = await uploadFromUrl(user.body.token, `${t.inst.url}/identicon/someone`);
    expect(picture).toMatchObject({ type: 'image/png' });
    expect(await names(user.body.token)).toEqual(['someone']);
  });

  it('an export that would not fit in the drive fails and leaves no file behind', async () => {
    const user = await t.api('signup', { username: 'export_quota', password: 'pass-word' });
    await t.api('notes/create', { text: 'something to export' }, user.body.token);
    await grantPolicies(t.inst, admin.token, user.body.id, { driveCapacityMb: 0 });
    expect((await t.api('i/export-notes', {}, user.body.token)).status).toBe(204);
    let jobs: Json[] = [];
    for (let i = 0; i < 100 && jobs.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const res = await t.api(
        'admin/queue/jobs',
        { queue: 'db', state: ['completed', 'failed'], search: user.body.id },
        admin.token,
      );
      jobs = res.body as Json[];
    }
    expect(jobs.map((j) => j.name)).toEqual(['exportNotes']);
    expect(jobs[0].failedReason).toBeTruthy();
    expect(await names(user.body.token)).toEqual([]);
    const notifications = await t.api('i/notifications', {}, user.body.token);
    expect((notifications.body as Json[]).filter((n) => n.type === 'exportCompleted')).toEqual([]);
  });

  it('drive/files/create refuses a type the roles do not allow with UNALLOWED_FILE_TYPE', async () => {
    const user = await t.api('signup', { username: 'create_types', password: 'pass-word' });
    expect((await uploadBytes(t.inst, user.body.token, 'hello', 'a.txt')).status).toBe(200);
    await grantPolicies(t.inst, admin.token, user.body.id, { uploadableFileTypes: ['image/png'] });
    const res = await uploadBytes(t.inst, user.body.token, 'hello again', 'b.txt');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'UNALLOWED_FILE_TYPE',
      id: '4becd248-7f2c-48c4-a9f0-75edc4f9a1ea',
    });
    expect(await names(user.body.token)).toEqual(['a.txt']);
  });

  it('a file whose type cannot be told is application/octet-stream, refused unless listed', async () => {
    const user = await t.api('signup', { username: 'octet', password: 'pass-word' });
    const binary = new Uint8Array([0, 1, 2, 3, 0, 255, 254, 0]);
    const refused = await uploadBytes(
      t.inst,
      user.body.token,
      binary,
      'blob.bin',
      'application/octet-stream',
    );
    expect(refused.body.error?.code).toBe('UNALLOWED_FILE_TYPE');
    await grantPolicies(t.inst, admin.token, user.body.id, {
      uploadableFileTypes: ['application/octet-stream'],
    });
    const taken = await uploadBytes(t.inst, user.body.token, binary, 'blob.bin', 'application/octet-stream');
    expect(taken.status).toBe(200);
    expect(taken.body.type).toBe('application/octet-stream');
  });

  it('drive/files/create refuses a file over maxFileSizeMb with MAX_FILE_SIZE_EXCEEDED (413)', async () => {
    const user = await t.api('signup', { username: 'create_size', password: 'pass-word' });
    await grantPolicies(t.inst, admin.token, user.body.id, { maxFileSizeMb: 10 / MB });
    expect((await uploadBytes(t.inst, user.body.token, 'x'.repeat(10), 'ten.txt')).status).toBe(200);
    const res = await uploadBytes(t.inst, user.body.token, 'x'.repeat(11), 'eleven.txt');
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({
      code: 'MAX_FILE_SIZE_EXCEEDED',
      id: 'b9d8c348-33f0-4673-b9a9-5d4da058977a',
    });
  });

  it('moderators and administrators are not held to the upload limits', async () => {
    const me = await t.api('i', {}, admin.token);
    await grantPolicies(t.inst, admin.token, me.body.id, {
      driveCapacityMb: 0,
      uploadableFileTypes: ['image/png'],
    });
    const res = await uploadBytes(t.inst, admin.token, 'an admin’s notes', 'notes.txt');
    expect(res.status).toBe(200);
  });
});
