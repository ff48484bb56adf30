import { describe, expect, it } from 'vitest';
import { StreamClient, testInstance } from './helpers.ts';

describe('custom emoji management', () => {
  const t = testInstance({ seed: 'demo' });
  const admin = t.signin('admin');
  const alice = t.signin('alice');

  const addEmoji = async (name: string, category: string | null = null) => {
    const form = new FormData();
    form.append('i', admin.token);
    form.append('file', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), `${name}.png`);
    const res = await fetch(`${t.inst.url}/api/drive/files/create`, { method: 'POST', body: form });
    const file = (await res.json()) as { id: string };
    const added = await t.api('admin/emoji/add', { name, fileId: file.id, category }, admin.token);
    expect(added.status).toBe(200);
    return added.body as { id: string; name: string };
  };

  it('lists, edits, renames and deletes, telling every socket', async () => {
    const leaf = await addEmoji('mgr_leaf', 'Plants');
    const stone = await addEmoji('mgr_stone');
    const listed = await t.api('admin/emoji/list', { query: 'mgr_', limit: 100 }, admin.token);
    expect(listed.body.map((e: { name: string }) => e.name)).toEqual(['mgr_stone', 'mgr_leaf']);
    expect((await t.api('admin/emoji/list', {}, alice.token)).body.error.code).toBe('ROLE_PERMISSION_DENIED');

    const s = await StreamClient.open(t.inst, alice.token);
    const updated = await t.api(
      'admin/emoji/update',
      {
        id: leaf.id,
        name: 'mgr_leaf',
        category: 'Garden',
        aliases: ['green', ' '],
        license: 'CC0',
        isSensitive: true,
      },
      admin.token,
    );
    expect(updated.status).toBe(204);
    const frame = await s.waitFor((m) => m.type === 'emojiUpdated');
    expect(frame.body.emojis[0]).toMatchObject({
      name: 'mgr_leaf',
      category: 'Garden',
      aliases: ['green'],
      license: 'CC0',
      isSensitive: true,
    });

    // a rename is the old name gone and a new one added; a taken name is refused
    const taken = await t.api('admin/emoji/update', { id: leaf.id, name: 'mgr_stone' }, admin.token);
    expect(taken.body.error.code).toBe('SAME_NAME_EMOJI_EXISTS');
    await t.api('admin/emoji/update', { id: leaf.id, name: 'mgr_fern' }, admin.token);
    expect((await s.waitFor((m) => m.type === 'emojiDeleted')).body.emojis[0].name).toBe('mgr_leaf');
    expect((await s.waitFor((m) => m.type === 'emojiAdded')).body.emoji).toMatchObject({
      name: 'mgr_fern',
      category: 'Garden',
    });

    await t.api(
      'admin/emoji/set-category-bulk',
      { ids: [leaf.id, stone.id], category: 'Rocks' },
      admin.token,
    );
    const bulk = await s.waitFor((m) => m.type === 'emojiUpdated' && m.body.emojis.length === 2);
    expect(bulk.body.emojis.map((e: { category: string }) => e.category)).toEqual(['Rocks', 'Rocks']);

    const missing = await t.api('admin/emoji/delete', { id: 'azzzzzzzzzzzzzzz' }, admin.token);
    expect(missing.body.error).toMatchObject({
      code: 'NO_SUCH_EMOJI',
      id: 'be83669b-773a-44b7-b1f8-e5e5170ac3c2',
    });
    expect((await t.api('admin/emoji/delete', { id: stone.id }, admin.token)).status).toBe(204);
    expect(
      (await s.waitFor((m) => m.type === 'emojiDeleted' && m.body.emojis[0].name === 'mgr_stone')).type,
    ).toBe('emojiDeleted');
    await t.api('admin/emoji/delete-bulk', { ids: [leaf.id] }, admin.token);
    const names = ((await t.api('emojis', {})).body.emojis as Array<{ name: string }>).map((e) => e.name);
    expect(names.filter((n) => n.startsWith('mgr_'))).toEqual([]);
    expect((await fetch(`${t.inst.url}/emoji/mgr_fern.webp`)).status).toBe(404);
    s.close();
  });

  it('keeps the roles that may react with an emoji', async () => {
    const emoji = await addEmoji('mgr_badge');
    await t.api(
      'admin/emoji/update',
      { id: emoji.id, roleIdsThatCanBeUsedThisEmojiAsReaction: ['r1'] },
      admin.token,
    );
    const listed = await t.api('admin/emoji/list', { query: 'mgr_badge' }, admin.token);
    expect(listed.body[0].roleIdsThatCanBeUsedThisEmojiAsReaction).toEqual(['r1']);
  });

  it('changes aliases and licences of many emoji at once, and refuses those who may not', async () => {
    const one = await addEmoji('mgr_bulk_one');
    const two = await addEmoji('mgr_bulk_two');
    await t.api('admin/emoji/update', { id: one.id, aliases: ['old', 'keep'] }, admin.token);
    const ids = [one.id, two.id, 'azzzzzzzzzzzzzzz'];
    const aliasesOf = async () =>
      Object.fromEntries(
        (
          (await t.api('admin/emoji/list', { query: 'mgr_bulk', limit: 10 }, admin.token)).body as Array<{
            name: string;
            aliases: string[];
            license: string | null;
          }>
        ).map((e) => [e.name, { aliases: e.aliases, license: e.license }]),
      );

    expect(
      (await t.api('admin/emoji/add-aliases-bulk', { ids, aliases: ['new', ' keep ', ''] }, admin.token))
        .status,
    ).toBe(204);
    expect(await aliasesOf()).toMatchObject({
      mgr_bulk_one: { aliases: ['old', 'keep', 'new'] },
      mgr_bulk_two: { aliases: ['new', 'keep'] },
    });
    await t.api('admin/emoji/remove-aliases-bulk', { ids, aliases: ['old', 'new'] }, admin.token);
    expect(await aliasesOf()).toMatchObject({
      mgr_bulk_one: { aliases: ['keep'] },
      mgr_bulk_two: { aliases: ['keep'] },
    });
    await t.api('admin/emoji/set-aliases-bulk', { ids: [two.id], aliases: ['only'] }, admin.token);
    await t.api('admin/emoji/set-license-bulk', { ids, license: 'CC BY 4.0' }, admin.token);
    expect(await aliasesOf()).toEqual({
      mgr_bulk_one: { aliases: ['keep'], license: 'CC BY 4.0' },
      mgr_bulk_two: { aliases: ['only'], license: 'CC BY 4.0' },
    });

    const denied = await t.api('admin/emoji/set-license-bulk', { ids, license: 'mine' }, alice.token);
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('ROLE_PERMISSION_DENIED');
    const missing = await t.api('admin/emoji/add-aliases-bulk', { ids }, admin.token);
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('INVALID_PARAM');
  });

  it('knows no emoji of other servers, so has none to list or copy', async () => {
    const own = await addEmoji('mgr_own');
    expect((await t.api('admin/emoji/list-remote', { query: 'mgr' }, admin.token)).body).toEqual([]);
    expect((await t.api('admin/emoji/list-remote', {}, alice.token)).body.error.code).toBe(
      'ROLE_PERMISSION_DENIED',
    );
    const unknown = await t.api('admin/emoji/copy', { emojiId: 'azzzzzzzzzzzzzzz' }, admin.token);
    expect(unknown.body.error).toMatchObject({
      code: 'NO_SUCH_EMOJI',
      id: 'e2785b66-dca3-4087-9cac-b93c541cc425',
    });
    const taken = await t.api('admin/emoji/copy', { emojiId: own.id }, admin.token);
    expect(taken.body.error).toMatchObject({
      code: 'DUPLICATE_NAME',
      id: 'f7a3462c-4e6e-4069-8421-b9bd4f4c3975',
    });
  });
});
