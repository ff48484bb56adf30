import { describe, expect, it } from 'vitest';
import { testInstance } from './helpers.ts';

describe('Play (flash)', () => {
  const t = testInstance();
  const api = t.api;
  const author = t.signup('player');
  const fan = t.signup('playfan');

  const program = {
    title: 'Greeter',
    summary: 'Says hello',
    script: '<: "hi"',
    permissions: ['read:account'],
  };

  it('creates, shows (to visitors too), updates and deletes a Play, with Misskey’s shape and errors', async () => {
    const created = await api('flash/create', program, author.token);
    expect(created.status).toBe(200);
    expect(Object.keys(created.body).sort()).toEqual([
      'createdAt',
      'id',
      'isLiked',
      'likedCount',
      'script',
      'summary',
      'title',
      'updatedAt',
      'user',
      'userId',
      'visibility',
    ]);
    expect(created.body).toMatchObject({
      ...{ title: 'Greeter', script: '<: "hi"' },
      visibility: 'public',
      likedCount: 0,
    });
    const id = created.body.id as string;

    const shown = await api('flash/show', { flashId: id });
    expect(shown.body).toMatchObject({ id, user: { username: 'player' } });
    expect(shown.body).not.toHaveProperty('isLiked');
    expect(shown.body).not.toHaveProperty('permissions');

    const missing = await api('flash/show', { flashId: '9zzzzzzzzz' });
    expect(missing.body.error).toMatchObject({
      code: 'NO_SUCH_FLASH',
      id: 'f0d34a1a-d29a-401d-90ba-1982122b5630',
    });

    expect(
      (await api('flash/update', { flashId: id, title: 'Greeter 2', visibility: 'private' }, author.token))
        .status,
    ).toBe(204);
    expect((await api('flash/show', { flashId: id })).body).toMatchObject({
      title: 'Greeter 2',
      summary: 'Says hello',
      visibility: 'private',
    });
    const foreign = await api('flash/update', { flashId: id, title: 'mine now' }, fan.token);
    expect(foreign.body.error).toMatchObject({
      code: 'ACCESS_DENIED',
      id: '08e60c88-5948-478e-a132-02ec701d67b2',
    });

    // private: out of the lists, still there by its id, and in the author's own list
    expect((await api('users/flashs', { userId: author.id })).body).toEqual([]);
    expect((await api('flash/featured', {})).body.map((f: { id: string }) => f.id)).not.toContain(id);
    expect((await api('flash/my', {}, author.token)).body.map((f: { id: string }) => f.id)).toContain(id);

    const deny = await api('flash/delete', { flashId: id }, fan.token);
    expect(deny.body.error).toMatchObject({
      code: 'ACCESS_DENIED',
      id: '1036ad7b-9f92-4fff-89c3-0e50dc941704',
    });
    expect((await api('flash/delete', { flashId: id }, author.token)).status).toBe(204);
    expect((await api('flash/show', { flashId: id })).status).toBe(400);
  });

  it('likes once, never one’s own Play, and unlikes; featured and my-likes follow', async () => {
    const { body: flash } = await api('flash/create', program, author.token);
    const own = await api('flash/like', { flashId: flash.id }, author.token);
    expect(own.body.error).toMatchObject({ code: 'YOUR_FLASH', id: '3fd8a0e7-5955-4ba9-85bb-bf3e0c30e13b' });
    expect((await api('flash/like', { flashId: flash.id }, fan.token)).status).toBe(204);
    const twice = await api('flash/like', { flashId: flash.id }, fan.token);
    expect(twice.body.error).toMatchObject({
      code: 'ALREADY_LIKED',
      id: '010065cf-ad43-40df-8067-abff9f4686e3',
    });
    expect((await api('flash/show', { flashId: flash.id }, fan.token)).body).toMatchObject({
      likedCount: 1,
      isLiked: true,
    });
    expect((await api('flash/featured', {})).body[0]).toMatchObject({ id: flash.id });
    const likes = await api('flash/my-likes', {}, fan.token);
    expect(likes.body).toEqual([
      { id: expect.any(String), flash: expect.objectContaining({ id: flash.id }) },
    ]);
    expect((await api('users/flashs', { userId: author.id })).body.map((f: { id: string }) => f.id)).toEqual([
      flash.id,
    ]);

    expect((await api('flash/unlike', { flashId: flash.id }, fan.token)).status).toBe(204);
    const again = await api('flash/unlike', { flashId: flash.id }, fan.token);
    expect(again.body.error).toMatchObject({ code: 'NOT_LIKED', id: '755f25a7-9871-4f65-9f34-51eaad9ae0ac' });
    expect((await api('flash/show', { flashId: flash.id }, fan.token)).body).toMatchObject({
      likedCount: 0,
      isLiked: false,
    });
  });

  it('refuses malformed programs with a 400', async () => {
    const bad = await api(
      'flash/create',
      { title: 'x', summary: 'y', script: 1, permissions: [] },
      author.token,
    );
    expect(bad.status).toBe(400);
    const huge = await api('flash/create', { ...program, script: 'a'.repeat(70000) }, author.token);
    expect(huge.status).toBe(400);
    const noToken = await api('flash/create', program);
    expect(noToken.status).toBe(401);
  });
});
