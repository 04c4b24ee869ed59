// Finishing a Create Test test: graded and stored as an attempt, or for a review session, its unrated cards moved.
import { and, eq, isNull } from 'drizzle-orm';
import { testItems, tests, type UserRow } from '../../../../../db/schema';
import { isReviewPools } from '../../../../shared/study';
import { transaction } from '../../../db';
import type { Deps } from '../../../lib/deps';
import { lockLearner } from '../../../lib/learnerLock';
import { questionsByIds } from '../../questions/questions';
import { storeAttempt, type GradedAnswer } from '../../quizzes/attempts';
import { rateCard, scheduleAnswers } from '../review';
import { getTest, type TestView } from '../testView';
import { reviewChoice } from './reviewChoice';
import { itemsOf, ownTest } from './testRows';

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
