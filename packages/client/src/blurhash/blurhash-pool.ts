import { decode } from 'blurhash';
import type { DecodeAnswer, DecodeRequest } from './blurhash-protocol.ts';
import { workerCount } from './blurhash-size.ts';

/** The part of a Worker the pool uses (a fake in tests). */
export interface PoolWorker {
  postMessage(message: DecodeRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<DecodeAnswer>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

interface Slot {
  worker: PoolWorker;
  pending: Map<number, Task>;
}

interface Task {
  request: DecodeRequest;
  resolve: (pixels: Uint8ClampedArray) => void;
  reject: (error: Error) => void;
}

/** Decodes on the main thread: the fallback when workers cannot start or have failed. */
export function decodeOnMainThread(hash: string, width: number, height: number): Uint8ClampedArray {
  return decode(hash, width, height);
}

/**
 * Spec P2 §9: blurhash decoding spread over at most 4 module workers, started on first use and
 * given tasks in turn by load. If a worker cannot be created or fails, its tasks and every later
 * one are decoded on the main thread instead.
 */
export class BlurhashPool {
  private readonly slots: Slot[] = [];
  private nextId = 1;
  private broken = false;
  private readonly size: number;

  constructor(
    private readonly createWorker: (() => PoolWorker) | null,
    hardwareConcurrency?: number,
  ) {
    this.size = workerCount(hardwareConcurrency);
  }

  decode(hash: string, width: number, height: number): Promise<Uint8ClampedArray> {
    const slot = this.broken ? null : this.pickSlot();
    if (!slot) return this.mainThread(hash, width, height);
    const request = { id: this.nextId++, hash, width, height };
    return new Promise<Uint8ClampedArray>((resolve, reject) => {
      slot.pending.set(request.id, { request, resolve, reject });
      slot.worker.postMessage(request);
    });
  }

  /** How many workers have been started (for tests). */
  get workers(): number {
    return this.slots.length;
  }

  dispose(): void {
    for (const slot of this.slots) slot.worker.terminate();
    this.slots.length = 0;
  }

  private mainThread(hash: string, width: number, height: number): Promise<Uint8ClampedArray> {
    try {
      return Promise.resolve(decodeOnMainThread(hash, width, height));
    } catch (err) {
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
  }

  /** An idle worker, else a new one while fewer than the limit run, else the least busy. */
  private pickSlot(): Slot | null {
    const idle = this.slots.find((s) => s.pending.size === 0);
    if (idle) return idle;
    if (this.slots.length < this.size) {
      const started = this.start();
      if (started) return started;
    }
    if (this.slots.length === 0) return null;
    return this.slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }

  private start(): Slot | null {
    if (!this.createWorker) {
      this.broken = true;
      return null;
    }
    let worker: PoolWorker;
    try {
      worker = this.createWorker();
    } catch (err) {
      console.warn('blurhash: workers unavailable, decoding on the main thread', err);
      this.broken = true;
      return null;
    }
    const slot: Slot = { worker, pending: new Map() };
    worker.addEventListener('message', (event: MessageEvent<DecodeAnswer>) => {
      const answer = event.data;
      const task = slot.pending.get(answer.id);
      if (!task) return;
      slot.pending.delete(answer.id);
      if ('pixels' in answer) task.resolve(answer.pixels);
      else task.reject(new Error(answer.error));
    });
    worker.addEventListener('error', (event: Event) => {
      console.warn('blurhash: a worker failed, decoding on the main thread', event);
      this.broken = true;
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      worker.terminate();
      for (const task of slot.pending.values()) {
        const { hash, width, height } = task.request;
        this.mainThread(hash, width, height).then(task.resolve, task.reject);
      }
      slot.pending.clear();
    });
    this.slots.push(slot);
    return slot;
  }
}

let shared: BlurhashPool | null = null;

function createModuleWorker(): PoolWorker {
  return new Worker(new URL('./blurhash-worker.ts', import.meta.url), { type: 'module' });
}

/** The app's pool: module workers where the browser has them, the main thread otherwise. */
export function blurhashPool(): BlurhashPool {
  shared ??= new BlurhashPool(
    typeof Worker === 'undefined' ? null : createModuleWorker,
    typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency,
  );
  return shared;
}
