import { defineConfig } from 'vitest/config';

/** The API and reliability suites run on both engines; these depend on SQLite's file itself and run on it alone. */
const SQLITE_ONLY = [
  // A full disk on a small filesystem, a damaged file, the file copy backup: what only a database file has.
  'tests/reliability/full-disk.test.ts',
  'tests/reliability/damaged-file.test.ts',
  'tests/reliability/backup.test.ts',
  // The file's own faults: a full file (max_page_count), query_only, a write lock held past the busy timeout.
  // PostgreSQL's counterpart, its read-only and connection-refusing database: storage-postgres.test.ts.
  'tests/reliability/storage.test.ts',
  // The failing purge's fault is SQLite's query_only pragma; PostgreSQL's: session-purge-postgres.test.ts.
  'tests/reliability/session-purge.test.ts',
  // SQLite's EXPLAIN QUERY PLAN; PostgreSQL's own plans: plans-postgres.test.ts.
  'tests/reliability/plans.test.ts',
];

/** What only PostgreSQL has: several server processes sharing one database (SQLite is one process), its own faults. */
const POSTGRES_ONLY = [
  'tests/api/several-processes.test.ts',
  // PostgreSQL's counterparts of SQLite-only files above: its storage faults, a failing purge, its query plans.
  'tests/reliability/storage-postgres.test.ts',
  'tests/reliability/session-purge-postgres.test.ts',
  'tests/reliability/plans-postgres.test.ts',
  // Mail (issue #30): two processes send the outbox's mail once.
  'tests/api/mail-several-processes.test.ts',
  // Reminders (issue #30): two server processes and the script on one database.
  'tests/api/reminders-processes.test.ts',
];

/** The PostgreSQL engine's own tests (its cluster, pool, limiter, bus, backup): they need PostgreSQL, not SQLite. */
const POSTGRES_ENGINE = [
  'tests/unit/activity-bus.test.ts',
  'tests/unit/limiters.test.ts',
  'tests/unit/pg-backup.test.ts',
  'tests/unit/pg-engine.test.ts',
];

/** Pure tests need no database and no built server: they live beside their modules (one left here, see below). */
const PURE = [
  'src/**/*.test.ts',
  'db/**/*.test.ts',
  'bench/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/support/**/*.test.ts',
  // Compares db/schema.sqlite.ts with db/schema.pg.ts as data; it stays in tests/unit while the schemas change.
  'tests/unit/pg-schema-parity.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Only a directory: the PostgreSQL cluster starts when a test file first asks for it (tests/support/postgres.ts).
    globalSetup: ['tests/support/pg-global-setup.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: PURE } },
      {
        extends: true,
        test: {
          name: 'sqlite',
          // tests/unit: services on an in-memory SQLite database (tests/support/db.ts) or a file of their own.
          include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/reliability/**/*.test.ts'],
          exclude: [...POSTGRES_ONLY, ...POSTGRES_ENGINE, ...PURE],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['tests/api/**/*.test.ts', 'tests/reliability/**/*.test.ts', ...POSTGRES_ENGINE],
          exclude: SQLITE_ONLY,
          env: {
            // Each server started by tests/support/server.ts gets a database of its own on the run's cluster.
            TEST_DATABASE: 'postgres',
          },
          // The test process's own tables (db/schema.ts) are PostgreSQL's too: some tests call services in-process on
          // a server's database. Each server and script is given its real URL.
          setupFiles: ['tests/support/pg-engine.ts'],
        },
      },
    ],
  },
});
