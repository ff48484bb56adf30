import { describe, expect, it } from 'vitest';
import { testInstance } from './helpers.ts';
import type { Json } from './helpers.ts';

describe('notes/reactions: who reacted, by reaction', () => {
  const t = testInstance({ seed: 'demo' });
  const api = t.api;
  const alice = t.signin('alice');
  const bob = t.signin('bob');
  const frank = t.signin('frank');

  it('filters by type, a local custom emoji written either way, and pages with untilId and sinceId', async () => {
    const note = (await api('notes/create', { text: 'who reacted?', i: alice.token })).body.createdNote;
    await api('notes/reactions/create', { noteId: note.id, reaction: '👍', i: bob.token });
    await api('notes/reactions/create', { noteId: note.id, reaction: '👍', i: frank.token });
    await api('notes/reactions/create', { noteId: note.id, reaction: ':kumo:', i: alice.token });

    const thumbs = (await api('notes/reactions', { noteId: note.id, type: '👍' })).body;
    expect(thumbs.map((r: Json) => r.user.username)).toEqual(['frank', 'bob']);
    for (const type of [':kumo@.:', ':kumo:']) {
      const kumo = (await api('notes/reactions', { noteId: note.id, type })).body;
      expect(kumo.map((r: Json) => [r.user.username, r.type])).toEqual([['alice', ':kumo@.:']]);
    }

    const first = (await api('notes/reactions', { noteId: note.id, type: '👍', limit: 1 })).body;
    expect(first.map((r: Json) => r.user.username)).toEqual(['frank']);
    const next = (
      await api('notes/reactions', { noteId: note.id, type: '👍', limit: 1, untilId: first[0].id })
    ).body;
    expect(next.map((r: Json) => r.user.username)).toEqual(['bob']);
    const newer = (await api('notes/reactions', { noteId: note.id, type: '👍', sinceId: next[0].id })).body;
    expect(newer.map((r: Json) => r.user.username)).toEqual(['frank']);
  });

  it('notes/renotes lists the renotes a caller may see, and refuses an unknown note as Misskey does', async () => {
    const note = (await api('notes/create', { text: 'renote me', i: alice.token })).body.createdNote;
    const renote = (await api('notes/create', { renoteId: note.id, i: bob.token })).body.createdNote;
    await api('notes/create', {
      renoteId: note.id,
      visibility: 'specified',
      visibleUserIds: [],
      i: frank.token,
    });
    const seen = (await api('notes/renotes', { noteId: note.id })).body;
    expect(seen.map((n: Json) => n.id)).toEqual([renote.id]);
    expect(seen[0].user.username).toBe('bob');
    const missing = await api('notes/renotes', { noteId: 'nosuchnote0000' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      code: 'NO_SUCH_NOTE',
      id: '12908022-2e21-46cd-ba6a-3edaf6093f46',
    });
  });
});
