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
        },
      },
      {
        test: { name: 'contracts', root: './packages/contracts', include: ['test/**/*.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'house', root: './packages/house', include: ['test/**/*.test.ts'], environment: 'node' },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
