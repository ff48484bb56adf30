import { defineConfig } from 'vitest/config';

// Unit and component tests of every package; the browser suite has its own config in packages/e2e.
export default defineConfig({
  test: {
    projects: ['packages/client', 'packages/local-instance'],
  },
});
