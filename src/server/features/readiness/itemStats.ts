import { and, asc, eq, gt, isNotNull, lte, max, sql } from 'drizzle-orm';
import { attemptAnswers, itemStats, jobState, questions, quizAttempts } from '../../../../db/schema';
import { first, serializeOn, transaction, waitForLocks, type DB } from '../../db';
import { preparedPerDb } from '../../lib/prepared';
import { refreshAbility } from './abilities';
import { bumpBankIfBandsMoved, dataDifficulties } from './difficultyBands';

/**
 * The item-statistics fold (issue #19), off the request path: `foldNewAnswers` adds answers saved since its cursor
 * (job_state 'item-stats', an attempt_answers id) to each item's counts, option counts and p-value, and `foldPending`
 * refits the abilities of the learners who answered (abilities.ts). The cursors and locks here are shared with the
 * full rebuild (recompute.ts); statsJobs.ts runs both in a server.
 * Only answers given count: a blank (a skipped exam item) says nothing about the item; self-reported exams have none.
 * The figures every learner sees (percent correct, option counts, point-biserial, the fitted difficulty) count each
 * learner's FIRST answer to an item once (issue #28): one account answering an item 150 times moves them by one
 * answer, and a first answer is the one given before the learner saw the key. `answers` keeps every answer's count,
 * and a learner's own history and ability keep every answer.
 */

export const FOLD_JOB = 'item-stats';
export const FIT_JOB = 'readiness-fit';

const cursorRead = preparedPerDb((db) =>
  db
    .select({ cursor: jobState.cursor })
    .from(jobState)
    .where(eq(jobState.name, sql.placeholder('name')))
    .limit(1)
    .prepare(),
);
/**
 * The statistics fold new answers in id order from a cursor. On PostgreSQL ids are drawn when a row is written and
 * transactions commit in any order, so a fold could pass an id whose transaction commits just after, and never
 * count it. So storing answers holds this key shared (db.ts: serializeOn), and the jobs read the highest id under
 * it held alone, for an instant: every answer numbered up to that one has then committed (or never will), and the
 * jobs read no further.
 */
export const ANSWERS_LOCK = 'attempt-answers';
/** Held by a fold, and by the recompute while it replaces the figures: one at a time across processes. */
export const FOLD_LOCK = 'item-stats-fold';

/** The highest answer id below which every answer has committed (the saves in flight have ended). */
export async function committedAnswersUpTo(db: DB): Promise<number> {
  return await transaction(db, async (tx) => {
    await waitForLocks(tx);
    await serializeOn(tx, ANSWERS_LOCK);
    return (await first(tx.select({ id: max(attemptAnswers.id) }).from(attemptAnswers)))?.id ?? 0;
  });
}

const jobCursor = async (db: DB, name: string) => (await first(cursorRead(db).execute({ name })))?.cursor ?? 0;
export const setJobCursor = async (db: DB, name: string, cursor: number, now: Date) => {
  await db
    .insert(jobState)
    .values({ name, cursor, updatedAt: now })
    .onConflictDoUpdate({ target: jobState.name, set: { cursor, updatedAt: now } });
};

/** The version of the last fit: readers rebuild what they derived from difficulties when it moves. */
export function fitVersion(db: DB): Promise<number> {
  return jobCursor(db, FIT_JOB);
}

const foldStatements = preparedPerDb((db) => {
  const p = sql.placeholder;
  return {
    batch: db
      .select({
        id: attemptAnswers.id,
        questionId: attemptAnswers.questionId,
        userAnswer: attemptAnswers.userAnswer,
        isCorrect: attemptAnswers.isCorrect,
        userId: quizAttempts.userId,
      })
      .from(attemptAnswers)
      .innerJoin(quizAttempts, eq(quizAttempts.id, attemptAnswers.attemptId))
      .where(and(gt(attemptAnswers.id, p('cursor')), lte(attemptAnswers.id, p('upTo'))))
      .orderBy(asc(attemptAnswers.id))
      .limit(p('limit'))
      .prepare(),
    answeredBefore: db
      .select({ one: sql<number>`1` })
      .from(quizAttempts)
      .innerJoin(attemptAnswers, eq(attemptAnswers.attemptId, quizAttempts.id))
      .where(
        and(
          eq(quizAttempts.userId, p('userId')),
          eq(attemptAnswers.questionId, p('questionId')),
          lte(attemptAnswers.id, p('before')),
          isNotNull(attemptAnswers.userAnswer),
        ),
      )
      .limit(1)
      .prepare(),
    existing: db
      .select({
        answers: itemStats.answers,
        learners: itemStats.learners,
        correct: itemStats.correct,
        optionCounts: itemStats.optionCounts,
      })
      .from(itemStats)
      .where(eq(itemStats.questionId, p('questionId')))
      .limit(1)
      .prepare(),
    questionExists: db
      .select({ one: sql<number>`1` })
      .from(questions)
      .where(eq(questions.id, p('questionId')))
      .limit(1)
      .prepare(),
  };
});

/**
 * Folds up to `limit` answers past the cursor into item_stats, in one transaction with the cursor's move, and answers
 * the learners whose abilities should be refitted. Call until it reports fewer than `limit` rows read.
 */
export async function foldNewAnswers(db: DB, now: Date, limit = 20_000): Promise<{ read: number; users: number[] }> {
  const before = await dataDifficulties(db);
  const upTo = await committedAnswersUpTo(db);
  const result = await transaction(db, async (tx) => {
    await waitForLocks(tx);
    await serializeOn(tx, FOLD_LOCK);
    const s = foldStatements(tx);
    const cursor = await jobCursor(tx, FOLD_JOB);
    const rows = await s.batch.execute({ cursor, upTo, limit });
    if (rows.length === 0) return { read: 0, users: [] as number[] };
    const firstId = rows[0]!.id;
    const byItem = new Map<number, { answers: number; correct: number; learners: number; options: Record<string, number> }>();
    const seen = new Set<string>();
    const users = new Set<number>();
    for (const r of rows) {
      if (r.questionId === null || r.userAnswer === null) continue;
      users.add(r.userId);
      let item = byItem.get(r.questionId);
      if (!item) byItem.set(r.questionId, (item = { answers: 0, correct: 0, learners: 0, options: {} }));
      item.answers++;
      const pair = `${r.userId}:${r.questionId}`;
      // A learner counts once per item, with their first answer: new unless seen earlier in this batch or before it.
      if (seen.has(pair)) continue;
      seen.add(pair);
      if (await first(s.answeredBefore.execute({ userId: r.userId, questionId: r.questionId, before: firstId - 1 }))) continue;
      item.learners++;
      item.correct += r.isCorrect ? 1 : 0;
      item.options[r.userAnswer] = (item.options[r.userAnswer] ?? 0) + 1;
    }
    for (const [questionId, add] of byItem) {
      if (!(await first(s.questionExists.execute({ questionId })))) continue;
      const old = await first(s.existing.execute({ questionId }));
      const options: Record<string, number> = { ...old?.optionCounts };
      for (const [k, v] of Object.entries(add.options)) options[k] = (options[k] ?? 0) + v;
      const answers = (old?.answers ?? 0) + add.answers;
      const learners = (old?.learners ?? 0) + add.learners;
      const correct = (old?.correct ?? 0) + add.correct;
      const values = {
        answers,
        learners,
        correct,
        pValue: learners > 0 ? correct / learners : null,
        optionCounts: options,
        updatedAt: now,
      };
      await tx
        .insert(itemStats)
        .values({ questionId, ...values })
        .onConflictDoUpdate({ target: itemStats.questionId, set: values });
    }
    await setJobCursor(tx, FOLD_JOB, rows[rows.length - 1]!.id, now);
    return { read: rows.length, users: [...users] };
  });
  await bumpBankIfBandsMoved(db, before);
  return result;
}

export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Folds everything pending and refits the learners who answered, yielding between chunks. */
export async function foldPending(db: DB, now: () => Date) {
  const users = new Set<number>();
  let read = 0;
  for (;;) {
    const r = await foldNewAnswers(db, now());
    read += r.read;
    for (const u of r.users) users.add(u);
    if (r.read < 20_000) break;
    await yieldToLoop();
  }
  const list = [...users];
  for (let g = 0; g < list.length; g += 100) {
    const when = now();
    await transaction(db, async (tx) => {
      for (const u of list.slice(g, g + 100)) await refreshAbility(tx, u, when);
    });
    await yieldToLoop();
  }
  return { read, learners: list.length };
}
