import type { DB } from '../db';
import { noticeExternalCommits, onExternalCommit } from './externalCommits';

/**
 * What learners read from the question bank (topics with counts, a topic's questions, the free pool) is the
 * same for every caller and changes only when an admin edits, a run is generated or approved, or the seed
 * runs. So each view is computed once per bank version and shared; every write to `questions` or `topics`
 * in the services calls `bankChanged`, and another process's commit counts as a change too
 * (externalCommits.ts).
 *
 * Cached values are shared between requests: they are frozen, and callers copy before reordering.
 */
interface BankState {
  version: number;
  views: Map<string, unknown>;
}

const states = new WeakMap<DB, BankState>();
/** Values that never change once cached, so their serialised form can be kept too (see serialize.ts). */
const frozenViews = new WeakSet<object>();

function stateOf(db: DB): BankState {
  let s = states.get(db);
  if (!s) {
    s = { version: 0, views: new Map() };
    states.set(db, s);
    onExternalCommit(db, () => bankChanged(db));
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
  noticeExternalCommits(db);
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
