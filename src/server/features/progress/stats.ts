import { first } from '../../db';
import { and, count, desc, eq, gt, isNotNull, isNull, max, sql } from 'drizzle-orm';
import { quizAttempts, tests, topics, users } from '../../../../db/schema';
import type { DB } from '../../db';
import { preparedPerDb } from '../../lib/prepared';
import { readiness, readinessPercent, type Readiness } from '../readiness/readiness';

const DAY_MS = 24 * 60 * 60 * 1000;

/** UTC calendar day number. */
function dayOf(d: Date | number): number {
  return Math.floor((typeof d === 'number' ? d : d.getTime()) / DAY_MS);
}

/**
 * Study streak: consecutive UTC days with at least one completed attempt, ending today, or yesterday
 * if nothing was finished yet today (the streak is still alive until the day ends).
 */
const streakDays = preparedPerDb((db) =>
  db
    .select({ day: sql<number>`cast(${quizAttempts.completedAt} / ${DAY_MS} as integer)` })
    .from(quizAttempts)
    // A self-reported score is history, not a figure: it keeps no streak alive.
    .where(
      and(
        eq(quizAttempts.userId, sql.placeholder('userId')),
        gt(quizAttempts.completedAt, sql.placeholder('since')),
        eq(quizAttempts.selfReported, false),
      ),
    )
    .groupBy(sql`1`)
    .orderBy(desc(sql`1`))
    .prepare(),
);

/**
 * Days a review session ended: a review stores no quiz attempt (it is no quiz, issue #27), yet reviewing is study.
 * Read through tests_user_started_idx; a session finishes after it starts, so `since` on the start loses none.
 */
const reviewDays = preparedPerDb((db) =>
  db
    .select({ day: sql<number>`cast(${tests.finishedAt} / ${DAY_MS} as integer)` })
    .from(tests)
    .where(
      and(
        eq(tests.userId, sql.placeholder('userId')),
        gt(tests.startedAt, sql.placeholder('since')),
        isNotNull(tests.finishedAt),
        isNull(tests.attemptId),
      ),
    )
    .groupBy(sql`1`)
    .prepare(),
);

export async function studyStreak(db: DB, userId: number, now: Date): Promise<number> {
  const since = now.getTime() - 400 * DAY_MS;
  const [attemptRows, reviewRows] = await Promise.all([
    streakDays(db).execute({ userId, since }),
    reviewDays(db).execute({ userId, since }),
  ]);
  const days = new Set([...attemptRows, ...reviewRows].map((r) => Number(r.day)));
  let day = dayOf(now);
  if (!days.has(day)) day -= 1;
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day--;
  }
  return streak;
}

const runningTotals = preparedPerDb((db) =>
  db
    .select({ totalQuizzes: users.totalQuizzes, scoreSum: users.scoreSum })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(),
);

/**
 * The dashboard's four figures. Exam readiness, 0–100, is the probability of reaching the learner's target cut
 * (features/readiness/readiness.ts, issue #19), 0 until enough graded answers; a caller that already read the learner's
 * readiness (the dashboard) passes it in rather than computing it twice.
 */
export async function userStats(db: DB, userId: number, now: Date, given?: Readiness) {
  const ready = given ?? (await readiness(db, userId, now));
  // The running totals as stored: a long-lived caller's context may hold an older copy of the user.
  const totals = await first(runningTotals(db).execute({ userId }));
  if (!totals) return { totalQuizzes: 0, averageScore: 0, studyStreak: 0, examReadiness: 0 };
  return {
    totalQuizzes: totals.totalQuizzes,
    averageScore: totals.totalQuizzes > 0 ? Math.round(totals.scoreSum / totals.totalQuizzes) : 0,
    studyStreak: await studyStreak(db, userId, now),
    examReadiness: readinessPercent(ready),
  };
}

/** Per-topic progress from topic quizzes (mixed exams and exams span topics and are not counted here). */
const topicProgress = preparedPerDb((db) =>
  db
    .select({
      topicId: quizAttempts.topicId,
      topicName: topics.name,
      totalQuizzes: count(),
      averageScore: sql<number>`cast(round(avg(${quizAttempts.score})) as integer)`,
      lastQuizDate: max(quizAttempts.completedAt),
    })
    .from(quizAttempts)
    .innerJoin(topics, eq(quizAttempts.topicId, topics.id))
    .where(and(eq(quizAttempts.userId, sql.placeholder('userId')), isNotNull(quizAttempts.topicId)))
    .groupBy(quizAttempts.topicId, topics.name)
    .orderBy(topics.name)
    .prepare(),
);

export async function progressByTopic(db: DB, userId: number) {
  return (await topicProgress(db).execute({ userId })).map((r) => ({
    ...r,
    lastQuizDate: r.lastQuizDate ? new Date(r.lastQuizDate as unknown as number) : null,
  }));
}
