import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongFirstSequencer } from './vitest.sequencer.ts';

// Test files that mock a module with `vi.mock` need modules of their own; every other file shares its
// worker's modules and document with the files before it (no isolation: the suite runs 5× faster).
// Signing out goes through every browser database the client keeps: beside the other files' open
// connections to them it hung now and then in a full run (never alone), so it gets a fresh set.
const needIsolation = ['src/media/MediaList.test.tsx', 'src/account/sign-out.test.ts'];

// Files run side by side on every core: a test that takes 3 s alone may take twice that beside
// another, so a test fails for taking too long only past 15 s (one that passes never waits for it).
const SLOW_MACHINE_MS = 15_000;
// Starting a local instance (its database, demo data and endpoint modules) is a block's set-up: the
// first one of a run also waits for the endpoint modules to be compiled, beside every other file.
const INSTANCE_START_MS = 60_000;

// Unit and component tests of every package; the browser suite has its own config in packages/e2e.
export default defineConfig({
  test: {
    maxWorkers: availableParallelism(),
    // worker threads rather than child processes: the same files in 8 % less time and CPU (measured)
    pool: 'threads',
    // files marked `// test: long` start first (vitest.sequencer.ts)
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      {
        extends: './packages/local-instance/vitest.config.ts',
        root: 'packages/local-instance',
        test: { isolate: false, testTimeout: SLOW_MACHINE_MS, hookTimeout: INSTANCE_START_MS },
      },
      {
        extends: './packages/client/vite.config.ts',
        root: 'packages/client',
        test: {
          name: 'client',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: needIsolation,
          isolate: false,
          testTimeout: SLOW_MACHINE_MS,
        },
      },
      // the repository's own lint rules
      {
        test: { name: 'lint-rules', root: '.', include: ['eslint-rules/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: './packages/client/vite.config.ts',
        root: 'packages/client',
        test: { name: 'client-isolated', include: needIsolation, testTimeout: SLOW_MACHINE_MS },
      },
    ],
  },
});
