// A Create Test test as the learner may see it now (TestView: every test call answers it, history reviews it).
import { and, eq, inArray } from 'drizzle-orm';
import { marks, notes, quizAttempts, topics, type UserRow } from '../../../../db/schema';
import { isReviewPools } from '../../../shared/study';
import { storedExhibit } from '../../../shared/exhibit';
import { first, type DB } from '../../db';
import type { Deps } from '../../lib/deps';
import { dataDifficulties, shownDifficulty } from '../readiness/difficultyBands';
import { citation, questionsByIds } from '../questions/questions';
import { reviewChoice, type ReviewChoice } from './internal/reviewChoice';
import { expired, itemsOf, ownTest, type TestRow } from './internal/testRows';

async function topicNames(db: DB): Promise<Map<number, string>> {
  return new Map((await db.select({ id: topics.id, name: topics.name }).from(topics)).map((t) => [t.id, t.name]));
}

/**
 * A test as the learner may see it now. Keys and explanations travel with a tutor test's answered questions and,
 * once it is finished, with every question of any test; a timed test in progress shows only what was chosen.
 */
export async function testView(deps: Deps, user: UserRow, t: TestRow) {
  const now = deps.now();
  const items = await itemsOf(deps.db, t.id);
  const ids = items.flatMap((i) => (i.questionId === null ? [] : [i.questionId]));
  const bank = await questionsByIds(deps.db, ids);
  const names = await topicNames(deps.db);
  const marked = new Set(
    ids.length
      ? (
          await deps.db
            .select({ id: marks.questionId })
            .from(marks)
            .where(and(eq(marks.userId, user.id), inArray(marks.questionId, ids)))
        ).map((m) => m.id)
      : [],
  );
  const noteText = new Map(
    ids.length
      ? (
          await deps.db
            .select({ id: notes.questionId, text: notes.text })
            .from(notes)
            .where(and(eq(notes.userId, user.id), inArray(notes.questionId, ids)))
        ).map((n) => [n.id, n.text])
      : [],
  );
  const finished = t.finishedAt !== null;
  const bands = await dataDifficulties(deps.db);
  const attempt = t.attemptId
    ? await first(deps.db.select().from(quizAttempts).where(eq(quizAttempts.id, t.attemptId)).limit(1))
    : undefined;
  const review = isReviewPools(t.pools);
  const choices = new Map<number, ReviewChoice | null>();
  if (review && !finished) for (const i of items) choices.set(i.position, await reviewChoice(deps.db, user.id, i, now));
  const answeredItems = items.filter((i) => i.answeredAt !== null);
  return {
    id: t.id,
    /** `review`: a review session (due cards or new questions), titled Review and never counted as a quiz. */
    kind: review ? ('review' as const) : ('test' as const),
    mode: t.mode,
    pools: t.pools,
    topicIds: t.topicIds,
    count: t.count,
    startedAt: t.startedAt,
    deadlineAt: t.deadlineAt,
    finishedAt: t.finishedAt,
    serverNow: now,
    /** A timed test whose time ran out: it takes no answers; finishing it shows the review. */
    expired: !finished && expired(t, now),
    answeredCount: items.filter((i) => i.answeredAt !== null).length,
    /** A review session grades only what was answered: "3 of 3 answered right", never "0 of 16". */
    reviewResult: review
      ? { answered: answeredItems.length, right: answeredItems.filter((i) => i.isCorrect === true).length, total: items.length }
      : null,
    result: finished
      ? {
          score: attempt?.score ?? 0,
          correctCount: attempt?.correctCount ?? items.filter((i) => i.isCorrect).length,
          totalQuestions: attempt?.totalQuestions ?? items.length,
          timeSpent: attempt?.timeSpent ?? 0,
          attemptId: t.attemptId,
        }
      : null,
    items: items.map((i) => {
      const q = i.questionId === null ? undefined : bank.get(i.questionId);
      const reveal = finished || (t.mode === 'tutor' && i.answeredAt !== null);
      return {
        position: i.position,
        questionId: i.questionId,
        topicId: i.topicId,
        topicName: names.get(i.topicId) ?? 'Unknown',
        questionText: q?.questionText ?? 'This question was removed from the bank.',
        options: q?.options ?? [],
        exhibit: storedExhibit(q?.exhibit),
        difficulty: q ? shownDifficulty(bands, q) : 'medium',
        userAnswer: i.userAnswer,
        confidence: i.confidence,
        timeSpent: i.timeSpent,
        answeredAt: i.answeredAt,
        marked: i.questionId !== null && marked.has(i.questionId),
        note: i.questionId === null ? null : (noteText.get(i.questionId) ?? null),
        missTag: reveal ? i.missTag : null,
        // An unanswered review card is neither right nor wrong.
        isCorrect: reveal ? (finished && !review ? (i.isCorrect ?? false) : i.isCorrect) : null,
        review: choices.get(i.position) ?? null,
        correctAnswer: reveal ? (q?.correctAnswer ?? null) : null,
        explanation: reveal ? (q?.explanation ?? '') : null,
        ...citation(reveal ? q : undefined),
      };
    }),
  };
}
export type TestView = Awaited<ReturnType<typeof testView>>;

export async function getTest(deps: Deps, user: UserRow, testId: number): Promise<TestView> {
  return await testView(deps, user, await ownTest(deps.db, user, testId));
}
