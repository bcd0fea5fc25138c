import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Checks of the built app (apps/web/dist), run by `npm test` right after `npm run build`:
 * `npx vitest run --config apps/web/build/vitest.config.ts`.
 */
export default defineConfig({
  test: {
    name: 'web-build',
    root: path.dirname(fileURLToPath(import.meta.url)),
    include: ['*.test.ts'],
    environment: 'node',
  },
});
