import { eq, sql } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { DB } from '../db';
import { currentBankVersion, shareView } from './bankCache';
import { preparedPerDb } from './prepared';
import { keptUserRow } from './sessions';

/**
 * A learner's dashboard reads (stats, progress by topic, latest attempts) are kept per learner between
 * requests. They change only when the learner stores an attempt (which always moves their running totals),
 * when the UTC day turns (the streak), or when the bank changes (topic names; another process's commit counts
 * as a bank change). Those four make the key, so nothing is ever invalidated by hand: a write anywhere
 * simply makes the next read miss. The plan usage card is not kept (its rolling window moves every second).
 */
const MAX_LEARNERS = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Snapshot {
  key: string;
  views: Map<string, unknown>;
}

const snapshots = new WeakMap<DB, Map<number, Snapshot>>();

const runningTotals = preparedPerDb((db) =>
  db
    .select({ totalQuizzes: users.totalQuizzes, scoreSum: users.scoreSum, reportedQuizzes: users.reportedQuizzes })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(),
);

/**
 * The learner's running totals, current (a long-lived caller's context may hold an older copy of the user):
 * from a kept session's row when there is one, which any change to the row would have dropped, else read.
 */
export function learnerTotals(db: DB, userId: number): { totalQuizzes: number; scoreSum: number; reportedQuizzes: number } | undefined {
  return keptUserRow(db, userId) ?? runningTotals(db).get({ userId });
}

/** The view `name` of the learner's dashboard, from the snapshot when nothing it depends on has moved. */
export function learnerView<T>(db: DB, userId: number, now: Date, name: string, compute: () => T): T {
  let byUser = snapshots.get(db);
  if (!byUser) snapshots.set(db, (byUser = new Map()));
  const totals = learnerTotals(db, userId);
  const key = `${totals?.totalQuizzes}:${totals?.scoreSum}:${totals?.reportedQuizzes}:${Math.floor(now.getTime() / DAY_MS)}:${currentBankVersion(db)}`;
  let snap = byUser.get(userId);
  if (snap?.key !== key) snap = { key, views: new Map() };
  // Map order is recency: the least recently read learner is the first to go.
  byUser.delete(userId);
  byUser.set(userId, snap);
  if (byUser.size > MAX_LEARNERS) byUser.delete(byUser.keys().next().value!);
  if (snap.views.has(name)) return snap.views.get(name) as T;
  const value = shareView(compute());
  snap.views.set(name, value);
  return value;
}
