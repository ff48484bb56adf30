import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Browser tests. Each worker has its own local instance and Chromium (support/worker.ts), so files run
// side by side without seeing each other's data. Most of a browser test's time is the page waiting
// (for the network, the stream, a render), so a worker more than the cores keeps them busy.
const workers = Number(process.env.KUMO_E2E_WORKERS) || availableParallelism() + 1;

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
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
  },
});
