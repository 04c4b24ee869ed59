// The SQLite engine, and the helpers every service uses on both engines (transaction, first, rawRows, dialect…).
// A SQLite transaction is the whole connection while it is open, so its body may await only the database: in
// development and tests a body that awaits anything else is rolled back and fails (checkTickLeft says how it is seen).
// About 380 lines in one module: openDatabase marks the connections whose transaction bodies are checked, and the
// transaction emulation reads that mark and the connection's state; split, the two halves would import each other.
import { AsyncLocalStorage } from 'node:async_hooks';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { count, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PgDatabase, PgTransaction } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema.sqlite';
import { asPostgresDb, asServicesDb, onPostgres, useEngine, type DB } from '../../db/schema';
import { closePostgres, isPgStorageFault, isPgUniqueViolation, openPostgres, type PgDB } from './engine/postgres';
import { isPostgresUrl } from './engine/engineChoice';

export type { DB };

/** The migrations folder, found from the source tree or from the bundled server in dist/server. */
function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  return resolve(here, '../../db/migrations');
}

/** The database file is damaged: opening it stops with this one line rather than serving errors from its pages. */
export class DamagedDatabaseError extends Error {}

const isDamage = (err: unknown) => /^SQLITE_(CORRUPT|NOTADB)/.test(String((err as { code?: unknown } | null)?.code));
const damaged = (path: string, detail: string) =>
  new DamagedDatabaseError(
    `The database file ${resolve(path)} is damaged (${detail.replace(/\s+/g, ' ')}); restore it from a backup (npm run db:backup makes them).`,
  );

/**
 * PRAGMA quick_check(1): every page and every record is read and its format checked, stopping at the first
 * problem. integrity_check also matches every index entry with its row: on a million attempts (915 MB) it took
 * 37 to 53 s against quick_check's 2.6 to 4.6 s, too long for a start-up, for damage that shows on the pages.
 */
function checkSound(sqlite: Database.Database, path: string): void {
  let verdict: string;
  try {
    verdict = String(sqlite.prepare('PRAGMA quick_check(1)').pluck().get());
  } catch (err) {
    if (!isDamage(err)) throw err;
    verdict = (err as Error).message;
  }
  if (verdict !== 'ok') throw damaged(path, verdict);
}

export interface OpenDatabaseOptions {
  /**
   * Fail a transaction whose body awaits anything but the database (transaction(), below). Default: on, except under
   * NODE_ENV=production, where a body that breaks the rule commits as it always did.
   */
  checkTransactionBodies?: boolean;
}

export function openDatabase(path: string, options: OpenDatabaseOptions = {}): DB {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new Database(path);
  try {
    // WAL lets scripts write while the server runs; the busy timeout makes them wait instead of failing.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('synchronous = NORMAL');
    // Before migrating: writing into a damaged file spreads the damage.
    if (path !== ':memory:') checkSound(sqlite, path);
  } catch (err) {
    sqlite.close();
    throw isDamage(err) ? damaged(path, (err as Error).message) : err;
  }
  const db: DB = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: migrationsFolder() });
  if (options.checkTransactionBodies ?? process.env.NODE_ENV !== 'production') checkedClients.add(sqlite);
  return db;
}

/**
 * The database the configuration names, and the engine of the whole process chosen from it (db/schema.ts:
 * useEngine): PostgreSQL when DATABASE_URL is a postgres:// URL (migrations applied under an advisory lock), else
 * the SQLite file at DATABASE_PATH. On PostgreSQL the object is drizzle's node-postgres database seen as DB through
 * db/schema.ts's seam (the same row types), and the helpers below take the engine's own path where they differ.
 */
export async function openConfiguredDatabase(config: { DATABASE_URL?: string; DATABASE_PATH: string }): Promise<DB> {
  const url = config.DATABASE_URL;
  if (isPostgresUrl(url)) {
    useEngine('postgres');
    return asServicesDb(await openPostgres(url));
  }
  useEngine('sqlite');
  return openDatabase(config.DATABASE_PATH);
}

/**
 * An SQL fragment worded for the engine the query runs on, chosen when the query is built rather than when the
 * fragment is (a module may build one at import, before the start has chosen the engine).
 */
function perEngine(onSqlite: () => SQL, onPg: () => SQL): SQL {
  return sql`${{ getSQL: () => (onPostgres() ? onPg() : onSqlite()), shouldOmitSQLParens: () => true }}`;
}

/**
 * The few SQL expressions the two engines word differently, in one place (worded for the engine the tables stand
 * for, when the query is built). Everything else the services write by hand is SQL both understand.
 */
export const dialect = {
  /**
   * `expr LIKE pattern` ignoring ASCII case, `\` escaping the wildcards: SQLite's LIKE already ignores it,
   * PostgreSQL's ILIKE is the same with the C locale the databases are made with
   * (docs/decisions/050-the-postgresql-schema-types-triggers.md).
   */
  likeCaseless(expr: SQLWrapper, pattern: string): SQL {
    return perEngine(
      () => sql`${expr} like ${pattern} escape '\\'`,
      () => sql`${expr} ilike ${pattern} escape '\\'`,
    );
  },
  /**
   * A text expression ordered without ASCII case: `collate nocase` on SQLite, `lower(… collate "C")` on PostgreSQL;
   * each is exactly the expression its engine's users_sort_name_idx is built on, so an ORDER BY on it walks the index.
   */
  /**
   * ORDER BY term with SQLite's place for NULLs (first ascending, last descending); PostgreSQL's default is the
   * reverse. (PostgreSQL then walks a plain index on a nullable column only descending: an index there declared
   * NULLS FIRST would serve both directions.)
   */
  order(expr: SQLWrapper, dir: 'asc' | 'desc'): SQL {
    return perEngine(
      () => (dir === 'asc' ? sql`${expr} asc` : sql`${expr} desc`),
      () => (dir === 'asc' ? sql`${expr} asc nulls first` : sql`${expr} desc nulls last`),
    );
  },
  caseless(expr: SQL): SQL {
    return perEngine(
      () => sql`${expr} collate nocase`,
      () => sql`lower(${expr} collate "C")`,
    );
  },
};

/** A LIKE pattern matching `text` anywhere, its own wildcards (and the `\` escape) escaped. */
export function likeAnywhere(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether this database (or transaction) is PostgreSQL's. */
export function isPostgres(db: DB): boolean {
  return (db as unknown) instanceof PgDatabase;
}

/** The PostgreSQL database behind a DB (only where isPostgres(db)). */
export function asPostgres(db: DB): PgDB {
  return asPostgresDb(db);
}

/** Closes the connection or the pool (at shutdown, once requests and jobs are done). */
export async function closeDatabase(db: DB): Promise<void> {
  if (isPostgres(db)) await closePostgres(asPostgres(db));
  else db.$client.close();
}

/** What a write answers (503) while the disk refuses it. */
export const STORAGE_UNAVAILABLE_MESSAGE = 'Saving is temporarily unavailable. Please try again in a moment.';

/**
 * A passing outage, not a bug (503): on SQLite a full or read-only disk, an I/O error or a lock past the busy
 * timeout; on PostgreSQL the same and a lost or refused connection (engine/postgres.ts: isPgStorageFault).
 */
export function isStorageFault(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^SQLITE_(FULL|READONLY|IOERR|BUSY|LOCKED|CANTOPEN)/.test(code)) return true;
  return isPgStorageFault(err);
}

/** A unique index refused the write (SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's 23505): the caller answers 409. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err, depth = 0; e != null && depth < 8; depth++) {
    if ((e as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
    e = typeof e === 'object' && 'cause' in e ? e.cause : undefined;
  }
  return isPgUniqueViolation(err);
}

/**
 * The first row a query answers, or undefined. Write `.limit(1)` in a SELECT where one row is meant. A write
 * (INSERT, UPDATE or DELETE … RETURNING) reads all the rows it touched before taking the first: its commit, where
 * a full disk shows, then happens before this answers, so no caller is told about a row that was never stored.
 */
export async function first<T>(query: PromiseLike<T[]>): Promise<T | undefined> {
  return (await query)[0];
}

/** COUNT(*) of the rows of a table matching a condition. */
export async function countRows(db: DB, table: SQLiteTable, where?: SQL): Promise<number> {
  return (await first(db.select({ n: count() }).from(table).where(where)))?.n ?? 0;
}

/**
 * True while a transaction is open on this database's connection (a value read now may still roll back).
 * SQLite: the connection's own flag, which also sees a transaction another chain of awaits has open.
 */
export function inTransaction(db: DB): boolean {
  // PostgreSQL: a body's statements go through its own `tx`, which is what it passes on.
  if (isPostgres(db)) return (db as unknown) instanceof PgTransaction;
  return db.$client.inTransaction;
}

/** The advisory locks each open PostgreSQL transaction has taken (gone with the transaction object). */
const locksHeld = new WeakMap<DB, Set<string>>();

/**
 * Makes the transactions that count and then write under `key` (a learner's weekly attempts, the admins, one
 * address's sign-ups, one email's failed sign-ins), or read and write back what they read (a learner's study writes:
 * lib/learnerLock.ts), run one after another, in every process. PostgreSQL's default
 * isolation lets two such transactions count the same rows and both write; a transaction-scoped advisory lock,
 * taken before the count and held to the commit or rollback, makes the second wait and count the first's row.
 * SQLite needs nothing: BEGIN IMMEDIATE already runs every writing transaction alone.
 *
 * `shared`: transactions holding the key shared run side by side and only exclude one holding it alone (answers
 * being stored, against the statistics job that reads them in id order: features/readiness/itemStats.ts).
 */
export async function serializeOn(tx: DB, key: string, mode: 'alone' | 'shared' = 'alone'): Promise<void> {
  if (!inTransaction(tx)) throw new Error('serializeOn: call it inside transaction(), where the lock can last to the commit.');
  if (!isPostgres(tx)) return;
  // Held to the end of the transaction: a second call for the same lock (a save's helpers each take the learner's)
  // costs no round trip.
  const held = locksHeld.get(tx) ?? new Set<string>();
  locksHeld.set(tx, held);
  if (held.has(`${mode}:${key}`)) return;
  held.add(`${mode}:${key}`);
  const id = sql`hashtextextended(${key}, 0)`;
  await asPostgres(tx).execute(
    mode === 'shared' ? sql`select pg_advisory_xact_lock_shared(${id})` : sql`select pg_advisory_xact_lock(${id})`,
  );
}

/**
 * Inside a transaction of a background job: its statements wait for locks as long as it takes, rather than the
 * LOCK_TIMEOUT_MS a request's do (PostgreSQL only; SQLite's busy timeout is per connection and stays).
 */
export async function waitForLocks(tx: DB): Promise<void> {
  if (!inTransaction(tx)) throw new Error('waitForLocks: call it inside transaction().');
  if (isPostgres(tx)) await asPostgres(tx).execute(sql`set local lock_timeout = 0`);
}

/** SQLite only: the raw better-sqlite3 connection, for what only SQLite has (pragmas: the system status's size). */
export function sqliteClient(db: DB): Database.Database {
  if (isPostgres(db)) throw new Error('sqliteClient: this database is PostgreSQL.');
  return db.$client;
}

/** The rows of a query written as raw SQL (keep such SQL to what both engines understand). */
export async function rawRows<T>(db: DB, query: SQL): Promise<T[]> {
  if (isPostgres(db)) return (await asPostgres(db).execute(query)).rows as T[];
  return db.all<T>(query);
}

/** The transaction a chain of calls is inside of, for this database (nested calls become savepoints). */
interface OpenTransaction {
  client: Database.Database;
  /** Savepoints open inside it. */
  depth: number;
  /** False once committed or rolled back: a job started inside and running later is not inside it any more. */
  active: boolean;
  /** Set when the body was seen waiting past the microtasks it started in (checkTickLeft). */
  leftItsTick?: TransactionBodyAwaitedError;
}

/** SQLite connections whose transaction bodies are checked (openDatabase's checkTransactionBodies). */
const checkedClients = new WeakSet<Database.Database>();

/** A SQLite transaction body awaited something other than the database: it is rolled back and this is thrown. */
export class TransactionBodyAwaitedError extends Error {
  constructor() {
    super(
      'A transaction body awaited something other than the database (a timer, a network or file call, a promise ' +
        'settled later) while its SQLite transaction was open. Rule: a transaction body awaits only database calls ' +
        '(src/server/db.ts, transaction()); move that await before or after transaction(). The transaction was rolled back.',
    );
    this.name = 'TransactionBodyAwaitedError';
  }
}

/**
 * Arms the check of the rule "a transaction body awaits only database calls" (transaction(), below). A body that
 * keeps it settles within the microtask drain it started in: every drizzle query on better-sqlite3 has run by the
 * time its promise exists, so each `await` on one resumes in a microtask of that same drain. Node runs a
 * process.nextTick callback queued from a microtask only once V8's microtask queue is empty; the sentinel is queued
 * from a microtask, so it runs exactly when the drain ends, before any timer, I/O or other request's callback can.
 * Still open then, the body is waiting on something the drain could not settle, and another chain could now run
 * its statements inside this transaction. (Queued directly, the sentinel could run before the drain when BEGIN ran
 * in a macrotask's synchronous part.) Costs one microtask and one tick per transaction.
 */
function checkTickLeft(state: OpenTransaction): void {
  queueMicrotask(() =>
    process.nextTick(() => {
      if (state.active) state.leftItsTick = new TransactionBodyAwaitedError();
    }),
  );
}
const openTransaction = new AsyncLocalStorage<OpenTransaction>();

/** The end of the queue of top-level transactions waiting on each database connection. */
const transactionQueues = new WeakMap<Database.Database, Promise<void>>();

/** Runs `body` once every top-level transaction started before it on this connection has finished. */
async function oneAtATime<T>(client: Database.Database, body: () => Promise<T>): Promise<T> {
  const before = transactionQueues.get(client) ?? Promise.resolve();
  let release = () => {};
  const mine = new Promise<void>((resolve) => (release = resolve));
  transactionQueues.set(client, mine);
  await before;
  try {
    return await body();
  } finally {
    release();
  }
}

/**
 * Runs `body` in one transaction: every statement it makes through `tx` is kept, or none. The one way to make
 * several statements atomic. Called inside an open transaction, it becomes a savepoint of that transaction
 * (its statements are undone alone when its body throws); await each nested call before starting the next.
 *
 * SQLite: BEGIN IMMEDIATE takes the write lock at once (another process waits on the busy timeout rather than
 * failing half-way through), and top-level transactions on one connection run one after the other. The whole
 * connection is the transaction while it is open, so atomicity rests on this rule: **a transaction body awaits
 * only database calls.** better-sqlite3 runs each awaited drizzle query synchronously, so such a body never gives
 * another request's I/O callback a turn and finishes within the one tick it started in. Password hashing, network
 * calls and timers go before or after the transaction, never inside; in development and tests a body that awaits
 * one fails with TransactionBodyAwaitedError and is rolled back (checkTickLeft). What can still interleave is
 * another chain of awaits already running in that same tick (a Promise.all): its statements outside any transaction
 * would run inside this one; its own transactions wait their turn. The mutations of one tRPC batch are not such
 * chains: they run one after another (mutationsInTurn.ts).
 *
 * A failing COMMIT (SQLITE_FULL on a full disk) rolls back and throws to the caller, as any statement does.
 */
export async function transaction<T>(db: DB, body: (tx: DB) => Promise<T>): Promise<T> {
  // PostgreSQL: drizzle's transaction holds one pooled connection for the body (a savepoint when `db` is already a
  // transaction). Only statements made through `tx` are inside it; anything else would take another connection.
  if (isPostgres(db)) return asPostgres(db).transaction((tx) => body(asServicesDb(tx)));
  const client = db.$client;
  const open = openTransaction.getStore();
  if (open?.active && open.client === client) {
    const savepoint = `nested_${++open.depth}`;
    client.exec(`SAVEPOINT ${savepoint}`);
    try {
      const result = await body(db);
      client.exec(`RELEASE ${savepoint}`);
      return result;
    } catch (err) {
      if (client.inTransaction) {
        client.exec(`ROLLBACK TO ${savepoint}`);
        client.exec(`RELEASE ${savepoint}`);
      }
      throw err;
    } finally {
      open.depth--;
    }
  }
  return oneAtATime(client, async () => {
    const state: OpenTransaction = { client, depth: 0, active: true };
    client.exec('BEGIN IMMEDIATE');
    if (checkedClients.has(client)) checkTickLeft(state);
    try {
      const result = await openTransaction.run(state, () => body(db));
      if (state.leftItsTick) throw state.leftItsTick;
      client.exec('COMMIT');
      return result;
    } catch (err) {
      if (client.inTransaction) client.exec('ROLLBACK');
      // The broken rule first: whatever else the body threw may be its consequence.
      if (state.leftItsTick && err !== state.leftItsTick) throw Object.assign(state.leftItsTick, { cause: err });
      throw err;
    } finally {
      state.active = false;
    }
  });
}
