import type { Statement } from 'better-sqlite3';
import type { DB } from '../db';

/**
 * Commits to the same file by another connection: the scripts (seed, question generation, user creation) write
 * beside the running server, which WAL allows. Caches of the database's contents (the bank views, sessions)
 * listen here and drop what they hold when such a commit is noticed.
 *
 * SQLite's `data_version` changes when another connection commits. Reading it opens a read transaction (locks
 * on the WAL index: about 7 µs in a busy server, a sixth of a small read's CPU), so it is read at most once per
 * turn of the event loop. That loses nothing a caller can observe: the requests handled in one turn had all
 * arrived before the turn began, so none of them can have been sent after a commit that the turn's first
 * check missed.
 */
interface Watch {
  dataVersion: number;
  read: Statement<[], number>;
  /** data_version was read in this turn of the event loop. */
  checked: boolean;
  listeners: (() => void)[];
}

const watches = new WeakMap<DB, Watch>();

function watchOf(db: DB): Watch {
  let w = watches.get(db);
  if (!w) {
    const read = db.$client.prepare<[], number>('PRAGMA data_version').pluck();
    w = { dataVersion: read.get()!, read, checked: false, listeners: [] };
    watches.set(db, w);
  }
  return w;
}

/** Calls `listener` whenever another connection's commit is noticed. */
export function onExternalCommit(db: DB, listener: () => void): void {
  watchOf(db).listeners.push(listener);
}

/** Looks for another connection's commit (once per turn of the event loop) and tells the listeners. */
export function noticeExternalCommits(db: DB): void {
  const w = watchOf(db);
  if (w.checked) return;
  w.checked = true;
  setImmediate(() => (w.checked = false));
  const dataVersion = w.read.get()!;
  if (dataVersion === w.dataVersion) return;
  w.dataVersion = dataVersion;
  for (const listener of w.listeners) listener();
}
