import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Browser tests: Vitest runs the specs one file at a time against one real server that
 * globalSetup.ts starts (and stops) around the whole run. `npm run test:e2e`; see README.md.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: here,
    include: ['specs/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['./globalSetup.ts'],
    setupFiles: ['./support/setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
