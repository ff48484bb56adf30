import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signup, start, StreamClient, testInstance } from './helpers.ts';

describe('what the post form needs', () => {
  const t = testInstance({ testHooks: true, allowedPrivateNetworks: ['127.0.0.1/32'] });
  const api = t.api;
  const me = t.signup('writer');
  beforeAll(async () => {
    await signup(t.inst, 'wright');
    await signup(t.inst, 'reader');
  });

  it('drive/folders lists the folders of a folder (the root when none is given)', async () => {
    const res = await api('drive/folders', { i: me.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    const unauth = await api('drive/folders', {});
    expect(unauth.status).toBe(401);
  });

  it('users/search-by-username-and-host finds users by username prefix, on this host only', async () => {
    const res = await api('users/search-by-username-and-host', { username: 'wri', limit: 10, detail: false });
    expect(res.status).toBe(200);
    expect(res.body.map((u: { username: string }) => u.username).sort()).toEqual(['wright', 'writer']);
    expect(res.body[0]).not.toHaveProperty('followersCount');
    const exact = await api('users/search-by-username-and-host', { username: 'writer' });
    expect(exact.body[0].username).toBe('writer');
    const remote = await api('users/search-by-username-and-host', {
      username: 'wri',
      host: 'elsewhere.test',
    });
    expect(remote.body).toEqual([]);
  });

  it('drive/files/upload-from-url answers 204 and then sends urlUploadFinished with the marker', async () => {
    const stream = await StreamClient.open(t.inst, me.token);
    await stream.connect('main', 'main1');
    const res = await api('drive/files/upload-from-url', {
      i: me.token,
      url: `${t.inst.url}/identicon/someone`,
      marker: 'm-123',
    });
    expect(res.status).toBe(204);
    const done = await stream.waitFor(
      (m) => m.type === 'channel' && m.body.type === 'urlUploadFinished',
      10_000,
    );
    expect(done.body.body.marker).toBe('m-123');
    expect(done.body.body.file).toMatchObject({ name: 'someone', type: 'image/png' });
    const listed = await api('drive/files', { i: me.token });
    expect(listed.body.map((f: { id: string }) => f.id)).toContain(done.body.body.file.id);
    stream.close();
  });

  it('kumo-test/fail-next makes the next call of an endpoint fail once, as asked', async () => {
    const error = { message: 'Planned.', code: 'INTERNAL_ERROR', id: 'planned-id', kind: 'server' };
    const planned = await api('kumo-test/fail-next', { endpoint: 'notes/create', status: 500, error });
    expect(planned.status).toBe(204);
    const failed = await api('notes/create', { i: me.token, text: 'hello' });
    expect(failed).toEqual({ status: 500, body: { error } });
    const ok = await api('notes/create', { i: me.token, text: 'hello' });
    expect(ok.status).toBe(200);
  });

  it('the fail switch does not exist unless the instance is started with testHooks', async () => {
    const plain = await start();
    const res = await apiClient(plain)('kumo-test/fail-next', { endpoint: 'meta' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Route POST:/api/kumo-test/fail-next not found');
    await plain.close();
  });
});
