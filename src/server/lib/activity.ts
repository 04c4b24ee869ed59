import { sql } from 'drizzle-orm';
import { activityLog } from '../../../db/schema';
import { inTransaction, isPostgres, rawRows, type DB } from '../db';
import { ACTIVITY_CHANNEL, encodeActivity, type ActivityEvent } from '../engine/activityBus';
import type { Runtime } from './runtime';

export type ActivityType = ActivityEvent['activityType'];

/** Writes the activity row through `db` (the caller's transaction, if any) and tells the live view on `runtime`'s bus. */
export async function logActivity(
  db: DB,
  runtime: Pick<Runtime, 'activity'>,
  userId: number,
  activityType: ActivityType,
  at: Date,
): Promise<void> {
  await db.insert(activityLog).values({ userId, activityType, createdAt: at });
  await announceActivity(db, runtime, userId, activityType, at);
}

/**
 * Tells the live view about an activity row the caller wrote through `db`, once that row can be read. Inside a
 * PostgreSQL transaction the notification is part of it (sent at the commit, never after a rollback); otherwise it
 * goes out after the current tick, when SQLite's synchronous transaction has committed. A failure outside a
 * transaction is dropped: a lost notification only delays the live view to the next one.
 */
export async function announceActivity(
  db: DB,
  runtime: Pick<Runtime, 'activity'>,
  userId: number,
  activityType: ActivityType,
  at: Date,
): Promise<void> {
  const event: ActivityEvent = { userId, activityType, at };
  const bus = runtime.activity;
  if (bus.throughDatabase && isPostgres(db) && inTransaction(db)) {
    await rawRows(db, sql`select pg_notify(${ACTIVITY_CHANNEL}, ${encodeActivity(event)})`);
    return;
  }
  setImmediate(() => {
    bus.publish(event).catch(() => undefined);
  });
}
