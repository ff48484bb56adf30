import { describe, expect, it } from 'vitest';
import { testInstance } from './helpers.ts';

describe('points/* (Kumo’s own API)', () => {
  const t = testInstance({ seed: 'demo' });
  const admin = t.signin('admin');
  const alice = t.signup('pointalice');
  const bob = t.signup('pointbob');

  it('awards nothing until the administrators turn points on', async () => {
    await t.api('notes/create', { text: 'before points' }, alice.token);
    expect((await t.api('points/show', {}, alice.token)).body).toMatchObject({ balance: 0, enabled: false });
    expect((await t.api('points/show', {})).status).toBe(401);
  });

  it('awards the stated actions, once where stated, each with a point notification that says why', async () => {
    expect((await t.api('admin/update-meta', { enablePoints: true }, alice.token)).status).toBe(403);
    expect((await t.api('admin/update-meta', { enablePoints: true }, admin.token)).status).toBe(204);
    const note = (await t.api('notes/create', { text: 'first today' }, alice.token)).body.createdNote;
    await t.api('notes/create', { text: 'second today' }, alice.token);
    await t.api('notes/reactions/create', { noteId: note.id, reaction: '👍' }, bob.token);
    await t.api('notes/reactions/create', { noteId: note.id, reaction: '👍' }, alice.token);
    await t.api('following/create', { userId: alice.id }, bob.token);
    await t.api('following/delete', { userId: alice.id }, bob.token);
    await t.api('following/create', { userId: alice.id }, bob.token);

    const summary = (await t.api('points/show', {}, alice.token)).body;
    expect(summary).toMatchObject({ balance: 3 + 1 + 5, enabled: true });
    expect(summary.rules).toEqual([
      { reason: 'dailyNote', amount: 3 },
      { reason: 'reactionReceived', amount: 1 },
      { reason: 'followed', amount: 5 },
    ]);
    const history = (await t.api('points/history', { limit: 10 }, alice.token)).body;
    expect(history.map((h: { reason: string; amount: number }) => [h.reason, h.amount])).toEqual([
      ['followed', 5],
      ['reactionReceived', 1],
      ['dailyNote', 3],
    ]);
    expect(history[0].user.username).toBe('pointbob');
    const older = (await t.api('points/history', { untilId: history[0].id }, alice.token)).body;
    expect(older).toHaveLength(2);
    const notes = (await t.api('i/notifications', { markAsRead: false }, alice.token)).body;
    const points = notes.filter((n: { type: string }) => n.type === 'point');
    expect(points.map((n: { reason: string; point: number }) => [n.reason, n.point])).toEqual([
      ['followed', 5],
      ['reactionReceived', 1],
      ['dailyNote', 3],
    ]);
    await t.api('admin/update-meta', { enablePoints: false }, admin.token);
  });
});
