import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Checks of the built frame pages (apps/frames/dist), run by `npm test` after the build:
 * `npx vitest run --config apps/frames/build/vitest.config.ts`.
 */
export default defineConfig({
  test: {
    name: 'frames-build',
    root: path.dirname(fileURLToPath(import.meta.url)),
    include: ['*.test.ts'],
    environment: 'node',
  },
});
