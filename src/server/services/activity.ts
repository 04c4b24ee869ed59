import { activityLog } from '../../../db/schema';
import type { DB } from '../db';

export type ActivityType = 'login' | 'quiz_start' | 'quiz_complete';

export function logActivity(db: DB, userId: number, activityType: ActivityType, at: Date): void {
  db.insert(activityLog).values({ userId, activityType, createdAt: at }).run();
}
