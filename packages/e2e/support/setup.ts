import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { timingFile } from './timings.ts';
import { closeContexts, openContexts, workerInstance } from './worker.ts';

// Runs before each test file (vitest `setupFiles`): the worker's instance is there before the file's
// own code asks for its address. A test's pages stop when it ends (one it left open would go on
// polling and streaming beside the next tests, on two cores), and what the file made in its hooks
// is closed after its tests.
await workerInstance();

beforeAll(() => timingFile(path.basename(expect.getState().testPath ?? '')));
afterAll(closeContexts);

let before = new Set<BrowserContext>();
beforeEach(() => {
  before = new Set(openContexts());
});
afterEach(async () => {
  const left = openContexts().filter((context) => !before.has(context));
  await Promise.all(left.map((context) => context.close().catch(() => undefined)));
});
