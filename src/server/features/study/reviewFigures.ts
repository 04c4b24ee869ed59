import { and, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { questions, reviewCards, testItems, tests, users } from '../../../../db/schema';
import { REVIEW_AHEAD_DAYS, type ReviewPool } from '../../../shared/study';
import { first, type DB } from '../../db';

/**
 * A review session's own figures (issue #27): reviews and new cards done today against the learner's daily limits,
 * retention over the last 30 days, and how many cards fall due on each of the next days. Review sessions never reach
 * the quiz figures (Quizzes Taken, Average Score); these are theirs.
 *
 * "Today" is the UTC day: the server knows no learner's time zone (docs/decisions/059-a-plan-to-the-exam-date.md).
 */
const DAY_MS = 24 * 3600 * 1000;
export const startOfUtcDay = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);

const RETENTION_DAYS = 30;

/** Answers given in this learner's review sessions of one kind since `since` (the tests walk tests_user_started_idx). */
async function reviewAnswersSince(db: DB, userId: number, pool: ReviewPool, since: Date) {
  const row = await first(
    db
      .select({ answered: count(), right: sql<number>`coalesce(sum(case when ${testItems.isCorrect} then 1 else 0 end), 0)` })
      .from(tests)
      .innerJoin(testItems, eq(testItems.testId, tests.id))
      .where(
        and(
          eq(tests.userId, userId),
          // A session answered today may have started yesterday; one started earlier than that is long abandoned.
          gte(tests.startedAt, new Date(since.getTime() - DAY_MS)),
          sql`${tests.pools} = ${JSON.stringify([pool])}`,
          isNotNull(testItems.answeredAt),
          gte(testItems.answeredAt, since),
        ),
      ),
  );
  return { answered: Number(row?.answered ?? 0), right: Number(row?.right ?? 0) };
}

export interface DailyAllowance {
  reviewLimit: number;
  newLimit: number;
  reviewsToday: number;
  newToday: number;
  reviewsLeft: number;
  newLeft: number;
}

export async function dailyAllowance(db: DB, userId: number, now: Date): Promise<DailyAllowance> {
  const u = await first(db.select({ r: users.dailyReviewLimit, n: users.dailyNewLimit }).from(users).where(eq(users.id, userId)).limit(1));
  const reviewLimit = u?.r ?? 200;
  const newLimit = u?.n ?? 20;
  const day = startOfUtcDay(now);
  const reviewsToday = (await reviewAnswersSince(db, userId, 'due', day)).answered;
  const newToday = (await reviewAnswersSince(db, userId, 'new', day)).answered;
  return {
    reviewLimit,
    newLimit,
    reviewsToday,
    newToday,
    reviewsLeft: Math.max(0, reviewLimit - reviewsToday),
    newLeft: Math.max(0, newLimit - newToday),
  };
}

/** Share of review answers (due cards) right over the last 30 days; null before the first one. */
export async function retention(db: DB, userId: number, now: Date): Promise<{ answered: number; percent: number | null }> {
  const r = await reviewAnswersSince(db, userId, 'due', new Date(now.getTime() - RETENTION_DAYS * DAY_MS));
  return { answered: r.answered, percent: r.answered === 0 ? null : Math.round((100 * r.right) / r.answered) };
}

/**
 * Cards due by the end of today (overdue ones included), then on each of the next 7 days: one count per day over
 * review_cards_user_due_idx, never a list read into memory. Case items count too: their cases come due with them.
 */
export async function forecast(db: DB, userId: number, now: Date): Promise<{ date: string; due: number }[]> {
  const tomorrow = startOfUtcDay(now).getTime() + DAY_MS;
  const out: { date: string; due: number }[] = [];
  for (let d = 0; d <= REVIEW_AHEAD_DAYS; d++) {
    const end = new Date(tomorrow + d * DAY_MS);
    const from = d === 0 ? null : new Date(tomorrow + (d - 1) * DAY_MS);
    const row = await first(
      db
        .select({ n: count() })
        .from(reviewCards)
        .innerJoin(questions, eq(questions.id, reviewCards.questionId))
        .where(
          and(
            eq(reviewCards.userId, userId),
            isNotNull(reviewCards.due),
            from ? gte(reviewCards.due, from) : undefined,
            lt(reviewCards.due, end),
            eq(questions.status, 'published'),
          ),
        ),
    );
    out.push({ date: new Date(end.getTime() - DAY_MS).toISOString().slice(0, 10), due: Number(row?.n ?? 0) });
  }
  return out;
}
