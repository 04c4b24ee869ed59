import type { UserRow } from '../../../db/schema';
import type { DB } from '../db';
import { recentAttempts } from './attempts';
import { planUsage } from './limits';
import { progressByTopic, userStats } from './stats';
import { readiness } from './readiness';

/** How many latest attempts the dashboard lists. */
export const DASHBOARD_RECENT = 3;

/** Everything the dashboard shows, in one answer: stats, progress by topic, the latest attempts and the plan's usage. */
export function learnerDashboard(db: DB, user: UserRow, now: Date) {
  const ready = readiness(db, user.id, now);
  return {
    stats: userStats(db, user.id, now, ready),
    progress: progressByTopic(db, user.id),
    recentAttempts: recentAttempts(db, user.id, DASHBOARD_RECENT),
    planUsage: planUsage(db, user, now),
    /** The Exam Ready card's probability, interval and target (issue #19). */
    readiness: ready,
  };
}
