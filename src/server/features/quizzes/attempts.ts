import { transaction, first, serializeOn } from '../../db';
import { desc, eq, and, sql } from 'drizzle-orm';
import { activityLog, attemptAnswers, quizAttempts, topics, users, type UserRow } from '../../../../db/schema';
import { EXAMS, MIXED_EXAMS, type ExamType, type MixedType } from '../../../shared/exams';
import { scorePercent } from '../../../shared/scoring';
import type { DB } from '../../db';
import type { Deps } from '../../lib/deps';
import { announceActivity } from '../../lib/activity';
import { preparedPerDb } from '../../lib/prepared';
import { assertExamAllowed, assertTopicQuizAllowed, lockFreeAttempts } from '../plans/planLimits';
import { questionsByIds, requireTopicField } from '../questions/questions';
import { scheduleAnswers } from '../study/review';
import { lockLearner } from '../../lib/learnerLock';
import { ANSWERS_LOCK } from '../readiness/itemStats';
import type { Runtime } from '../../lib/runtime';
import { DomainError } from '../../lib/domainError';

export interface GradedAnswer {
  questionId: number | null;
  topicId: number;
  userAnswer: string | null;
  isCorrect: boolean;
}

interface NewAttempt {
  userId: number;
  kind: 'topic' | 'mixed' | 'exam' | 'test' | 'case';
  topicId?: number | null;
  mixedType?: string | null;
  examType?: string | null;
  answers: GradedAnswer[];
  totalQuestions: number;
  /** Only for answer-less exam reports, which cannot be graded. */
  reportedScore?: number;
  timeSpent?: number | null;
  clientId?: string | null;
  examSessionId?: string | null;
  completedAt: Date;
}

/**
 * The save path's statements, built once per database: drizzle would otherwise rebuild each insert's SQL and
 * SQLite re-prepare it on every save, which cost more than the writes themselves.
 */
const saveStatements = preparedPerDb((db) => {
  const p = sql.placeholder;
  const insertAttempt = db
    .insert(quizAttempts)
    .values({
      userId: p('userId'),
      kind: p('kind'),
      topicId: p('topicId'),
      mixedType: p('mixedType'),
      examType: p('examType'),
      score: p('score'),
      correctCount: p('correctCount'),
      totalQuestions: p('totalQuestions'),
      timeSpent: p('timeSpent'),
      selfReported: p('selfReported'),
      clientId: p('clientId'),
      examSessionId: p('examSessionId'),
      completedAt: p('completedAt'),
    })
    .returning()
    .prepare();
  const insertAnswer = db
    .insert(attemptAnswers)
    .values({
      attemptId: p('attemptId'),
      questionId: p('questionId'),
      topicId: p('topicId'),
      userAnswer: p('userAnswer'),
      isCorrect: p('isCorrect'),
    })
    .prepare();
  const addToTotals = db
    .update(users)
    .set({ totalQuizzes: sql`${users.totalQuizzes} + 1`, scoreSum: sql`${users.scoreSum} + ${p('score')}` })
    .where(eq(users.id, p('userId')))
    .prepare();
  // A self-reported score counts in no average or count: only its number of rows is kept (it keys the dashboard's views).
  const addToReported = db
    .update(users)
    .set({ reportedQuizzes: sql`${users.reportedQuizzes} + 1` })
    .where(eq(users.id, p('userId')))
    .prepare();
  const insertActivity = db
    .insert(activityLog)
    .values({ userId: p('userId'), activityType: 'quiz_complete', createdAt: p('createdAt') })
    .prepare();
  // Run inside a transaction, on statements prepared for that transaction's `tx` (storeAttempt).
  const store = async (a: NewAttempt, score: number, correct: number) => {
    const attempt = (
      await insertAttempt.execute({
        userId: a.userId,
        kind: a.kind,
        topicId: a.topicId ?? null,
        mixedType: a.mixedType ?? null,
        examType: a.examType ?? null,
        score,
        correctCount: correct,
        totalQuestions: a.totalQuestions,
        timeSpent: a.timeSpent ?? null,
        selfReported: a.reportedScore !== undefined,
        clientId: a.clientId ?? null,
        examSessionId: a.examSessionId ?? null,
        completedAt: a.completedAt,
      })
    )[0]!;
    for (const x of a.answers) {
      await insertAnswer.execute({
        attemptId: attempt.id,
        questionId: x.questionId,
        topicId: x.topicId,
        userAnswer: x.userAnswer,
        isCorrect: x.isCorrect,
      });
    }
    if (a.reportedScore === undefined) await addToTotals.execute({ userId: a.userId, score });
    else await addToReported.execute({ userId: a.userId });
    await insertActivity.execute({ userId: a.userId, createdAt: a.completedAt });
    return attempt;
  };
  const byClientId = db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, p('userId')), eq(quizAttempts.clientId, p('clientId'))))
    .prepare();
  return { store, byClientId };
});

/** Stores an attempt, its answers, the user's running totals and the activity entry in one transaction. */
export async function storeAttempt(db: DB, runtime: Pick<Runtime, 'activity' | 'jobs'>, a: NewAttempt) {
  const correct =
    a.reportedScore === undefined ? a.answers.filter((x) => x.isCorrect).length : Math.round((a.reportedScore * a.totalQuestions) / 100);
  const score = a.reportedScore ?? scorePercent(correct, a.totalQuestions);
  const attempt = await transaction(db, async (tx) => {
    // The learner first, as every study write takes it (learnerLock.ts), then the answers' lock: always this order.
    await lockLearner(tx, a.userId);
    await serializeOn(tx, ANSWERS_LOCK, 'shared');
    const stored = await saveStatements(tx).store(a, score, correct);
    await announceActivity(tx, runtime, a.userId, 'quiz_complete', a.completedAt);
    return stored;
  });
  // Item statistics and the learner's ability follow off the request path, batched (features/readiness/itemStats.ts).
  if (a.answers.length > 0) runtime.jobs.answersSaved.notify();
  return attempt;
}

async function existingByClientId(db: DB, userId: number, clientId: string | undefined) {
  if (!clientId) return undefined;
  return await first(saveStatements(db).byClientId.execute({ userId, clientId }));
}

export interface TopicAttemptInput {
  topicId: number | MixedType;
  questionsAnswered: { questionId: number; userAnswer?: string | null }[];
  totalQuestions?: number | null;
  timeSpent?: number | null;
  clientId?: string;
}

/** Grades a topic quiz or mixed practice exam from the stored keys; the client's own score is ignored. */
export async function saveTopicAttempt(deps: Deps, user: UserRow, input: TopicAttemptInput) {
  const again = await existingByClientId(deps.db, user.id, input.clientId);
  if (again) return again;
  await assertTopicQuizAllowed(deps.db, user, deps.now());
  const ids = input.questionsAnswered.map((a) => a.questionId);
  if (new Set(ids).size !== ids.length) {
    throw new DomainError({ code: 'BAD_REQUEST', message: 'questionsAnswered: each question may be answered once' });
  }
  if (input.totalQuestions != null && input.totalQuestions !== ids.length) {
    throw new DomainError({ code: 'BAD_REQUEST', message: 'totalQuestions: must equal the number of answers in questionsAnswered' });
  }
  const mixed = typeof input.topicId === 'string' ? MIXED_EXAMS[input.topicId] : undefined;
  if (mixed && ids.length > mixed.maxQuestions) {
    throw new DomainError({ code: 'BAD_REQUEST', message: `${mixed.name} has at most ${mixed.maxQuestions} questions` });
  }
  if (typeof input.topicId === 'number') await requireTopicField(deps.db, input.topicId);
  const known = await questionsByIds(deps.db, ids);
  const answers: GradedAnswer[] = input.questionsAnswered.map((a) => {
    const q = known.get(a.questionId);
    if (!q) throw new DomainError({ code: 'BAD_REQUEST', message: `questionsAnswered: unknown question ${a.questionId}` });
    // A draft has not been reviewed and no quiz serves it: grading it would make the save an oracle for its key.
    if (q.status !== 'published')
      throw new DomainError({ code: 'BAD_REQUEST', message: `questionsAnswered: question ${q.id} is not published` });
    // A case item is answered in its case, in order, once (features/case-sets/caseSets.ts): never through a quiz save.
    if (q.caseSetId !== null)
      throw new DomainError({ code: 'BAD_REQUEST', message: `questionsAnswered: question ${q.id} belongs to a clinical case set` });
    if (typeof input.topicId === 'number' && q.topicId !== input.topicId) {
      throw new DomainError({ code: 'BAD_REQUEST', message: `questionsAnswered: question ${q.id} is not in topic ${input.topicId}` });
    }
    const userAnswer = a.userAnswer ?? null;
    return { questionId: q.id, topicId: q.topicId, userAnswer, isCorrect: userAnswer === q.correctAnswer };
  });
  const now = deps.now();
  // The attempt and the review cards its answers move are one write: both are stored, or neither. A save sent again
  // in parallel (one clientId) waits for the first and answers its attempt, as a resend after it does.
  return transaction(deps.db, async (tx) => {
    await lockLearner(tx, user.id);
    const stored = await existingByClientId(tx, user.id, input.clientId);
    if (stored) return stored;
    const attempt = await storeAttempt(tx, deps.runtime, {
      userId: user.id,
      kind: mixed ? 'mixed' : 'topic',
      topicId: mixed ? null : (input.topicId as number),
      mixedType: mixed?.id ?? null,
      answers,
      totalQuestions: answers.length,
      timeSpent: input.timeSpent ?? null,
      clientId: input.clientId ?? null,
      completedAt: now,
    });
    await scheduleAnswers(tx, user.id, answeredOnly(answers), now);
    return attempt;
  });
}

/** The answers that move review cards: those given (a blank was skipped, not recalled or missed). */
export function answeredOnly(answers: readonly GradedAnswer[]) {
  return answers.flatMap((a) =>
    a.questionId !== null && a.userAnswer !== null ? [{ questionId: a.questionId, topicId: a.topicId, isCorrect: a.isCorrect }] : [],
  );
}

/** The spec's answer-less exam body: validated, limited, and stored as self-reported. */
export async function saveReportedExam(
  deps: Deps,
  user: UserRow,
  input: { score: number; totalQuestions: number; examType: ExamType; timeSpent?: number | null },
) {
  const exam = EXAMS[input.examType];
  if (input.totalQuestions > exam.questionCount) {
    throw new DomainError({ code: 'BAD_REQUEST', message: `totalQuestions: ${exam.name} has at most ${exam.questionCount} questions` });
  }
  // Counted where it is stored, under the learner's weekly-attempt lock, as an exam start is (exams/internal/startExam.ts).
  return transaction(deps.db, async (tx) => {
    await lockFreeAttempts(tx, user);
    await assertExamAllowed(tx, user, input.examType, deps.now());
    return storeAttempt(tx, deps.runtime, {
      userId: user.id,
      kind: 'exam',
      examType: input.examType,
      answers: [],
      totalQuestions: input.totalQuestions,
      reportedScore: input.score,
      // Time spent never exceeds the exam's limit, as for exams the server timed.
      timeSpent: input.timeSpent == null ? null : Math.min(input.timeSpent, exam.timeLimitMinutes * 60),
      completedAt: deps.now(),
    });
  });
}

const latestAttempts = preparedPerDb((db) =>
  db
    .select({
      id: quizAttempts.id,
      kind: quizAttempts.kind,
      topicId: quizAttempts.topicId,
      topicName: topics.name,
      mixedType: quizAttempts.mixedType,
      examType: quizAttempts.examType,
      score: quizAttempts.score,
      correctCount: quizAttempts.correctCount,
      totalQuestions: quizAttempts.totalQuestions,
      timeSpent: quizAttempts.timeSpent,
      selfReported: quizAttempts.selfReported,
      completedAt: quizAttempts.completedAt,
    })
    .from(quizAttempts)
    .leftJoin(topics, eq(quizAttempts.topicId, topics.id))
    .where(eq(quizAttempts.userId, sql.placeholder('userId')))
    .orderBy(desc(quizAttempts.completedAt), desc(quizAttempts.id))
    .limit(sql.placeholder('limit'))
    .prepare(),
);

export async function recentAttempts(db: DB, userId: number, limit: number) {
  return (await latestAttempts(db).execute({ userId, limit })).map((a) => ({ ...a, title: attemptTitle(a) }));
}

export function attemptTitle(a: { kind?: string; topicName: string | null; mixedType: string | null; examType: string | null }): string {
  if (a.kind === 'test') return 'Custom test';
  if (a.kind === 'case') return `Clinical case: ${a.topicName ?? 'Quiz'}`;
  if (a.examType) return EXAMS[a.examType as ExamType]?.name ?? a.examType;
  if (a.mixedType) return MIXED_EXAMS[a.mixedType as MixedType]?.name ?? a.mixedType;
  return a.topicName ?? 'Quiz';
}
