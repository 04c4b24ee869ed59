import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { caseSets, examSessions, questions, quizAttempts, testItems, tests, type QuestionRow, type UserRow } from '../../../../db/schema';
import { EXAMS, type ExamType } from '../../../shared/exams';
import type { ExamForm } from '../../../shared/examFormats';
import type { CaseAnswerInput } from '../../../shared/caseSets';
import type { Difficulty } from '../../../shared/difficulty';
import { first, transaction, type DB } from '../../db';
import { logActivity } from '../../lib/activity';
import { storeAttempt } from '../quizzes/attempts';
import { bankView } from '../questions/bankCache';
import type { Deps } from '../../lib/deps';
import { getTopic, questionsByIds } from '../questions/questions';
import { dataDifficulties, shownDifficulty } from '../readiness/itemStats';
import { scheduleAnswers } from '../study/review';
import { lockLearner } from '../../lib/learnerLock';
import { DomainError } from '../../lib/domainError';

/**
 * Clinical case sets as learners take them (issue #17 §5). A learner's pass through a set is a run, stored as a
 * `tests` row whose pools are ["case"] with one test_items row per item (no new table: the row holds the locked
 * answers, and a finished run points at its quiz attempt). Runs are not tests: the study engine's calls never show
 * them (customTests.ts). The rules, all on the server:
 *   - only published sets, and only Pro learners (the topic-practice rule, proProcedure);
 *   - the scenario and the first item come first; an item's update and text leave the server only once every
 *     earlier item is answered; keys only with an answered item;
 *   - an answer is locked: a second answer to an item of the open run, or an answer out of order, is a 409;
 *   - each answer is graded at once and moves the learner's review card (FSRS), like a tutor answer;
 *   - the last answer finishes the run: a quiz attempt (kind `case`, the set's topic) counts it wherever the
 *     product counts attempts, with one answer per item. Taking the set again starts a new run.
 */

/** How a case run is told apart from a test built in Create Test. */
export const CASE_RUN_POOLS = ['case'];
/** SQL: this tests row is not a case run. */
export const notCaseRun = () => sql`${tests.pools} <> ${JSON.stringify(CASE_RUN_POOLS)}`;
export const isCaseRun = (t: { pools: readonly string[] }) => t.pools.length === 1 && t.pools[0] === CASE_RUN_POOLS[0];

type SetRow = typeof caseSets.$inferSelect;
type TestRow = typeof tests.$inferSelect;
type ItemRow = typeof testItems.$inferSelect;

const setNotFound = (id: number) => new DomainError({ code: 'NOT_FOUND', message: `Case set ${id} not found` });

/** A published set's items in order, from the cached bank. */
async function publishedSet(db: DB, caseSetId: number): Promise<{ set: SetRow; items: QuestionRow[] }> {
  const found = await bankView(db, `case-set:${caseSetId}`, async () => {
    const set = await first(db.select().from(caseSets).where(eq(caseSets.id, caseSetId)).limit(1));
    if (!set || set.status !== 'published') return null;
    const items = await db
      .select()
      .from(questions)
      .where(eq(questions.caseSetId, caseSetId))
      .orderBy(asc(questions.casePosition), asc(questions.id));
    return { set, items };
  });
  if (!found || found.items.length === 0) throw setNotFound(caseSetId);
  return found;
}

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
 * A set that is part of the learner's unsubmitted simulation is closed to practice until that exam is submitted
 * (issue #28): a practice answer would hand out an item's key, and the next item's update and text, that the exam
 * still hides. Unsubmitted, not unexpired: an exam past its deadline still takes its submission.
 */
async function assertSetNotInOpenExam(db: DB, userId: number, caseSetId: number): Promise<void> {
  const open = await db
    .select({ id: examSessions.id, examType: examSessions.examType, form: examSessions.form })
    .from(examSessions)
    .where(and(eq(examSessions.userId, userId), isNull(examSessions.submittedAt), isNotNull(examSessions.form)));
  const holding = open.find((s) => (s.form as Partial<ExamForm> | null)?.caseSets?.some((c) => c.caseSetId === caseSetId));
  if (holding) {
    const name = EXAMS[holding.examType as ExamType]?.name ?? holding.examType;
    throw new DomainError({
      code: 'CONFLICT',
      message: `Case set ${caseSetId} is part of your ${name} in progress (exam ${holding.id}); practise it once that exam is submitted`,
    });
  }
}

/** The learner's unfinished run through this set, if any, with its items in order. */
async function openRun(db: DB, userId: number, caseSetId: number): Promise<{ run: TestRow; items: ItemRow[] } | null> {
  const row = await first(
    db
      .select({ run: tests })
      .from(tests)
      .innerJoin(testItems, eq(testItems.testId, tests.id))
      .innerJoin(questions, eq(questions.id, testItems.questionId))
      .where(
        and(
          eq(tests.userId, userId),
          isNull(tests.finishedAt),
          sql`${tests.pools} = ${JSON.stringify(CASE_RUN_POOLS)}`,
          eq(questions.caseSetId, caseSetId),
        ),
      )
      .orderBy(desc(tests.startedAt), desc(tests.id))
      .limit(1),
  );
  if (!row) return null;
  return { run: row.run, items: await db.select().from(testItems).where(eq(testItems.testId, row.run.id)).orderBy(testItems.position) };
}

/**
 * An item as the learner sees it before answering: no key, no explanation; its difficulty from the data once enough
 * learners answered it, the authored one before (`bands`: dataDifficulties, as for single items).
 */
function itemView(q: QuestionRow, position: number, bands: ReadonlyMap<number, Difficulty>) {
  return {
    position,
    questionId: q.id,
    update: q.caseUpdate,
    questionText: q.questionText,
    options: q.options,
    difficulty: shownDifficulty(bands, q),
  };
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
export type CaseSetView = Awaited<ReturnType<typeof getCaseSet>>;

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
