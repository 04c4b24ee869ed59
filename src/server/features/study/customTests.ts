// Create Test: making a test from the learner's pools (or a review session from the due cards or new questions), and
// the open tests to continue. Answering and rating are internal/testAnswers.ts, finishing internal/finishTest.ts, what
// the learner sees testView.ts.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { testItems, tests, type UserRow } from '../../../../db/schema';
import { POOL_LABELS, TIMED_MS_PER_QUESTION, type QuestionPool } from '../../../shared/study';
import type { CreateTestInput } from '../../../shared/studySchemas';
import { transaction, first } from '../../db';
import { logActivity } from '../../lib/activity';
import { notCaseRun } from '../../lib/caseRuns';
import type { Deps } from '../../lib/deps';
import { poolQuestions, questionsInSections, resolveTopics } from './pools';
import { questionsByIds } from '../questions/questions';
import { shuffle } from '../../lib/random';
import { dueQuestionIds } from './reviewDue';
import { dailyAllowance } from './reviewFigures';
import { lockLearner } from '../../lib/learnerLock';
import { assertTestStartAllowed } from '../../lib/accountLimits';
import { DomainError } from '../../lib/domainError';
import { testView } from './testView';
import { expired, itemsOf } from './internal/testRows';

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
