import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { count, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from '../../db/schema';

export type DB = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

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

export function openDatabase(path: string): DB {
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
  return db;
}

/** What a write answers (503) while the disk refuses it. */
export const STORAGE_UNAVAILABLE_MESSAGE = 'Saving is temporarily unavailable. Please try again in a moment.';

/** A full or read-only disk, an I/O error or a lock past the busy timeout: a passing outage, not a bug. */
export function isStorageFault(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^SQLITE_(FULL|READONLY|IOERR|BUSY|LOCKED|CANTOPEN)/.test(code);
}

/**
 * The row an INSERT, UPDATE or DELETE … RETURNING wrote, or undefined when it touched none. Read with all(),
 * never get(): get() stops after the first row, and outside a transaction the commit that follows is where a
 * full disk shows; better-sqlite3 then drops that error, so the caller would answer a row that was never
 * stored (and its id would be handed out again).
 */
export function writtenRow<T>(write: { all(): T[] }): T | undefined {
  return write.all()[0];
}

/** A synchronous COUNT(*) (drizzle's $count is promise-based). */
export function countRows(db: DB, table: SQLiteTable, where?: SQL): number {
  return db.select({ n: count() }).from(table).where(where).get()?.n ?? 0;
}
