import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { caseSets, questions, quizAttempts, testItems, tests, type UserRow } from '../../../../db/schema';
import type { DB } from '../../db';
import { bankView } from '../questions/bankCache';
import type { Deps } from '../../lib/deps';
import { getTopic, questionsByIds } from '../questions/questions';
import { dataDifficulties } from '../readiness/difficultyBands';
import { CASE_RUN_POOLS } from '../../lib/caseRuns';
import { assertSetNotInOpenExam, itemView, openRun, publishedSet } from './internal/caseRun';

/**
 * Clinical case sets as learners take them (issue #17 §5). A learner's pass through a set is a run, stored as a
 * `tests` row whose pools are ["case"] with one test_items row per item (no new table: the row holds the locked
 * answers, and a finished run points at its quiz attempt). Runs are not tests: the study engine's calls never show
 * them (caseRuns.ts tells them apart). The rules, all on the server (answering: internal/answerCaseItem.ts):
 *   - only published sets, and only Pro learners (the topic-practice rule, proProcedure);
 *   - the scenario and the first item come first; an item's update and text leave the server only once every
 *     earlier item is answered; keys only with an answered item;
 *   - an answer is locked: a second answer to an item of the open run, or an answer out of order, is a 409;
 *   - each answer is graded at once and moves the learner's review card (FSRS), like a tutor answer;
 *   - the last answer finishes the run: a quiz attempt (kind `case`, the set's topic) counts it wherever the
 *     product counts attempts, with one answer per item. Taking the set again starts a new run.
 */

/** `GET /api/case-sets?topicId=`: the topic's published sets (title, setting, item count), cached per bank version. */
export async function listCaseSets(db: DB, topicId: number) {
  await getTopic(db, topicId);
  return bankView(
    db,
    `case-sets:${topicId}`,
    async () =>
      await db
        .select({
          id: caseSets.id,
          topicId: caseSets.topicId,
          title: caseSets.title,
          setting: caseSets.setting,
          itemCount: count(questions.id),
        })
        .from(caseSets)
        .innerJoin(questions, eq(questions.caseSetId, caseSets.id))
        .where(and(eq(caseSets.topicId, topicId), eq(caseSets.status, 'published')))
        .groupBy(caseSets.id)
        .orderBy(asc(caseSets.title), asc(caseSets.id)),
  );
}

/**
 * `GET /api/case-sets/{id}`: the scenario and the item to answer now (item 1 on a fresh start). A run in progress
 * (a reload) also brings back the items already answered, with their verdicts, keys and explanations.
 */
export async function getCaseSet(deps: Deps, user: UserRow, caseSetId: number) {
  const { set, items } = await publishedSet(deps.db, caseSetId);
  await assertSetNotInOpenExam(deps.db, user.id, caseSetId);
  const open = await openRun(deps.db, user.id, caseSetId);
  const runIds = open ? open.items.flatMap((i) => (i.questionId === null ? [] : [i.questionId])) : items.map((q) => q.id);
  const bank = await questionsByIds(deps.db, runIds);
  const bands = await dataDifficulties(deps.db);
  const answered = (open?.items ?? [])
    .filter((i) => i.answeredAt !== null && i.questionId !== null && bank.has(i.questionId))
    .map((i) => {
      const q = bank.get(i.questionId!)!;
      return {
        ...itemView(q, i.position + 1, bands),
        userAnswer: i.userAnswer,
        isCorrect: i.isCorrect ?? false,
        correctAnswer: q.correctAnswer,
        explanation: q.explanation,
      };
    });
  const next = open ? open.items.find((i) => i.answeredAt === null && i.questionId !== null && bank.has(i.questionId)) : undefined;
  const current = open ? (next ? itemView(bank.get(next.questionId!)!, next.position + 1, bands) : null) : itemView(items[0]!, 1, bands);
  return {
    id: set.id,
    topicId: set.topicId,
    topicName: (await getTopic(deps.db, set.topicId)).name,
    title: set.title,
    setting: set.setting,
    scenario: set.scenario,
    itemCount: open ? open.items.length : items.length,
    answered,
    current,
  };
}
/** The learner's finished runs of one set, newest first (score per run), for the case list. */
export async function caseSetHistory(db: DB, userId: number, caseSetIds: readonly number[]) {
  if (caseSetIds.length === 0) return new Map<number, { score: number; completedAt: Date }>();
  const rows = await db
    .select({ caseSetId: questions.caseSetId, score: quizAttempts.score, completedAt: quizAttempts.completedAt })
    .from(tests)
    .innerJoin(quizAttempts, eq(quizAttempts.id, tests.attemptId))
    .innerJoin(testItems, and(eq(testItems.testId, tests.id), eq(testItems.position, 0)))
    .innerJoin(questions, eq(questions.id, testItems.questionId))
    .where(
      and(eq(tests.userId, userId), sql`${tests.pools} = ${JSON.stringify(CASE_RUN_POOLS)}`, inArray(questions.caseSetId, [...caseSetIds])),
    )
    .orderBy(desc(quizAttempts.completedAt));
  const out = new Map<number, { score: number; completedAt: Date }>();
  for (const r of rows)
    if (r.caseSetId !== null && !out.has(r.caseSetId)) out.set(r.caseSetId, { score: r.score, completedAt: r.completedAt });
  return out;
}

/** The list with the learner's latest score per set (the quiz screen's "Clinical cases"). */
export async function listCaseSetsFor(deps: Deps, user: UserRow, topicId: number) {
  const sets = await listCaseSets(deps.db, topicId);
  const last = await caseSetHistory(
    deps.db,
    user.id,
    sets.map((s) => s.id),
  );
  return sets.map((s) => ({ ...s, lastScore: last.get(s.id)?.score ?? null }));
}
