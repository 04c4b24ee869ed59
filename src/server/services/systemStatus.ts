import { readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Deps } from './deps';
import { sqliteClient } from '../db';

/** Where `npm run db:backup` writes by default (scripts/db-backup.ts): backups/ beside the database. */
export function backupDir(databasePath: string): string {
  return join(dirname(resolve(databasePath)), 'backups');
}

/** The newest backup file's time, or null when there is none (or the database lives in memory). */
export function lastBackupAt(databasePath: string): Date | null {
  if (databasePath === ':memory:') return null;
  let newest = 0;
  try {
    const dir = backupDir(databasePath);
    for (const name of readdirSync(dir)) {
      if (!/^respira-.*\.db$/.test(name)) continue;
      newest = Math.max(newest, statSync(join(dir, name)).mtimeMs);
    }
  } catch {
    // No backups folder yet: no backup has been made.
    return null;
  }
  return newest ? new Date(newest) : null;
}

/**
 * What the Settings tab's Database panel shows, read live: the query itself proves the connection, the
 * size is SQLite's own page count, and the last backup is the newest file `db:backup` left.
 */
export function systemStatus({ db, config }: Pick<Deps, 'db' | 'config'>) {
  const sqlite = sqliteClient(db);
  const pageCount = Number(sqlite.pragma('page_count', { simple: true }));
  const pageSize = Number(sqlite.pragma('page_size', { simple: true }));
  return {
    connected: true,
    storageBytes: pageCount * pageSize,
    lastBackupAt: lastBackupAt(config.DATABASE_PATH),
  };
}
