import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/reliability/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Only a directory: the PostgreSQL cluster starts when a test file first asks for it (tests/support/postgres.ts).
    globalSetup: ['tests/support/pg-global-setup.ts'],
  },
});
