import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'web', root: './apps/web', include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'], environment: 'jsdom', passWithNoTests: true },
});
