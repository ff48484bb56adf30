import { encode } from 'blurhash';
import { expect, test, vi } from 'vitest';
import type { DecodeAnswer, DecodeRequest } from './blurhash-protocol.ts';
import { BlurhashPool, decodeOnMainThread, type PoolWorker } from './blurhash-pool.ts';

// A real hash of a 4 × 4 picture, to decode for real.
const HASH = encode(new Uint8ClampedArray(4 * 4 * 4).fill(180), 4, 4, 3, 3);

/** A worker that keeps requests until the test answers them. */
class FakeWorker implements PoolWorker {
  readonly requests: DecodeRequest[] = [];
  private readonly listeners: Record<string, Array<(e: never) => void>> = {};
  postMessage(message: DecodeRequest) {
    this.requests.push(message);
  }
  addEventListener(type: string, listener: (e: never) => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  terminate = vi.fn();
  answer(request: DecodeRequest) {
    const data: DecodeAnswer = {
      id: request.id,
      pixels: decodeOnMainThread(request.hash, request.width, request.height),
    };
    for (const l of this.listeners.message ?? []) l({ data } as never);
  }
  fail() {
    for (const l of this.listeners.error ?? []) l(new Event('error') as never);
  }
}

test('work is spread over at most 4 workers, started as they are needed', async () => {
  const workers: FakeWorker[] = [];
  const pool = new BlurhashPool(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w;
  }, 8);
  const jobs = Array.from({ length: 10 }, () => pool.decode(HASH, 8, 8));
  expect(pool.workers).toBe(4);
  expect(workers.map((w) => w.requests.length).sort()).toEqual([2, 2, 3, 3]);
  for (const w of workers) for (const r of w.requests) w.answer(r);
  const results = await Promise.all(jobs);
  expect(results.every((pixels) => pixels.length === 8 * 8 * 4)).toBe(true);
});

test('an idle worker is reused before another is started', async () => {
  const create = vi.fn(() => new FakeWorker());
  const pool = new BlurhashPool(create, 4);
  const first = pool.decode(HASH, 4, 4);
  const worker = create.mock.results[0]!.value as FakeWorker;
  worker.answer(worker.requests[0]!);
  await first;
  void pool.decode(HASH, 4, 4);
  expect(create).toHaveBeenCalledTimes(1);
});

test('without workers the hash is decoded on the main thread', async () => {
  const pool = new BlurhashPool(null, 4);
  expect((await pool.decode(HASH, 16, 9)).length).toBe(16 * 9 * 4);
  expect(pool.workers).toBe(0);
});

test('when workers cannot start, decoding falls back to the main thread', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const pool = new BlurhashPool(() => {
    throw new Error('no workers here');
  }, 4);
  expect((await pool.decode(HASH, 4, 4)).length).toBe(64);
  warn.mockRestore();
});

test('when a worker fails, its pending work is finished on the main thread', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const worker = new FakeWorker();
  const pool = new BlurhashPool(() => worker, 1);
  const pending = pool.decode(HASH, 4, 4);
  worker.fail();
  expect((await pending).length).toBe(64);
  expect(worker.terminate).toHaveBeenCalled();
  expect((await pool.decode(HASH, 4, 4)).length).toBe(64);
  warn.mockRestore();
});

test('an invalid hash rejects, for the caller to log', async () => {
  const pool = new BlurhashPool(null, 4);
  await expect(pool.decode('nope', 4, 4)).rejects.toThrow();
});
