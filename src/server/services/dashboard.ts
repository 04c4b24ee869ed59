import type { UserRow } from '../../../db/schema';
import { isPro } from '../../shared/plans';
import type { DB } from '../db';
import { recentAttempts } from './attempts';
import { learnerView } from './learnerSnapshot';
import { planUsage } from './limits';
import { progressByTopic, userStats } from './stats';

/** How many latest attempts the dashboard lists. */
export const DASHBOARD_RECENT = 3;

/**
 * Everything the dashboard shows, in one answer: stats, progress by topic, the latest attempts and the plan's
 * usage. A Pro learner's whole answer is kept in their snapshot (their usage never moves); a free learner's
 * usage counts exam starts in a rolling window, so it is read fresh and joined to the kept parts.
 */
export function learnerDashboard(db: DB, user: UserRow, now: Date) {
  const parts = () => ({
    stats: userStats(db, user.id, now),
    progress: progressByTopic(db, user.id, now),
    recentAttempts: recentAttempts(db, user.id, DASHBOARD_RECENT, now),
  });
  if (isPro(user)) return learnerView(db, user.id, now, 'dashboard:pro', () => ({ ...parts(), planUsage: planUsage(db, user, now) }));
  return { ...parts(), planUsage: planUsage(db, user, now) };
}
