import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core runner. Most of the
    // time goes to integration tests waiting on the Meilisearch, build and API processes they start,
    // so a worker per core keeps the cores busy (each test file has its own ports and folders).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      // Pure logic: the files can share a worker's modules, which saves a third of the project's time.
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false } },
      {
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
        },
      },
      // Integration tests start a real Meilisearch of their own on a free port.
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
