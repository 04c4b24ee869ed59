import type { Statement } from 'better-sqlite3';
import type { DB } from '../db';

/**
 * What learners read from the question bank (topics with counts, a topic's questions, the free pool) is the
 * same for every caller and changes only when an admin edits, a run is generated or approved, or the seed
 * runs. So each view is computed once per bank version and shared; every write to `questions` or `topics`
 * in the services calls `bankChanged`.
 *
 * Another process may write the same file (the scripts use WAL for exactly that). SQLite's `data_version`
 * changes when another connection commits, so a change there drops the cache too. Reading it opens a read
 * transaction (locks on the WAL index: about 7 µs in a busy server, a sixth of a small read's CPU), so it is
 * read once per turn of the event loop, not once per read. That loses nothing a caller can observe: the
 * requests of one turn were all received before the turn began, so none of them can have been sent after a
 * commit that the turn's first check did not see.
 *
 * Cached values are shared between requests: they are frozen, and callers copy before reordering.
 */
interface BankState {
  version: number;
  dataVersion: number;
  readDataVersion: Statement<[], number>;
  /** data_version was read in this turn of the event loop. */
  checked: boolean;
  views: Map<string, unknown>;
}

const states = new WeakMap<DB, BankState>();
/** Values that never change once cached, so their serialised form can be kept too (see serialize.ts). */
const frozenViews = new WeakSet<object>();

function stateOf(db: DB): BankState {
  let s = states.get(db);
  if (!s) {
    const readDataVersion = db.$client.prepare<[], number>('PRAGMA data_version').pluck();
    s = { version: 0, dataVersion: readDataVersion.get()!, readDataVersion, checked: false, views: new Map() };
    states.set(db, s);
  }
  return s;
}

/** Call after any write to questions or topics (drafts included: cheap, and no view can go stale). */
export function bankChanged(db: DB): void {
  const s = stateOf(db);
  s.version++;
  s.views.clear();
}

/** The bank's version as this process knows it; tests and the benchmark read it. */
export function bankVersion(db: DB): number {
  return stateOf(db).version;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Date)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** The bank's state after noticing any commit by another process (which counts as a bank change). */
function freshState(db: DB): BankState {
  const s = stateOf(db);
  if (s.checked) return s;
  s.checked = true;
  setImmediate(() => (s.checked = false));
  const dataVersion = s.readDataVersion.get()!;
  if (dataVersion !== s.dataVersion) {
    s.dataVersion = dataVersion;
    bankChanged(db);
  }
  return s;
}

/** The bank's version, counting another process's commits as changes: a key for views derived from the bank. */
export function currentBankVersion(db: DB): number {
  return freshState(db).version;
}

/** Freezes a value for sharing between requests and marks it so its serialised form can be kept. */
export function shareView<T>(value: T): T {
  deepFreeze(value);
  if (value && typeof value === 'object') frozenViews.add(value);
  return value;
}

/** The view under `key` for the current bank version, computing it if needed. A throw is not cached. */
export function bankView<T>(db: DB, key: string, compute: () => T): T {
  const s = freshState(db);
  if (s.views.has(key)) return s.views.get(key) as T;
  const value = shareView(compute());
  s.views.set(key, value);
  return value;
}

/** True for a value bankView handed out: it will never change, whoever holds it. */
export function isFrozenView(value: unknown): value is object {
  return typeof value === 'object' && value !== null && frozenViews.has(value);
}
