// A running server's database reached beside it, on either engine: the SQLite file (better-sqlite3, WAL and a busy
// timeout make a second connection safe) or, in a PostgreSQL run, the server's own PostgreSQL database. Tests write
// SQL both engines understand, with `?` placeholders (numbered for PostgreSQL here) and true/false for booleans.
import Database from 'better-sqlite3';
import pg from 'pg';
import { useNumberParsers } from '../../src/server/engine/postgres';
import { postgresFor } from './server';

export interface ServerDb {
  /** Every row. */
  all<T = Record<string, unknown>>(query: string, ...params: unknown[]): Promise<T[]>;
  /** The first row, or undefined. */
  get<T = Record<string, unknown>>(query: string, ...params: unknown[]): Promise<T | undefined>;
  /** The first column of every row. */
  column<T = unknown>(query: string, ...params: unknown[]): Promise<T[]>;
  /** The first column of the first row, or undefined. */
  value<T = unknown>(query: string, ...params: unknown[]): Promise<T | undefined>;
  /** A write; answers the number of rows it changed. */
  run(query: string, ...params: unknown[]): Promise<number>;
  close(): Promise<void>;
}

/** `?` placeholders as PostgreSQL's $1, $2… (the tests' SQL has no `?` inside string literals). */
function numbered(query: string): string {
  let n = 0;
  return query.replace(/\?/g, () => `$${++n}`);
}

/** The first column of a row (in the order the query named them). */
function firstColumn(row: Record<string, unknown>): unknown {
  return Object.values(row)[0];
}

/** Opens the database of the server whose SQLite path is `dbPath` (its PostgreSQL database in a PostgreSQL run). */
export function serverDb(dbPath: string): ServerDb {
  const pgDb = postgresFor(dbPath);
  if (pgDb) {
    useNumberParsers();
    const pool = new pg.Pool({ connectionString: pgDb.url, max: 2 });
    pool.on('error', () => undefined);
    const all = async <T>(query: string, params: unknown[]) => (await pool.query(numbered(query), params)).rows as T[];
    return {
      all: <T>(query: string, ...params: unknown[]) => all<T>(query, params),
      get: async <T>(query: string, ...params: unknown[]) => (await all<T>(query, params))[0],
      column: async <T>(query: string, ...params: unknown[]) =>
        (await all<Record<string, unknown>>(query, params)).map((r) => firstColumn(r) as T),
      value: async <T>(query: string, ...params: unknown[]) => {
        const row = (await all<Record<string, unknown>>(query, params))[0];
        return row === undefined ? undefined : (firstColumn(row) as T);
      },
      run: async (query: string, ...params: unknown[]) => (await pool.query(numbered(query), params)).rowCount ?? 0,
      close: () => pool.end(),
    };
  }
  const db = new Database(dbPath);
  db.pragma('busy_timeout = 5000');
  // SQLite has no booleans: true and false are 1 and 0, as the server stores them.
  const bind = (params: unknown[]) => params.map((p) => (typeof p === 'boolean' ? Number(p) : p));
  return {
    all: <T>(query: string, ...params: unknown[]) => Promise.resolve(db.prepare(query).all(...bind(params)) as T[]),
    get: <T>(query: string, ...params: unknown[]) => Promise.resolve(db.prepare(query).get(...bind(params)) as T | undefined),
    column: <T>(query: string, ...params: unknown[]) =>
      Promise.resolve(
        db
          .prepare(query)
          .pluck()
          .all(...bind(params)) as T[],
      ),
    value: <T>(query: string, ...params: unknown[]) =>
      Promise.resolve(
        db
          .prepare(query)
          .pluck()
          .get(...bind(params)) as T | undefined,
      ),
    run: (query: string, ...params: unknown[]) => Promise.resolve(db.prepare(query).run(...bind(params)).changes),
    close: () => {
      db.close();
      return Promise.resolve();
    },
  };
}

/** Runs `body` on the server's database and closes it after. */
export async function withServerDb<T>(dbPath: string, body: (db: ServerDb) => Promise<T>): Promise<T> {
  const db = serverDb(dbPath);
  try {
    return await body(db);
  } finally {
    await db.close();
  }
}
