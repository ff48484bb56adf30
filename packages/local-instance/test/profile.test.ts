import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInstance } from '../src/index.ts';
import { apiClient, signup, start, testInstance } from './helpers.ts';
import type { Json } from './helpers.ts';
import { spanStart, userNotesChart } from '../src/services/user-notes-chart.ts';

type Who = { id: string; token: string };

describe('profile endpoints', () => {
  let inst: RunningInstance;
  let api: ReturnType<typeof apiClient>;
  let author: Who;
  let viewer: Who;
  let locked: Who;
  let plain: Json;
  let withFile: Json;
  let reply: Json;
  let renote: Json;
  beforeAll(async () => {
    inst = await start();
    api = apiClient(inst);
    author = await signup(inst, 'author');
    viewer = await signup(inst, 'viewer');
    locked = await signup(inst, 'locked');
    await api('i/update', { i: locked.token, isLocked: true, description: 'Quiet place. #Cats #tea' });
    await api('i/update', { i: author.token, description: 'I like #cats and #dev' });
    const file = await fetch(`${inst.url}/api/drive/files/create`, {
      method: 'POST',
      body: (() => {
        const fd = new FormData();
        fd.set('i', author.token);
        fd.set('file', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
        return fd;
      })(),
    }).then((r) => r.json() as Promise<{ id: string }>);
    plain = (await api('notes/create', { i: author.token, text: 'plain note' })).body.createdNote;
    withFile = (await api('notes/create', { i: author.token, text: 'with a file', fileIds: [file.id] })).body
      .createdNote;
    const other = (await api('notes/create', { i: viewer.token, text: 'question?' })).body.createdNote;
    reply = (await api('notes/create', { i: author.token, text: 'an answer', replyId: other.id })).body
      .createdNote;
    renote = (await api('notes/create', { i: author.token, renoteId: other.id })).body.createdNote;
  });
  afterAll(() => inst.close());

  const ids = (res: { body: Json[] }) => res.body.map((n) => n.id);

  describe('users/notes', () => {
    it('leaves replies out by default and puts them in with withReplies', async () => {
      const def = await api('users/notes', { userId: author.id });
      expect(ids(def)).toEqual([renote.id, withFile.id, plain.id]);
      const all = await api('users/notes', { userId: author.id, withReplies: true });
      expect(ids(all)).toEqual([renote.id, reply.id, withFile.id, plain.id]);
    });

    it('gives only notes with files with withFiles, and drops pure renotes with withRenotes: false', async () => {
      expect(ids(await api('users/notes', { userId: author.id, withFiles: true }))).toEqual([withFile.id]);
      expect(ids(await api('users/notes', { userId: author.id, withRenotes: false }))).toEqual([
        withFile.id,
        plain.id,
      ]);
    });

    it('refuses withReplies together with withFiles as Misskey does', async () => {
      const res = await api('users/notes', { userId: author.id, withReplies: true, withFiles: true });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'BOTH_WITH_REPLIES_AND_WITH_FILES',
        id: '91c8cb9f-36ed-46e7-9ca2-7df96ed6e222',
      });
    });
  });

  describe('follow requests', () => {
    it('asks a locked account first, shows the request as pending, and lets the follower cancel it', async () => {
      const res = await api('following/create', { i: viewer.token, userId: locked.id });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: locked.id, username: 'locked' });
      const shown = (await api('users/show', { i: viewer.token, userId: locked.id })).body;
      expect(shown).toMatchObject({
        isFollowing: false,
        hasPendingFollowRequestFromYou: true,
        isLocked: true,
      });
      expect(shown.followersCount).toBe(0);
      const fromSide = (await api('users/show', { i: locked.token, userId: viewer.id })).body;
      expect(fromSide.hasPendingFollowRequestToYou).toBe(true);
      expect((await api('i', { i: locked.token })).body.hasPendingReceivedFollowRequest).toBe(true);
      const sent = await api('following/requests/sent', { i: viewer.token });
      expect(sent.body.map((r: Json) => r.followee.id)).toEqual([locked.id]);

      const cancel = await api('following/requests/cancel', { i: viewer.token, userId: locked.id });
      expect(cancel.status).toBe(200);
      expect(cancel.body.id).toBe(locked.id);
      const after = (await api('users/show', { i: viewer.token, userId: locked.id })).body;
      expect(after.hasPendingFollowRequestFromYou).toBe(false);
      const again = await api('following/requests/cancel', { i: viewer.token, userId: locked.id });
      expect(again.body.error).toMatchObject({
        code: 'FOLLOW_REQUEST_NOT_FOUND',
        id: '089b125b-d338-482a-9a09-e2622ac9f8d4',
      });
    });

    it('lists received requests, notifies both sides, and starts the follow on accept', async () => {
      await api('following/create', { i: viewer.token, userId: locked.id });
      const list = await api('following/requests/list', { i: locked.token });
      expect(list.body).toHaveLength(1);
      expect(list.body[0]).toMatchObject({ follower: { id: viewer.id }, followee: { id: locked.id } });
      const notes = await api('i/notifications', { i: locked.token });
      expect(notes.body.some((n: Json) => n.type === 'receiveFollowRequest' && n.userId === viewer.id)).toBe(
        true,
      );

      expect((await api('following/requests/accept', { i: locked.token, userId: viewer.id })).status).toBe(
        204,
      );
      const shown = (await api('users/show', { i: viewer.token, userId: locked.id })).body;
      expect(shown).toMatchObject({
        isFollowing: true,
        hasPendingFollowRequestFromYou: false,
        followersCount: 1,
      });
      const viewerNotes = await api('i/notifications', { i: viewer.token });
      expect(viewerNotes.body[0]).toMatchObject({ type: 'followRequestAccepted', userId: locked.id });
      const none = await api('following/requests/accept', { i: locked.token, userId: viewer.id });
      expect(none.body.error).toMatchObject({
        code: 'NO_FOLLOW_REQUEST',
        id: 'bcde4f8b-0913-4614-8881-614e522fb041',
      });
      await api('following/delete', { i: viewer.token, userId: locked.id });
    });

    it('drops a request on reject', async () => {
      await api('following/create', { i: author.token, userId: locked.id });
      expect((await api('following/requests/reject', { i: locked.token, userId: author.id })).status).toBe(
        204,
      );
      expect((await api('following/requests/list', { i: locked.token })).body).toEqual([]);
      const shown = (await api('users/show', { i: author.token, userId: locked.id })).body;
      expect(shown).toMatchObject({ isFollowing: false, hasPendingFollowRequestFromYou: false });
    });
  });

  describe('users/reactions', () => {
    it('lists the notes a user reacted to while reactions are public, and refuses when not', async () => {
      await api('notes/reactions/create', { i: viewer.token, noteId: plain.id, reaction: '👍' });
      const res = await api('users/reactions', { userId: viewer.id });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
      expect(res.body[0]).toMatchObject({ type: '👍', note: { id: plain.id }, user: { id: viewer.id } });

      await api('i/update', { i: viewer.token, publicReactions: false });
      const hidden = await api('users/reactions', { userId: viewer.id, i: author.token });
      expect(hidden.status).toBe(400);
      expect(hidden.body.error).toMatchObject({
        code: 'REACTIONS_NOT_PUBLIC',
        id: '673a7dd2-6924-1093-e0c0-e68456ceae5c',
      });
      // the user still sees their own
      expect((await api('users/reactions', { userId: viewer.id, i: viewer.token })).body).toHaveLength(1);
    });
  });

  describe('hashtags/users', () => {
    it('finds the users whose profile has the tag, in any case, sorted as asked', async () => {
      const res = await api('hashtags/users', { tag: 'CATS', sort: '+createdAt' });
      expect(res.status).toBe(200);
      expect(res.body.map((u: Json) => u.username)).toEqual(['locked', 'author']);
      const older = await api('hashtags/users', { tag: 'cats', sort: '-createdAt', limit: 1 });
      expect(older.body.map((u: Json) => u.username)).toEqual(['author']);
      expect((await api('hashtags/users', { tag: 'tea', sort: '+follower' })).body).toHaveLength(1);
      expect((await api('hashtags/users', { tag: 'cat', sort: '+follower' })).body).toEqual([]);
      expect(
        (await api('hashtags/users', { tag: 'cats', sort: '+follower', origin: 'remote' })).body,
      ).toEqual([]);
      expect((await api('hashtags/users', { tag: 'cats' })).body.error.code).toBe('INVALID_PARAM');
    });
  });

  describe('charts/user/notes', () => {
    it('counts notes per day with kinds, newest first', async () => {
      const res = await api('charts/user/notes', { userId: author.id, span: 'day', limit: 3 });
      expect(res.status).toBe(200);
      expect(res.body.inc).toHaveLength(3);
      expect(res.body.inc[0]).toBe(4);
      expect(res.body.total[0]).toBe(4);
      expect(res.body.diffs).toMatchObject({ normal: [2, 0, 0], reply: [1, 0, 0], renote: [1, 0, 0] });
      expect(res.body.diffs.withFile[0]).toBe(1);
      expect(res.body.dec).toEqual([0, 0, 0]);
    });

    it('puts each note into its span and keeps a running total', () => {
      const DAY = 86_400_000;
      const now = spanStart(Date.UTC(2025, 0, 10, 12), 'day') + 12 * 3_600_000;
      const rows = [now - 2 * DAY, now - 2 * DAY + 1000, now - 10 * DAY, now];
      const db = {
        prepare: (sql: string) => ({
          all: ({ start, end }: { start: number; end: number }) =>
            rows
              .filter((t) => t >= start && t < end)
              .map((createdAt) => ({ createdAt, replyId: null, renoteId: null, hasFiles: 0 })),
          get: ({ end }: { end: number }) => ({ c: rows.filter((t) => t < end).length, sql }),
        }),
      };
      const chart = userNotesChart(db as never, 'u', 'day', 4, null, now);
      expect(chart.inc).toEqual([1, 0, 2, 0]);
      expect(chart.total).toEqual([4, 3, 3, 1]);
    });
  });

  describe('users/achievements, users/pages, users/clips', () => {
    it('answers with lists', async () => {
      expect((await api('users/achievements', { userId: author.id })).body).toEqual([]);
      expect((await api('users/pages', { userId: author.id })).body).toEqual([]);
      expect((await api('users/clips', { userId: author.id })).body).toEqual([]);
    });
  });
});

describe('profile demo data', () => {
  const t = testInstance({ seed: 'demo' });
  const api = t.api;

  it('has frank locked with a pending request from dave, and achievements from the seeded activity', async () => {
    const frank = (await api('users/show', { username: 'frank' })).body;
    expect(frank.isLocked).toBe(true);
    const alice = (await api('users/show', { username: 'alice' })).body;
    const ach = await api('users/achievements', { userId: alice.id });
    const names = ach.body.map((a: Json) => a.name);
    expect(names).toEqual(expect.arrayContaining(['notes1', 'notes10', 'followers1', 'profileFilled']));
    expect(typeof ach.body[0].unlockedAt).toBe('number');
    const users = await api('hashtags/users', { tag: 'dev', sort: '+follower' });
    expect(users.body.map((u: Json) => u.username)).toEqual(['bob']);
  });
});
