import { beforeAll, describe, expect, it } from 'vitest';
import { testInstance } from './helpers.ts';
import type { Json } from './helpers.ts';

describe('notificationRecieveConfig (i/update)', () => {
  const t = testInstance();
  const api = t.api;
  const owner = t.signup('recvowner');
  const friend = t.signup('friend');
  const stranger = t.signup('stranger');
  beforeAll(async () => {
    await api('following/create', { userId: friend.id, i: owner.token });
  });

  const typesFor = async (token: string) =>
    ((await api('i/notifications', { i: token, limit: 50, markAsRead: false })).body as Json[]).map(
      (n) => `${n.type}:${n.user?.username ?? ''}`,
    );

  it('is stored on the user and returned by i', async () => {
    const config = { reaction: { type: 'never' }, mention: { type: 'following' } };
    const updated = await api('i/update', { notificationRecieveConfig: config, i: owner.token });
    expect(updated.status).toBe(200);
    expect(updated.body.notificationRecieveConfig).toEqual(config);
    expect((await api('i', { i: owner.token })).body.notificationRecieveConfig).toEqual(config);
  });

  it('drops a type set to never and keeps the others', async () => {
    const note = (await api('notes/create', { text: 'react to this', i: owner.token })).body.createdNote;
    await api('notes/reactions/create', { noteId: note.id, reaction: '👍', i: friend.token });
    await api('notes/create', { text: 'a reply', replyId: note.id, i: friend.token });
    const types = await typesFor(owner.token);
    expect(types).toContain('reply:friend');
    expect(types.some((t) => t.startsWith('reaction:'))).toBe(false);
  });

  it('takes mentions only from people the user follows when set to following', async () => {
    await api('notes/create', { text: 'hi @recvowner from a friend', i: friend.token });
    await api('notes/create', { text: 'hi @recvowner from a stranger', i: stranger.token });
    const types = await typesFor(owner.token);
    expect(types).toContain('mention:friend');
    expect(types).not.toContain('mention:stranger');
  });

  it('applies follower-based choices to follows too', async () => {
    await api('i/update', {
      notificationRecieveConfig: { follow: { type: 'mutualFollow' } },
      i: owner.token,
    });
    await api('following/create', { userId: owner.id, i: stranger.token });
    expect(await typesFor(owner.token)).not.toContain('follow:stranger');
    await api('following/create', { userId: owner.id, i: friend.token });
    expect(await typesFor(owner.token)).toContain('follow:friend');
  });
});
