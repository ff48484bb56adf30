import { describe, expect, it } from 'vitest';
import { StreamClient, testInstance } from './helpers.ts';
import type { Json } from './helpers.ts';

describe('account, notifications and announcements (demo data)', () => {
  const t = testInstance({ seed: 'demo' });
  const api = t.api;
  const alice = t.signin('alice');

  it('updates the profile and publishes meUpdated', async () => {
    const s = await StreamClient.open(t.inst, alice.token);
    try {
      await s.connect('main', 'main');
      const res = await api('i/update', {
        name: 'Alice in Kumo',
        description: 'new bio',
        isCat: true,
        fields: [{ name: 'a', value: 'b' }],
        i: alice.token,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        name: 'Alice in Kumo',
        description: 'new bio',
        isCat: true,
        fields: [{ name: 'a', value: 'b' }],
      });
      const ev = await s.waitFor((m) => m.type === 'channel' && m.body.type === 'meUpdated');
      expect(ev.body.body.name).toBe('Alice in Kumo');
      const bad = await api('i/update', { avatarId: 'a0000000000000zz', i: alice.token });
      expect(bad.body.error.code).toBe('NO_SUCH_AVATAR');
      const tooLong = await api('i/update', { name: 'x'.repeat(51), i: alice.token });
      expect(tooLong.body.error.code).toBe('INVALID_PARAM');
    } finally {
      s.close();
    }
  });

  it('has demo notifications for alice and marks them read', async () => {
    const me = (await api('i', { i: alice.token })).body;
    expect(me.unreadNotificationsCount).toBeGreaterThan(0);
    const list = (await api('i/notifications', { i: alice.token, limit: 50, markAsRead: false }))
      .body as Json[];
    const types = new Set(list.map((n) => n.type));
    for (const t of ['reaction', 'mention', 'follow']) expect(types).toContain(t);
    const follows = (
      await api('i/notifications', { i: alice.token, includeTypes: ['follow'], limit: 50, markAsRead: false })
    ).body as Json[];
    expect(follows.every((n) => n.type === 'follow')).toBe(true);
    const noReactions = (
      await api('i/notifications', {
        i: alice.token,
        excludeTypes: ['reaction'],
        limit: 50,
        markAsRead: false,
      })
    ).body as Json[];
    expect(noReactions.some((n) => n.type === 'reaction')).toBe(false);
    expect((await api('notifications/mark-all-as-read', { i: alice.token })).status).toBe(204);
    expect((await api('i', { i: alice.token })).body.unreadNotificationsCount).toBe(0);
  });

  it('lists announcements and reads them', async () => {
    const list = (await api('announcements', { i: alice.token })).body as Json[];
    const unread = list.filter((a) => !a.isRead);
    expect(unread.length).toBeGreaterThan(0);
    for (const a of unread)
      expect((await api('i/read-announcement', { announcementId: a.id, i: alice.token })).status).toBe(204);
    const me = (await api('i', { i: alice.token })).body;
    expect(me.hasUnreadAnnouncement).toBe(false);
    const missing = await api('i/read-announcement', { announcementId: 'a0000000000000zz', i: alice.token });
    // as Misskey 2025: reading one that does not exist is not an error
    expect(missing.status).toBe(204);
  });

  it('lists user notes, following, search results and users', async () => {
    const bob = (await api('users/show', { username: 'bob' })).body;
    const notes = (await api('users/notes', { userId: bob.id, limit: 20 })).body as Json[];
    expect(notes.length).toBe(20);
    expect(notes.every((n) => n.userId === bob.id)).toBe(true);
    const following = (await api('users/following', { userId: alice.id, limit: 20 })).body as Json[];
    expect(following.map((f) => f.followee.username).sort()).toEqual(['admin', 'bob', 'carol', 'erin']);
    const found = (await api('notes/search', { query: 'mascot' })).body as Json[];
    expect(found.length).toBeGreaterThan(0);
    const tagged = (await api('notes/search-by-tag', { tag: 'weather', limit: 5 })).body as Json[];
    expect(tagged.length).toBe(5);
    const everyone = (await api('users', { limit: 100 })).body as Json[];
    expect(everyone.length).toBe(7);
    const endpoints = (await api('endpoints')).body as string[];
    expect(endpoints).toContain('notes/create');
  });
});
