import { readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../lib/deps';
import { isPostgres, rawRows, sqliteClient } from '../../db';

/** Where `npm run db:backup` writes by default (scripts/db-backup.ts): backups/ beside the database. */
export function backupDir(databasePath: string): string {
  return join(dirname(resolve(databasePath)), 'backups');
}

/** On PostgreSQL there is no database file to sit beside: `db:backup` writes to backups/ under the working directory. */
export function postgresBackupDir(): string {
  return resolve('backups');
}

/** The newest modification time of a file in `dir` whose name fits `name`, or null (none, or no such folder). */
function newestFile(dir: string, name: RegExp): Date | null {
  let newest = 0;
  try {
    for (const entry of readdirSync(dir)) {
      if (!name.test(entry)) continue;
      newest = Math.max(newest, statSync(join(dir, entry)).mtimeMs);
    }
  } catch {
    // No backups folder yet: no backup has been made.
    return null;
  }
  return newest ? new Date(newest) : null;
}

/** The newest backup file's time, or null when there is none (or the database lives in memory). */
export function lastBackupAt(databasePath: string): Date | null {
  if (databasePath === ':memory:') return null;
  return newestFile(backupDir(databasePath), /^respira-.*\.db$/);
}

/**
 * What the Settings tab's Database panel shows, read live: the query itself proves the connection, the
 * size is SQLite's own page count (PostgreSQL's database size), and the last backup is the newest file `db:backup` left.
 */
export async function systemStatus({ db, config }: Pick<Deps, 'db' | 'config'>) {
  if (isPostgres(db)) {
    // PostgreSQL's own figure for the database's size on disk, and the newest pg_dump archive `db:backup` left.
    const [row] = await rawRows<{ bytes: number | string }>(db, sql`SELECT pg_database_size(current_database()) AS bytes`);
    return {
      connected: true,
      storageBytes: Number(row?.bytes ?? 0),
      lastBackupAt: newestFile(postgresBackupDir(), /^respira-.*\.dump$/),
    };
  }
  const sqlite = sqliteClient(db);
  const pageCount = Number(sqlite.pragma('page_count', { simple: true }));
  const pageSize = Number(sqlite.pragma('page_size', { simple: true }));
  return {
    connected: true,
    storageBytes: pageCount * pageSize,
    lastBackupAt: lastBackupAt(config.DATABASE_PATH),
  };
}
