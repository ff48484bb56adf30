import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { timingFile } from './timings.ts';
import { closeContexts, workerInstance } from './worker.ts';

// Runs before each test file (vitest `setupFiles`): the worker's instance is there before the file's
// own code asks for its address, and whatever the file left open in the worker's Chromium is closed
// after its tests.
await workerInstance();

beforeAll(() => timingFile(path.basename(expect.getState().testPath ?? '')));
afterAll(closeContexts);
