import { defineConfig } from 'vitest/config';

// Browser tests: one local instance (in-memory, demo data) for the whole run, one Chromium per file.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Waiting for the page (colour transitions, stream events) on a busy 2-core CI machine can take
    // more than vitest's default second; a wait that is met returns at once, so this costs nothing.
    expect: { poll: { timeout: 5_000 } },
    reporters: ['default'],
  },
});
