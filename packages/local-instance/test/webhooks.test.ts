import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { signin, signup, testInstance } from './helpers.ts';
import type { Json } from './helpers.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: Json;
}

/** A small HTTP receiver that records every POST and answers with `status`. */
async function receiver(status = 200) {
  const got: Received[] = [];
  const waiters: Array<() => void> = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      got.push({ headers: req.headers, body: JSON.parse(text) });
      res.statusCode = status;
      res.end('ok');
      waiters.splice(0).forEach((w) => w());
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hook`,
    got,
    async next(count: number) {
      while (got.length < count) await new Promise<void>((r) => waiters.push(r));
      return got[count - 1]!;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('i/webhooks', () => {
  const t = testInstance({ seed: 'demo', allowedPrivateNetworks: ['127.0.0.1/32'] });
  const api = t.api;
  const owner = t.signup('hookowner');
  const other = t.signup('hookother');

  it('creates, lists, shows, updates and deletes a webhook in Misskey’s shape', async () => {
    const created = await api(
      'i/webhooks/create',
      { name: 'CI', url: 'https://example.com/hook', on: ['note', 'follow'] },
      owner.token,
    );
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(String),
      userId: owner.id,
      name: 'CI',
      on: ['note', 'follow'],
      url: 'https://example.com/hook',
      secret: '',
      active: true,
      latestSentAt: null,
      latestStatus: null,
    });
    const webhookId = created.body.id;

    const list = await api('i/webhooks/list', {}, owner.token);
    expect(list.body.map((w: Json) => w.name)).toEqual(['CI']);
    expect((await api('i/webhooks/list', {}, other.token)).body).toEqual([]);

    const upd = await api(
      'i/webhooks/update',
      { webhookId, name: 'Deploys', secret: 's3cret', on: ['mention'], active: false },
      owner.token,
    );
    expect(upd.status).toBe(204);
    const shown = await api('i/webhooks/show', { webhookId }, owner.token);
    expect(shown.body).toMatchObject({
      name: 'Deploys',
      secret: 's3cret',
      on: ['mention'],
      active: false,
      url: 'https://example.com/hook',
    });

    // a null secret clears it
    await api('i/webhooks/update', { webhookId, secret: null }, owner.token);
    expect((await api('i/webhooks/show', { webhookId }, owner.token)).body.secret).toBe('');

    expect((await api('i/webhooks/delete', { webhookId }, owner.token)).status).toBe(204);
    expect((await api('i/webhooks/list', {}, owner.token)).body).toEqual([]);
  });

  it('answers NO_SUCH_WEBHOOK with each endpoint’s id, also for another user’s hook', async () => {
    const created = await api(
      'i/webhooks/create',
      { name: 'Mine', url: 'https://example.com/a', on: [] },
      owner.token,
    );
    const webhookId = created.body.id;
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['i/webhooks/show', {}, '50f614d9-3047-4f7e-90d8-ad6b2d5fb098'],
      ['i/webhooks/update', { name: 'x' }, 'fb0fea69-da18-45b1-828d-bd4fd1612518'],
      ['i/webhooks/delete', {}, 'bae73e5a-5522-4965-ae19-3a8688e71d82'],
      ['i/webhooks/test', { type: 'note' }, '0c52149c-e913-18f8-5dc7-74870bfe0cf9'],
    ];
    for (const [endpoint, extra, errId] of cases) {
      const res = await api(endpoint, { webhookId, ...extra }, other.token);
      expect(res.status, endpoint).toBe(400);
      expect(res.body.error, endpoint).toMatchObject({ code: 'NO_SUCH_WEBHOOK', id: errId });
    }
    // still there and unchanged for its owner
    expect((await api('i/webhooks/show', { webhookId }, owner.token)).body.name).toBe('Mine');
    await api('i/webhooks/delete', { webhookId }, owner.token);
  });

  it('refuses unknown event types and missing fields as INVALID_PARAM', async () => {
    const bad = await api(
      'i/webhooks/create',
      { name: 'x', url: 'https://example.com', on: ['everything'] },
      owner.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_PARAM');
    const noName = await api('i/webhooks/create', { url: 'https://example.com', on: [] }, owner.token);
    expect(noName.body.error.code).toBe('INVALID_PARAM');
  });

  it('stops at the webhookLimit policy with TOO_MANY_WEBHOOKS', async () => {
    const limited = await signup(t.inst, 'hooklimit');
    const admin = await signin(t.inst, 'admin');
    await api('admin/roles/update-default-policies', { policies: { webhookLimit: 2 } }, admin.token);
    try {
      for (const name of ['one', 'two']) {
        const ok = await api(
          'i/webhooks/create',
          { name, url: 'https://example.com', on: ['note'] },
          limited.token,
        );
        expect(ok.status).toBe(200);
      }
      const third = await api(
        'i/webhooks/create',
        { name: 'three', url: 'https://example.com', on: ['note'] },
        limited.token,
      );
      expect(third.status).toBe(400);
      expect(third.body.error).toMatchObject({
        code: 'TOO_MANY_WEBHOOKS',
        id: '87a9bb19-111e-4e37-81d3-a3e7426453b0',
      });
    } finally {
      await api('admin/roles/update-default-policies', { policies: {} }, admin.token);
    }
  });

  it('test sends a sample payload with the secret header and records the status', async () => {
    const hook = await receiver(202);
    try {
      const created = await api(
        'i/webhooks/create',
        { name: 'Receiver', url: hook.url, secret: 'pssst', on: ['reaction'] },
        owner.token,
      );
      const webhookId = created.body.id;
      const res = await api('i/webhooks/test', { webhookId, type: 'reaction' }, owner.token);
      expect(res.status).toBe(204);
      const got = await hook.next(1);
      expect(got.headers['x-misskey-hook-secret']).toBe('pssst');
      expect(got.body).toMatchObject({ hookId: webhookId, userId: owner.id, type: 'reaction' });
      expect(got.body.body.reaction.user.id).toBe(owner.id);
      await expect
        .poll(async () => (await api('i/webhooks/show', { webhookId }, owner.token)).body.latestStatus)
        .toBe(202);
      await api('i/webhooks/delete', { webhookId }, owner.token);
    } finally {
      await hook.close();
    }
  });

  it('delivers real events to active hooks that asked for them, and not to inactive ones', async () => {
    const hook = await receiver();
    const followee = await signup(t.inst, 'hookfollowee');
    try {
      const created = await api(
        'i/webhooks/create',
        { name: 'Follows', url: hook.url, secret: 'k', on: ['followed', 'note'] },
        followee.token,
      );
      await api('following/create', { userId: followee.id }, other.token);
      const got = await hook.next(1);
      expect(got.body).toMatchObject({ type: 'followed', body: { user: { id: other.id } } });

      await api('notes/create', { text: 'hello hooks' }, followee.token);
      const note = await hook.next(2);
      expect(note.body).toMatchObject({ type: 'note', body: { note: { text: 'hello hooks' } } });

      await api('i/webhooks/update', { webhookId: created.body.id, active: false }, followee.token);
      await api('notes/create', { text: 'silent' }, followee.token);
      await api('notes/create', { text: 'flush' }, owner.token);
      // the inactive hook got nothing more
      expect(hook.got.length).toBe(2);
    } finally {
      await hook.close();
    }
  });
});

describe('drive usage and sorting', () => {
  const t = testInstance({ seed: 'demo', allowedPrivateNetworks: ['127.0.0.1/32'] });
  const api = t.api;

  async function rawUpload(token: string, bytes: number, name: string) {
    const form = new FormData();
    form.append('i', token);
    form.append('file', new Blob([new Uint8Array(bytes).fill(65)], { type: 'text/plain' }), name);
    const res = await fetch(`${t.inst.url}/api/drive/files/create`, { method: 'POST', body: form });
    return { status: res.status, body: (await res.json()) as Json };
  }
  async function upload(token: string, bytes: number, name: string) {
    const res = await rawUpload(token, bytes, name);
    expect(res.status).toBe(200);
    return res.body;
  }

  it('drive reports usage and the capacity of the driveCapacityMb policy', async () => {
    const user = await signup(t.inst, 'driveuser');
    const admin = await signin(t.inst, 'admin');
    expect((await api('drive', {}, user.token)).body).toEqual({ capacity: 1024 * 1024 * 1024, usage: 0 });
    await upload(user.token, 3000, 'a.txt');
    await api('admin/roles/update-default-policies', { policies: { driveCapacityMb: 5 } }, admin.token);
    try {
      expect((await api('drive', {}, user.token)).body).toEqual({ capacity: 5 * 1024 * 1024, usage: 3000 });
    } finally {
      await api('admin/roles/update-default-policies', { policies: {} }, admin.token);
    }
  });

  it('drive/files with sort +size lists the largest first, -size the smallest', async () => {
    const user = await signup(t.inst, 'sorter');
    await upload(user.token, 100, 'small.txt');
    await upload(user.token, 5000, 'big.txt');
    await upload(user.token, 900, 'mid.txt');
    const desc = await api('drive/files', { sort: '+size' }, user.token);
    expect(desc.body.map((f: Json) => f.name)).toEqual(['big.txt', 'mid.txt', 'small.txt']);
    const asc = await api('drive/files', { sort: '-size' }, user.token);
    expect(asc.body.map((f: Json) => f.name)).toEqual(['small.txt', 'mid.txt', 'big.txt']);
  });

  it('drive/folders/show answers NO_SUCH_FOLDER for a folder that is not the caller’s', async () => {
    const user = await signup(t.inst, 'folderless');
    const res = await api('drive/folders/show', { folderId: '9zzzzzzzzzzzzzzz' }, user.token);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'NO_SUCH_FOLDER',
      id: 'd74ab9eb-bb09-4bba-bf24-fb58f761e1e9',
    });
  });

  it('refuses an upload beyond the drive capacity with NO_FREE_SPACE', async () => {
    const user = await signup(t.inst, 'fulldrive');
    const admin = await signin(t.inst, 'admin');
    await api('admin/roles/update-default-policies', { policies: { driveCapacityMb: 1 } }, admin.token);
    try {
      await upload(user.token, 700 * 1024, 'first.txt');
      const over = await rawUpload(user.token, 400 * 1024, 'second.txt');
      expect(over.status).toBe(400);
      expect(over.body.error).toMatchObject({
        code: 'NO_FREE_SPACE',
        id: 'd08dbc37-a6a9-463a-8c47-96c32ab5f064',
      });
      await upload(user.token, 200 * 1024, 'fits.txt');
    } finally {
      await api('admin/roles/update-default-policies', { policies: {} }, admin.token);
    }
  });

  it('marks every upload sensitive when the uploader turned alwaysMarkNsfw on', async () => {
    const user = await signup(t.inst, 'alwaysnsfw');
    expect((await upload(user.token, 10, 'before.txt')).isSensitive).toBe(false);
    const upd = await api('i/update', { alwaysMarkNsfw: true }, user.token);
    expect(upd.body.alwaysMarkNsfw).toBe(true);
    expect((await upload(user.token, 10, 'after.txt')).isSensitive).toBe(true);
  });
});
