import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongFirstSequencer } from '../../vitest.sequencer.ts';

// Browser tests. Each worker has its own local instance and Chromium (support/worker.ts), so files run
// side by side without seeing each other's data. Most of a browser test's time is the page waiting
// (for the network, the stream, a render), so a worker more than the cores keeps them busy (measured
// on 2 cores: the whole suite in 703 s with 3 workers, 800 s with 2).
const workers = Number(process.env.KUMO_E2E_WORKERS) || availableParallelism() + 1;

// A file that must run alone says so on a line of its own (`// e2e: alone`, with why): it measures
// how quickly the page answers, which files running beside it would change. Those run after the
// others, one at a time.
const ALONE_MARK = /^\/\/ e2e: alone\b/m;
const alone = readdirSync(new URL('./tests', import.meta.url))
  .filter((name) => name.endsWith('.test.ts'))
  .filter((name) => ALONE_MARK.test(readFileSync(new URL(`./tests/${name}`, import.meta.url), 'utf8')))
  .map((name) => `tests/${name}`);

export default defineConfig({
  test: {
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/setup.ts'],
    maxWorkers: workers,
    // files of a worker share its modules, so its instance and browser are made once
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Waiting for the page (colour transitions, stream events) on a busy 2-core CI machine can take
    // more than vitest's default second; a wait that is met returns at once, so this costs nothing.
    expect: { poll: { timeout: 5_000 } },
    reporters: ['default', './support/profile-reporter.ts'],
    // files marked `// test: long` start first (vitest.sequencer.ts), the `alone` ones still last
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      { extends: true, test: { name: 'e2e', include: ['tests/**/*.test.ts'], exclude: alone } },
      {
        extends: true,
        test: { name: 'e2e-alone', include: alone, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
