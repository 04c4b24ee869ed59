// Opening Respira's database on PostgreSQL (DATABASE_URL=postgres://…) and telling its errors apart. The SQLite
// engine is src/server/db.ts; the data model is db/schema.pg.ts, kept equal to db/schema.sqlite.ts by a test.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from '../../../db/schema.pg';

export type PgDB = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** db/migrations-pg, found from src/server/engine/ or from the bundled server in dist/server/. */
export function pgMigrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  return resolve(here, here.endsWith('engine') ? '../../..' : '../..', 'db/migrations-pg');
}

/**
 * bigint (int8: the millisecond timestamps, count(*), sum(), max()) and numeric (avg(), round()) come back as
 * JavaScript numbers, as SQLite gives them, instead of node-postgres's strings. It has to be pg's process-wide
 * parser: drizzle's node-postgres driver gives every query its own type lookup that falls back to the global one, so
 * a pool's own parsers never apply to drizzle's queries. Milliseconds and this app's counts and sums stay far below
 * 2^53, where a number is exact.
 */
export function useNumberParsers(): void {
  pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v: string) => Number(v));
}

/** Any number will do as long as it is the same in every process: it names the lock migrations run under. */
const MIGRATION_LOCK = 20_2026;

export interface OpenPostgresOptions {
  /** Connections in the pool (default 10). */
  max?: number;
  /** Apply db/migrations-pg first (default true). */
  migrate?: boolean;
}

/**
 * A pool on DATABASE_URL and drizzle's node-postgres database over it, with the schema, after applying
 * db/migrations-pg. Several processes may start at once: the migrations run under an advisory lock, so one
 * applies them and the others find them applied. Close it with closePostgres.
 */
export async function openPostgres(url: string, options: OpenPostgresOptions = {}): Promise<PgDB> {
  useNumberParsers();
  // A request waiting on a lock past LOCK_TIMEOUT_MS fails with 55P03 and answers 503, as SQLite's busy timeout does.
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, lock_timeout: LOCK_TIMEOUT_MS });
  // An idle connection the server drops (restart, failover) is an event on the pool, not a crash of the process;
  // the query that needed it fails on its own and is classified below.
  pool.on('error', () => {});
  const db: PgDB = drizzle(pool, { schema });
  if (options.migrate ?? true) {
    try {
      await applyMigrations(pool);
    } catch (err) {
      await pool.end();
      throw err;
    }
  }
  return db;
}

/** How long a statement of a request waits for a lock (PostgreSQL's lock_timeout; SQLite's busy timeout is 5 s). */
export const LOCK_TIMEOUT_MS = 5_000;

async function applyMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    // Another process may be migrating a large database: wait for it however long it takes, on this connection only.
    await client.query('SET lock_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder: pgMigrationsFolder() });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
    // Back to the pool's lock_timeout (RESET returns to what the connection started with).
    await client.query('RESET lock_timeout');
  } finally {
    client.release();
  }
}

export async function closePostgres(db: PgDB): Promise<void> {
  await db.$client.end();
}

/**
 * The errors a query can throw, outermost first: drizzle 0.45 wraps every driver error of a query in a
 * DrizzleQueryError ("Failed query: …") that keeps the driver's error as `cause`.
 */
function* causes(err: unknown): Generator<unknown> {
  for (let e = err, depth = 0; e != null && depth < 8; depth++) {
    yield e;
    e = typeof e === 'object' && 'cause' in e ? e.cause : undefined;
  }
}

/** The PostgreSQL error (SQLSTATE code, constraint…) inside what a query threw, if it is one. */
export function postgresError(err: unknown): pg.DatabaseError | undefined {
  for (const e of causes(err)) if (e instanceof pg.DatabaseError) return e;
  return undefined;
}

/** A unique index refused the write (23505): the caller answers 409, like SQLITE_CONSTRAINT_UNIQUE. */
export function isPgUniqueViolation(err: unknown): boolean {
  return postgresError(err)?.code === '23505';
}

/** The unique index or constraint that refused the write, e.g. "users_email_unique". */
export function pgViolatedConstraint(err: unknown): string | undefined {
  const e = postgresError(err);
  return e?.code === '23505' ? e.constraint : undefined;
}

/**
 * SQLSTATE codes of a passing outage rather than a bug (503, nothing of the call stored, try again): class 53
 * (disk full 53100, out of memory 53200, too many connections 53300…), 08 (connection lost or refused by the
 * server), 57P01–57P03 (the server shutting down or starting), 40001/40P01 (a serialization failure or deadlock:
 * the transaction was rolled back and may be retried), 55P03 and 57014 (a lock or statement timeout: SQLite's
 * SQLITE_BUSY past its busy timeout), 25006 (a read-only server, e.g. a standby after a failover: SQLITE_READONLY),
 * and 55000 from CheckMyDatabase (below).
 */
const PASSING_SQLSTATE = /^(53|08|57P0[123]$|40001$|40P01$|55P03$|57014$|25006$)/;

/** Node's own errors for a server that cannot be reached or dropped the connection. */
const PASSING_SYSTEM = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** node-postgres's errors without a code: the connection ended, or the pool could not get one in time. */
const PASSING_CLIENT_MESSAGE = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * 55000 (object not in prerequisite state) is a bug of ours anywhere but at connection time, where it is the
 * database refusing connections (ALLOW_CONNECTIONS false, while an operator swaps or restores it): told apart by
 * the server's routine, which is never translated as the message may be.
 */
const refusingConnections = (e: pg.DatabaseError) => e.code === '55000' && e.routine === 'CheckMyDatabase';

/** A full disk, lost connection, overloaded or restarting server, or a conflict to retry: a passing storage fault (503). */
export function isPgStorageFault(err: unknown): boolean {
  for (const e of causes(err)) {
    if (e instanceof pg.DatabaseError) return PASSING_SQLSTATE.test(e.code ?? '') || refusingConnections(e);
    const code = typeof e === 'object' && e !== null && 'code' in e ? e.code : undefined;
    if (typeof code === 'string' && PASSING_SYSTEM.has(code)) return true;
    if (e instanceof Error && PASSING_CLIENT_MESSAGE.test(e.message)) return true;
  }
  return false;
}
