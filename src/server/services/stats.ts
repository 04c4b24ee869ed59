import { and, count, desc, eq, gt, inArray, isNotNull, max, sql } from 'drizzle-orm';
import { attemptAnswers, quizAttempts, topics, users } from '../../../db/schema';
import type { DB } from '../db';
import { preparedPerDb } from './prepared';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOPIC_COUNT = 13;
/** Readiness looks at this many latest attempts. */
const READINESS_WINDOW = 10;

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

export function studyStreak(db: DB, userId: number, now: Date): number {
  const rows = streakDays(db).all({ userId, since: now.getTime() - 400 * DAY_MS });
  const days = new Set(rows.map((r) => r.day));
  let day = dayOf(now);
  if (!days.has(day)) day -= 1;
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day--;
  }
  return streak;
}

/**
 * Exam readiness, 0–100: the average score of the latest 10 graded attempts, scaled by how much of the
 * outline they covered (distinct topics answered in them, out of 13). High scores on one topic alone are
 * not readiness for an exam that spans all of them.
 */
const latestGraded = (db: DB) =>
  db
    .select({ id: quizAttempts.id, score: quizAttempts.score })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, sql.placeholder('userId')), eq(quizAttempts.selfReported, false)))
    .orderBy(desc(quizAttempts.completedAt), desc(quizAttempts.id))
    .limit(READINESS_WINDOW);
const readinessScores = preparedPerDb((db) => {
  const recent = latestGraded(db).as('recent');
  return db
    .select({ n: count(), sum: sql<number>`coalesce(sum(${recent.score}), 0)` })
    .from(recent)
    .prepare();
});
const readinessTopics = preparedPerDb((db) => {
  const recent = latestGraded(db).as('recent');
  return db
    .select({ n: sql<number>`count(distinct ${attemptAnswers.topicId})` })
    .from(attemptAnswers)
    .where(inArray(attemptAnswers.attemptId, db.select({ id: recent.id }).from(recent)))
    .prepare();
});

export function examReadiness(db: DB, userId: number): number {
  const recent = readinessScores(db).get({ userId });
  if (!recent || recent.n === 0) return 0;
  const mean = recent.sum / recent.n;
  const covered = readinessTopics(db).get({ userId })?.n ?? 0;
  return Math.round(mean * Math.min(1, covered / TOPIC_COUNT));
}

const runningTotals = preparedPerDb((db) =>
  db
    .select({ totalQuizzes: users.totalQuizzes, scoreSum: users.scoreSum })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(),
);

export function userStats(db: DB, userId: number, now: Date) {
  // The running totals as stored: a long-lived caller's context may hold an older copy of the user.
  const totals = runningTotals(db).get({ userId });
  if (!totals) return { totalQuizzes: 0, averageScore: 0, studyStreak: 0, examReadiness: 0 };
  return {
    totalQuizzes: totals.totalQuizzes,
    averageScore: totals.totalQuizzes > 0 ? Math.round(totals.scoreSum / totals.totalQuizzes) : 0,
    studyStreak: studyStreak(db, userId, now),
    examReadiness: examReadiness(db, userId),
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
    .groupBy(quizAttempts.topicId)
    .orderBy(topics.name)
    .prepare(),
);

export function progressByTopic(db: DB, userId: number) {
  return topicProgress(db)
    .all({ userId })
    .map((r) => ({ ...r, lastQuizDate: r.lastQuizDate ? new Date(r.lastQuizDate as unknown as number) : null }));
}
