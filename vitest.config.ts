import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Test files that mock a module with `vi.mock` need modules of their own; every other file shares its
// worker's modules and document with the files before it (no isolation: the suite runs 5× faster).
const needIsolation = ['src/media/MediaList.test.tsx'];

// Unit and component tests of every package; the browser suite has its own config in packages/e2e.
export default defineConfig({
  test: {
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: './packages/local-instance/vitest.config.ts',
        root: 'packages/local-instance',
        test: { isolate: false },
      },
      {
        extends: './packages/client/vite.config.ts',
        root: 'packages/client',
        test: { name: 'client', include: ['src/**/*.test.{ts,tsx}'], exclude: needIsolation, isolate: false },
      },
      {
        extends: './packages/client/vite.config.ts',
        root: 'packages/client',
        test: { name: 'client-isolated', include: needIsolation },
      },
    ],
  },
});
