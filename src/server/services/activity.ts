import { activityLog } from '../../../db/schema';
import type { DB } from '../db';
import { activityEvents, type ActivityEvent } from './events';

export type ActivityType = ActivityEvent['activityType'];

export async function logActivity(db: DB, userId: number, activityType: ActivityType, at: Date): Promise<void> {
  await db.insert(activityLog).values({ userId, activityType, createdAt: at });
  announceActivity(userId, activityType, at);
}

/** Tells the live view about an activity row written by the caller. */
export function announceActivity(userId: number, activityType: ActivityType, at: Date): void {
  // After the current (synchronous) transaction has committed, so listeners read the new row.
  setImmediate(() => activityEvents.emit('activity', { userId, activityType, at } satisfies ActivityEvent));
}
