import { describe, expect, it } from 'vitest';
import { testInstance, uploadPng } from './helpers.ts';
import type { Json } from './helpers.ts';

describe('gallery', () => {
  const t = testInstance();
  const api = t.api;
  const author = t.signup('painter');
  const fan = t.signup('fan');

  const upload = (token: string, colour: string) =>
    uploadPng(t.inst, token, { colour, width: 40, height: 30 });

  it('creates a post of the author’s own files, shows it, and lists it everywhere it belongs', async () => {
    const a = await upload(author.token, '#ff0000');
    const b = await upload(author.token, '#00ff00');
    const someoneElses = await upload(fan.token, '#0000ff');
    const created = await api(
      'gallery/posts/create',
      {
        title: 'Colours',
        description: 'two boxes',
        fileIds: [b.id, someoneElses.id, a.id],
        isSensitive: true,
      },
      author.token,
    );
    expect(created.status).toBe(200);
    // another user's file is dropped silently, as Misskey does; the order is kept
    expect(created.body).toMatchObject({
      title: 'Colours',
      description: 'two boxes',
      userId: author.id,
      user: { id: author.id, username: 'painter' },
      fileIds: [b.id, a.id],
      isSensitive: true,
      likedCount: 0,
      isLiked: false,
    });
    expect(created.body.files.map((f: Json) => f.id)).toEqual([b.id, a.id]);
    const id = created.body.id as string;

    const shown = await api('gallery/posts/show', { postId: id });
    expect(shown.body).toMatchObject({ id, title: 'Colours' });
    expect(shown.body).not.toHaveProperty('isLiked');
    expect((await api('gallery/posts', {})).body.map((p: Json) => p.id)).toContain(id);
    expect((await api('i/gallery/posts', {}, author.token)).body.map((p: Json) => p.id)).toEqual([id]);
    expect((await api('users/gallery/posts', { userId: author.id })).body.map((p: Json) => p.id)).toEqual([
      id,
    ]);
    expect((await api('i/gallery/posts', {}, fan.token)).body).toEqual([]);
  });

  it('likes once, never one’s own post, and unlikes; popular and featured follow the likes', async () => {
    const file = await upload(author.token, '#123456');
    const { body: post } = await api(
      'gallery/posts/create',
      { title: 'Liked', fileIds: [file.id] },
      author.token,
    );
    const own = await api('gallery/posts/like', { postId: post.id }, author.token);
    expect(own.status).toBe(400);
    expect(own.body.error).toMatchObject({ code: 'YOUR_POST', id: 'f78f1511-5ebc-4478-a888-1198d752da68' });

    expect((await api('gallery/posts/like', { postId: post.id }, fan.token)).status).toBe(204);
    const twice = await api('gallery/posts/like', { postId: post.id }, fan.token);
    expect(twice.body.error).toMatchObject({
      code: 'ALREADY_LIKED',
      id: '40e9ed56-a59c-473a-bf3f-f289c54fb5a7',
    });
    expect((await api('gallery/posts/show', { postId: post.id }, fan.token)).body).toMatchObject({
      likedCount: 1,
      isLiked: true,
    });
    const likes = await api('i/gallery/likes', {}, fan.token);
    expect(likes.body).toHaveLength(1);
    expect(likes.body[0]).toMatchObject({ post: { id: post.id, isLiked: true } });
    expect(typeof likes.body[0].id).toBe('string');
    expect((await api('gallery/popular', {})).body.map((p: Json) => p.id)).toEqual([post.id]);
    expect((await api('gallery/featured', {})).body.map((p: Json) => p.id)).toEqual([post.id]);

    expect((await api('gallery/posts/unlike', { postId: post.id }, fan.token)).status).toBe(204);
    const notLiked = await api('gallery/posts/unlike', { postId: post.id }, fan.token);
    expect(notLiked.body.error).toMatchObject({
      code: 'NOT_LIKED',
      id: 'e3e8e06e-be37-41f7-a5b4-87a8250288f0',
    });
    expect((await api('gallery/posts/show', { postId: post.id }, fan.token)).body.likedCount).toBe(0);
    expect((await api('gallery/popular', {})).body).toEqual([]);
  });

  it('only the author updates or deletes; bad input is a 400 with Misskey’s error, never a 500', async () => {
    const file = await upload(author.token, '#654321');
    const other = await upload(author.token, '#abcdef');
    const { body: post } = await api(
      'gallery/posts/create',
      { title: 'Mine', fileIds: [file.id] },
      author.token,
    );
    const denied = await api('gallery/posts/update', { postId: post.id, title: 'Theirs' }, fan.token);
    expect(denied.body.error).toMatchObject({
      code: 'ACCESS_DENIED',
      id: 'b4fb0c3d-7b51-4073-8820-5cd8b49bc08f',
    });
    const updated = await api(
      'gallery/posts/update',
      { postId: post.id, title: 'Mine, again', fileIds: [other.id, file.id] },
      author.token,
    );
    expect(updated.body).toMatchObject({
      title: 'Mine, again',
      fileIds: [other.id, file.id],
      isSensitive: false,
    });

    const noFiles = await api(
      'gallery/posts/create',
      { title: 'Nothing of mine', fileIds: [(await upload(fan.token, '#000000')).id] },
      author.token,
    );
    expect(noFiles.status).toBe(400);
    expect(noFiles.body.error).toMatchObject({ code: 'NO_VALID_FILE' });
    expect((await api('gallery/posts/create', { title: '', fileIds: [file.id] }, author.token)).status).toBe(
      400,
    );
    expect((await api('gallery/posts/create', { title: 'x', fileIds: [] }, author.token)).status).toBe(400);
    expect((await api('gallery/posts/show', { postId: 'nope' })).body.error).toMatchObject({
      code: 'NO_SUCH_POST',
      id: '1137bf14-c5b0-4604-85bb-5b5371b1cd45',
    });

    const notYours = await api('gallery/posts/delete', { postId: post.id }, fan.token);
    expect(notYours.body.error).toMatchObject({
      code: 'NO_SUCH_POST',
      id: 'ae52f367-4bd7-4ecd-afc6-5672fff427f5',
    });
    expect((await api('gallery/posts/delete', { postId: post.id }, author.token)).status).toBe(204);
    expect((await api('gallery/posts/show', { postId: post.id })).status).toBe(400);
  });
});
