import { ITEM_STATS_MIN_LEARNERS, difficultyFromPValue } from '../../../../shared/readiness';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { attemptAnswers, itemStats, questions, quizAttempts, testItems, tests } from '../../../../../db/schema';
import { first, type DB } from '../../../db';
import { preparedPerDb } from '../../../lib/prepared';
import { DomainError } from '../../../lib/domainError';

/**
 * How other learners did on an item, as a learner may see it (issues #19, #27, #28): only for items they answered
 * (graded), the percent correct only once enough learners answered. The admin's fuller view is itemAnalysis.ts.
 */

const questionStatements = preparedPerDb((db) => {
  const questionId = sql.placeholder('questionId');
  const userId = sql.placeholder('userId');
  return {
    question: db
      .select({ id: questions.id, status: questions.status, difficulty: questions.difficulty })
      .from(questions)
      .where(eq(questions.id, questionId))
      .limit(1)
      .prepare(),
    stats: db
      .select({ learners: itemStats.learners, pValue: itemStats.pValue })
      .from(itemStats)
      .where(eq(itemStats.questionId, questionId))
      .limit(1)
      .prepare(),
    answeredInAttempt: db
      .select({ one: sql<number>`1` })
      .from(attemptAnswers)
      .innerJoin(quizAttempts, eq(quizAttempts.id, attemptAnswers.attemptId))
      .where(and(eq(attemptAnswers.questionId, questionId), eq(quizAttempts.userId, userId), isNotNull(attemptAnswers.userAnswer)))
      .limit(1)
      .prepare(),
    answeredInTest: db
      .select({ one: sql<number>`1` })
      .from(testItems)
      .innerJoin(tests, eq(tests.id, testItems.testId))
      .where(
        and(
          eq(testItems.questionId, questionId),
          eq(tests.userId, userId),
          isNotNull(testItems.userAnswer),
          // Graded answers only: a tutor test's (and a case run's) are graded as given; a timed test's answer can
          // still change until the test is finished, so a peer figure would be a hint (issue #28).
          or(eq(tests.mode, 'tutor'), isNotNull(tests.finishedAt)),
        ),
      )
      .limit(1)
      .prepare(),
  };
});

/**
 * What a learner may see of an item's statistics: only after they answered it (a graded answer, or an answer in a
 * tutor test or case run), and its percent correct only once ITEM_STATS_MIN_LEARNERS learners answered it.
 */
export async function questionStats(db: DB, userId: number, questionId: number) {
  const s = questionStatements(db);
  const q = await first(s.question.execute({ questionId }));
  if (!q || q.status !== 'published') throw new DomainError({ code: 'NOT_FOUND', message: `Question ${questionId} not found` });
  if (
    !(await first(s.answeredInAttempt.execute({ questionId, userId }))) &&
    !(await first(s.answeredInTest.execute({ questionId, userId })))
  ) {
    throw new DomainError({ code: 'FORBIDDEN', message: 'Answer this question first to see how other learners did' });
  }
  const stats = await first(s.stats.execute({ questionId }));
  const enough = !!stats && stats.learners >= ITEM_STATS_MIN_LEARNERS && stats.pValue !== null;
  return {
    questionId,
    enoughLearners: enough,
    minimumLearners: ITEM_STATS_MIN_LEARNERS,
    learners: enough ? stats.learners : null,
    percentCorrect: enough ? Math.round(100 * stats.pValue!) : null,
    difficulty: enough ? difficultyFromPValue(stats.pValue!) : q.difficulty,
    difficultySource: enough ? ('data' as const) : ('authored' as const),
  };
}

/**
 * The figures of several items at once, for a quiz's result screen once its attempt is saved (issue #27): only the
 * items this learner has a graded answer for, each with its percent correct when enough learners answered it (null
 * otherwise). Never a 403: an item not yet answered is simply left out.
 */
export async function questionStatsMany(db: DB, userId: number, questionIds: readonly number[]) {
  const ids = [...new Set(questionIds)];
  if (ids.length === 0) return { minimumLearners: ITEM_STATS_MIN_LEARNERS, items: [] };
  const [inAttempts, inTests] = await Promise.all([
    db
      .selectDistinct({ questionId: attemptAnswers.questionId })
      .from(attemptAnswers)
      .innerJoin(quizAttempts, eq(quizAttempts.id, attemptAnswers.attemptId))
      .where(and(inArray(attemptAnswers.questionId, ids), eq(quizAttempts.userId, userId), isNotNull(attemptAnswers.userAnswer))),
    db
      .selectDistinct({ questionId: testItems.questionId })
      .from(testItems)
      .innerJoin(tests, eq(tests.id, testItems.testId))
      // The same graded-only rule as questionStats: a timed test's answer can still change until it is finished.
      .where(
        and(
          inArray(testItems.questionId, ids),
          eq(tests.userId, userId),
          isNotNull(testItems.userAnswer),
          or(eq(tests.mode, 'tutor'), isNotNull(tests.finishedAt)),
        ),
      ),
  ]);
  const answered = new Set([...inAttempts, ...inTests].flatMap((r) => (r.questionId === null ? [] : [r.questionId])));
  if (answered.size === 0) return { minimumLearners: ITEM_STATS_MIN_LEARNERS, items: [] };
  const stats = await db
    .select({ questionId: itemStats.questionId, learners: itemStats.learners, pValue: itemStats.pValue })
    .from(itemStats)
    .innerJoin(questions, eq(questions.id, itemStats.questionId))
    .where(and(inArray(itemStats.questionId, [...answered]), eq(questions.status, 'published')));
  const byId = new Map(stats.map((r) => [r.questionId, r]));
  const items = ids
    .filter((id) => answered.has(id))
    .map((questionId) => {
      const r = byId.get(questionId);
      const enough = !!r && r.learners >= ITEM_STATS_MIN_LEARNERS && r.pValue !== null;
      return { questionId, learners: enough ? r.learners : null, percentCorrect: enough ? Math.round(100 * r.pValue!) : null };
    });
  return { minimumLearners: ITEM_STATS_MIN_LEARNERS, items };
}
