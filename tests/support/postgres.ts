// PostgreSQL for tests: one throwaway cluster per vitest run (started by the first file that needs it, stopped by
// tests/support/pg-global-setup.ts), with a template database that already has db/migrations-pg applied, and a
// fresh copy of it per test file, dropped after.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type ClusterInfo, createDatabase, dropDatabase, startCluster, stopCluster } from '../../src/server/engine/pgCluster';
import { closePostgres, openPostgres, type PgDB } from '../../src/server/engine/postgres';

/** Holds every migration; a test database is a file copy of it (CREATE DATABASE … TEMPLATE). */
export const TEMPLATE_DATABASE = 'respira_template';

/** application_name of the connections the test process itself keeps to a test database (freshPostgres's pool). */
export const TEST_SUPPORT_APPLICATION = 'respira-test-support';

/** How long the last cluster start and template build took here (ms), for the record. */
export const pgTimings: { clusterStartMs?: number; templateMs?: number } = {};

async function newCluster(): Promise<ClusterInfo> {
  const started = performance.now();
  const info = await startCluster();
  pgTimings.clusterStartMs = performance.now() - started;
  const built = performance.now();
  const db = await openPostgres(await createDatabase(info, TEMPLATE_DATABASE), { max: 1 });
  await closePostgres(db);
  pgTimings.templateMs = performance.now() - built;
  return info;
}

/** Several test files (processes) may ask at once: a directory made with mkdir is the lock. */
async function withLock<T>(runDir: string, body: () => Promise<T>): Promise<T> {
  const lock = join(runDir, 'lock');
  for (let waited = 0; ; waited += 50) {
    try {
      mkdirSync(lock);
      break;
    } catch (err) {
      if ((err as { code?: unknown }).code !== 'EEXIST' || waited > 120_000) throw err;
      await sleep(50);
    }
  }
  try {
    return await body();
  } finally {
    rmdirSync(lock);
  }
}

/** The run's cluster, or (without the global setup, e.g. another runner) one for this file alone. */
async function cluster(): Promise<{ info: ClusterInfo; own: boolean }> {
  const runDir = inject('pgRunDir') as string | undefined;
  if (!runDir) return { info: await newCluster(), own: true };
  return withLock(runDir, async () => {
    const file = join(runDir, 'cluster.json');
    if (existsSync(file)) return { info: JSON.parse(readFileSync(file, 'utf8')) as ClusterInfo, own: false };
    const info = await newCluster();
    writeFileSync(file, JSON.stringify(info), { mode: 0o600 });
    return { info, own: false };
  });
}

export interface PgTestDatabase {
  /** DATABASE_URL of this file's database. */
  url: string;
  cluster: ClusterInfo;
  /** Opened with openPostgres (the migrations are already there: a no-op). */
  db: PgDB;
  /** How long making this database took (ms). */
  createMs: number;
  /** Closes the pool and drops the database (and stops the cluster if it was this file's own). */
  close(): Promise<void>;
}

/** A fresh database with every migration applied, for one test file: call in beforeAll, close in afterAll. */
export async function freshPostgres(): Promise<PgTestDatabase> {
  const { info, own } = await cluster();
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const started = performance.now();
  const url = await createDatabase(info, name, TEMPLATE_DATABASE);
  const createMs = performance.now() - started;
  // Named, so a test can tell the servers' own connections from this one (pg_stat_activity.application_name).
  const db = await openPostgres(`${url}?application_name=${TEST_SUPPORT_APPLICATION}`, { max: 4 });
  return {
    url,
    cluster: info,
    db,
    createMs,
    async close() {
      await closePostgres(db);
      await dropDatabase(info, name);
      if (own) await stopCluster(info.dir);
    },
  };
}

/**
 * What a test database's server may meet, set from the cluster's maintenance database as an operator would:
 * 'read-only' (ALTER DATABASE … SET default_transaction_read_only = on: every write is refused with 25006, as on a
 * standby after a failover) or 'no-connections' (ALLOW_CONNECTIONS false: every new connection is refused with
 * 55000, as while the database is being swapped or restored); null lifts either. The database's open connections
 * are ended (pg_terminate_backend) and this waits until none is left, so the next ones meet the new setting; pass
 * the test process's own pools on that database to wait until they have dropped theirs too.
 */
export async function setDatabaseFault(url: string, fault: 'read-only' | 'no-connections' | null, pools: pg.Pool[] = []): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  target.search = '';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    const db = `"${name.replace(/"/g, '""')}"`;
    await admin.query(
      fault === 'read-only'
        ? `ALTER DATABASE ${db} SET default_transaction_read_only = on`
        : `ALTER DATABASE ${db} RESET default_transaction_read_only`,
    );
    await admin.query(`ALTER DATABASE ${db} ALLOW_CONNECTIONS ${fault === 'no-connections' ? 'false' : 'true'}`);
    for (let waited = 0; ; waited += 20) {
      const { rows } = await admin.query<{ n: number }>(
        'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      if (rows[0]!.n === 0 && pools.every((p) => p.totalCount === 0)) break;
      if (waited > 10_000) throw new Error(`connections to ${name} did not end`);
      await sleep(20);
    }
  } finally {
    await admin.end();
  }
}
