import { describe, expect, it } from 'vitest';
import { testInstance } from './helpers.ts';

describe('explore: featured notes, trending tags, user sorts', () => {
  const t = testInstance();
  const author = t.signup('ex_author');
  const fan = t.signup('ex_fan');
  const other = t.signup('ex_other');

  it('notes/featured lists public notes others reacted to, newest first, and not unreacted ones', async () => {
    const post = async (text: string, extra: Record<string, unknown> = {}) =>
      (await t.api('notes/create', { text, ...extra }, author.token)).body.createdNote.id as string;
    const quiet = await post('nobody reacts to this');
    const liked = await post('everyone likes this');
    const alsoLiked = await post('this one too');
    const own = await post('only my own reaction');
    const homeOnly = await post('home only', { visibility: 'home' });
    for (const [noteId, who] of [
      [liked, fan],
      [liked, other],
      [alsoLiked, fan],
      [homeOnly, fan],
    ] as const)
      await t.api('notes/reactions/create', { noteId, reaction: '👍' }, who.token);
    await t.api('notes/reactions/create', { noteId: own, reaction: '👍' }, author.token);

    const featured = await t.api('notes/featured', {});
    expect(featured.status).toBe(200);
    const ids = featured.body.map((n: { id: string }) => n.id);
    expect(ids).toEqual([alsoLiked, liked]);
    expect(ids).not.toContain(quiet);
    expect(
      (await t.api('notes/featured', { untilId: alsoLiked })).body.map((n: { id: string }) => n.id),
    ).toEqual([liked]);
  });

  it('hashtags/trend ranks the hour’s tags by how many people used them, with a 20-step chart', async () => {
    await t.api('notes/create', { text: 'hello #kumotrend' }, author.token);
    await t.api('notes/create', { text: 'me too #kumotrend #lonelytag' }, fan.token);
    const trend = await t.api('hashtags/trend', {});
    expect(trend.status).toBe(200);
    expect(trend.body[0]).toEqual({ tag: 'kumotrend', chart: [2, ...Array(19).fill(0)], usersCount: 2 });
    expect(trend.body.map((x: { tag: string }) => x.tag)).toContain('lonelytag');
  });

  it('users answers only active users with state alive, and refuses an unknown sort', async () => {
    const alive = await t.api('users', { sort: '+updatedAt', state: 'alive', origin: 'local', limit: 100 });
    expect(alive.status).toBe(200);
    expect(alive.body.map((u: { username: string }) => u.username)).toContain('ex_fan');
    expect((await t.api('users', { sort: 'name' })).body.error.code).toBe('INVALID_PARAM');
  });
});

describe('pinned-users', () => {
  const t = testInstance({ seed: 'demo' });
  const admin = t.signin('admin');

  it('shows the users the administrators pinned, in order, skipping unknown ones', async () => {
    expect((await t.api('pinned-users')).body).toEqual([]);
    await t.api('admin/update-meta', { pinnedUsers: ['@bob', 'nobody_here', 'alice'] }, admin.token);
    const pinned = await t.api('pinned-users');
    expect(pinned.body.map((u: { username: string }) => u.username)).toEqual(['bob', 'alice']);
    expect(pinned.body[0]).toHaveProperty('followersCount');
    expect((await t.api('admin/meta', {}, admin.token)).body.pinnedUsers).toEqual([
      '@bob',
      'nobody_here',
      'alice',
    ]);
    await t.api('admin/update-meta', { pinnedUsers: null }, admin.token);
    expect((await t.api('pinned-users')).body).toHaveLength(2);
  });
});
