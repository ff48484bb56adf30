import { describe, expect, it } from 'vitest';
import { signin, testInstance } from './helpers.ts';
import type { Json } from './helpers.ts';

describe('notes and timelines (demo data)', () => {
  const t = testInstance({ seed: 'demo' });
  const api = t.api;
  const alice = t.signin('alice');
  const bob = t.signin('bob');
  const frank = t.signin('frank');

  it('shows a new note in the home timeline of a follower and in the local timeline', async () => {
    const created = await api('notes/create', {
      text: 'Hello from **alice** #kumo @bob :kumo:',
      i: alice.token,
    });
    expect(created.status).toBe(200);
    const note = created.body.createdNote;
    expect(note).toMatchObject({
      text: 'Hello from **alice** #kumo @bob :kumo:',
      visibility: 'public',
      userId: alice.id,
      tags: ['kumo'],
      mentions: [bob.id],
    });
    expect(note.user.username).toBe('alice');

    const home = await api('notes/timeline', { i: bob.token, limit: 5 });
    expect(home.status).toBe(200);
    expect(home.body[0].id).toBe(note.id);
    const local = await api('notes/local-timeline', { limit: 5 });
    expect(local.body[0].id).toBe(note.id);
    const hybrid = await api('notes/hybrid-timeline', { i: frank.token, limit: 5 });
    expect(hybrid.body[0].id).toBe(note.id);
    // frank does not follow alice... until now
    const frankHome = await api('notes/timeline', { i: frank.token, limit: 5 });
    expect(frankHome.body.map((n: Json) => n.id)).toContain(note.id); // the demo has frank follow alice
  });

  it('paginates with untilId and sinceId without duplicates', async () => {
    const first = await api('notes/local-timeline', { limit: 20 });
    const second = await api('notes/local-timeline', { limit: 20, untilId: first.body.at(-1).id });
    const ids = [...first.body, ...second.body].map((n: Json) => n.id);
    expect(new Set(ids).size).toBe(40);
    expect(ids).toEqual([...ids].sort().reverse());
    // sinceId alone gives the notes right after it, oldest first (as Misskey does)
    const newer = await api('notes/local-timeline', { limit: 10, sinceId: second.body[9].id });
    expect(newer.body.map((n: Json) => n.id)).toEqual(
      ids.slice(20, 29).reverse().concat(ids[19]).slice(0, 10),
    );
    const range = await api('notes/local-timeline', { limit: 100, sinceId: ids[10], untilId: ids[0] });
    expect(range.body.map((n: Json) => n.id)).toEqual(ids.slice(1, 10));
  });

  it('respects visibility', async () => {
    const followers = await api('notes/create', {
      text: 'followers only',
      visibility: 'followers',
      i: alice.token,
    });
    const specified = await api('notes/create', {
      text: 'just for bob',
      visibility: 'specified',
      visibleUserIds: [bob.id],
      i: alice.token,
    });
    const ltl = await api('notes/local-timeline', { limit: 10 });
    const ltlIds = ltl.body.map((n: Json) => n.id);
    expect(ltlIds).not.toContain(followers.body.createdNote.id);
    expect(ltlIds).not.toContain(specified.body.createdNote.id);
    const bobHome = (await api('notes/timeline', { i: bob.token, limit: 10 })).body.map((n: Json) => n.id);
    expect(bobHome).toContain(followers.body.createdNote.id);
    expect(bobHome).toContain(specified.body.createdNote.id);
    const carol = await signin(t.inst, 'carol');
    const carolView = await api('notes/show', { noteId: specified.body.createdNote.id, i: carol.token });
    expect(carolView.body.isHidden).toBe(true);
    expect(carolView.body.text).toBeNull();
    const anon = await api('notes/show', { noteId: followers.body.createdNote.id });
    expect(anon.body.isHidden).toBe(true);
  });

  it('creates replies, renotes, quotes and polls, and lists them', async () => {
    const parent = (await api('notes/create', { text: 'parent', i: alice.token })).body.createdNote;
    const reply = (await api('notes/create', { text: 'a reply', replyId: parent.id, i: bob.token })).body
      .createdNote;
    expect(reply.reply.id).toBe(parent.id);
    const renote = (await api('notes/create', { renoteId: parent.id, i: bob.token })).body.createdNote;
    expect(renote.text).toBeNull();
    expect(renote.renote.id).toBe(parent.id);
    const quote = (await api('notes/create', { text: 'quoting', renoteId: parent.id, i: frank.token })).body
      .createdNote;
    const again = await api('notes/create', { renoteId: renote.id, i: frank.token });
    expect(again.body.error.code).toBe('CANNOT_RENOTE_TO_A_PURE_RENOTE');

    const shown = (await api('notes/show', { noteId: parent.id })).body;
    expect(shown.repliesCount).toBe(1);
    expect(shown.renoteCount).toBe(2);
    expect((await api('notes/replies', { noteId: parent.id })).body.map((n: Json) => n.id)).toEqual([
      reply.id,
    ]);
    expect((await api('notes/renotes', { noteId: parent.id })).body.map((n: Json) => n.id).sort()).toEqual(
      [renote.id, quote.id].sort(),
    );
    expect((await api('notes/children', { noteId: parent.id })).body.map((n: Json) => n.id).sort()).toEqual(
      [reply.id, quote.id].sort(),
    );

    const poll = (
      await api('notes/create', {
        text: 'vote!',
        poll: { choices: ['a', 'b', 'c'], multiple: false, expiredAfter: 60000 },
        i: alice.token,
      })
    ).body.createdNote;
    expect(poll.poll.choices).toHaveLength(3);
    expect((await api('notes/polls/vote', { noteId: poll.id, choice: 1, i: bob.token })).status).toBe(204);
    const twice = await api('notes/polls/vote', { noteId: poll.id, choice: 2, i: bob.token });
    expect(twice.body.error).toMatchObject({
      code: 'ALREADY_VOTED',
      id: '0963fc77-efac-419b-9424-b391608dc6d8',
    });
    const noPoll = await api('notes/polls/vote', { noteId: parent.id, choice: 0, i: bob.token });
    expect(noPoll.body.error.code).toBe('NO_POLL');
    const seen = (await api('notes/show', { noteId: poll.id, i: bob.token })).body;
    expect(seen.poll.choices[1]).toMatchObject({ votes: 1, isVoted: true });

    const withoutRenotes = await api('users/notes', { userId: bob.id, withRenotes: false, limit: 20 });
    expect(withoutRenotes.body.map((n: Json) => n.id)).not.toContain(renote.id);
    const del = await api('notes/delete', { noteId: parent.id, i: bob.token });
    expect(del.body.error.code).toBe('ACCESS_DENIED');
    expect((await api('notes/delete', { noteId: parent.id, i: alice.token })).status).toBe(204);
    expect((await api('notes/show', { noteId: reply.id })).body.error.code).toBe('NO_SUCH_NOTE');
  });

  it('reacts with unicode and custom emoji', async () => {
    const note = (await api('notes/create', { text: 'react to me', i: alice.token })).body.createdNote;
    expect(
      (await api('notes/reactions/create', { noteId: note.id, reaction: '🎉', i: bob.token })).status,
    ).toBe(204);
    expect(
      (await api('notes/reactions/create', { noteId: note.id, reaction: ':kumo:', i: frank.token })).status,
    ).toBe(204);
    const dup = await api('notes/reactions/create', { noteId: note.id, reaction: ':kumo:', i: frank.token });
    expect(dup.body.error.code).toBe('ALREADY_REACTED');
    const seen = (await api('notes/show', { noteId: note.id, i: frank.token })).body;
    expect(seen.reactions).toEqual({ '🎉': 1, ':kumo@.:': 1 });
    expect(seen.reactionCount).toBe(2);
    expect(seen.myReaction).toBe(':kumo@.:');
    // a Unicode reaction is kept as Misskey keeps it: without the variation selector
    const heart = (await api('notes/create', { text: 'heart', i: frank.token })).body.createdNote;
    await api('notes/reactions/create', { noteId: heart.id, reaction: '❤️', i: bob.token });
    expect((await api('notes/show', { noteId: heart.id, i: bob.token })).body.myReaction).toBe('❤');
    const list = (await api('notes/reactions', { noteId: note.id })).body;
    expect(list.map((r: Json) => r.type).sort()).toEqual([':kumo@.:', '🎉'].sort());
    expect((await api('notes/reactions/delete', { noteId: note.id, i: bob.token })).status).toBe(204);
    const notReacted = await api('notes/reactions/delete', { noteId: note.id, i: bob.token });
    expect(notReacted.body.error.code).toBe('NOT_REACTED');
    const notifications = (
      await api('i/notifications', { i: alice.token, includeTypes: ['reaction'], limit: 5 })
    ).body;
    expect(notifications[0]).toMatchObject({ type: 'reaction', reaction: ':kumo@.:', note: { id: note.id } });
  });

  it('follows and unfollows, and lists followers', async () => {
    const erin = await signin(t.inst, 'erin');
    const res = await api('following/create', { userId: bob.id, i: erin.token });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(bob.id);
    expect((await api('following/create', { userId: bob.id, i: erin.token })).body.error.code).toBe(
      'ALREADY_FOLLOWING',
    );
    const followers = (await api('users/followers', { userId: bob.id, limit: 50 })).body;
    expect(followers.map((f: Json) => f.follower.username)).toContain('erin');
    const shown = (await api('users/show', { username: 'bob', i: erin.token })).body;
    expect(shown.isFollowing).toBe(true);
    expect((await api('following/delete', { userId: bob.id, i: erin.token })).status).toBe(200);
    expect((await api('users/show', { userId: bob.id, i: erin.token })).body.isFollowing).toBe(false);
    const many = (await api('users/show', { userIds: [bob.id, alice.id] })).body;
    expect(many.map((u: Json) => u.username)).toEqual(['bob', 'alice']);
  });

  it('serves demo content: emoji, notifications, announcements, users', async () => {
    const emojis = (await api('emojis')).body.emojis;
    expect(emojis.length).toBeGreaterThanOrEqual(15);
    const kumo = emojis.find((e: Json) => e.name === 'kumo');
    const img = await fetch(kumo.url);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/webp');
    const me = (await api('i', { i: alice.token })).body;
    expect(me.pinnedNotes).toHaveLength(1);
    expect(me.avatarUrl).toMatch(/^http/);
    expect((await fetch(me.avatarUrl)).status).toBe(200);
    const ann = (await api('announcements', { i: alice.token })).body;
    expect(ann.length).toBeGreaterThanOrEqual(3);
    const carol = (await api('users/show', { username: 'carol' })).body;
    expect(carol.isCat).toBe(true);
    const identicon = await fetch(carol.avatarUrl);
    expect(identicon.headers.get('content-type')).toBe('image/png');
    const withFiles = (await api('notes/local-timeline', { withFiles: true, limit: 20 })).body;
    expect(withFiles.length).toBeGreaterThan(3);
    const file = withFiles[0].files[0];
    expect(file.thumbnailUrl).toMatch(/thumbnail-.*\.webp$/);
    expect((await fetch(file.thumbnailUrl)).status).toBe(200);
  });
});
