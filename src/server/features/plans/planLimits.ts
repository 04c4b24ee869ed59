import { first, serializeOn } from '../../db';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { examSessions, quizAttempts, type UserRow } from '../../../../db/schema';
import { EXAMS, type ExamType } from '../../../shared/exams';
import {
  FREE_ATTEMPTS_PER_WINDOW,
  FREE_WINDOW_DAYS,
  FREE_WINDOW_MS,
  PRO_REQUIRED_MESSAGE,
  WEEKLY_LIMIT_MESSAGE,
  isPro,
} from '../../../shared/plans';
import type { DB } from '../../db';
import { preparedPerDb } from '../../lib/prepared';
import { DomainError } from '../../lib/domainError';

const startedExams = preparedPerDb((db) =>
  db
    .select({ n: count() })
    .from(examSessions)
    .where(and(eq(examSessions.userId, sql.placeholder('userId')), gt(examSessions.startedAt, sql.placeholder('since'))))
    .prepare(),
);
const reportedExams = preparedPerDb((db) =>
  db
    .select({ n: count() })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, sql.placeholder('userId')),
        gt(quizAttempts.completedAt, sql.placeholder('since')),
        eq(quizAttempts.kind, 'exam'),
        // An expression keeps SQLite off the unique exam-session index: it takes `IS NULL` there for one row, when
        // nearly every attempt matches (about 100 ms a call at a million attempts, against 0.02 ms by user). `|| ''`
        // rather than SQLite's unary +, which PostgreSQL has no text form of; null stays null on both.
        sql`(${quizAttempts.examSessionId} || '') is null`,
      ),
    )
    .prepare(),
);

/**
 * Free-plan exam attempts in the rolling window: exams started, plus answer-less REST exam saves.
 * A started exam that is later saved counts once, through its session.
 */
export async function freeAttemptsUsed(db: DB, userId: number, now: Date): Promise<number> {
  const params = { userId, since: now.getTime() - FREE_WINDOW_MS };
  return ((await first(startedExams(db).execute(params)))?.n ?? 0) + ((await first(reportedExams(db).execute(params)))?.n ?? 0);
}

/**
 * Inside the transaction that stores a free learner's attempt or exam start, before the limit is counted again:
 * parallel starts, through one process or several, then count one another and at most the allowance is stored.
 */
export async function lockFreeAttempts(tx: DB, user: UserRow): Promise<void> {
  if (!isPro(user)) await serializeOn(tx, `free-attempts:${user.id}`);
}

/** Throws the weekly-limit 403 when a free user has used the window's attempts. */
export async function assertFreeAttemptAvailable(db: DB, user: UserRow, now: Date): Promise<void> {
  if (isPro(user)) return;
  if ((await freeAttemptsUsed(db, user.id, now)) >= FREE_ATTEMPTS_PER_WINDOW) {
    throw new DomainError({ code: 'FORBIDDEN', message: WEEKLY_LIMIT_MESSAGE });
  }
}

/**
 * Topic quizzes and mixed practice exams are Pro only. A free user who has also used the week's exam
 * attempts is told about the limit first (SPEC §7: the 403 names the weekly limit or Pro).
 */
export async function assertTopicQuizAllowed(db: DB, user: UserRow, now: Date): Promise<void> {
  if (isPro(user)) return;
  await assertFreeAttemptAvailable(db, user, now);
  throw new DomainError({ code: 'FORBIDDEN', message: PRO_REQUIRED_MESSAGE });
}

/** An exam start or an exam report: CRT and RRT need Pro; a free user's Practice Exam counts against the limit. */
export async function assertExamAllowed(db: DB, user: UserRow, examType: ExamType, now: Date): Promise<void> {
  const exam = EXAMS[examType];
  if (exam.proOnly && !isPro(user)) {
    throw new DomainError({ code: 'FORBIDDEN', message: `You need Pro access for full exam mode. ${exam.name} is part of Respira Pro.` });
  }
  await assertFreeAttemptAvailable(db, user, now);
}

/** What the free plan has left, for the dashboard's limits card and the exam center. */
export async function planUsage(db: DB, user: UserRow, now: Date) {
  const pro = isPro(user);
  return {
    isPro: pro,
    attemptsUsed: pro ? 0 : await freeAttemptsUsed(db, user.id, now),
    attemptsAllowed: FREE_ATTEMPTS_PER_WINDOW,
    windowDays: FREE_WINDOW_DAYS,
  };
}
