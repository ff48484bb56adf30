// A user's followers and following lists may be public, for their followers only, or private
// (followersVisibility, followingVisibility); their counts are shown to those who may see the list.
import { describe, expect, it } from 'vitest';
import { roleInput, testInstance } from './helpers.ts';

describe('hidden follow lists keep their counts hidden too', () => {
  const t = testInstance({ seed: 'demo' });
  const admin = t.signin('admin');
  const owner = t.signup('private_owner');
  const fan = t.signup('private_fan');
  const other = t.signup('private_other');
  const stranger = t.signup('private_stranger');
  const mod = t.signup('private_mod');

  const counts = async (token?: string) => {
    const shown = await t.api('users/show', { userId: owner.id }, token);
    expect(shown.status).toBe(200);
    const many = await t.api('users/show', { userIds: [owner.id] }, token);
    expect(many.body[0]).toMatchObject({
      followersCount: shown.body.followersCount,
      followingCount: shown.body.followingCount,
    });
    return { followers: shown.body.followersCount, following: shown.body.followingCount };
  };

  it('sets up two followers, one followee and a moderator', async () => {
    for (const follower of [fan, other])
      expect((await t.api('following/create', { userId: owner.id }, follower.token)).status).toBe(200);
    expect((await t.api('following/create', { userId: other.id }, owner.token)).status).toBe(200);
    const role = await t.api('admin/roles/create', roleInput({ isModerator: true }), admin.token);
    await t.api('admin/roles/assign', { roleId: role.body.id, userId: mod.id }, admin.token);
    expect(await counts()).toEqual({ followers: 2, following: 1 });
  });

  it('a private list shows 0 to a visitor and to someone who follows; its owner and moderators see the count', async () => {
    const update = await t.api(
      'i/update',
      { followersVisibility: 'private', followingVisibility: 'private' },
      owner.token,
    );
    expect(update.status).toBe(200);
    expect(await counts()).toEqual({ followers: 0, following: 0 });
    expect(await counts(fan.token)).toEqual({ followers: 0, following: 0 });
    expect(await counts(owner.token)).toEqual({ followers: 2, following: 1 });
    expect(await counts(mod.token)).toEqual({ followers: 2, following: 1 });
  });

  it("a followers-only list shows its count to the owner's followers only", async () => {
    await t.api(
      'i/update',
      { followersVisibility: 'followers', followingVisibility: 'private' },
      owner.token,
    );
    expect(await counts(fan.token)).toEqual({ followers: 2, following: 0 });
    expect(await counts(stranger.token)).toEqual({ followers: 0, following: 0 });
    expect(await counts()).toEqual({ followers: 0, following: 0 });
    // as the list itself: the stranger may not read it either
    expect((await t.api('users/followers', { userId: owner.id }, stranger.token)).status).toBe(400);
    expect((await t.api('users/followers', { userId: owner.id }, fan.token)).status).toBe(200);
  });
});
