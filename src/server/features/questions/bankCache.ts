import { eq } from 'drizzle-orm';
import { bankVersion } from '../../../../db/schema';
import { first, inTransaction, type DB } from '../../db';
import { preparedPerDb } from '../../lib/prepared';

/**
 * What learners read from the question bank (topics with counts, a topic's questions, the free pool) is the
 * same for every caller and changes only when an admin edits, a run is generated or approved, or the seed
 * runs. So each view is computed once per bank version and shared. The version lives in the database
 * (`bank_version`, moved by triggers on every write to `questions` or `topics`, migration 0008), so a write by
 * any process or script is seen by every other on its next read: one indexed read per view, no other rule.
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

const versionRead = preparedPerDb((db) =>
  db.select({ version: bankVersion.version }).from(bankVersion).where(eq(bankVersion.id, 1)).prepare(),
);

/** The bank's version as stored: every process reads the same number. */
export async function currentBankVersion(db: DB): Promise<number> {
  return (await first(versionRead(db).execute()))?.version ?? 0;
}

/** This process's views, emptied when the stored version has moved since they were computed. */
async function freshState(db: DB): Promise<BankState> {
  const version = await currentBankVersion(db);
  let s = states.get(db);
  if (!s) states.set(db, (s = { version, views: new Map() }));
  if (s.version !== version) {
    s.version = version;
    s.views.clear();
  }
  return s;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Date)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** Freezes a value for sharing between requests and marks it so its serialised form can be kept. */
export function shareView<T>(value: T): T {
  deepFreeze(value);
  if (value && typeof value === 'object') frozenViews.add(value);
  return value;
}

/**
 * The view under `key` for the current bank version, computing it if needed. A throw is not cached, and neither
 * is a view read inside a transaction: its writes (and the version they moved) may still roll back.
 */
export async function bankView<T>(db: DB, key: string, compute: () => Promise<T>): Promise<T> {
  if (inTransaction(db)) return compute();
  const s = await freshState(db);
  if (s.views.has(key)) return s.views.get(key) as T;
  const version = s.version;
  const value = shareView(await compute());
  // Kept only under the version it was computed for: a write seen meanwhile has already emptied the views.
  if (s.version === version) s.views.set(key, value);
  return value;
}

/** True for a value bankView handed out: it will never change, whoever holds it. */
export function isFrozenView(value: unknown): value is object {
  return typeof value === 'object' && value !== null && frozenViews.has(value);
}
