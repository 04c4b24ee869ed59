import { and, count, desc, eq, gt, isNotNull, max, sql } from 'drizzle-orm';
import { attemptAnswers, quizAttempts, topics, users } from '../../../db/schema';
import type { DB } from '../db';

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
export function studyStreak(db: DB, userId: number, now: Date): number {
  const rows = db
    .select({ day: sql<number>`cast(${quizAttempts.completedAt} / ${DAY_MS} as integer)` })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), gt(quizAttempts.completedAt, new Date(now.getTime() - 400 * DAY_MS))))
    .groupBy(sql`1`)
    .orderBy(desc(sql`1`))
    .all();
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
export function examReadiness(db: DB, userId: number): number {
  const recent = db
    .select({ id: quizAttempts.id, score: quizAttempts.score })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.selfReported, false)))
    .orderBy(desc(quizAttempts.completedAt), desc(quizAttempts.id))
    .limit(READINESS_WINDOW)
    .all();
  if (recent.length === 0) return 0;
  const mean = recent.reduce((s, r) => s + r.score, 0) / recent.length;
  const covered = db
    .selectDistinct({ topicId: attemptAnswers.topicId })
    .from(attemptAnswers)
    .where(sql`${attemptAnswers.attemptId} in (${sql.join(recent.map((r) => sql`${r.id}`), sql`, `)})`)
    .all().length;
  return Math.round(mean * Math.min(1, covered / TOPIC_COUNT));
}

export function userStats(db: DB, userId: number, now: Date) {
  // Read the running totals fresh: a long-lived caller's context may hold an older copy of the user.
  const user = db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) return { totalQuizzes: 0, averageScore: 0, studyStreak: 0, examReadiness: 0 };
  return {
    totalQuizzes: user.totalQuizzes,
    averageScore: user.totalQuizzes > 0 ? Math.round(user.scoreSum / user.totalQuizzes) : 0,
    studyStreak: studyStreak(db, user.id, now),
    examReadiness: examReadiness(db, user.id),
  };
}

/** Per-topic progress from topic quizzes (mixed exams and exams span topics and are not counted here). */
export function progressByTopic(db: DB, userId: number) {
  return db
    .select({
      topicId: quizAttempts.topicId,
      topicName: topics.name,
      totalQuizzes: count(),
      averageScore: sql<number>`cast(round(avg(${quizAttempts.score})) as integer)`,
      lastQuizDate: max(quizAttempts.completedAt),
    })
    .from(quizAttempts)
    .innerJoin(topics, eq(quizAttempts.topicId, topics.id))
    .where(and(eq(quizAttempts.userId, userId), isNotNull(quizAttempts.topicId)))
    .groupBy(quizAttempts.topicId)
    .orderBy(topics.name)
    .all()
    .map((r) => ({ ...r, lastQuizDate: r.lastQuizDate ? new Date(r.lastQuizDate as unknown as number) : null }));
}

