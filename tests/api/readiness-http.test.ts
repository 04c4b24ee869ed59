// GET /api/readiness over HTTP as the bench measures it (issue #19: p95 ≤ 20 ms): bench/readiness.ts's
// readinessOverHttp against the built server, on a small filled database after the full recompute. At scale the
// figure is `npm run bench -- --sections readiness` (docs/performance.md); this holds the measurement itself and
// the target on a database the suite can afford. bench/fill.ts writes a SQLite file (in its own process, where the
// data model is SQLite's); in a PostgreSQL run its rows are copied into a database of the run's cluster and the
// recompute and the server run there.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { readinessOverHttp } from '../../bench/readiness';
import { asServicesDb } from '../../db/schema';
import { closeDatabase, openDatabase, type DB } from '../../src/server/db';
import { recomputeAll } from '../../src/server/features/readiness/recompute';
import { freshPostgres, type PgTestDatabase } from '../support/postgres';
import { onPostgresRun } from '../support/server';

const dir = mkdtempSync(join(tmpdir(), 'respira-readiness-http-'));
let pgDb: PgTestDatabase | undefined;
afterAll(async () => {
  await pgDb?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every row of the SQLite file's tables into the PostgreSQL database (same tables and columns: a test holds them equal). */
async function copyInto(file: string, url: string): Promise<Record<string, number>> {
  const sqlite = new Database(file, { readonly: true });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const copied: Record<string, number> = {};
  try {
    const tables = sqlite
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' ORDER BY name",
      )
      .pluck()
      .all() as string[];
    await client.query('BEGIN');
    // Rows as they are (the totals the triggers kept come along): triggers and foreign-key checks off while copying.
    await client.query("SET LOCAL session_replication_role = 'replica'");
    await client.query(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')}`);
    for (const table of tables) {
      const columns = (sqlite.pragma(`table_info("${table}")`) as { name: string }[]).map((c) => c.name);
      const rows = sqlite.prepare(`SELECT * FROM "${table}"`).raw().all() as unknown[][];
      const perBatch = Math.floor(30_000 / columns.length);
      for (let start = 0; start < rows.length; start += perBatch) {
        const batch = rows.slice(start, start + perBatch);
        let k = 0;
        // SQLite's 0/1 booleans are valid boolean input for PostgreSQL, its JSON text valid jsonb.
        await client.query(
          `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${batch
            .map(() => `(${columns.map(() => `$${++k}`).join(', ')})`)
            .join(', ')}`,
          batch.flat(),
        );
      }
      copied[table] = rows.length;
      // Identity columns continue after the copied ids.
      const { rows: identity } = await client.query<{ column_name: string }>(
        "SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND is_identity = 'YES'",
        [table],
      );
      for (const { column_name: column } of identity) {
        await client.query(
          `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max("${column}") FROM "${table}"), 0) + 1, false)`,
          [`"${table}"`, column],
        );
      }
    }
    await client.query('COMMIT');
    return copied;
  } finally {
    await client.end();
    sqlite.close();
  }
}

describe('GET /api/readiness over HTTP', () => {
  it('answers signed-in learners with fitted abilities, p95 within 20 ms', async () => {
    const file = join(dir, 'filled.db');
    const env = { ...process.env };
    delete env.DATABASE_URL;
    delete env.TEST_DATABASE;
    execFileSync(process.execPath, ['--import', 'tsx', 'bench/fill.ts', '--db', file, '--users', '120', '--attempts', '4000'], {
      env,
      stdio: 'ignore',
    });
    let databaseUrl: string | undefined;
    let db: DB;
    if (onPostgresRun) {
      pgDb = await freshPostgres();
      databaseUrl = pgDb.url;
      const copied = await copyInto(file, databaseUrl);
      expect(copied.quiz_attempts).toBe(4000);
      db = asServicesDb(pgDb.db);
    } else {
      db = openDatabase(file);
    }
    try {
      await recomputeAll(db, () => new Date());
    } finally {
      if (!pgDb) await closeDatabase(db);
    }
    const r = await readinessOverHttp(file, { requests: 400, learners: 60, databaseUrl });
    expect(r.requests).toBe(400);
    // The learners were chosen with enough answers; most of them answered across sections too (a probability).
    expect(r.ready).toBeGreaterThan(200);
    expect(r.p50).toBeLessThanOrEqual(r.p95);
    expect(r.p95).toBeLessThanOrEqual(20);
    expect(r.pass).toBe(true);
  }, 120_000);
});
