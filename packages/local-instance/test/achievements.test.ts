import { describe, expect, it } from 'vitest';
import { StreamClient, testInstance } from './helpers.ts';

describe('i/claim-achievement and users/achievements', () => {
  const t = testInstance();
  const alice = t.signup('alice');
  const bob = t.signup('bob');

  it('records a claim once, tells the user live, and lists it with its date', async () => {
    const stream = await StreamClient.open(t.inst, alice.token);
    await stream.connect('main', 'm');
    const before = Date.now();
    const res = await t.api('i/claim-achievement', { name: 'client30min' }, alice.token);
    expect(res.status).toBe(204);
    const pushed = await stream.waitFor((m) => m?.body?.type === 'notification');
    expect(pushed.body.body).toMatchObject({ type: 'achievementEarned', achievement: 'client30min' });
    // a second claim of a held achievement changes nothing and notifies no one
    expect((await t.api('i/claim-achievement', { name: 'client30min' }, alice.token)).status).toBe(204);
    const list = (await t.api('users/achievements', { userId: alice.id })).body;
    expect(list).toHaveLength(1);
    expect(list[0].name).toBe('client30min');
    expect(list[0].unlockedAt).toBeGreaterThanOrEqual(before);
    const notes = (await t.api('i/notifications', { includeTypes: ['achievementEarned'] }, alice.token)).body;
    expect(notes).toHaveLength(1);
    expect(
      (await t.api('i', {}, alice.token)).body.achievements.map((a: { name: string }) => a.name),
    ).toEqual(['client30min']);
    stream.close();
  });

  it('refuses a name Misskey does not know and a visitor', async () => {
    const bad = await t.api('i/claim-achievement', { name: 'everything' }, alice.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_PARAM');
    expect((await t.api('i/claim-achievement', { name: 'notes1' })).status).toBe(401);
  });

  it("gives the author myNoteFavorited1 when someone else favourites their note, not for one's own", async () => {
    const note = (await t.api('notes/create', { text: 'keep this' }, bob.token)).body.createdNote;
    await t.api('notes/favorites/create', { noteId: note.id }, bob.token);
    expect((await t.api('users/achievements', { userId: bob.id })).body).toEqual([]);
    await t.api('notes/favorites/create', { noteId: note.id }, alice.token);
    const names = (await t.api('users/achievements', { userId: bob.id })).body.map(
      (a: { name: string }) => a.name,
    );
    expect(names).toEqual(['myNoteFavorited1']);
  });
});
