import { describe, expect, it } from 'vitest';
import type { RunningInstance } from '../src/index.ts';
import { signup, testInstance } from './helpers.ts';
import type { Json } from './helpers.ts';
import { csvAccts, csvListPairs, parseAcct } from '../src/services/account-import.ts';

async function upload(inst: RunningInstance, token: string, text: string, name: string) {
  const form = new FormData();
  form.append('i', token);
  form.append('file', new Blob([text], { type: 'text/csv' }), name);
  const res = await fetch(`${inst.url}/api/drive/files/create`, { method: 'POST', body: form });
  return (await res.json()) as Json;
}

async function until<T>(fn: () => Promise<T | null | undefined | false>, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('account export, import and migration', () => {
  const t = testInstance();
  const api = t.api;
  const me = t.signup('exporter');
  const ann = t.signup('ann');
  const ben = t.signup('ben');

  async function exportFile(entity: string, token: string): Promise<{ file: Json; text: string }> {
    const n = await until(async () => {
      const list = (await api('i/notifications', { i: token, limit: 50, markAsRead: false })).body as Json[];
      return list.find((x) => x.type === 'exportCompleted' && x.exportedEntity === entity);
    });
    const file = (await api('drive/files/show', { i: token, fileId: n.fileId })).body;
    const text = await (await fetch(file.url)).text();
    return { file, text };
  }

  it('exports following as acct lines into the drive and notifies', async () => {
    await api('following/create', { i: me.token, userId: ann.id });
    await api('following/create', { i: me.token, userId: ben.id });
    await api('mute/create', { i: me.token, userId: ben.id });
    const res = await api('i/export-following', { i: me.token, excludeMuting: true });
    expect(res.status).toBe(204);
    const { file, text } = await exportFile('following', me.token);
    expect(file.name).toMatch(/^following-.*\.csv$/);
    expect(text).toBe('ann\n');
  });

  it('exports user lists as listname,acct and antennas as JSON', async () => {
    const list = (await api('users/lists/create', { i: me.token, name: 'friends' })).body;
    await api('users/lists/push', { i: me.token, listId: list.id, userId: ann.id });
    expect((await api('i/export-user-lists', { i: me.token })).status).toBe(204);
    expect((await exportFile('userList', me.token)).text).toBe('friends,ann\n');
    await api('antennas/create', {
      i: me.token,
      name: 'cats',
      src: 'all',
      keywords: [['cat']],
      excludeKeywords: [],
      users: [],
      caseSensitive: false,
      withReplies: false,
      withFile: false,
    });
    expect((await api('i/export-antennas', { i: me.token })).status).toBe(204);
    const antennas = JSON.parse((await exportFile('antenna', me.token)).text);
    expect(antennas).toEqual([expect.objectContaining({ name: 'cats', keywords: [['cat']] })]);
  });

  it('imports a following CSV: known accounts are followed, unknown skipped', async () => {
    const fresh = await signup(t.inst, 'importer');
    const file = await upload(t.inst, fresh.token, 'ann\n@ben\nnobody-here\n', 'following.csv');
    const res = await api('i/import-following', { i: fresh.token, fileId: file.id });
    expect(res.status).toBe(204);
    const names = await until(async () => {
      const list = (await api('users/following', { i: fresh.token, userId: fresh.id })).body as Json[];
      return list.length === 2 ? list.map((f) => f.followee.username).sort() : null;
    });
    expect(names).toEqual(['ann', 'ben']);
  });

  it('imports muting and user lists', async () => {
    const fresh = await signup(t.inst, 'importer2');
    const mutes = await upload(t.inst, fresh.token, 'ann\n', 'mute.csv');
    expect((await api('i/import-muting', { i: fresh.token, fileId: mutes.id })).status).toBe(204);
    await until(async () => ((await api('mute/list', { i: fresh.token })).body as Json[]).length === 1);
    const lists = await upload(t.inst, fresh.token, 'pals,ann\npals,ben\n', 'lists.csv');
    expect((await api('i/import-user-lists', { i: fresh.token, fileId: lists.id })).status).toBe(204);
    const got = await until(async () => {
      const l = (await api('users/lists/list', { i: fresh.token })).body as Json[];
      return l.length === 1 && l[0].userIds.length === 2 ? l[0] : null;
    });
    expect(got.name).toBe('pals');
  });

  it('answers Misskey errors for a missing or empty file', async () => {
    const missing = await api('i/import-following', { i: me.token, fileId: 'aaaaaaaaaa' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      code: 'NO_SUCH_FILE',
      id: 'b98644cf-a5ac-4277-a502-0b8054a709a3',
    });
    const empty = await upload(t.inst, me.token, '', 'empty.csv');
    const res = await api('i/import-blocking', { i: me.token, fileId: empty.id });
    expect(res.body.error).toMatchObject({ code: 'EMPTY_FILE', id: '6f3a4dcc-f060-a707-4950-806fbdbe60d6' });
    const big = await upload(t.inst, me.token, 'a\n'.repeat(40_000), 'big.csv');
    const tooBig = await api('i/import-muting', { i: me.token, fileId: big.id });
    expect(tooBig.body.error).toMatchObject({
      code: 'TOO_BIG_FILE',
      id: '9b4ada6d-d7f7-0472-0713-4f558bd1ec9c',
    });
  });

  it('saves local aliases and moves only to an account that lists this one', async () => {
    const from = await signup(t.inst, 'mover');
    const to = await signup(t.inst, 'newhome');
    const unknown = await api('i/update', { i: to.token, alsoKnownAs: ['@ghost'] });
    expect(unknown.body.error).toMatchObject({
      code: 'NO_SUCH_USER',
      id: 'fcd2eef9-a9b2-4c4f-8624-038099e90aa5',
    });
    const self = await api('i/update', { i: to.token, alsoKnownAs: ['newhome'] });
    expect(self.body.error.code).toBe('FORBIDDEN_TO_SET_YOURSELF');

    const forbids = await api('i/move', { i: from.token, moveToAccount: '@newhome' });
    expect(forbids.body.error).toMatchObject({
      code: 'DESTINATION_ACCOUNT_FORBIDS',
      id: 'b5c90186-4ab0-49c8-9bba-a1f766282ba4',
    });
    const none = await api('i/move', { i: from.token, moveToAccount: '@someone@far.example' });
    expect(none.body.error).toMatchObject({
      code: 'NO_SUCH_USER',
      id: 'fcd2eef9-a9b2-4c4f-8624-038099e90aa5',
    });

    const saved = await api('i/update', { i: to.token, alsoKnownAs: ['@mover'] });
    expect(saved.status).toBe(200);
    expect(saved.body.alsoKnownAs).toEqual([`${t.inst.url}/users/${from.id}`]);

    await api('following/create', { i: ann.token, userId: from.id });
    const moved = await api('i/move', { i: from.token, moveToAccount: '@newhome' });
    expect(moved.status).toBe(200);
    expect((await api('i', { i: from.token })).body.movedTo).toBe(to.id);
    const rel = (await api('users/show', { i: ann.token, userId: to.id })).body;
    expect(rel.isFollowing).toBe(true);
    const again = await api('i/move', { i: from.token, moveToAccount: '@newhome' });
    expect(again.status).toBe(403);
    expect(again.body.error.code).toBe('YOUR_ACCOUNT_MOVED');
    const file = await upload(t.inst, from.token, 'ann\n', 'f.csv');
    const imp = await api('i/import-following', { i: from.token, fileId: file.id });
    expect(imp.body.error.code).toBe('YOUR_ACCOUNT_MOVED');
  });
});

describe('acct and CSV parsing', () => {
  it('splits accts and CSV lines', () => {
    expect(parseAcct('@a@b.example')).toEqual({ username: 'a', host: 'b.example' });
    expect(parseAcct('a')).toEqual({ username: 'a', host: null });
    expect(csvAccts('a\r\n\n@b@x.y,extra\n')).toEqual(['a', '@b@x.y']);
    expect(csvListPairs('l1,a\nbad\nl2,@b\n')).toEqual([
      { list: 'l1', acct: 'a' },
      { list: 'l2', acct: '@b' },
    ]);
  });
});
