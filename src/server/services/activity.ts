import { activityLog } from '../../../db/schema';
import type { DB } from '../db';
import { activityBus, type ActivityEvent } from './events';

export type ActivityType = ActivityEvent['activityType'];

export async function logActivity(db: DB, userId: number, activityType: ActivityType, at: Date): Promise<void> {
  await db.insert(activityLog).values({ userId, activityType, createdAt: at });
  announceActivity(userId, activityType, at);
}

/** Tells the live view about an activity row written by the caller. */
export function announceActivity(userId: number, activityType: ActivityType, at: Date): void {
  // After the current (synchronous) transaction has committed, so listeners read the new row. Not awaited by the
  // request, and a failure is dropped: a lost notification only delays the live view to the next one.
  setImmediate(() => {
    activityBus()
      .publish({ userId, activityType, at } satisfies ActivityEvent)
      .catch(() => undefined);
  });
}
