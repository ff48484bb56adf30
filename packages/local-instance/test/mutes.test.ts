import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInstance } from '../src/index.ts';
import { fromMutedInstance, normaliseHosts } from '../src/services/mutes.ts';
import { apiClient, signup, start, StreamClient } from './helpers.ts';
import type { Json } from './helpers.ts';

type Who = { id: string; token: string };

describe('mutes, renote mutes and blocks', () => {
  let inst: RunningInstance;
  let api: ReturnType<typeof apiClient>;
  let n = 0;
  const user = async (): Promise<Who> => signup(inst, `mu${++n}x${Date.now() % 100000}`);
  const post = async (who: Who, body: Record<string, unknown>) =>
    (await api('notes/create', body, who.token)).body.createdNote as Json;
  const ids = async (endpoint: string, who: Who, body: Record<string, unknown> = {}) =>
    ((await api(endpoint, { limit: 100, ...body }, who.token)).body as Json[]).map((x) => x.id);
  const errorOf = (res: { status: number; body: Json }) => ({ status: res.status, ...res.body.error });

  beforeAll(async () => {
    inst = await start();
    api = apiClient(inst);
  });
  afterAll(async () => {
    await inst.close();
  });

  it('mute/create checks its target like Misskey', async () => {
    const me = await user();
    const other = await user();
    expect(errorOf(await api('mute/create', { userId: me.id }, me.token))).toMatchObject({
      status: 400,
      code: 'MUTEE_IS_YOURSELF',
      id: 'a4619cb2-5f23-484b-9301-94c903074e10',
    });
    expect(errorOf(await api('mute/create', { userId: '9zzzzzzzzz' }, me.token))).toMatchObject({
      code: 'NO_SUCH_USER',
      id: '6fef56f3-e765-4957-88e5-c6f65329b8a5',
    });
    expect((await api('mute/create', { userId: other.id }, me.token)).status).toBe(204);
    expect(errorOf(await api('mute/create', { userId: other.id }, me.token))).toMatchObject({
      code: 'ALREADY_MUTING',
      id: '7e7359cb-160c-4956-b08f-4d1c653cd007',
    });
    expect(errorOf(await api('mute/delete', { userId: me.id }, me.token))).toMatchObject({
      code: 'MUTEE_IS_YOURSELF',
      id: 'f428b029-6b39-4d48-a1d2-cc1ae6dd5cf9',
    });
    expect((await api('mute/delete', { userId: other.id }, me.token)).status).toBe(204);
    expect(errorOf(await api('mute/delete', { userId: other.id }, me.token))).toMatchObject({
      code: 'NOT_MUTING',
      id: '5467d020-daa9-4553-81e1-135c0c35a96d',
    });
  });

  it('a muted user is flagged, listed, and left out of timelines, mentions and notifications', async () => {
    const me = await user();
    const muted = await user();
    const friend = await user();
    await api('following/create', { userId: muted.id }, me.token);
    await api('following/create', { userId: friend.id }, me.token);
    const before = await post(muted, { text: 'before the mute' });
    const until = Date.now() + 3_600_000;
    expect((await api('mute/create', { userId: muted.id, expiresAt: until }, me.token)).status).toBe(204);
    const after = await post(muted, { text: 'after the mute' });
    const friendNote = await post(friend, { text: 'from a friend' });
    const renoteOfMuted = await post(friend, { renoteId: before.id });
    const reply = await post(muted, { text: 'a reply', replyId: friendNote.id });

    const shown = await api('users/show', { userId: muted.id }, me.token);
    expect(shown.body).toMatchObject({
      isMuted: true,
      isRenoteMuted: false,
      isBlocking: false,
      isBlocked: false,
    });
    // others do not see the mute
    expect((await api('users/show', { userId: muted.id }, friend.token)).body.isMuted).toBe(false);

    const list = await api('mute/list', {}, me.token);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      muteeId: muted.id,
      expiresAt: new Date(until).toISOString(),
      mutee: { id: muted.id, isMuted: true },
    });
    expect(typeof list.body[0].createdAt).toBe('string');

    for (const tl of [
      'notes/timeline',
      'notes/hybrid-timeline',
      'notes/local-timeline',
      'notes/global-timeline',
    ]) {
      const got = await ids(tl, me);
      expect(got, tl).toContain(friendNote.id);
      expect(got, tl).not.toContain(after.id);
      expect(got, tl).not.toContain(before.id);
      expect(got, tl).not.toContain(renoteOfMuted.id);
      expect(got, tl).not.toContain(reply.id);
      // the friend, who mutes nobody (and does not follow them), still sees them outside home
      if (tl !== 'notes/timeline') expect(await ids(tl, friend), tl).toContain(after.id);
    }
    // their own profile still lists their notes
    expect(await ids('users/notes', me, { userId: muted.id })).toContain(after.id);

    // a muted user's mention of me makes no notification
    const meName = (await api('i', {}, me.token)).body.username;
    await post(muted, { text: `hello @${meName}` });
    await post(friend, { text: `hi @${meName}` });
    const notes = (await api('i/notifications', {}, me.token)).body as Json[];
    expect(notes.some((x) => x.userId === friend.id)).toBe(true);
    expect(notes.some((x) => x.userId === muted.id)).toBe(false);

    await api('mute/delete', { userId: muted.id }, me.token);
    expect(await ids('notes/timeline', me)).toContain(after.id);
    expect((await api('users/show', { userId: muted.id }, me.token)).body.isMuted).toBe(false);
    expect((await api('mute/list', {}, me.token)).body).toEqual([]);
  });

  it('a mute ends at its expiry; one already past mutes nothing', async () => {
    const me = await user();
    const other = await user();
    const note = await post(other, { text: 'short mute' });
    expect(
      (await api('mute/create', { userId: other.id, expiresAt: Date.now() - 1000 }, me.token)).status,
    ).toBe(204);
    expect((await api('mute/list', {}, me.token)).body).toEqual([]);
    await api('mute/create', { userId: other.id, expiresAt: Date.now() + 400 }, me.token);
    expect(await ids('notes/local-timeline', me)).not.toContain(note.id);
    await new Promise((r) => setTimeout(r, 600));
    expect(await ids('notes/local-timeline', me)).toContain(note.id);
    expect((await api('users/show', { userId: other.id }, me.token)).body.isMuted).toBe(false);
    expect((await api('mute/list', {}, me.token)).body).toEqual([]);
    // and it can be muted again
    expect((await api('mute/create', { userId: other.id }, me.token)).status).toBe(204);
  });

  it('mute/list pages newest first', async () => {
    const me = await user();
    const a = await user();
    const b = await user();
    const c = await user();
    for (const u of [a, b, c]) await api('mute/create', { userId: u.id }, me.token);
    const first = await api('mute/list', { limit: 2 }, me.token);
    expect(first.body.map((m: Json) => m.muteeId)).toEqual([c.id, b.id]);
    const next = await api('mute/list', { limit: 2, untilId: first.body[1].id }, me.token);
    expect(next.body.map((m: Json) => m.muteeId)).toEqual([a.id]);
  });

  it('the streamed local timeline leaves out muted users', async () => {
    const me = await user();
    const muted = await user();
    const other = await user();
    await api('mute/create', { userId: muted.id }, me.token);
    const stream = await StreamClient.open(inst, me.token);
    try {
      await stream.connect('localTimeline', 'ltl');
      const hidden = await post(muted, { text: 'streamed but muted' });
      const visible = await post(other, { text: 'streamed and visible' });
      await stream.waitFor((m) => m?.body?.body?.id === visible.id);
      expect(stream.messages.some((m) => m?.body?.body?.id === hidden.id)).toBe(false);
    } finally {
      stream.close();
    }
  });

  it('renote mutes hide pure renotes only', async () => {
    const me = await user();
    const renoter = await user();
    const author = await user();
    await api('following/create', { userId: renoter.id }, me.token);
    const original = await post(author, { text: 'original' });
    expect(errorOf(await api('renote-mute/create', { userId: me.id }, me.token))).toMatchObject({
      code: 'MUTEE_IS_YOURSELF',
      id: '37285718-52f7-4aef-b7de-c38b8e8a8420',
    });
    expect((await api('renote-mute/create', { userId: renoter.id }, me.token)).status).toBe(204);
    expect(errorOf(await api('renote-mute/create', { userId: renoter.id }, me.token))).toMatchObject({
      code: 'ALREADY_MUTING',
      id: 'ccfecbe4-1f1c-4fc2-8a3d-c3ffee61cb7b',
    });
    const pure = await post(renoter, { renoteId: original.id });
    const quote = await post(renoter, { text: 'my quote', renoteId: original.id });
    const own = await post(renoter, { text: 'own words' });
    const home = await ids('notes/timeline', me);
    expect(home).not.toContain(pure.id);
    expect(home).toContain(quote.id);
    expect(home).toContain(own.id);
    expect((await api('users/show', { userId: renoter.id }, me.token)).body.isRenoteMuted).toBe(true);
    const list = await api('renote-mute/list', {}, me.token);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ muteeId: renoter.id, mutee: { id: renoter.id } });

    expect((await api('renote-mute/delete', { userId: renoter.id }, me.token)).status).toBe(204);
    expect(errorOf(await api('renote-mute/delete', { userId: renoter.id }, me.token))).toMatchObject({
      code: 'NOT_MUTING',
      id: '2e4ef874-8bf0-4b4b-b069-4598f6d05817',
    });
    expect(await ids('notes/timeline', me)).toContain(pure.id);
  });

  it('a block ends follows both ways and stops follows, replies, renotes and reactions', async () => {
    const me = await user();
    const blocked = await user();
    await api('following/create', { userId: blocked.id }, me.token);
    await api('following/create', { userId: me.id }, blocked.token);
    const mine = await post(me, { text: 'my note' });

    expect(errorOf(await api('blocking/create', { userId: me.id }, me.token))).toMatchObject({
      code: 'BLOCKEE_IS_YOURSELF',
      id: '88b19138-f28d-42c0-8499-6a31bbd0fdc6',
    });
    const res = await api('blocking/create', { userId: blocked.id }, me.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: blocked.id,
      isBlocking: true,
      isBlocked: false,
      isFollowing: false,
      isFollowed: false,
    });
    expect(errorOf(await api('blocking/create', { userId: blocked.id }, me.token))).toMatchObject({
      code: 'ALREADY_BLOCKING',
      id: '787fed64-acb9-464a-82eb-afbd745b9614',
    });
    expect((await api('users/show', { userId: me.id }, blocked.token)).body).toMatchObject({
      isBlocked: true,
      isBlocking: false,
      isFollowing: false,
    });

    expect(errorOf(await api('following/create', { userId: me.id }, blocked.token))).toMatchObject({
      status: 400,
      code: 'BLOCKED',
      id: 'c4ab57cc-4e41-45e9-bfd9-584f61e35ce0',
    });
    expect(errorOf(await api('following/create', { userId: blocked.id }, me.token))).toMatchObject({
      code: 'BLOCKING',
      id: '4e2206ec-aa4f-4960-b865-6c23ac38e2d9',
    });
    const blockedError = { code: 'YOU_HAVE_BEEN_BLOCKED', id: 'b390d7e1-8a5e-46ed-b625-06271cafd3d3' };
    expect(
      errorOf(await api('notes/create', { text: 'hey', replyId: mine.id }, blocked.token)),
    ).toMatchObject(blockedError);
    expect(errorOf(await api('notes/create', { renoteId: mine.id }, blocked.token))).toMatchObject(
      blockedError,
    );
    expect(
      errorOf(await api('notes/reactions/create', { noteId: mine.id, reaction: '👍' }, blocked.token)),
    ).toMatchObject({ code: 'YOU_HAVE_BEEN_BLOCKED', id: '20ef5475-9f38-4e4c-bd33-de6d979498ec' });
    // I can still reply to them
    const theirs = await post(blocked, { text: 'their note' });
    expect((await api('notes/create', { text: 'ok', replyId: theirs.id }, me.token)).status).toBe(200);
    // notes of the blocker are left out of the blocked user's timeline
    expect(await ids('notes/local-timeline', blocked)).not.toContain(mine.id);

    const list = await api('blocking/list', {}, me.token);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      blockeeId: blocked.id,
      blockee: { id: blocked.id, isBlocking: true },
    });

    expect((await api('blocking/delete', { userId: blocked.id }, me.token)).body).toMatchObject({
      id: blocked.id,
      isBlocking: false,
    });
    expect(errorOf(await api('blocking/delete', { userId: blocked.id }, me.token))).toMatchObject({
      code: 'NOT_BLOCKING',
      id: '291b2efa-60c6-45c0-9f6a-045c8f9b02cd',
    });
    expect((await api('following/create', { userId: me.id }, blocked.token)).status).toBe(200);
    expect((await api('blocking/list', {}, me.token)).body).toEqual([]);
  });
});

describe('muted instances', () => {
  it('normalises host names', () => {
    expect(normaliseHosts([' Example.COM ', '', 'example.com', 'misskey.io\t'])).toEqual([
      'example.com',
      'misskey.io',
    ]);
  });

  it('matches notes by, replying to or renoting users of a muted host', () => {
    const muted = ['Bad.example'];
    expect(fromMutedInstance({ userHost: 'bad.example' }, muted)).toBe(true);
    expect(fromMutedInstance({ userHost: null, replyUserHost: 'BAD.example' }, muted)).toBe(true);
    expect(fromMutedInstance({ userHost: null, renoteUserHost: 'bad.example' }, muted)).toBe(true);
    expect(fromMutedInstance({ userHost: 'good.example' }, muted)).toBe(false);
    expect(fromMutedInstance({ userHost: null }, muted)).toBe(false);
    expect(fromMutedInstance({ userHost: 'bad.example' }, [])).toBe(false);
    expect(fromMutedInstance({ userHost: 'sub.bad.example' }, muted)).toBe(false);
  });
});
