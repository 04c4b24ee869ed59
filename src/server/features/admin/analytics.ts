import { and, count, eq, gt, gte, isNull, sql, sum } from 'drizzle-orm';
import { publishedSingle } from '../questions/questions';
import { activityLog, dailyAttemptTotals, questions, quizAttempts, topicAttemptTotals, topics, users } from '../../../../db/schema';
import { first, countRows, type DB } from '../../db';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An active user signed in or finished a quiz in the last 7 days. */
export const ACTIVE_WINDOW_MS = 7 * DAY_MS;
export const TREND_DAYS = 30;

function startOfUtcDay(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

/** Platform average from the per-user running totals: no scan of the attempts table. */
async function platformTotals(db: DB) {
  const row = await first(
    db
      .select({ quizzes: sum(users.totalQuizzes), scores: sum(users.scoreSum), users: count() })
      .from(users)
      .limit(1),
  );
  const quizzes = Number(row?.quizzes ?? 0);
  const scores = Number(row?.scores ?? 0);
  return { totalUsers: row?.users ?? 0, totalQuizzes: quizzes, averageScore: quizzes ? Math.round(scores / quizzes) : 0 };
}

async function distinctActiveUsers(db: DB, since: Date): Promise<number> {
  const row = await first(
    db
      .select({ n: sql<number>`count(distinct ${activityLog.userId})` })
      .from(activityLog)
      .where(gte(activityLog.createdAt, since))
      .limit(1),
  );
  return row?.n ?? 0;
}

export async function adminStats(db: DB, now: Date) {
  const totals = await platformTotals(db);
  const topicCount = await countRows(db, topics);
  return {
    totalQuestions: await countRows(db, questions, publishedSingle()),
    draftQuestions: await countRows(db, questions, and(eq(questions.status, 'draft'), isNull(questions.caseSetId))),
    topicCount,
    activeUsers: await distinctActiveUsers(db, new Date(now.getTime() - ACTIVE_WINDOW_MS)),
    // Graded attempts only: a self-reported score is history, not a figure.
    quizzesToday: await countRows(
      db,
      quizAttempts,
      and(gte(quizAttempts.completedAt, startOfUtcDay(now)), eq(quizAttempts.selfReported, false)),
    ),
    averageScore: totals.averageScore,
    totalUsers: totals.totalUsers,
    adminCount: await countRows(db, users, eq(users.role, 'admin')),
    superAdminCount: await countRows(db, users, eq(users.role, 'super_admin')),
    proUsers: await countRows(db, users, sql`${users.subscriptionStatus} in ('pro', 'premium')`),
    totalAttempts: totals.totalQuizzes,
  };
}

/** Attempts and average score per UTC day over the last 30 days (days without attempts omitted), from the daily totals. */
export async function quizTrends(db: DB, now: Date) {
  const sinceDay = Math.floor(startOfUtcDay(now).getTime() / DAY_MS) - (TREND_DAYS - 1);
  return (
    await db
      .select({ day: dailyAttemptTotals.day, count: dailyAttemptTotals.attempts, avgScore: averageOf(dailyAttemptTotals) })
      .from(dailyAttemptTotals)
      .where(and(gte(dailyAttemptTotals.day, sinceDay), gt(dailyAttemptTotals.attempts, 0)))
      .orderBy(dailyAttemptTotals.day)
  ).map((r) => ({ date: new Date(r.day * DAY_MS).toISOString().slice(0, 10), count: r.count, avgScore: r.avgScore }));
}

/** What avg(score) rounded to two places gives over the attempts behind a totals row. */
function averageOf(t: typeof dailyAttemptTotals | typeof topicAttemptTotals) {
  return sql<number>`round(${t.scoreSum} * 1.0 / ${t.attempts}, 2)`;
}

/** Topic quizzes per topic with their average (from the topic totals), beside the topic's published question count. */
export async function topicPerformance(db: DB) {
  const perf = await db
    .select({ topicId: topicAttemptTotals.topicId, attempts: topicAttemptTotals.attempts, avgScore: averageOf(topicAttemptTotals) })
    .from(topicAttemptTotals)
    .where(gt(topicAttemptTotals.attempts, 0));
  const byTopic = new Map(perf.map((p) => [p.topicId, p]));
  const qCounts = new Map(
    (await db.select({ topicId: questions.topicId, n: count() }).from(questions).where(publishedSingle()).groupBy(questions.topicId)).map(
      (r) => [r.topicId, r.n],
    ),
  );
  return (await db.select().from(topics).orderBy(topics.id)).map((t) => ({
    topicId: t.id,
    topicName: t.name,
    attempts: byTopic.get(t.id)?.attempts ?? 0,
    avgScore: byTopic.get(t.id)?.avgScore ?? 0,
    totalQuestions: qCounts.get(t.id) ?? 0,
  }));
}

export async function activeUsersToday(db: DB, now: Date): Promise<number> {
  return await distinctActiveUsers(db, startOfUtcDay(now));
}

export async function platformStats(db: DB, now: Date) {
  const totals = await platformTotals(db);
  return {
    totalUsers: totals.totalUsers,
    activeUsersToday: await activeUsersToday(db, now),
    totalQuizzes: totals.totalQuizzes,
    averagePlatformScore: totals.averageScore,
  };
}
