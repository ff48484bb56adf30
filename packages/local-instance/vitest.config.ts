import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'local-instance', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
