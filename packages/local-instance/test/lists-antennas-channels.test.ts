import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInstance } from '../src/index.ts';
import { apiClient, signup, start, StreamClient } from './helpers.ts';

describe('user lists, antennas and channels', () => {
  let inst: RunningInstance;
  let api: ReturnType<typeof apiClient>;
  let owner: { id: string; token: string };
  let member: { id: string; token: string };
  let other: { id: string; token: string };
  const sockets: StreamClient[] = [];
  const open = async (token?: string) => {
    const s = await StreamClient.open(inst, token);
    sockets.push(s);
    return s;
  };
  const post = async (who: { token: string }, body: Record<string, unknown>) => {
    const res = await api('notes/create', { ...body, i: who.token });
    expect(res.status).toBe(200);
    return res.body.createdNote;
  };

  beforeAll(async () => {
    inst = await start();
    api = apiClient(inst);
    owner = await signup(inst, 'listowner');
    member = await signup(inst, 'member');
    other = await signup(inst, 'other');
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await inst.close();
  });

  describe('users/lists', () => {
    it('creates, renames, lists, adds and removes members, and deletes', async () => {
      const created = await api('users/lists/create', { name: 'Friends', i: owner.token });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ name: 'Friends', userIds: [], isPublic: false });
      const listId = created.body.id;

      expect((await api('users/lists/push', { listId, userId: member.id, i: owner.token })).status).toBe(204);
      const again = await api('users/lists/push', { listId, userId: member.id, i: owner.token });
      expect(again.body.error).toMatchObject({
        code: 'ALREADY_ADDED',
        id: '1de7c884-1595-49e9-857e-61f12f4d4fc5',
      });

      const renamed = await api('users/lists/update', { listId, name: 'Best friends', i: owner.token });
      expect(renamed.body).toMatchObject({ id: listId, name: 'Best friends', userIds: [member.id] });

      const mine = await api('users/lists/list', { i: owner.token });
      expect(mine.body.map((l: { name: string }) => l.name)).toEqual(['Best friends']);

      // someone else cannot see or change it
      const foreign = await api('users/lists/show', { listId, i: other.token });
      expect(foreign.body.error).toMatchObject({
        code: 'NO_SUCH_LIST',
        id: '7bc05c21-1d7a-41ae-88f1-66820f4dc686',
      });
      const foreignPush = await api('users/lists/push', { listId, userId: other.id, i: other.token });
      expect(foreignPush.body.error.id).toBe('2214501d-ac96-4049-b717-91e42272a711');

      expect((await api('users/lists/pull', { listId, userId: member.id, i: owner.token })).status).toBe(204);
      expect((await api('users/lists/show', { listId, i: owner.token })).body.userIds).toEqual([]);

      expect((await api('users/lists/delete', { listId, i: owner.token })).status).toBe(204);
      const gone = await api('users/lists/delete', { listId, i: owner.token });
      expect(gone.body.error.id).toBe('78436795-db79-42f5-b1e2-55ea2cf19166');
    });

    it('a public list is visible to others with forPublic and in users/lists/list of its owner', async () => {
      const { body: list } = await api('users/lists/create', { name: 'Open', i: owner.token });
      expect((await api('users/lists/show', { listId: list.id, forPublic: true })).status).toBe(400);
      await api('users/lists/update', { listId: list.id, isPublic: true, i: owner.token });
      const shown = await api('users/lists/show', { listId: list.id, forPublic: true });
      expect(shown.body).toMatchObject({ name: 'Open', isPublic: true, likedCount: 0 });
      const theirs = await api('users/lists/list', { userId: owner.id, i: other.token });
      expect(theirs.body.map((l: { name: string }) => l.name)).toEqual(['Open']);
    });

    it('the list timeline shows members’ notes and streams new ones', async () => {
      const { body: list } = await api('users/lists/create', { name: 'Timeline', i: owner.token });
      await api('users/lists/push', { listId: list.id, userId: member.id, i: owner.token });
      const mine = await post(member, { text: 'from a member' });
      await post(other, { text: 'not a member' });
      await post(member, { text: 'reply elsewhere', replyId: (await post(other, { text: 'x' })).id });

      const tl = await api('notes/user-list-timeline', { listId: list.id, i: owner.token });
      expect(tl.body.map((n: { text: string }) => n.text)).toEqual(['from a member']);
      expect(tl.body[0].id).toBe(mine.id);
      // a member's replies to others show once their membership has withReplies
      const ms = await api('users/lists/get-memberships', { listId: list.id, i: owner.token });
      expect(ms.body).toEqual([
        expect.objectContaining({
          userId: member.id,
          withReplies: false,
          user: expect.objectContaining({ username: 'member' }),
        }),
      ]);
      const upd = await api('users/lists/update-membership', {
        listId: list.id,
        userId: member.id,
        withReplies: true,
        i: owner.token,
      });
      expect(upd.status).toBe(204);
      const withReplies = await api('notes/user-list-timeline', { listId: list.id, i: owner.token });
      expect(withReplies.body.map((n: { text: string }) => n.text)).toEqual([
        'reply elsewhere',
        'from a member',
      ]);
      await api('users/lists/update-membership', {
        listId: list.id,
        userId: member.id,
        withReplies: false,
        i: owner.token,
      });
      expect(
        (await api('users/lists/get-memberships', { listId: list.id, forPublic: true })).body.error.id,
      ).toBe('7bc05c21-1d7a-41ae-88f1-66820f4dc686');
      const denied = await api('notes/user-list-timeline', { listId: list.id, i: other.token });
      expect(denied.body.error.id).toBe('8fb1fbd5-e476-4c37-9fb0-43d55b63a2ff');

      const s = await open(owner.token);
      await s.connect('userList', 'ul', { listId: list.id });
      await post(other, { text: 'still not a member' });
      await post(member, { text: 'live from the list' });
      const msg = await s.waitFor((m) => m.type === 'channel' && m.body.id === 'ul');
      expect(msg.body.body.text).toBe('live from the list');
      expect(s.messages.some((m) => m.body?.body?.text === 'still not a member')).toBe(false);
    });
  });

  describe('antennas', () => {
    it('validates keywords and ownership with Misskey’s error ids', async () => {
      const empty = await api('antennas/create', {
        name: 'Empty',
        src: 'all',
        keywords: [['']],
        excludeKeywords: [],
        users: [],
        caseSensitive: false,
        withReplies: false,
        withFile: false,
        i: owner.token,
      });
      expect(empty.body.error).toMatchObject({
        code: 'EMPTY_KEYWORD',
        id: '53ee222e-1ddd-4f9a-92e5-9fb82ddb463a',
      });
      const missing = await api('antennas/show', { antennaId: 'nope', i: owner.token });
      expect(missing.body.error).toMatchObject({
        code: 'NO_SUCH_ANTENNA',
        id: 'c06569fb-b025-4f23-b22d-1fcd20d2816b',
      });
    });

    it('catches matching notes at creation, lists them and streams them', async () => {
      const created = await api('antennas/create', {
        name: 'Ramen',
        src: 'all',
        keywords: [['ramen'], ['noodle', 'soup']],
        excludeKeywords: [['instant']],
        users: [],
        caseSensitive: false,
        withReplies: false,
        withFile: false,
        i: owner.token,
      });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({
        name: 'Ramen',
        src: 'all',
        keywords: [['ramen'], ['noodle', 'soup']],
        userListId: null,
        isActive: true,
        hasUnreadNote: false,
      });
      const antennaId = created.body.id;
      const s = await open(owner.token);
      await s.connect('antenna', 'an', { antennaId });

      await post(member, { text: 'RAMEN tonight' });
      await post(member, { text: 'instant ramen again' });
      await post(other, { text: 'noodle soup weather' });
      await post(other, { text: 'just noodles' });

      const notes = await api('antennas/notes', { antennaId, i: owner.token });
      expect(notes.body.map((n: { text: string }) => n.text)).toEqual([
        'noodle soup weather',
        'RAMEN tonight',
      ]);
      const live = await s.waitFor(
        (m) => m.type === 'channel' && m.body.id === 'an' && m.body.body.text === 'noodle soup weather',
      );
      expect(live.body.type).toBe('note');
      const streamed = s.messages
        .filter((m) => m.type === 'channel' && m.body?.id === 'an')
        .map((m) => m.body.body.text);
      expect(streamed).toEqual(['RAMEN tonight', 'noodle soup weather']);

      const updated = await api('antennas/update', { antennaId, keywords: [['weather']], i: owner.token });
      expect(updated.body).toMatchObject({ keywords: [['weather']], name: 'Ramen' });
      expect(
        (await api('antennas/list', { i: owner.token })).body.map((a: { id: string }) => a.id),
      ).toContain(antennaId);
      expect((await api('antennas/notes', { antennaId, i: other.token })).body.error.id).toBe(
        '850926e0-fd3b-49b6-b69a-b28a5dbd82fe',
      );
      expect((await api('antennas/delete', { antennaId, i: owner.token })).status).toBe(204);
      expect((await api('antennas/list', { i: owner.token })).body).toEqual([]);
    });

    it('src list needs one of the caller’s lists', async () => {
      const res = await api('antennas/create', {
        name: 'L',
        src: 'list',
        userListId: 'abc123',
        keywords: [['x']],
        excludeKeywords: [],
        users: [],
        caseSensitive: false,
        withReplies: false,
        withFile: false,
        i: owner.token,
      });
      expect(res.body.error.id).toBe('95063e93-a283-4b8b-9aa5-bcdb8df69a7f');
    });
  });

  describe('channels', () => {
    it('creates, shows, updates, follows and favorites a channel', async () => {
      const created = await api('channels/create', { name: 'Cats', description: 'All cats', i: owner.token });
      expect(created.status).toBe(200);
      const ch = created.body;
      expect(ch).toMatchObject({
        name: 'Cats',
        description: 'All cats',
        userId: owner.id,
        notesCount: 0,
        usersCount: 0,
        isFollowing: false,
        isFavorited: false,
        isArchived: false,
        bannerUrl: null,
      });
      const denied = await api('channels/update', { channelId: ch.id, name: 'Dogs', i: other.token });
      expect(denied.body.error).toMatchObject({
        code: 'ACCESS_DENIED',
        id: '1fb7cb09-d46a-4fdf-b8df-057788cce513',
      });
      const renamed = await api('channels/update', { channelId: ch.id, color: '#ff0000', i: owner.token });
      expect(renamed.body).toMatchObject({ name: 'Cats', color: '#ff0000' });

      expect((await api('channels/follow', { channelId: ch.id, i: other.token })).status).toBe(204);
      expect((await api('channels/favorite', { channelId: ch.id, i: other.token })).status).toBe(204);
      const shown = await api('channels/show', { channelId: ch.id, i: other.token });
      expect(shown.body).toMatchObject({ isFollowing: true, isFavorited: true, pinnedNotes: [] });
      expect(
        (await api('channels/followed', { i: other.token })).body.map((c: { id: string }) => c.id),
      ).toEqual([ch.id]);
      expect(
        (await api('channels/my-favorites', { i: other.token })).body.map((c: { id: string }) => c.id),
      ).toEqual([ch.id]);
      expect(
        (await api('channels/owned', { i: owner.token })).body.map((c: { id: string }) => c.id),
      ).toContain(ch.id);
      expect(
        (await api('channels/search', { query: 'cat' })).body.map((c: { id: string }) => c.id),
      ).toContain(ch.id);
      expect((await api('channels/search', { query: 'all cats', type: 'nameOnly' })).body).toEqual([]);

      await api('channels/unfollow', { channelId: ch.id, i: other.token });
      await api('channels/unfavorite', { channelId: ch.id, i: other.token });
      expect((await api('channels/followed', { i: other.token })).body).toEqual([]);
      expect((await api('channels/show', { channelId: 'nope' })).body.error.id).toBe(
        '6f6c314b-7486-4897-8966-c04a66a02923',
      );
    });

    it('channel notes go to the channel timeline and stream, not to the local timeline', async () => {
      const { body: ch } = await api('channels/create', { name: 'Quiet room', i: owner.token });
      const s = await open();
      await s.connect('channel', 'ch', { channelId: ch.id });
      const local = await open();
      await local.connect('localTimeline', 'ltl');

      const note = await post(member, { text: 'inside the channel', channelId: ch.id, visibility: 'home' });
      expect(note).toMatchObject({
        channelId: ch.id,
        channel: { id: ch.id, name: 'Quiet room', isSensitive: false, allowRenoteToExternal: true },
        visibility: 'public',
        localOnly: true,
      });
      const live = await s.waitFor((m) => m.type === 'channel' && m.body.id === 'ch');
      expect(live.body.body.id).toBe(note.id);

      const tl = await api('channels/timeline', { channelId: ch.id });
      expect(tl.body.map((n: { id: string }) => n.id)).toEqual([note.id]);
      const ltl = await api('notes/local-timeline', { limit: 100 });
      expect(ltl.body.some((n: { id: string }) => n.id === note.id)).toBe(false);
      // the author's own home timeline leaves it out too, until they follow the channel
      const before = await api('notes/timeline', { i: member.token });
      expect(before.body.some((n: { id: string }) => n.id === note.id)).toBe(false);
      await api('channels/follow', { channelId: ch.id, i: member.token });
      const after = await api('notes/timeline', { i: member.token });
      expect(after.body.some((n: { id: string }) => n.id === note.id)).toBe(true);

      const reply = await post(other, { text: 'answer', replyId: note.id });
      expect(reply.channelId).toBe(ch.id);
      await post(member, { text: 'outside again' });
      await local.waitFor((m) => m.type === 'channel' && m.body.body?.text === 'outside again');
      expect(local.messages.some((m) => m.body?.body?.text === 'inside the channel')).toBe(false);

      const shown = await api('channels/show', { channelId: ch.id });
      expect(shown.body).toMatchObject({ notesCount: 2, usersCount: 2 });
      expect(shown.body.lastNotedAt).not.toBeNull();
      const featured = await api('channels/featured', {});
      expect(featured.body.map((c: { id: string }) => c.id)).toContain(ch.id);

      const bad = await api('notes/create', { text: 'x', channelId: 'missing', i: member.token });
      expect(bad.body.error).toMatchObject({
        code: 'NO_SUCH_CHANNEL',
        id: 'b1653923-5453-4edc-b786-7c4f39bb0bbb',
      });
    });
  });
});
