import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'modules/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tools/**/*.test.ts',
      'tests/integration/**/*.test.{ts,tsx}',
    ],
    exclude: ['node_modules', 'dist', 'tests/e2e/**'],
    globalSetup: ['tests/support/global-db.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
