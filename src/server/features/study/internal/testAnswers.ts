// One answer of a Create Test test, and what the learner adds to it afterwards: the miss tag, a review card's rating.
import { and, eq } from 'drizzle-orm';
import { testItems, type UserRow } from '../../../../../db/schema';
import { isReviewPools, type MissTag, type ReviewRating } from '../../../../shared/study';
import type { TestAnswerInput } from '../../../../shared/studySchemas';
import { transaction, first } from '../../../db';
import type { Deps } from '../../../lib/deps';
import { DomainError } from '../../../lib/domainError';
import { lockLearner } from '../../../lib/learnerLock';
import { citation, questionsByIds } from '../../questions/questions';
import { previewRatings, rateCard, scheduleAnswers, suggestedRating } from '../review';
import { reviewChoice, type ReviewChoice } from './reviewChoice';
import { expired, ownTest } from './testRows';

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
