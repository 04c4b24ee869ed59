// The data model the services import, on the engine this process runs on. Each table here is one stable object that
// stands for that table on SQLite (db/schema.sqlite.ts, the embedded default) or PostgreSQL (db/schema.pg.ts), as
// chosen once at start: openConfiguredDatabase (src/server/db.ts) calls useEngine from the configuration (main.ts,
// the scripts), the PostgreSQL test project from its setup file. Nothing is read from the environment here.
//
// This module is the one seam between the two dialects' types: every table is typed as its SQLite form on both
// engines. That is sound for our queries because tests/unit/pg-schema-parity.test.ts holds the two files equal table
// by table, column by column, and checks at compile time that every table's select and insert row types are
// identical: what a service reads from or writes to a table has the same TypeScript type on both engines. The
// query-builder methods the services use (select/insert/update/delete, returning, onConflict…, prepare/execute)
// exist with the same meaning on both drivers; db.ts's helpers cover the rest (transactions, raw SQL, dialect).
//
// How a table object finds its engine: it is a Proxy that hands every property read to the chosen engine's table.
// A column read before the choice (a module's top-level SQL fragment, built at import) is itself such a stand-in,
// resolved when a query is built. The first real use of a table fixes the engine (SQLite when nothing chose):
// choosing the other one after that throws, rather than leaving some queries on the wrong dialect's tables.
import { Column } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type Database from 'better-sqlite3';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type { PgDB } from '../src/server/engine/postgres';
import * as pg from './schema.pg';
import * as sqlite from './schema.sqlite';

export type { UserRow, QuestionRow } from './schema.sqlite';

/** The services' database handle, typed as SQLite's on both engines (this module is the seam that makes it sound). */
export type DB = BetterSQLite3Database<typeof sqlite> & { $client: Database.Database };

export type Engine = 'sqlite' | 'postgres';

let chosen: Engine | undefined;
/** True once a table has been used: the engine cannot change any more. */
let fixed = false;

/**
 * The engine the tables stand for in this process, chosen once at start from the configuration. Choosing it again
 * is a no-op; choosing the other one throws.
 */
export function useEngine(engine: Engine): void {
  if (chosen === engine || (!chosen && !fixed)) {
    chosen = engine;
    return;
  }
  throw new Error(
    `The database engine of this process is ${chosen ?? 'sqlite'} already (chosen at start${fixed ? ', and in use' : ''}); it cannot switch to ${engine}.`,
  );
}

/** The engine the tables stand for; the first call fixes it (SQLite unless useEngine chose PostgreSQL). */
export function currentEngine(): Engine {
  fixed = true;
  chosen ??= 'sqlite';
  return chosen;
}

/** Whether the tables stand for PostgreSQL's (fixes the engine, as currentEngine does). */
export const onPostgres = (): boolean => currentEngine() === 'postgres';

/** The tables' names: what db/schema.sqlite.ts exports as a table (engineObject checks db/schema.pg.ts has each). */
type TableName = { [K in keyof typeof sqlite]: (typeof sqlite)[K] extends SQLiteTable ? K : never }[keyof typeof sqlite];

/** The chosen engine's table (or the column `key` of it), as a plain object the Proxy traps forward to. */
function engineObject(name: TableName, key?: string): object {
  const table: object = onPostgres() ? pg[name] : sqlite[name];
  return key === undefined ? table : (Reflect.get(table, key) as object);
}

/** Traps that forward every read to `target()`; the Proxy's own target is an empty, extensible object. */
function forwarding(target: () => object): ProxyHandler<object> {
  return {
    get: (_, key) => Reflect.get(target(), key) as unknown,
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(target(), key);
      // Reported as configurable: the empty target holds no such property (a Proxy invariant).
      return d && { ...d, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
  };
}

/**
 * A PostgreSQL database or transaction as the services' DB. Its queries take these tables and answer the same row
 * types (see the header); what differs is done in db.ts, which tells the engines apart with isPostgres.
 */
export function asServicesDb(db: PgDatabase<NodePgQueryResultHKT, typeof pg>): DB {
  return db as unknown as DB;
}

/** The PostgreSQL database behind a DB, for what only PostgreSQL has (db.ts: only where isPostgres(db)). */
export function asPostgresDb(db: DB): PgDB {
  return db as unknown as PgDB;
}

/** A column read before the engine is fixed: it resolves to the chosen engine's column when a query uses it. */
function columnStandIn(name: TableName, key: string): object {
  const forward = forwarding(() => engineObject(name, key));
  const sqliteColumn = Reflect.get(sqlite[name], key) as object;
  const methods = new Map<string | symbol, (...args: unknown[]) => unknown>();
  // While a fragment is built, drizzle asks what a column is (`is(chunk, Table)`) and whether it encodes values
  // (`'mapToDriverValue' in column`, `typeof column.mapToDriverValue`): both engines' columns have the same methods, so asking answers for both and
  // leaves the engine open; a method is called on the chosen engine's column.
  return new Proxy(
    {},
    {
      ...forward,
      has: (target, k) => (fixed ? forward.has!(target, k) : Reflect.has(sqliteColumn, k)),
      // A column, of an engine not decided yet: drizzle's `is(chunk, Table)` while a fragment is built.
      getPrototypeOf: (target) => (fixed ? forward.getPrototypeOf!(target) : Column.prototype),
      get(target, k, receiver) {
        if (fixed || typeof Reflect.get(sqliteColumn, k) !== 'function') return forward.get!(target, k, receiver) as unknown;
        let method = methods.get(k);
        if (!method) {
          method = (...args) =>
            (Reflect.get(engineObject(name, key), k) as (...a: unknown[]) => unknown).apply(engineObject(name, key), args);
          methods.set(k, method);
        }
        return method;
      },
    },
  );
}

/** A table on whichever engine is chosen, typed as its SQLite form (the seam: see the header). */
function engineTable<N extends TableName>(name: N): (typeof sqlite)[N] {
  const columns = new Map<string, object>();
  const forward = forwarding(() => engineObject(name));
  const table = new Proxy(
    {},
    {
      ...forward,
      get(target, key, receiver) {
        // Before the engine is fixed, a column is a stand-in that resolves when a query uses it.
        if (fixed || typeof key !== 'string' || !(key in sqlite[name])) return forward.get!(target, key, receiver) as unknown;
        let column = columns.get(key);
        if (!column) columns.set(key, (column = columnStandIn(name, key)));
        return column;
      },
    },
  );
  return table as (typeof sqlite)[N];
}

export const users = engineTable('users');
export const sessions = engineTable('sessions');
export const loginFailures = engineTable('loginFailures');
export const accountCreations = engineTable('accountCreations');
export const topics = engineTable('topics');
export const questions = engineTable('questions');
export const quizAttempts = engineTable('quizAttempts');
export const topicAttemptTotals = engineTable('topicAttemptTotals');
export const dailyAttemptTotals = engineTable('dailyAttemptTotals');
export const attemptAnswers = engineTable('attemptAnswers');
export const examSessions = engineTable('examSessions');
export const activityLog = engineTable('activityLog');
export const subscriptions = engineTable('subscriptions');
export const deletedSeedKeys = engineTable('deletedSeedKeys');
export const stripeEvents = engineTable('stripeEvents');
export const caseSets = engineTable('caseSets');
export const generationRuns = engineTable('generationRuns');
export const passwordResetRequests = engineTable('passwordResetRequests');
export const passwordResetTokens = engineTable('passwordResetTokens');
export const bankVersion = engineTable('bankVersion');
export const tests = engineTable('tests');
export const testItems = engineTable('testItems');
export const marks = engineTable('marks');
export const notes = engineTable('notes');
export const reviewCards = engineTable('reviewCards');
export const itemStats = engineTable('itemStats');
export const learnerAbility = engineTable('learnerAbility');
export const jobState = engineTable('jobState');
export const mailOutbox = engineTable('mailOutbox');
export const reminderSettings = engineTable('reminderSettings');
export const reminderSends = engineTable('reminderSends');
export const cseProblems = engineTable('cseProblems');
export const cseSessions = engineTable('cseSessions');
export const cseRuns = engineTable('cseRuns');
export const cseChoices = engineTable('cseChoices');
