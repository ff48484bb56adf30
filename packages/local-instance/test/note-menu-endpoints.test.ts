import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInstance } from '../src/index.ts';
import { apiClient, signin, start } from './helpers.ts';
import type { Json } from './helpers.ts';

describe('favorites, clips, pins, thread muting and reports', () => {
  let inst: RunningInstance;
  let api: ReturnType<typeof apiClient>;
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };
  let admin: { id: string; token: string };
  const post = async (text: string, token: string, extra: Record<string, unknown> = {}) =>
    (await api('notes/create', { text, ...extra }, token)).body.createdNote as Json;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kumo-menu-'));
  beforeAll(async () => {
    inst = await start({ seed: 'demo', dataDir });
    api = apiClient(inst);
    alice = await signin(inst, 'alice');
    bob = await signin(inst, 'bob');
    admin = await signin(inst, 'admin');
  });
  afterAll(async () => {
    await inst.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('favorites a note once, lists it newest first, and unfavorites it', async () => {
    const first = await post('fav one', bob.token);
    const second = await post('fav two', bob.token);
    expect((await api('notes/favorites/create', { noteId: first.id }, alice.token)).status).toBe(204);
    expect((await api('notes/favorites/create', { noteId: second.id }, alice.token)).status).toBe(204);
    const again = await api('notes/favorites/create', { noteId: first.id }, alice.token);
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({
      code: 'ALREADY_FAVORITED',
      id: 'a402c12b-34dd-41d2-97d8-4d2ffd96a1a6',
    });
    expect((await api('notes/state', { noteId: first.id }, alice.token)).body).toEqual({
      isFavorited: true,
      isMutedThread: false,
    });
    const list = await api('i/favorites', { limit: 10 }, alice.token);
    expect(list.body.map((f: Json) => f.noteId)).toEqual([second.id, first.id]);
    expect(list.body[0]).toMatchObject({ noteId: second.id, note: { id: second.id, text: 'fav two' } });
    expect(typeof list.body[0].id).toBe('string');
    expect(typeof list.body[0].createdAt).toBe('string');
    const older = await api('i/favorites', { limit: 10, untilId: list.body[0].id }, alice.token);
    expect(older.body.map((f: Json) => f.noteId)).toEqual([first.id]);
    // bob's favorites are his own
    expect((await api('i/favorites', {}, bob.token)).body).toEqual([]);

    expect((await api('notes/favorites/delete', { noteId: first.id }, alice.token)).status).toBe(204);
    const notFav = await api('notes/favorites/delete', { noteId: first.id }, alice.token);
    expect(notFav.body.error).toMatchObject({
      code: 'NOT_FAVORITED',
      id: 'b625fc69-635e-45e9-86f4-dbefbef35af5',
    });
    expect((await api('notes/state', { noteId: first.id }, alice.token)).body.isFavorited).toBe(false);
    const missing = await api('notes/favorites/create', { noteId: 'zzzzzzzzzz' }, alice.token);
    expect(missing.body.error.code).toBe('NO_SUCH_NOTE');
  });

  it('creates clips, adds and removes notes, and keeps private clips private', async () => {
    const note = await post('clip me', bob.token);
    const created = await api('clips/create', { name: 'Reading', description: 'later' }, alice.token);
    expect(created.status).toBe(200);
    const clip = created.body;
    expect(clip).toMatchObject({
      name: 'Reading',
      description: 'later',
      isPublic: false,
      userId: alice.id,
      user: { id: alice.id, username: 'alice' },
      favoritedCount: 0,
      notesCount: 0,
      lastClippedAt: null,
    });
    expect((await api('clips/add-note', { clipId: clip.id, noteId: note.id }, alice.token)).status).toBe(204);
    const dup = await api('clips/add-note', { clipId: clip.id, noteId: note.id }, alice.token);
    expect(dup.body.error).toMatchObject({
      code: 'ALREADY_CLIPPED',
      id: '734806c4-542c-463a-9311-15c512803965',
    });
    // someone else's clip cannot be changed
    const foreign = await api('clips/add-note', { clipId: clip.id, noteId: note.id }, bob.token);
    expect(foreign.body.error).toMatchObject({
      code: 'NO_SUCH_CLIP',
      id: 'd6e76cc0-a1b5-4c7c-a287-73fa9c716dcf',
    });

    const shown = await api('clips/show', { clipId: clip.id }, alice.token);
    expect(shown.body.notesCount).toBe(1);
    expect(shown.body.lastClippedAt).not.toBeNull();
    expect((await api('clips/notes', { clipId: clip.id }, alice.token)).body.map((n: Json) => n.id)).toEqual([
      note.id,
    ]);
    expect((await api('notes/show', { noteId: note.id })).body.clippedCount).toBe(1);
    // private: hidden from others, and from notes/clips and users/clips
    expect((await api('clips/show', { clipId: clip.id }, bob.token)).body.error.code).toBe('NO_SUCH_CLIP');
    expect((await api('clips/notes', { clipId: clip.id })).body.error.code).toBe('NO_SUCH_CLIP');
    expect((await api('notes/clips', { noteId: note.id })).body).toEqual([]);
    expect((await api('users/clips', { userId: alice.id })).body).toEqual([]);

    const updated = await api(
      'clips/update',
      { clipId: clip.id, name: 'Public reading', isPublic: true },
      alice.token,
    );
    expect(updated.body).toMatchObject({ name: 'Public reading', isPublic: true, description: 'later' });
    expect((await api('notes/clips', { noteId: note.id })).body.map((c: Json) => c.id)).toEqual([clip.id]);
    expect((await api('users/clips', { userId: alice.id })).body.map((c: Json) => c.id)).toEqual([clip.id]);
    expect((await api('clips/notes', { clipId: clip.id })).body).toHaveLength(1);
    expect((await api('clips/list', {}, alice.token)).body.map((c: Json) => c.id)).toContain(clip.id);
    expect((await api('clips/list', {}, bob.token)).body).toEqual([]);

    expect((await api('clips/remove-note', { clipId: clip.id, noteId: note.id }, alice.token)).status).toBe(
      204,
    );
    expect((await api('clips/notes', { clipId: clip.id }, alice.token)).body).toEqual([]);
    expect((await api('clips/delete', { clipId: clip.id }, alice.token)).status).toBe(204);
    const gone = await api('clips/delete', { clipId: clip.id }, alice.token);
    expect(gone.body.error).toMatchObject({
      code: 'NO_SUCH_CLIP',
      id: '70ca08ba-6865-4630-b6fb-8494759aa754',
    });
  });

  it('limits the number of clips (TOO_MANY_CLIPS)', async () => {
    const carol = await signin(inst, 'carol');
    for (let i = 0; i < 10; i++)
      expect((await api('clips/create', { name: `c${i}` }, carol.token)).status).toBe(200);
    const over = await api('clips/create', { name: 'one too many' }, carol.token);
    expect(over.body.error).toMatchObject({
      code: 'TOO_MANY_CLIPS',
      id: '920f7c2d-6208-4b76-8082-e632020f5883',
    });
    const bad = await api('clips/create', { name: '' }, carol.token);
    expect(bad.body.error.code).toBe('INVALID_PARAM');
  });

  it('pins and unpins own notes only, newest pin first', async () => {
    const a = await post('pin a', alice.token);
    const b = await post('pin b', alice.token);
    const pinned = await api('i/pin', { noteId: a.id }, alice.token);
    expect(pinned.body.pinnedNoteIds[0]).toBe(a.id);
    const both = await api('i/pin', { noteId: b.id }, alice.token);
    expect(both.body.pinnedNoteIds.slice(0, 2)).toEqual([b.id, a.id]);
    const shown = await api('users/show', { username: 'alice' });
    expect(shown.body.pinnedNotes.map((n: Json) => n.id).slice(0, 2)).toEqual([b.id, a.id]);
    const again = await api('i/pin', { noteId: a.id }, alice.token);
    expect(again.body.error).toMatchObject({
      code: 'ALREADY_PINNED',
      id: '8b18c2b7-68fe-4edb-9892-c0cbaeb6c913',
    });
    const others = await api('i/pin', { noteId: a.id }, bob.token);
    expect(others.body.error).toMatchObject({
      code: 'NO_SUCH_NOTE',
      id: '56734f8b-3928-431e-bf80-6ff87df40cb3',
    });
    const unpinned = await api('i/unpin', { noteId: a.id }, alice.token);
    expect(unpinned.body.pinnedNoteIds).not.toContain(a.id);
    expect(unpinned.body.pinnedNoteIds).toContain(b.id);
  });

  it('stops pinning at the pin limit', async () => {
    const erin = await signin(inst, 'erin');
    for (let i = 0; i < 5; i++) {
      const n = await post(`erin pin ${i}`, erin.token);
      expect((await api('i/pin', { noteId: n.id }, erin.token)).status).toBe(200);
    }
    const n = await post('erin pin 6', erin.token);
    const over = await api('i/pin', { noteId: n.id }, erin.token);
    expect(over.body.error).toMatchObject({
      code: 'PIN_LIMIT_EXCEEDED',
      id: '72dab508-c64d-498f-8740-a8eec1ba385a',
    });
  });

  it('mutes a thread: no reply notifications from anywhere in it until unmuted', async () => {
    const root = await post('thread root', alice.token);
    const reply1 = await post('first reply', bob.token, { replyId: root.id });
    const count = async () =>
      (await api('i/notifications', { limit: 100, includeTypes: ['reply'] }, alice.token)).body.filter(
        (n: Json) => n.note?.replyId === root.id || n.note?.replyId === reply1.id,
      ).length;
    const before = await count();
    expect(before).toBe(1);
    // muting through a reply mutes the whole thread
    expect((await api('notes/thread-muting/create', { noteId: reply1.id }, alice.token)).status).toBe(204);
    expect((await api('notes/state', { noteId: root.id }, alice.token)).body.isMutedThread).toBe(true);
    await post('muted reply', bob.token, { replyId: root.id });
    expect(await count()).toBe(1);
    expect((await api('notes/thread-muting/delete', { noteId: root.id }, alice.token)).status).toBe(204);
    expect((await api('notes/state', { noteId: reply1.id }, alice.token)).body.isMutedThread).toBe(false);
    await post('heard reply', bob.token, { replyId: root.id });
    expect(await count()).toBe(2);
  });

  it('stores abuse reports and refuses reports of oneself or the admin', async () => {
    const ok = await api('users/report-abuse', { userId: bob.id, comment: 'spam links' }, alice.token);
    expect(ok.status).toBe(204);
    const db = new Database(path.join(dataDir, 'kumo.sqlite'), { readonly: true });
    const row = db.prepare('SELECT * FROM abuse_user_reports WHERE reporterId = ?').get(alice.id) as Json;
    db.close();
    expect(row).toMatchObject({ targetUserId: bob.id, comment: 'spam links' });
    const self = await api('users/report-abuse', { userId: alice.id, comment: 'me' }, alice.token);
    expect(self.body.error).toMatchObject({ code: 'CANNOT_REPORT_YOURSELF' });
    const adm = await api('users/report-abuse', { userId: admin.id, comment: 'x' }, alice.token);
    expect(adm.body.error).toMatchObject({ code: 'CANNOT_REPORT_THE_ADMIN' });
    const empty = await api('users/report-abuse', { userId: bob.id, comment: '' }, alice.token);
    expect(empty.body.error.code).toBe('INVALID_PARAM');
  });
});
