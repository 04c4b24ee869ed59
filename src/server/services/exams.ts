import { TRPCError } from '@trpc/server';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { attemptAnswers, examSessions, quizAttempts, topics, type UserRow } from '../../../db/schema';
import { EXAMS, MIN_EXAM_QUESTIONS, type ExamType } from '../../shared/exams';
import { storedExhibit } from '../../shared/exhibit';
import { isPro } from '../../shared/plans';
import { isPassing, performanceLabel, scorePercent } from '../../shared/scoring';
import { writtenRow, type DB } from '../db';
import type { Deps } from './deps';
import { logActivity } from './activity';
import { answeredOnly, storeAttempt, type GradedAnswer } from './attempts';
import { scheduleAnswers } from './review';
import { assertExamAllowed } from './limits';
import { citation, publishedQuestionIds, questionsByIds } from './questions';
import { shuffle } from './random';

type ExamSessionRow = typeof examSessions.$inferSelect;

function topicNames(db: DB): Map<number, string> {
  return new Map(
    db
      .select({ id: topics.id, name: topics.name })
      .from(topics)
      .all()
      .map((t) => [t.id, t.name]),
  );
}

/** What the active exam screen needs: the questions without their keys, and the server's clock. */
function examPayload(deps: Deps, s: ExamSessionRow) {
  const byId = questionsByIds(deps.db, s.questionIds);
  const names = topicNames(deps.db);
  const exam = EXAMS[s.examType as ExamType];
  return {
    examSessionId: s.id,
    examType: s.examType as ExamType,
    name: exam.name,
    timeLimitMinutes: exam.timeLimitMinutes,
    startedAt: s.startedAt,
    deadlineAt: s.deadlineAt,
    serverNow: deps.now(),
    questions: s.questionIds.flatMap((id) => {
      const q = byId.get(id);
      return q
        ? [
            {
              id: q.id,
              topicId: q.topicId,
              topicName: names.get(q.topicId) ?? 'Unknown',
              questionText: q.questionText,
              options: q.options,
              difficulty: q.difficulty,
              exhibit: storedExhibit(q.exhibit),
            },
          ]
        : [];
    }),
  };
}
export type ActiveExam = ReturnType<typeof examPayload>;

/** Pools every topic, shuffles, cuts to the exam's size; a free user's start counts against the limit. */
export function startExam(deps: Deps, user: UserRow, examType: ExamType): ActiveExam {
  const exam = EXAMS[examType];
  const now = deps.now();
  assertExamAllowed(deps.db, user, examType, now);
  const pool = publishedQuestionIds(deps.db);
  if (pool.length === 0) {
    throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'Unable to load exam questions. Please try again later.' });
  }
  if (pool.length < MIN_EXAM_QUESTIONS) {
    throw new TRPCError({
      code: 'PRECONDITION_FAILED',
      message: `Only ${pool.length} questions available. Need at least ${MIN_EXAM_QUESTIONS} for an exam.`,
    });
  }
  const questionIds = shuffle(pool, deps.random).slice(0, exam.questionCount);
  // The session counts against a free user's limit: it is stored with its activity row, or neither is.
  const session = deps.db.transaction(() => {
    const row = writtenRow(
      deps.db
        .insert(examSessions)
        .values({
          id: crypto.randomUUID(),
          userId: user.id,
          examType,
          questionIds,
          startedAt: now,
          deadlineAt: new Date(now.getTime() + exam.timeLimitMinutes * 60_000),
        })
        .returning(),
    )!;
    logActivity(deps.db, user.id, 'quiz_start', now);
    return row;
  });
  return examPayload(deps, session);
}

/** The exam in progress, if any, so a reload resumes it with the same clock. */
export function activeExam(deps: Deps, user: UserRow): ActiveExam | null {
  const s = deps.db
    .select()
    .from(examSessions)
    .where(and(eq(examSessions.userId, user.id), isNull(examSessions.submittedAt), gt(examSessions.deadlineAt, deps.now())))
    .orderBy(desc(examSessions.startedAt))
    .limit(1)
    .get();
  return s ? examPayload(deps, s) : null;
}

/** Grades the exam from the stored keys; submitting twice returns the first result. */
export function submitExam(deps: Deps, user: UserRow, examSessionId: string, answers: (string | null)[]) {
  const s = deps.db.select().from(examSessions).where(eq(examSessions.id, examSessionId)).get();
  if (!s || s.userId !== user.id) throw new TRPCError({ code: 'NOT_FOUND', message: 'Exam not found' });
  if (answers.length > s.questionIds.length) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: `answers: this exam has ${s.questionIds.length} questions` });
  }
  if (!s.submittedAt) {
    const now = deps.now();
    const byId = questionsByIds(deps.db, s.questionIds);
    const graded: GradedAnswer[] = s.questionIds.map((id, i) => {
      const q = byId.get(id);
      const userAnswer = answers[i] ?? null;
      // A question deleted mid-exam still counts in the total; it cannot be answered right.
      return { questionId: q ? id : null, topicId: q?.topicId ?? 0, userAnswer, isCorrect: !!q && userAnswer === q.correctAnswer };
    });
    const end = Math.min(now.getTime(), s.deadlineAt.getTime());
    deps.db.transaction((tx) => {
      const claimed = tx
        .update(examSessions)
        .set({ submittedAt: now })
        .where(and(eq(examSessions.id, s.id), isNull(examSessions.submittedAt)))
        .run();
      if (claimed.changes === 0) return;
      // The same connection: the store's own transaction runs as a savepoint inside this one.
      storeAttempt(deps.db, {
        userId: user.id,
        kind: 'exam',
        examType: s.examType,
        answers: graded.filter((g) => g.topicId !== 0),
        totalQuestions: s.questionIds.length,
        timeSpent: Math.max(0, Math.round((end - s.startedAt.getTime()) / 1000)),
        examSessionId: s.id,
        completedAt: now,
      });
      scheduleAnswers(deps.db, user.id, answeredOnly(graded.filter((g) => g.topicId !== 0)), now);
    });
  }
  return examResult(deps, user, examSessionId);
}

export function examResult(deps: Deps, user: UserRow, examSessionId: string) {
  const s = deps.db.select().from(examSessions).where(eq(examSessions.id, examSessionId)).get();
  if (!s || s.userId !== user.id) throw new TRPCError({ code: 'NOT_FOUND', message: 'Exam not found' });
  const attempt = deps.db.select().from(quizAttempts).where(eq(quizAttempts.examSessionId, s.id)).get();
  if (!attempt) throw new TRPCError({ code: 'NOT_FOUND', message: 'This exam has not been submitted yet' });
  const answers = deps.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id)).all();
  const answerByQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const byId = questionsByIds(deps.db, s.questionIds);
  const names = topicNames(deps.db);
  // The free plan is a taste, not a copy of the bank: a free learner sees the key and explanation of what they got right.
  const pro = isPro(user);
  const breakdown = new Map<string, { topicName: string; correct: number; total: number }>();
  const review = s.questionIds.map((id) => {
    const q = byId.get(id);
    const a = answerByQuestion.get(id);
    const topicName = q ? (names.get(q.topicId) ?? 'Unknown') : 'Removed question';
    const entry = breakdown.get(topicName) ?? { topicName, correct: 0, total: 0 };
    entry.total++;
    if (a?.isCorrect) entry.correct++;
    breakdown.set(topicName, entry);
    const keyWithheld = !pro && !a?.isCorrect;
    return {
      questionId: id,
      topicName,
      questionText: q?.questionText ?? 'This question was removed from the bank.',
      options: q?.options ?? [],
      exhibit: storedExhibit(q?.exhibit),
      correctAnswer: keyWithheld ? null : (q?.correctAnswer ?? null),
      explanation: keyWithheld ? '' : (q?.explanation ?? ''),
      ...(keyWithheld ? citation(undefined) : citation(q)),
      userAnswer: a?.userAnswer ?? null,
      isCorrect: a?.isCorrect ?? false,
      keyWithheld,
    };
  });
  return {
    attemptId: attempt.id,
    examType: s.examType as ExamType,
    name: EXAMS[s.examType as ExamType].name,
    score: attempt.score,
    correctCount: attempt.correctCount,
    totalQuestions: attempt.totalQuestions,
    timeSpent: attempt.timeSpent ?? 0,
    passed: isPassing(attempt.score),
    performanceLabel: performanceLabel(attempt.score),
    topicBreakdown: [...breakdown.values()]
      .map((b) => ({ ...b, percent: scorePercent(b.correct, b.total) }))
      .sort((x, y) => x.topicName.localeCompare(y.topicName)),
    review,
  };
}
