import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { StreamClient, testInstance } from './helpers.ts';
import type { Json } from './helpers.ts';

describe('admin: job queues and the database', () => {
  const t = testInstance({ seed: 'demo', allowedPrivateNetworks: ['127.0.0.1/32'] });
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

  it('lists single jobs, retries a failed one, removes and clears them', async () => {
    // a webhook receiver that fails until told otherwise
    let status = 500;
    const server = createServer((_req, res) => {
      res.statusCode = status;
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
    try {
      const jobs = async (queue: string, state: string[], search?: string) =>
        (await t.api('admin/queue/jobs', { queue, state, search }, admin.token)).body as Json[];
      expect((await t.api('admin/queue/jobs', { queue: 'deliver', state: [] }, alice.token)).status).toBe(
        403,
      );
      await t.api('i/webhooks/create', { name: 'Q', url, on: ['note'] }, alice.token);
      await t.api('notes/create', { text: 'to the hook' }, alice.token);

      await expect.poll(async () => (await jobs('deliver', ['failed'])).length).toBe(1);
      const [failed] = await jobs('deliver', ['failed']);
      expect(failed).toMatchObject({
        name: 'userWebhookDeliver',
        attempts: 1,
        isFailed: true,
        failedReason: 'The receiver answered 500.',
        data: { type: 'note' },
      });
      expect(JSON.stringify(failed)).not.toContain('secret');
      const id = failed!.id as string;
      const shown = await t.api('admin/queue/show-job', { queue: 'deliver', jobId: id }, admin.token);
      expect(shown.body).toEqual(failed);
      // only a failed job is retried; it runs again and now succeeds
      status = 200;
      expect(
        (await t.api('admin/queue/retry-job', { queue: 'deliver', jobId: id }, admin.token)).status,
      ).toBe(204);
      await expect
        .poll(async () => (await jobs('deliver', ['completed'], 'userWebhook')).find((j) => j.id === id))
        .toMatchObject({ attempts: 2, isFailed: false });
      const again = await t.api('admin/queue/retry-job', { queue: 'deliver', jobId: id }, admin.token);
      expect(again.body.error.code).toBe('JOB_NOT_FAILED');
      expect(await jobs('deliver', ['failed'])).toEqual([]);

      expect(
        (await t.api('admin/queue/remove-job', { queue: 'deliver', jobId: id }, admin.token)).status,
      ).toBe(204);
      const gone = await t.api('admin/queue/show-job', { queue: 'deliver', jobId: id }, admin.token);
      expect(gone.status).toBe(400);
      expect(gone.body.error.code).toBe('NO_SUCH_JOB');

      // the export of the first test is a completed db job; clearing forgets it and its count
      expect((await jobs('db', ['completed'])).map((j) => j.name)).toContain('exportFollowing');
      expect(
        (await t.api('admin/queue/clear', { queue: 'db', state: 'completed' }, admin.token)).status,
      ).toBe(204);
      expect(await jobs('db', ['completed'])).toEqual([]);
      expect((await t.api('admin/queue/stats', {}, admin.token)).body.db.completed).toBe(0);

      const queues = (await t.api('admin/queue/queues', {}, admin.token)).body as Json[];
      expect(queues.map((q) => q.name)).toContain('userWebhookDeliver');
      expect(queues.find((q) => q.name === 'deliver')).toMatchObject({
        isPaused: false,
        counts: { failed: 0 },
      });
      const bad = await t.api('admin/queue/jobs', { queue: 'nope', state: ['failed'] }, admin.token);
      expect(bad.body.error.code).toBe('INVALID_PARAM');
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
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
