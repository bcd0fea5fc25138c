import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One module graph per worker instead of one per file: importing the server costs ~2 s a file.
          // Safe because every file builds its own app (createTestApp) and modules keep per-app state
          // on the app's context, never in module globals (docs/ARCHITECTURE.md).
          isolate: false,
        },
      },
      {
        test: { name: 'contracts', root: './packages/contracts', include: ['test/**/*.test.ts'], environment: 'node' },
      },
      {
        // The RTP checks play 150,000+ seeded rounds: seconds of CPU, more on a busy machine.
        test: {
          name: 'house',
          root: './packages/house',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
