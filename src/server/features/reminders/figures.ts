import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import {
  attemptAnswers,
  examSessions,
  questions,
  quizAttempts,
  reminderSends,
  reviewCards,
  testItems,
  tests,
  type UserRow,
} from '../../../../db/schema';
import { PLANNED_EXAM_NAMES, daysBetween, readinessMissing } from '../../../shared/examPlan';
import { OUTLINE_SECTIONS } from '../../../shared/bankVocabulary';
import { first, type DB } from '../../db';
import { examPlan } from '../exam-plan/examPlan';
import { OUTLINE_SECTIONS as OUTLINE_NAMES } from '../progress/sectionProgress';
import { readiness, type Readiness } from '../readiness/readiness';
import { cseReadinessLine } from '../readiness/cseReadiness';
import { dueCardWhere } from '../study/reviewDue';
import type { PlanToday, WeekFigures } from './content';

/**
 * The database's figures for one learner's reminder. Every query walks an index on the learner's own rows
 * (attempts_user_completed_idx, exam_sessions_user_started_idx, tests_user_started_idx, tests_user_open_idx,
 * review_cards_user_due_idx); nothing is fetched to be counted.
 */

const WEEK_MS = 7 * 86_400_000;

/**
 * Whether the learner studied in [start, end): a saved attempt (topic quiz, exam, finished test or case), an exam
 * started, a test started, or an answer in a test still open. Each is one indexed lookup, stopping at the first row.
 */
export async function studiedBetween(db: DB, userId: number, start: Date, end: Date): Promise<boolean> {
  const attempt = await first(
    db
      .select({ id: quizAttempts.id })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), gte(quizAttempts.completedAt, start), lt(quizAttempts.completedAt, end)))
      .limit(1),
  );
  if (attempt) return true;
  const exam = await first(
    db
      .select({ id: examSessions.id })
      .from(examSessions)
      .where(and(eq(examSessions.userId, userId), gte(examSessions.startedAt, start), lt(examSessions.startedAt, end)))
      .limit(1),
  );
  if (exam) return true;
  const test = await first(
    db
      .select({ id: tests.id })
      .from(tests)
      .where(and(eq(tests.userId, userId), gte(tests.startedAt, start), lt(tests.startedAt, end)))
      .limit(1),
  );
  if (test) return true;
  // A test started on an earlier day and answered today: only unfinished ones (a finished one is an attempt above).
  const answer = await first(
    db
      .select({ id: tests.id })
      .from(tests)
      .innerJoin(testItems, eq(testItems.testId, tests.id))
      .where(and(eq(tests.userId, userId), isNull(tests.finishedAt), gte(testItems.answeredAt, start), lt(testItems.answeredAt, end)))
      .limit(1),
  );
  return answer !== undefined;
}

/** Review cards due now, by the review screen's own definition. */
export async function dueReviewCount(db: DB, userId: number, now: Date): Promise<number> {
  const row = await first(
    db
      .select({ n: count() })
      .from(reviewCards)
      .innerJoin(questions, eq(questions.id, reviewCards.questionId))
      .where(dueCardWhere(userId, now)),
  );
  return row?.n ?? 0;
}

/** Today's plan, when the learner has an exam-date plan that asks for work today (the dashboard's own figures). */
export async function planToday(db: DB, user: UserRow, now: Date, ready: Readiness): Promise<PlanToday | null> {
  const plan = await examPlan(db, user, now, ready);
  if (!plan.planned || plan.phase === 'past') return null;
  if (plan.newToday === 0 && plan.reviewsToday === 0 && !plan.firstSimulationNow) return null;
  return {
    examName: plan.examName,
    date: plan.date,
    daysLeft: plan.daysLeft,
    newToday: plan.newToday,
    reviewsToday: plan.reviewsToday,
    firstSimulationNow: plan.firstSimulationNow,
  };
}

/** The readiness line as the dashboard words it: a percent and its target, or the step still needed. */
export function readinessSentence(r: Readiness): string {
  if (r.status === 'ready') return `${Math.round(100 * r.probability)}% chance of passing (${r.label}).`;
  if (r.status === 'cse') return cseReadinessLine(r.cse);
  return readinessMissing(r);
}

/**
 * The last seven days up to `now`: graded answers of saved attempts (self-reported scores have none), by TMC outline
 * section; the readiness line; the days to a planned exam.
 */
export async function weekFigures(db: DB, user: UserRow, now: Date, today: string, ready: Readiness): Promise<WeekFigures> {
  const rows = await db
    .select({
      section: questions.outlineSection,
      answered: count(),
      correct: sql<number>`count(case when ${attemptAnswers.isCorrect} then 1 end)`.mapWith(Number),
    })
    .from(quizAttempts)
    .innerJoin(attemptAnswers, eq(attemptAnswers.attemptId, quizAttempts.id))
    .leftJoin(questions, eq(questions.id, attemptAnswers.questionId))
    .where(
      and(
        eq(quizAttempts.userId, user.id),
        gte(quizAttempts.completedAt, new Date(now.getTime() - WEEK_MS)),
        lte(quizAttempts.completedAt, now),
        eq(quizAttempts.selfReported, false),
      ),
    )
    .groupBy(questions.outlineSection)
    .orderBy(asc(questions.outlineSection));
  const bySection = new Map(rows.map((r) => [r.section, r]));
  const exam = user.plannedExam === 'tmc' || user.plannedExam === 'rte' ? user.plannedExam : null;
  const daysLeft = exam && user.examDate ? daysBetween(today, user.examDate) : -1;
  return {
    answered: rows.reduce((n, r) => n + r.answered, 0),
    correct: rows.reduce((n, r) => n + r.correct, 0),
    areas: OUTLINE_SECTIONS.map((s) => ({
      name: `${s}. ${OUTLINE_NAMES[s]}`,
      answered: bySection.get(s)?.answered ?? 0,
      correct: bySection.get(s)?.correct ?? 0,
    })),
    readiness: readinessSentence(ready),
    readinessPercent: ready.status === 'ready' ? Math.round(100 * ready.probability) : null,
    previousReadiness: await previousReadiness(db, user.id, today),
    exam: exam && daysLeft >= 0 ? { name: PLANNED_EXAM_NAMES[exam], daysLeft } : null,
  };
}

/** The percent the learner's latest earlier weekly summary stated (the (user, day) primary key serves it). */
async function previousReadiness(db: DB, userId: number, today: string): Promise<{ percent: number; day: string } | null> {
  const row = await first(
    db
      .select({ percent: reminderSends.readinessPercent, day: reminderSends.day })
      .from(reminderSends)
      .where(and(eq(reminderSends.userId, userId), lt(reminderSends.day, today), isNotNull(reminderSends.readinessPercent)))
      .orderBy(desc(reminderSends.day))
      .limit(1),
  );
  return row && row.percent !== null ? { percent: row.percent, day: row.day } : null;
}

/** The learner's readiness, read once per reminder however many parts need it. */
export function readinessOnce(db: DB, userId: number, now: Date): () => Promise<Readiness> {
  let read: Promise<Readiness> | undefined;
  return () => (read ??= readiness(db, userId, now));
}
