import type { Instance } from '../context.ts';
import { genId } from '../db/ids.ts';

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

/** Every queue Misskey has (its QUEUE_TYPES), as the admin/queue/* endpoints name them. */
export const QUEUE_TYPES = [
  'system',
  'endedPollNotification',
  'postScheduledNote',
  'deliver',
  'inbox',
  'db',
  'relationship',
  'objectStorage',
  'userWebhookDeliver',
  'systemWebhookDeliver',
] as const;
export type QueueType = (typeof QUEUE_TYPES)[number];

/**
 * The queues admin/queue/stats reports, with the local instance's own background work in them:
 * `deliver` holds what it sends out (webhook deliveries, push notifications), `db` what it does for
 * users in the background (exports, imports); `inbox` and `objectStorage` stay empty (it does not
 * federate and keeps files on its own disk).
 */
export type QueueName = 'deliver' | 'inbox' | 'db' | 'objectStorage';
const QUEUE_NAMES: QueueName[] = ['deliver', 'inbox', 'db', 'objectStorage'];

export type JobState = 'wait' | 'active' | 'completed' | 'failed';

/** One job as the instance keeps it: what it is, how it went, and how to run it again. */
export interface JobRecord {
  id: string;
  name: string;
  data: Record<string, unknown>;
  timestamp: number;
  processedOn?: number;
  finishedOn?: number;
  attempts: number;
  failedReason?: string;
  returnValue: unknown;
  state: JobState;
  run: () => Promise<unknown>;
  failed?: (result: unknown) => string | null;
}

interface Counters extends QueueCount {
  startedSinceTick: number;
}

interface QueueState {
  counters: Record<QueueName, Counters>;
  jobs: Map<QueueName, Map<string, JobRecord>>;
}

/** Finished jobs kept per queue for the admin's job list (the oldest go first). */
const KEPT_FINISHED = 100;

const byInstance = new WeakMap<Instance, QueueState>();

function stateOf(inst: Instance): QueueState {
  let s = byInstance.get(inst);
  if (!s) {
    const zero = (): Counters => ({
      waiting: 0,
      active: 0,
      completed: 0,
      failed: 0,
      delayed: 0,
      startedSinceTick: 0,
    });
    s = {
      counters: { deliver: zero(), inbox: zero(), db: zero(), objectStorage: zero() },
      jobs: new Map(QUEUE_NAMES.map((q) => [q, new Map()])),
    };
    byInstance.set(inst, s);
  }
  return s;
}

const countKey: Record<JobState, keyof QueueCount> = {
  wait: 'waiting',
  active: 'active',
  completed: 'completed',
  failed: 'failed',
};

function move(c: Counters, job: JobRecord, to: JobState) {
  c[countKey[job.state]] = Math.max(0, c[countKey[job.state]] - 1);
  c[countKey[to]]++;
  job.state = to;
}

function schedule(inst: Instance, queue: QueueName, job: JobRecord) {
  setImmediate(() => void start(inst, queue, job));
}

async function start(inst: Instance, queue: QueueName, job: JobRecord) {
  const s = stateOf(inst);
  // removed, or cleared, before its turn came
  if (s.jobs.get(queue)?.get(job.id) !== job || job.state !== 'wait') return;
  const c = s.counters[queue];
  move(c, job, 'active');
  c.startedSinceTick++;
  job.processedOn = Date.now();
  job.attempts++;
  let reason: string | null;
  try {
    const result = await job.run();
    reason = job.failed?.(result) ?? null;
    job.returnValue = typeof result === 'object' ? null : (result ?? null);
  } catch (e) {
    // the instance was closed meanwhile, the user is gone, or the far end could not be reached
    reason = e instanceof Error ? e.message : String(e);
  }
  job.finishedOn = Date.now();
  if (reason === null) {
    delete job.failedReason;
    move(c, job, 'completed');
  } else {
    job.failedReason = reason;
    move(c, job, 'failed');
  }
  pruneFinished(s.jobs.get(queue)!);
}

function pruneFinished(jobs: Map<string, JobRecord>) {
  const finished = [...jobs.values()].filter((j) => j.state === 'completed' || j.state === 'failed');
  for (const old of finished.slice(0, Math.max(0, finished.length - KEPT_FINISHED))) jobs.delete(old.id);
}

/**
 * Queues a job of `queue` and runs it after the current answer, as Misskey's job queue does:
 * waiting, then active while it runs, then completed, or failed when it throws or `failed` gives
 * a reason from its result. `name` and `data` describe it in the admin's job list (no secrets).
 */
export function enqueue<T>(
  inst: Instance,
  queue: QueueName,
  what: { name: string; data: Record<string, unknown> },
  run: () => Promise<T>,
  failed?: (result: T) => string | null,
): void {
  const s = stateOf(inst);
  const job: JobRecord = {
    id: genId(),
    name: what.name,
    data: what.data,
    timestamp: Date.now(),
    attempts: 0,
    returnValue: null,
    state: 'wait',
    run,
    failed: failed as JobRecord['failed'],
  };
  s.jobs.get(queue)!.set(job.id, job);
  s.counters[queue].waiting++;
  schedule(inst, queue, job);
}

/** A queue's jobs in the given states, newest first; queues without work here have none. */
export function jobsOf(inst: Instance, queue: QueueType, states: readonly JobState[]): JobRecord[] {
  const jobs = stateOf(inst).jobs.get(queue as QueueName);
  if (!jobs) return [];
  return [...jobs.values()].filter((j) => states.includes(j.state)).reverse();
}

export function findJob(inst: Instance, queue: QueueType, id: string): JobRecord | undefined {
  return stateOf(inst)
    .jobs.get(queue as QueueName)
    ?.get(id);
}

/** Runs a failed job again (BullMQ's retry): it waits for its turn, its reason is cleared. */
export function retryJob(inst: Instance, queue: QueueType, job: JobRecord): void {
  move(stateOf(inst).counters[queue as QueueName], job, 'wait');
  delete job.failedReason;
  delete job.finishedOn;
  schedule(inst, queue as QueueName, job);
}

/** Drops a job that is not running: a waiting one never runs, a finished one leaves the list. */
export function removeJob(inst: Instance, queue: QueueType, job: JobRecord): void {
  const s = stateOf(inst);
  const c = s.counters[queue as QueueName];
  c[countKey[job.state]] = Math.max(0, c[countKey[job.state]] - 1);
  s.jobs.get(queue as QueueName)!.delete(job.id);
}

/**
 * Empties a queue of its jobs in one state ('*': every state but running, which cannot be
 * stopped); finished ones are forgotten, counted totals included.
 */
export function clearQueue(inst: Instance, queue: QueueType, state: JobState | '*'): void {
  const s = stateOf(inst);
  const jobs = s.jobs.get(queue as QueueName);
  if (!jobs) return;
  for (const job of [...jobs.values()]) {
    if (job.state !== 'active' && (state === '*' || job.state === state)) removeJob(inst, queue, job);
  }
  const c = s.counters[queue as QueueName];
  if (state === '*' || state === 'completed') c.completed = 0;
  if (state === '*' || state === 'failed') c.failed = 0;
}

/** The totals of every queue (admin/queue/stats). */
export function queueCounts(inst: Instance): Record<QueueName, QueueCount> {
  const c = stateOf(inst).counters;
  return Object.fromEntries(
    QUEUE_NAMES.map((q) => {
      const { waiting, active, completed, failed, delayed } = c[q];
      return [q, { waiting, active, completed, failed, delayed }];
    }),
  ) as Record<QueueName, QueueCount>;
}

/** One queue's totals by any of Misskey's queue names (all zero for a queue without work here). */
export function queueCountOf(inst: Instance, queue: QueueType): QueueCount {
  const c = stateOf(inst).counters[queue as QueueName];
  return c
    ? { waiting: c.waiting, active: c.active, completed: c.completed, failed: c.failed, delayed: c.delayed }
    : { waiting: 0, active: 0, completed: 0, failed: 0, delayed: 0 };
}

/** One tick of the queueStats channel: what runs and waits now, and what started since the last tick. */
export function queueStats(inst: Instance): QueueStats {
  const c = stateOf(inst).counters;
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
