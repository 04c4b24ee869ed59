// Answering one item of a case set: graded, locked, the next item revealed; the last answer finishes the run.
import { and, eq, isNull } from 'drizzle-orm';
import { testItems, tests, type QuestionRow, type UserRow } from '../../../../../db/schema';
import type { CaseAnswerInput } from '../../../../shared/caseSets';
import { transaction } from '../../../db';
import { logActivity } from '../../../lib/activity';
import type { Deps } from '../../../lib/deps';
import { DomainError } from '../../../lib/domainError';
import { lockLearner } from '../../../lib/learnerLock';
import { questionsByIds } from '../../questions/questions';
import { storeAttempt } from '../../quizzes/attempts';
import { dataDifficulties } from '../../readiness/difficultyBands';
import { scheduleAnswers } from '../../study/review';
import { CASE_RUN_POOLS } from '../../../lib/caseRuns';
import { assertSetNotInOpenExam, itemView, openRun, publishedSet } from './caseRun';

/**
 * `POST /api/case-sets/{id}/answers`: grades one item, locks it, and reveals the next item with its update (null
 * after the last, which finishes the run and stores its attempt).
 */
export async function answerCaseItem(deps: Deps, user: UserRow, input: CaseAnswerInput) {
  const { set, items } = await publishedSet(deps.db, input.caseSetId);
  const now = deps.now();
  const target = items.find((q) => q.id === input.questionId);
  if (!target) {
    throw new DomainError({
      code: 'BAD_REQUEST',
      message: `questionId: question ${input.questionId} is not an item of case set ${set.id}`,
    });
  }
  if (input.userAnswer.charCodeAt(0) - 65 >= target.options.length) {
    throw new DomainError({
      code: 'BAD_REQUEST',
      message: `userAnswer: question ${target.id} has options A to ${String.fromCharCode(64 + target.options.length)}`,
    });
  }
  // Reading the run and writing the answer are one transaction, under the learner's lock: two answers racing for the
  // same item cannot both find it open, nor two first answers both find no run and start one each.
  return transaction(deps.db, async (tx) => {
    await lockLearner(tx, user.id);
    await assertSetNotInOpenExam(tx, user.id, set.id);
    let open = await openRun(tx, user.id, set.id);
    if (!open) {
      if (target.id !== items[0]!.id) {
        throw new DomainError({
          code: 'CONFLICT',
          message: `questionId: question ${target.id} is item ${positionOf(items, target.id)} of this case; answer item 1 first`,
        });
      }
      const run = (
        await tx
          .insert(tests)
          .values({
            userId: user.id,
            mode: 'tutor',
            pools: CASE_RUN_POOLS,
            topicIds: [set.topicId],
            count: items.length,
            startedAt: now,
          })
          .returning()
      )[0]!;
      await tx.insert(testItems).values(items.map((q, position) => ({ testId: run.id, position, questionId: q.id, topicId: q.topicId })));
      await logActivity(tx, deps.runtime, user.id, 'quiz_start', now);
      open = { run, items: await tx.select().from(testItems).where(eq(testItems.testId, run.id)).orderBy(testItems.position) };
    }
    const { run } = open;
    const item = open.items.find((i) => i.questionId === target.id);
    if (!item) {
      // The set was edited after this run began: the run keeps the items it started with.
      throw new DomainError({ code: 'CONFLICT', message: `questionId: question ${target.id} was added to the case after you started it` });
    }
    if (item.answeredAt !== null) {
      throw new DomainError({
        code: 'CONFLICT',
        message: `questionId: question ${target.id} was already answered in this case; its answer is locked`,
      });
    }
    const bank = await questionsByIds(
      tx,
      open.items.flatMap((i) => (i.questionId === null ? [] : [i.questionId])),
    );
    const pending = open.items.filter((i) => i.answeredAt === null && i.questionId !== null && bank.has(i.questionId));
    const expected = pending[0];
    if (expected && expected.position !== item.position) {
      throw new DomainError({
        code: 'CONFLICT',
        message: `questionId: question ${target.id} is item ${item.position + 1} of this case; answer item ${expected.position + 1} first`,
      });
    }
    const isCorrect = input.userAnswer === target.correctAnswer;
    await tx
      .update(testItems)
      .set({ userAnswer: input.userAnswer, isCorrect, answeredAt: now })
      .where(and(eq(testItems.testId, run.id), eq(testItems.position, item.position)));
    await scheduleAnswers(tx, user.id, [{ questionId: target.id, topicId: target.topicId, isCorrect }], now);

    const after = pending[1];
    if (after) {
      return {
        isCorrect,
        correctAnswer: target.correctAnswer,
        explanation: target.explanation,
        next: {
          update: bank.get(after.questionId!)!.caseUpdate,
          question: itemView(bank.get(after.questionId!)!, after.position + 1, await dataDifficulties(tx)),
        },
        result: null,
      };
    }
    // The last item: the run is finished and counted as one attempt, each item scored on its own.
    const answers = await tx.select().from(testItems).where(eq(testItems.testId, run.id)).orderBy(testItems.position);
    const graded = answers.map((a) => ({
      questionId: a.questionId,
      topicId: a.topicId,
      userAnswer: a.userAnswer,
      isCorrect: a.isCorrect ?? false,
    }));
    await tx
      .update(testItems)
      .set({ isCorrect: false })
      .where(and(eq(testItems.testId, run.id), isNull(testItems.isCorrect)));
    const attempt = await storeAttempt(tx, deps.runtime, {
      userId: user.id,
      kind: 'case',
      topicId: set.topicId,
      answers: graded,
      totalQuestions: answers.length,
      timeSpent: Math.max(0, Math.min(Math.round((now.getTime() - run.startedAt.getTime()) / 1000), 24 * 3600)),
      completedAt: now,
    });
    await tx.update(tests).set({ finishedAt: now, attemptId: attempt.id }).where(eq(tests.id, run.id));
    return {
      isCorrect,
      correctAnswer: target.correctAnswer,
      explanation: target.explanation,
      next: null,
      result: {
        attemptId: attempt.id,
        score: attempt.score,
        correctCount: attempt.correctCount,
        totalQuestions: attempt.totalQuestions,
        items: answers.map((a) => ({
          position: a.position + 1,
          questionId: a.questionId,
          userAnswer: a.userAnswer,
          isCorrect: a.isCorrect ?? false,
        })),
      },
    };
  });
}

function positionOf(items: readonly QuestionRow[], id: number): number {
  return items.findIndex((q) => q.id === id) + 1;
}
