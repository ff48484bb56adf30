import { describe, expect, it } from 'vitest';
import { StreamClient, testInstance } from './helpers.ts';

describe('admin: job queues and the database', () => {
  const t = testInstance({ seed: 'demo' });
  const admin = t.signin('admin');
  const alice = t.signin('alice');

  it('counts the background work it really does (an export) in its queues, live on queueStats', async () => {
    expect((await t.api('admin/queue/stats', {}, alice.token)).status).toBe(403);
    const before = (await t.api('admin/queue/stats', {}, admin.token)).body;
    expect(Object.keys(before).sort()).toEqual(['db', 'deliver', 'inbox', 'objectStorage']);
    expect(before.db).toEqual({
      waiting: expect.any(Number),
      active: expect.any(Number),
      completed: expect.any(Number),
      failed: expect.any(Number),
      delayed: 0,
    });
    expect((await t.api('i/export-following', {}, alice.token)).status).toBe(204);
    await expect
      .poll(async () => (await t.api('admin/queue/stats', {}, admin.token)).body.db.completed)
      .toBe(before.db.completed + 1);

    const s = await StreamClient.open(t.inst, admin.token);
    try {
      await s.connect('queueStats', 'q');
      const tick = await s.waitFor((m) => m.type === 'channel' && m.body.type === 'stats', 3000);
      expect(tick.body.body.deliver).toMatchObject({ active: 0, waiting: 0, delayed: 0 });
    } finally {
      s.close();
    }
  });

  it('lists its tables with their rows', async () => {
    expect((await t.api('admin/get-table-stats', {}, alice.token)).status).toBe(403);
    const stats = (await t.api('admin/get-table-stats', {}, admin.token)).body as Record<
      string,
      { count: number; size: number }
    >;
    expect(stats.users!.count).toBeGreaterThan(3);
    expect(stats.notes!.count).toBeGreaterThan(10);
    expect(stats.notes!.size).toBeGreaterThanOrEqual(0);
  });
});
