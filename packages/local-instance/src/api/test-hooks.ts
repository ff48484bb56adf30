// Test-only switches, present only when startInstance gets `testHooks: true` (the browser suite
// sets it). `kumo-test/fail-next` makes the next call(s) of an endpoint fail with a given status
// and error, so that the client's error handling can be exercised end to end.
import type { EndpointDef } from './endpoint.ts';

export interface PlannedFailure {
  status: number;
  /** Misskey's error object; sent as `{ error }`. */
  error?: { message: string; code: string; id: string; kind?: string; info?: unknown };
  /** A raw body instead (for a reply that is not JSON). */
  raw?: string;
}

export class FailSwitch {
  private planned = new Map<string, { failure: PlannedFailure; times: number }>();

  /** Plans `times` failures of `endpoint`; 0 cancels what was planned. */
  plan(endpoint: string, failure: PlannedFailure, times = 1): void {
    if (times <= 0) this.planned.delete(endpoint);
    else this.planned.set(endpoint, { failure, times });
  }

  /** The failure planned for this endpoint, counted as used; undefined when none is left. */
  take(endpoint: string): PlannedFailure | undefined {
    const entry = this.planned.get(endpoint);
    if (!entry) return undefined;
    if (--entry.times <= 0) this.planned.delete(endpoint);
    return entry.failure;
  }

  clear(): void {
    this.planned.clear();
  }
}

interface FailNextParams {
  endpoint: string;
  status?: number;
  error?: PlannedFailure['error'];
  raw?: string;
  times?: number;
}

/** `kumo-test/fail-next` { endpoint, status, error | raw, times }: not a Misskey endpoint. */
export function failNextEndpoint(failures: FailSwitch): EndpointDef {
  return {
    name: 'kumo-test/fail-next',
    meta: {
      requireCredential: false,
      params: {
        type: 'object',
        properties: {
          endpoint: { type: 'string', minLength: 1 },
          status: { type: 'integer', minimum: 200, maximum: 599, default: 500 },
          error: { type: 'any', nullable: true },
          raw: { type: 'string', nullable: true },
          times: { type: 'integer', minimum: 0, maximum: 100, default: 1 },
        },
        required: ['endpoint'],
      },
    },
    handler: ((ps: FailNextParams) => {
      failures.plan(
        ps.endpoint,
        { status: ps.status ?? 500, error: ps.error ?? undefined, raw: ps.raw ?? undefined },
        ps.times ?? 1,
      );
    }) as EndpointDef['handler'],
  };
}

/**
 * `kumo-test/elapse` { ms }: the instance's clock moves `ms` ahead, and scheduled notes then due are
 * posted at once (browser tests of scheduling, without minutes of waiting). Not a Misskey endpoint.
 */
export function elapseEndpoint(moveClockForward: (ms: number) => void): EndpointDef {
  return {
    name: 'kumo-test/elapse',
    meta: {
      requireCredential: false,
      params: {
        type: 'object',
        // a negative ms puts the clock back (a test file leaves the worker's instance as it found it)
        properties: { ms: { type: 'integer', minimum: -366 * 24 * 3600_000, maximum: 366 * 24 * 3600_000 } },
        required: ['ms'],
      },
    },
    handler: ((ps: { ms: number }) => {
      moveClockForward(ps.ms);
    }) as EndpointDef['handler'],
  };
}
