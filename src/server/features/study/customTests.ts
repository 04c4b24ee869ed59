// Create Test: drawing pools, answering, flags, notes and finishing. Over 300 lines; the pool drawing and the
// RTE-section filter are the pieces issue #31 moves to their own files with the server's feature folders.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { marks, notes, quizAttempts, testItems, tests, topics, type UserRow } from '../../../../db/schema';
import {
  isReviewPools,
  POOL_LABELS,
  TIMED_MS_PER_QUESTION,
  type CreateTestInput,
  type MissTag,
  type QuestionPool,
  type ReviewRating,
  type TestAnswerInput,
} from '../../../shared/study';
import { storedExhibit } from '../../../shared/exhibit';
import { transaction, first, type DB } from '../../db';
import { logActivity } from '../../lib/activity';
import { dataDifficulties, shownDifficulty } from '../readiness/itemStats';
import { storeAttempt, type GradedAnswer } from '../quizzes/attempts';
import { isCaseRun, notCaseRun } from '../case-sets/caseSets';
import type { Deps } from '../../lib/deps';
import { poolQuestions, questionsInSections, resolveTopics } from './pools';
import { citation, questionsByIds } from '../questions/questions';
import { shuffle } from '../../lib/random';
import { dueQuestionIds, previewRatings, rateCard, reviewCard, scheduleAnswers, suggestedRating, type RatingPreview } from './review';
import { dailyAllowance } from './reviewFigures';
import { lockLearner } from '../../lib/learnerLock';
import { assertTestStartAllowed } from '../../lib/accountLimits';
import { DomainError } from '../../lib/domainError';

type TestRow = typeof tests.$inferSelect;
type ItemRow = typeof testItems.$inferSelect;

const NOT_FOUND = 'Test not found';

async function topicNames(db: DB): Promise<Map<number, string>> {
  return new Map((await db.select({ id: topics.id, name: topics.name }).from(topics)).map((t) => [t.id, t.name]));
}

/** The learner's own test; anyone else's is as unknown as one that does not exist (404). */
async function ownTest(db: DB, user: UserRow, testId: number): Promise<TestRow> {
  const t = await first(db.select().from(tests).where(eq(tests.id, testId)).limit(1));
  // A clinical case run is stored as a test (features/case-sets/caseSets.ts) but is no test of the learner's: its order and
  // locking rules are the case's, so the test calls never reach it.
  if (!t || t.userId !== user.id || isCaseRun(t)) throw new DomainError({ code: 'NOT_FOUND', message: NOT_FOUND });
  return t;
}

const itemsOf = async (db: DB, testId: number): Promise<ItemRow[]> =>
  await db.select().from(testItems).where(eq(testItems.testId, testId)).orderBy(testItems.position);

/** A timed test past its deadline takes no more answers. */
const expired = (t: TestRow, now: Date) => t.mode === 'timed' && t.deadlineAt !== null && now.getTime() > t.deadlineAt.getTime();

/**
 * Builds a test from the learner's pools and topics: the union of the pools (each question once), shuffled, cut to
 * `count` (a test has every question the pools hold when they hold fewer). The review session's `due` pool takes
 * the due questions in their interleaved order instead.
 */
export async function createTest(deps: Deps, user: UserRow, input: CreateTestInput) {
  const now = deps.now();
  const topicIds = await resolveTopics(deps.db, input.topicIds);
  let ids: number[];
  if (input.pools[0] === 'due' || input.pools[0] === 'new') {
    ids = await reviewSessionIds(deps, user, input.pools[0], topicIds, now, await questionsInSections(deps.db, input.rteSections));
  } else {
    const pools = input.pools as QuestionPool[];
    ids = shuffle(
      (await poolQuestions(deps.db, user.id, pools, topicIds, input.rteSections)).map((q) => q.id),
      deps.random,
    );
  }
  if (ids.length === 0) {
    const names = input.pools.map((p) => POOL_LABELS[p]).join(' + ');
    const where = input.rteSections ? 'the chosen topics and RTE sections' : 'the chosen topics';
    throw new DomainError({ code: 'BAD_REQUEST', message: `pools: ${names} holds no questions in ${where}` });
  }
  ids = ids.slice(0, input.count);
  const bank = await questionsByIds(deps.db, ids);
  const created = await transaction(deps.db, async (tx) => {
    await lockLearner(tx, user.id);
    await assertTestStartAllowed(tx, deps.config, user.id, now);
    const row = (await first(
      tx
        .insert(tests)
        .values({
          userId: user.id,
          mode: input.mode,
          pools: [...input.pools],
          topicIds,
          count: ids.length,
          startedAt: now,
          deadlineAt: input.mode === 'timed' ? new Date(now.getTime() + TIMED_MS_PER_QUESTION * ids.length) : null,
        })
        .returning(),
    ))!;
    await tx
      .insert(testItems)
      .values(ids.map((questionId, position) => ({ testId: row.id, position, questionId, topicId: bank.get(questionId)!.topicId })));
    await logActivity(tx, deps.runtime, user.id, 'quiz_start', now);
    return row;
  });
  return await testView(deps, user, created);
}

/**
 * A review session's questions within what is left of the learner's daily limit: the due cards (most overdue first,
 * interleaved by topic), or new questions (never answered, shuffled). A limit used up today is a 409 that says so.
 */
async function reviewSessionIds(
  deps: Deps,
  user: UserRow,
  pool: 'due' | 'new',
  topicIds: number[],
  now: Date,
  inSections: ReadonlySet<number> | null,
): Promise<number[]> {
  const allowance = await dailyAllowance(deps.db, user.id, now);
  const left = pool === 'due' ? allowance.reviewsLeft : allowance.newLeft;
  if (left === 0) {
    const what = pool === 'due' ? `${allowance.reviewLimit} reviews` : `${allowance.newLimit} new questions`;
    throw new DomainError({
      code: 'CONFLICT',
      message: `pools: you reached today's limit of ${what}; change your daily limits on your account page`,
    });
  }
  const ids =
    pool === 'due'
      ? await dueQuestionIds(deps.db, user.id, now, topicIds)
      : shuffle(
          (await poolQuestions(deps.db, user.id, ['unused'], topicIds)).map((q) => q.id),
          deps.random,
        );
  return ids.filter((id) => !inSections || inSections.has(id)).slice(0, left);
}

/** Which review choices an answered, not yet rated review item offers, and the one preselected. */
export interface ReviewChoice {
  rated: boolean;
  suggested: ReviewRating;
  intervals: Record<ReviewRating, RatingPreview> | null;
}

/**
 * A review item is rated once the learner's card moved after its answer (the answer itself leaves the card alone:
 * the rating the learner picks is what schedules it).
 */
async function reviewChoice(db: DB, userId: number, item: ItemRow, now: Date): Promise<ReviewChoice | null> {
  if (item.questionId === null || item.answeredAt === null || item.isCorrect === null) return null;
  const card = await reviewCard(db, userId, item.questionId);
  const rated = !!card && card.lastAnsweredAt.getTime() >= item.answeredAt.getTime();
  return {
    rated,
    suggested: suggestedRating(item.isCorrect, item.confidence),
    intervals: rated ? null : await previewRatings(db, userId, item.questionId, now),
  };
}

/**
 * A test as the learner may see it now. Keys and explanations travel with a tutor test's answered questions and,
 * once it is finished, with every question of any test; a timed test in progress shows only what was chosen.
 */
async function testView(deps: Deps, user: UserRow, t: TestRow) {
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

/**
 * One answer. Tutor mode grades it at once and moves the review card (an answer stands: answering again is
 * refused); timed mode keeps the latest choice, says only that it was saved, and grades everything at finish.
 */
export async function answerTest(deps: Deps, user: UserRow, input: TestAnswerInput) {
  const now = deps.now();
  // Checked and written in one transaction under the learner's lock: a parallel answer to the same tutor question
  // finds it answered (409), an answer racing the finish finds the test finished (409) or is in what it grades.
  const q = await transaction(deps.db, async (tx) => {
    await lockLearner(tx, user.id);
    const t = await ownTest(tx, user, input.testId);
    if (t.finishedAt) throw new DomainError({ code: 'CONFLICT', message: 'This test is finished: its answers can no longer change' });
    if (expired(t, now)) throw new DomainError({ code: 'CONFLICT', message: 'Time is up for this test: finish it to see your results' });
    const item = await first(
      tx
        .select()
        .from(testItems)
        .where(and(eq(testItems.testId, t.id), eq(testItems.questionId, input.questionId)))
        .limit(1),
    );
    const q = item ? (await questionsByIds(tx, [input.questionId])).get(input.questionId) : undefined;
    if (!item || !q)
      throw new DomainError({ code: 'BAD_REQUEST', message: `questionId: question ${input.questionId} is not in this test` });
    if (q.options.length > 0 && input.userAnswer.charCodeAt(0) - 65 >= q.options.length) {
      throw new DomainError({
        code: 'BAD_REQUEST',
        message: `userAnswer: question ${q.id} has options A to ${String.fromCharCode(64 + q.options.length)}`,
      });
    }
    if (t.mode === 'tutor' && item.answeredAt) {
      throw new DomainError({ code: 'CONFLICT', message: `questionId: question ${q.id} was already answered in this test` });
    }
    const isCorrect = input.userAnswer === q.correctAnswer;
    const confidence = input.confidence ?? null;
    // Time on a question cannot exceed the test's own age.
    const timeSpent = input.timeSpent == null ? null : Math.min(input.timeSpent, Math.max(0, now.getTime() - t.startedAt.getTime()));
    await tx
      .update(testItems)
      .set({ userAnswer: input.userAnswer, isCorrect, confidence, timeSpent, answeredAt: now, missTag: null })
      .where(and(eq(testItems.testId, t.id), eq(testItems.position, item.position)));
    const review = isReviewPools(t.pools);
    // A review answer waits for the learner's rating (rateReview, or the automatic one at finish) to move its card.
    if (t.mode === 'tutor' && !review)
      await scheduleAnswers(tx, user.id, [{ questionId: q.id, topicId: q.topicId, isCorrect, confidence }], now);
    const choice: ReviewChoice | null = review
      ? { rated: false, suggested: suggestedRating(isCorrect, confidence), intervals: await previewRatings(tx, user.id, q.id, now) }
      : null;
    return { mode: t.mode, isCorrect, question: q, choice };
  });
  if (q.mode === 'timed') return { saved: true as const };
  const { question } = q;
  return {
    saved: true as const,
    ...(q.choice ? { review: q.choice } : {}),
    isCorrect: q.isCorrect,
    correctAnswer: question.correctAnswer,
    explanation: question.explanation,
    ...citation(question),
  };
}

/**
 * Grades the test and stores it as a quiz attempt (kind `test`), so it counts in the dashboard like any quiz.
 * Unanswered questions count as wrong. Finishing twice answers the first result.
 */
export async function finishTest(deps: Deps, user: UserRow, testId: number): Promise<TestView> {
  const before = await ownTest(deps.db, user, testId);
  if (!before.finishedAt) {
    // A test's questions are fixed when it is made: read from the cached bank before the transaction.
    const bank = await questionsByIds(
      deps.db,
      (await itemsOf(deps.db, before.id)).flatMap((i) => (i.questionId === null ? [] : [i.questionId])),
    );
    await transaction(deps.db, async (tx) => {
      // The answers are read again under the learner's lock: one still being saved is either in what is graded here
      // or refused as coming after the finish.
      await lockLearner(tx, user.id);
      const t = await ownTest(tx, user, testId);
      if (t.finishedAt) return;
      const now = deps.now();
      const items = await itemsOf(tx, t.id);
      const graded: GradedAnswer[] = items.flatMap((i) => {
        const q = i.questionId === null ? undefined : bank.get(i.questionId);
        // A question deleted since the test began still counts in the total; it cannot be answered right.
        return q
          ? [
              {
                questionId: q.id,
                topicId: q.topicId,
                userAnswer: i.userAnswer,
                isCorrect: i.userAnswer !== null && i.userAnswer === q.correctAnswer,
              },
            ]
          : [];
      });
      const timeSpent =
        t.mode === 'timed'
          ? Math.round((Math.min(now.getTime(), t.deadlineAt!.getTime()) - t.startedAt.getTime()) / 1000)
          : Math.round(items.reduce((sum, i) => sum + (i.timeSpent ?? 0), 0) / 1000);
      const claimed = await tx
        .update(tests)
        .set({ finishedAt: now })
        .where(and(eq(tests.id, t.id), isNull(tests.finishedAt)))
        .returning({ id: tests.id });
      if (claimed.length === 0) return;
      if (isReviewPools(t.pools)) {
        // A review session is no quiz: answered cards the learner left unrated move by their automatic rating, the
        // unanswered stay as they were (neither right nor wrong), and nothing reaches Quizzes Taken or Average Score.
        for (const i of items) {
          const q = i.questionId === null ? undefined : bank.get(i.questionId);
          const choice = q ? await reviewChoice(tx, user.id, i, now) : null;
          if (!q || !choice || choice.rated) continue;
          await rateCard(tx, user.id, { questionId: q.id, topicId: q.topicId, isCorrect: i.isCorrect === true }, choice.suggested, now);
        }
        return;
      }
      if (t.mode === 'timed') {
        // Timed answers could change until now: their reviews are scheduled once, from the final choice.
        const answered = items.flatMap((i) => {
          const q = i.questionId === null ? undefined : bank.get(i.questionId);
          return q && i.userAnswer !== null
            ? [{ questionId: q.id, topicId: q.topicId, isCorrect: i.userAnswer === q.correctAnswer, confidence: i.confidence }]
            : [];
        });
        await scheduleAnswers(tx, user.id, answered, now);
      }
      // Unanswered items are stored graded wrong, so the review shows them as missed.
      await tx
        .update(testItems)
        .set({ isCorrect: false })
        .where(and(eq(testItems.testId, t.id), isNull(testItems.isCorrect)));
      const attempt = await storeAttempt(tx, deps.runtime, {
        userId: user.id,
        kind: 'test',
        answers: graded,
        totalQuestions: items.length,
        timeSpent: Math.max(0, Math.min(timeSpent, 24 * 3600)),
        completedAt: now,
      });
      await tx.update(tests).set({ attemptId: attempt.id }).where(eq(tests.id, t.id));
    });
  }
  return await getTest(deps, user, testId);
}

/** "Why did I miss it?": a tag on a missed answer the learner has seen graded (null clears it). */
export async function setMissTag(deps: Deps, user: UserRow, testId: number, questionId: number, tag: MissTag | null) {
  const t = await ownTest(deps.db, user, testId);
  const item = await first(
    deps.db
      .select()
      .from(testItems)
      .where(and(eq(testItems.testId, t.id), eq(testItems.questionId, questionId)))
      .limit(1),
  );
  if (!item) throw new DomainError({ code: 'BAD_REQUEST', message: `questionId: question ${questionId} is not in this test` });
  if (t.mode === 'timed' && !t.finishedAt) {
    throw new DomainError({ code: 'CONFLICT', message: 'questionId: a timed test shows what was missed only once it is finished' });
  }
  if (item.answeredAt === null || item.isCorrect !== false) {
    const why = item.answeredAt === null ? 'was not answered' : 'was answered right';
    throw new DomainError({ code: 'CONFLICT', message: `questionId: question ${questionId} ${why}, so it has no miss to tag` });
  }
  await deps.db
    .update(testItems)
    .set({ missTag: tag })
    .where(and(eq(testItems.testId, t.id), eq(testItems.position, item.position)));
  return { testId: t.id, questionId, tag };
}

/**
 * `learner.rateReview`: the learner's Again / Hard / Good / Easy (or Again in 10 minutes) for an answered review card;
 * it schedules the card from the card as it is. Rating twice, or before answering, is a 409.
 */
export async function rateReview(deps: Deps, user: UserRow, testId: number, questionId: number, rating: ReviewRating) {
  const now = deps.now();
  return await transaction(deps.db, async (tx) => {
    await lockLearner(tx, user.id);
    const t = await ownTest(tx, user, testId);
    if (!isReviewPools(t.pools)) throw new DomainError({ code: 'BAD_REQUEST', message: 'testId: only a review session takes ratings' });
    if (t.finishedAt) throw new DomainError({ code: 'CONFLICT', message: 'This review is finished: its cards were scheduled' });
    const item = await first(
      tx
        .select()
        .from(testItems)
        .where(and(eq(testItems.testId, t.id), eq(testItems.questionId, questionId)))
        .limit(1),
    );
    if (!item) throw new DomainError({ code: 'BAD_REQUEST', message: `questionId: question ${questionId} is not in this review` });
    const choice = await reviewChoice(tx, user.id, item, now);
    if (!choice) throw new DomainError({ code: 'CONFLICT', message: `questionId: answer question ${questionId} before rating it` });
    if (choice.rated) throw new DomainError({ code: 'CONFLICT', message: `questionId: question ${questionId} was already rated` });
    const card = await rateCard(tx, user.id, { questionId, topicId: item.topicId, isCorrect: item.isCorrect === true }, rating, now);
    return { questionId, rating, due: card.due, scheduledDays: card.scheduledDays };
  });
}

/** How a test shows in recent activity. */
export const TEST_ATTEMPT_TITLE = 'Custom test';

/** The learner's unfinished tests, newest first (at most 5), for "Continue a test". */
export async function openTests(deps: Deps, user: UserRow) {
  const now = deps.now();
  const rows = await deps.db
    .select()
    .from(tests)
    .where(and(eq(tests.userId, user.id), isNull(tests.finishedAt), notCaseRun()))
    .orderBy(desc(tests.startedAt), desc(tests.id))
    .limit(5);
  return Promise.all(
    rows.map(async (t) => {
      const items = await itemsOf(deps.db, t.id);
      return {
        id: t.id,
        mode: t.mode,
        count: t.count,
        pools: t.pools,
        answeredCount: items.filter((i) => i.answeredAt !== null).length,
        startedAt: t.startedAt,
        deadlineAt: t.deadlineAt,
        expired: expired(t, now),
      };
    }),
  );
}
