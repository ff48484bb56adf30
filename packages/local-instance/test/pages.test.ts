import { describe, expect, it } from 'vitest';
import { testInstance, uploadPng } from './helpers.ts';
import type { Json } from './helpers.ts';

describe('pages', () => {
  const t = testInstance();
  const api = t.api;
  const author = t.signup('writer');
  const reader = t.signup('reader');

  const upload = (token: string) =>
    uploadPng(t.inst, token, { name: 'cover.png', colour: '#884422', width: 20, height: 20 });

  const content = (fileId: string) => [
    { id: 'b1', type: 'text', text: 'Hello **page**' },
    {
      id: 'b2',
      type: 'section',
      title: 'Inside',
      children: [{ id: 'b3', type: 'image', fileId }],
    },
    { id: 'b4', type: 'note', detailed: false, note: null },
  ];

  it('creates a page, shows it by id and by author and name, lists it, and keeps its blocks as sent', async () => {
    const cover = await upload(author.token);
    const created = await api(
      'pages/create',
      {
        title: 'My page',
        name: 'my-page',
        summary: 'about things',
        content: content(cover.id),
        variables: [],
        script: '',
        eyeCatchingImageId: cover.id,
        font: 'serif',
        alignCenter: true,
      },
      author.token,
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      title: 'My page',
      name: 'my-page',
      summary: 'about things',
      userId: author.id,
      user: { username: 'writer' },
      font: 'serif',
      alignCenter: true,
      hideTitleWhenPinned: false,
      eyeCatchingImageId: cover.id,
      eyeCatchingImage: { id: cover.id },
      likedCount: 0,
      visibility: 'public',
      isLiked: false,
      content: content(cover.id),
    });
    // the image inside the section is an attached file
    expect(created.body.attachedFiles.map((f: Json) => f.id)).toEqual([cover.id]);
    const id = created.body.id as string;
    expect((await api('pages/show', { pageId: id })).body).toMatchObject({ id, title: 'My page' });
    expect((await api('pages/show', { name: 'my-page', username: 'WRITER' })).body).toMatchObject({ id });
    expect((await api('users/pages', { userId: author.id })).body.map((p: Json) => p.id)).toEqual([id]);
    expect((await api('i/pages', {}, author.token)).body.map((p: Json) => p.id)).toEqual([id]);

    const again = await api(
      'pages/create',
      { title: 'x', name: 'my-page', content: [], variables: [], script: '' },
      author.token,
    );
    expect(again.body.error).toMatchObject({
      code: 'NAME_ALREADY_EXISTS',
      id: '4650348e-301c-499a-83c9-6aa988c66bc1',
    });
    const othersFile = await upload(reader.token);
    const badCover = await api(
      'pages/create',
      {
        title: 'x',
        name: 'other',
        content: [],
        variables: [],
        script: '',
        eyeCatchingImageId: othersFile.id,
      },
      author.token,
    );
    expect(badCover.body.error).toMatchObject({
      code: 'NO_SUCH_FILE',
      id: 'b7b97489-0f66-4b12-a5ff-b21bd63f6e1c',
    });
    expect((await api('pages/show', {})).status).toBe(400);
    expect((await api('pages/show', { name: 'nope', username: 'writer' })).body.error).toMatchObject({
      code: 'NO_SUCH_PAGE',
      id: '222120c0-3ead-4528-811b-b96f233388d7',
    });
  });

  it('likes and unlikes (never one’s own page); featured follows the likes', async () => {
    const { body: page } = await api(
      'pages/create',
      { title: 'Likable', name: 'likable', content: [], variables: [], script: '' },
      author.token,
    );
    const own = await api('pages/like', { pageId: page.id }, author.token);
    expect(own.body.error).toMatchObject({ code: 'YOUR_PAGE', id: '28800466-e6db-40f2-8fae-bf9e82aa92b8' });
    expect((await api('pages/like', { pageId: page.id }, reader.token)).status).toBe(204);
    expect((await api('pages/like', { pageId: page.id }, reader.token)).body.error.code).toBe(
      'ALREADY_LIKED',
    );
    expect((await api('pages/show', { pageId: page.id }, reader.token)).body).toMatchObject({
      likedCount: 1,
      isLiked: true,
    });
    const likes = await api('i/page-likes', {}, reader.token);
    expect(likes.body).toHaveLength(1);
    expect(likes.body[0]).toMatchObject({ page: { id: page.id } });
    expect((await api('pages/featured', {})).body.map((p: Json) => p.id)).toEqual([page.id]);
    expect((await api('pages/unlike', { pageId: page.id }, reader.token)).status).toBe(204);
    expect((await api('pages/unlike', { pageId: page.id }, reader.token)).body.error).toMatchObject({
      code: 'NOT_LIKED',
      id: 'f5e586b0-ce93-4050-b0e3-7f31af5259ee',
    });
    expect((await api('pages/featured', {})).body).toEqual([]);
  });

  it('only the author updates (what is given) or deletes', async () => {
    const { body: page } = await api(
      'pages/create',
      { title: 'Draft', name: 'draft', summary: 'kept', content: [], variables: [], script: '' },
      author.token,
    );
    const denied = await api('pages/update', { pageId: page.id, title: 'Mine now' }, reader.token);
    expect(denied.body.error).toMatchObject({
      code: 'ACCESS_DENIED',
      id: '3c15cd52-3b4b-4274-967d-6456fc4f792b',
    });
    const renamed = await api('pages/update', { pageId: page.id, name: 'my-page' }, author.token);
    expect(renamed.body.error).toMatchObject({
      code: 'NAME_ALREADY_EXISTS',
      id: '2298a392-d4a1-44c5-9ebb-ac1aeaa5a9ab',
    });
    const ok = await api(
      'pages/update',
      { pageId: page.id, title: 'Final', content: [{ id: 'x', type: 'text', text: 'done' }] },
      author.token,
    );
    expect(ok.status).toBe(204);
    expect((await api('pages/show', { pageId: page.id })).body).toMatchObject({
      title: 'Final',
      name: 'draft',
      summary: 'kept',
      content: [{ id: 'x', type: 'text', text: 'done' }],
    });
    expect((await api('pages/delete', { pageId: page.id }, reader.token)).body.error).toMatchObject({
      code: 'ACCESS_DENIED',
      id: '8b741b3e-2c22-44b3-a15f-29949aa1601e',
    });
    expect((await api('pages/delete', { pageId: page.id }, author.token)).status).toBe(204);
    expect((await api('pages/delete', { pageId: page.id }, author.token)).body.error).toMatchObject({
      code: 'NO_SUCH_PAGE',
      id: 'eb0c6e1d-d519-4764-9486-52a7e1c6392a',
    });
  });
});
