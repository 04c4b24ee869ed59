import type { UserRow } from '../../../../db/schema';
import type { DB } from '../../db';
import { recentAttempts } from '../quizzes/attempts';
import { planUsage } from '../plans/planLimits';
import { progressByTopic, userStats } from './stats';
import { readiness } from '../readiness/readiness';
import { examPlan } from '../exam-plan/examPlan';
import { isFirstVisit } from '../../../shared/examPlan';

/** How many latest attempts the dashboard lists. */
export const DASHBOARD_RECENT = 3;

/** Everything the dashboard shows, in one answer: stats, progress by topic, the latest attempts and the plan's usage. */
export async function learnerDashboard(db: DB, user: UserRow, now: Date) {
  const ready = await readiness(db, user.id, now);
  return {
    stats: await userStats(db, user.id, now, ready),
    progress: await progressByTopic(db, user.id),
    recentAttempts: await recentAttempts(db, user.id, DASHBOARD_RECENT),
    planUsage: await planUsage(db, user, now),
    /** The Exam Ready card's probability, interval and target (issue #19). */
    readiness: ready,
    /** The "Your exam" card (issue #27): countdown, readiness or what it needs, today's plan. */
    examPlan: await examPlan(db, user, now, ready),
    /** "Welcome" rather than "Welcome back" (issue #27). */
    firstVisit: isFirstVisit(user),
  };
}
