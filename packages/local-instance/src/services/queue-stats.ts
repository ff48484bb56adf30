import type { Instance } from '../context.ts';

/** One queue's figures as Misskey's queueStats channel sends them each tick. */
export interface QueueFigures {
  activeSincePrevTick: number;
  active: number;
  waiting: number;
  delayed: number;
}

export interface QueueStats {
  deliver: QueueFigures;
  inbox: QueueFigures;
}

/** One queue's totals as admin/queue/stats answers them. */
export interface QueueCount {
  waiting: number;
  active: number;
  completed: number;
  failed: number;
  delayed: number;
}

/**
 * Misskey's queues, with the local instance's own background work in them: `deliver` holds what it
 * sends out (webhook deliveries, push notifications), `db` what it does for users in the background
 * (exports, imports); `inbox` and `objectStorage` stay empty (it does not federate and keeps files on
 * its own disk).
 */
export type QueueName = 'deliver' | 'inbox' | 'db' | 'objectStorage';
const QUEUE_NAMES: QueueName[] = ['deliver', 'inbox', 'db', 'objectStorage'];

interface Counters extends QueueCount {
  startedSinceTick: number;
}

const byInstance = new WeakMap<Instance, Record<QueueName, Counters>>();

function countersOf(inst: Instance): Record<QueueName, Counters> {
  let c = byInstance.get(inst);
  if (!c) {
    const zero = (): Counters => ({
      waiting: 0,
      active: 0,
      completed: 0,
      failed: 0,
      delayed: 0,
      startedSinceTick: 0,
    });
    c = { deliver: zero(), inbox: zero(), db: zero(), objectStorage: zero() };
    byInstance.set(inst, c);
  }
  return c;
}

/** A job was queued: it waits until `runJob` starts it. */
export function queueJob(inst: Instance, queue: QueueName): void {
  countersOf(inst)[queue].waiting++;
}

/**
 * Runs one job of `queue` and counts it: active while it runs, then completed, or failed when it
 * throws or `failed` says so of its result. `queued` when queueJob counted it as waiting.
 */
export async function runJob<T>(
  inst: Instance,
  queue: QueueName,
  job: () => Promise<T>,
  opts: { queued?: boolean; failed?: (result: T) => boolean } = {},
): Promise<T> {
  const c = countersOf(inst)[queue];
  if (opts.queued) c.waiting = Math.max(0, c.waiting - 1);
  c.active++;
  c.startedSinceTick++;
  try {
    const result = await job();
    if (opts.failed?.(result)) c.failed++;
    else c.completed++;
    return result;
  } catch (e) {
    c.failed++;
    throw e;
  } finally {
    c.active--;
  }
}

/** The totals of every queue (admin/queue/stats). */
export function queueCounts(inst: Instance): Record<QueueName, QueueCount> {
  const c = countersOf(inst);
  return Object.fromEntries(
    QUEUE_NAMES.map((q) => {
      const { waiting, active, completed, failed, delayed } = c[q];
      return [q, { waiting, active, completed, failed, delayed }];
    }),
  ) as Record<QueueName, QueueCount>;
}

/** One tick of the queueStats channel: what runs and waits now, and what started since the last tick. */
export function queueStats(inst: Instance): QueueStats {
  const c = countersOf(inst);
  const tick = (q: Counters): QueueFigures => {
    const figures = {
      activeSincePrevTick: q.startedSinceTick,
      active: q.active,
      waiting: q.waiting,
      delayed: q.delayed,
    };
    q.startedSinceTick = 0;
    return figures;
  };
  return { deliver: tick(c.deliver), inbox: tick(c.inbox) };
}
