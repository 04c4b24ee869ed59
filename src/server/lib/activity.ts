import { sql } from 'drizzle-orm';
import { activityLog } from '../../../db/schema';
import { inTransaction, isPostgres, rawRows, type DB } from '../db';
import { ACTIVITY_CHANNEL, encodeActivity } from '../engine/activityBus';
import { activityBus, type ActivityEvent } from './events';

export type ActivityType = ActivityEvent['activityType'];

export async function logActivity(db: DB, userId: number, activityType: ActivityType, at: Date): Promise<void> {
  await db.insert(activityLog).values({ userId, activityType, createdAt: at });
  await announceActivity(db, userId, activityType, at);
}

/**
 * Tells the live view about an activity row the caller wrote through `db`, once that row can be read. Inside a
 * PostgreSQL transaction the notification is part of it (sent at the commit, never after a rollback); otherwise it
 * goes out after the current tick, when SQLite's synchronous transaction has committed. A failure outside a
 * transaction is dropped: a lost notification only delays the live view to the next one.
 */
export async function announceActivity(db: DB, userId: number, activityType: ActivityType, at: Date): Promise<void> {
  const event: ActivityEvent = { userId, activityType, at };
  const bus = activityBus();
  if (bus.throughDatabase && isPostgres(db) && inTransaction(db)) {
    await rawRows(db, sql`select pg_notify(${ACTIVITY_CHANNEL}, ${encodeActivity(event)})`);
    return;
  }
  setImmediate(() => {
    bus.publish(event).catch(() => undefined);
  });
}
