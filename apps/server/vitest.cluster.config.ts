import { defineConfig } from 'vitest/config';

/** Tests that run several server processes on one PostgreSQL (TEST_DATABASE_URL). */
export default defineConfig({
  test: { include: ['test-cluster/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000, fileParallelism: false },
});
