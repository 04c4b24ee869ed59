import { and, asc, count, eq, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import { attemptAnswers, itemStats, learnerAbility, questions, quizAttempts } from '../../../../db/schema';
import { first, serializeOn, transaction, waitForLocks, type DB } from '../../db';
import { correlationFromSums, fitRasch } from './irt';
import { PRIOR_B, refreshAbility } from './abilities';
import { bumpBankIfBandsMoved, dataDifficulties } from './difficultyBands';
import { FIT_JOB, FOLD_JOB, FOLD_LOCK, committedAnswersUpTo, fitVersion, setJobCursor, yieldToLoop } from './itemStats';

/**
 * The full recompute of the item statistics (issue #19): rebuilds every item's figures from scratch in one pass over
 * the learners (point-biserials, the top-scoring third's option counts), fits the Rasch difficulties, refits every
 * learner, and moves the fit version (job_state 'readiness-fit') so servers rebuild their pass curves. It counts
 * answers as the fold does (itemStats.ts): each learner's first answer to an item once.
 */

/** The Rasch fit uses at most about this many answers (whole learners, sampled by id) so it stays seconds long. */
const FIT_SAMPLE_ANSWERS = 3_000_000;
/** Key of the top-scoring third's count for option `L` inside option_counts. */
export const TOP_PREFIX = 'top:';

interface FullRow {
  userId: number;
  questionId: number;
  userAnswer: string;
  isCorrect: number;
}

interface ItemAccumulator {
  answers: number;
  correct: number;
  learners: number;
  options: Record<string, number>;
  sums: { n: number; x: number; y: number; xx: number; yy: number; xy: number };
}

/** The learners with graded answers (a self-reported score has none). */
const graderIds = (db: DB) =>
  db.selectDistinct({ userId: quizAttempts.userId }).from(quizAttempts).where(eq(quizAttempts.selfReported, false));

/**
 * A learner's first answer to each item, in stored order, and how many answers they gave to each: the shared figures
 * count the first only (itemStats.ts, header), so no learner weighs more than one in any item's statistics.
 */
export function firstAnswers(rows: readonly FullRow[]): { firsts: FullRow[]; given: Map<number, number> } {
  const given = new Map<number, number>();
  const firsts: FullRow[] = [];
  for (const r of rows) {
    const n = given.get(r.questionId) ?? 0;
    if (n === 0) firsts.push(r);
    given.set(r.questionId, n + 1);
  }
  return { firsts, given };
}

/** Knuth's multiplicative hash of an id to [0, 1): a stable sample of learners. */
const sampleKey = (id: number) => (Math.imul(id, 2654435761) >>> 0) / 4294967296;

/**
 * Rebuilds item_stats from every graded answer, fits difficulties and refits every learner. Reads learner by
 * learner (in groups, yielding to the event loop between them, so a server stays responsive); answers saved while
 * it runs are past its cursor and folded afterwards.
 */
export async function recomputeAll(db: DB, now: () => Date, opts: { groupSize?: number } = {}) {
  const started = performance.now();
  const groupSize = opts.groupSize ?? 200;
  const maxId = await committedAnswersUpTo(db);
  const userIds = (await graderIds(db).orderBy(asc(quizAttempts.userId))).map((r) => r.userId);
  const answerCount = (await first(db.select({ n: count() }).from(attemptAnswers).where(lte(attemptAnswers.id, maxId))))?.n ?? 0;
  const sampleRate = Math.min(1, FIT_SAMPLE_ANSWERS / Math.max(1, answerCount));
  const answersOf = db
    .select({
      userId: quizAttempts.userId,
      questionId: attemptAnswers.questionId,
      userAnswer: attemptAnswers.userAnswer,
      isCorrect: attemptAnswers.isCorrect,
    })
    .from(quizAttempts)
    .innerJoin(attemptAnswers, eq(attemptAnswers.attemptId, quizAttempts.id))
    .where(
      and(
        eq(quizAttempts.userId, sql.placeholder('userId')),
        eq(quizAttempts.selfReported, false),
        lte(attemptAnswers.id, sql.placeholder('maxId')),
        isNotNull(attemptAnswers.questionId),
        isNotNull(attemptAnswers.userAnswer),
      ),
    )
    // In the order the server stored them (never a device's clock): the first of each item is the one that counts.
    .orderBy(asc(attemptAnswers.id))
    .prepare();
  const userAnswers = async (userId: number): Promise<FullRow[]> =>
    (await answersOf.execute({ userId, maxId })).map((r) => ({
      userId: r.userId,
      questionId: r.questionId!,
      userAnswer: r.userAnswer!,
      isCorrect: r.isCorrect ? 1 : 0,
    }));

  // Pass 1: each learner's proportion correct, to find the top-scoring third.
  const share = new Map<number, number>();
  for (let g = 0; g < userIds.length; g += groupSize) {
    for (const u of userIds.slice(g, g + groupSize)) {
      const rows = firstAnswers(await userAnswers(u)).firsts;
      if (rows.length > 0) share.set(u, rows.reduce((a, r) => a + r.isCorrect, 0) / rows.length);
    }
    await yieldToLoop();
  }
  const shares = [...share.values()].sort((a, b) => a - b);
  const topCut = shares.length > 0 ? shares[Math.floor((2 * shares.length) / 3)]! : 1;

  // Pass 2: per-item figures, and the fit's sample as compact arrays.
  const items = new Map<number, ItemAccumulator>();
  const itemIndex = new Map<number, number>();
  const fitPerson: number[] = [];
  const fitItem: number[] = [];
  const fitCorrect: number[] = [];
  let persons = 0;
  for (let g = 0; g < userIds.length; g += groupSize) {
    for (const u of userIds.slice(g, g + groupSize)) {
      const { firsts: rows, given } = firstAnswers(await userAnswers(u));
      if (rows.length === 0) continue;
      const n = rows.length;
      const c = rows.reduce((a, r) => a + r.isCorrect, 0);
      const top = (share.get(u) ?? 0) >= topCut;
      const inSample = sampleKey(u) < sampleRate;
      const person = inSample ? persons++ : -1;
      for (const r of rows) {
        let it = items.get(r.questionId);
        if (!it)
          items.set(
            r.questionId,
            (it = { answers: 0, correct: 0, learners: 0, options: {}, sums: { n: 0, x: 0, y: 0, xx: 0, yy: 0, xy: 0 } }),
          );
        it.answers += given.get(r.questionId) ?? 1;
        it.correct += r.isCorrect;
        it.options[r.userAnswer] = (it.options[r.userAnswer] ?? 0) + 1;
        if (top) it.options[TOP_PREFIX + r.userAnswer] = (it.options[TOP_PREFIX + r.userAnswer] ?? 0) + 1;
        it.learners++;
        // The learner's proportion correct on their other answers: the item's own answer left out.
        if (n > 1) {
          const x = r.isCorrect;
          const y = (c - x) / (n - 1);
          const s = it.sums;
          s.n++;
          s.x += x;
          s.y += y;
          s.xx += x * x;
          s.yy += y * y;
          s.xy += x * y;
        }
        if (person >= 0) {
          let idx = itemIndex.get(r.questionId);
          if (idx === undefined) itemIndex.set(r.questionId, (idx = itemIndex.size));
          fitPerson.push(person);
          fitItem.push(idx);
          fitCorrect.push(r.isCorrect);
        }
      }
    }
    await yieldToLoop();
  }

  // The Rasch fit: difficulties with the authored difficulty as prior.
  const authored = new Map(
    (await db.select({ id: questions.id, difficulty: questions.difficulty }).from(questions)).map((q) => [q.id, q.difficulty]),
  );
  const priorMean = new Float64Array(itemIndex.size);
  for (const [id, idx] of itemIndex) priorMean[idx] = PRIOR_B[authored.get(id) ?? 'medium'];
  const fit = fitRasch(
    {
      person: Int32Array.from(fitPerson),
      item: Int32Array.from(fitItem),
      correct: Uint8Array.from(fitCorrect),
      persons,
      items: itemIndex.size,
    },
    priorMean,
  );
  await yieldToLoop();

  const before = await dataDifficulties(db);
  const at = now().getTime();
  const rows: (typeof itemStats.$inferInsert)[] = [];
  for (const [id, it] of items) {
    if (!authored.has(id)) continue;
    const idx = itemIndex.get(id);
    rows.push({
      questionId: id,
      answers: it.answers,
      learners: it.learners,
      correct: it.correct,
      pValue: it.correct / it.learners,
      pointBiserial: correlationFromSums(it.sums),
      optionCounts: it.options,
      difficultyParam: idx === undefined ? null : fit.b[idx]!,
      updatedAt: new Date(at),
    });
  }
  await transaction(db, async (tx) => {
    // Alone: a fold in another process waits, then continues from maxId over the figures written here.
    await waitForLocks(tx);
    await serializeOn(tx, FOLD_LOCK);
    await tx.delete(itemStats);
    // In slices: one statement binds at most a few thousand values.
    for (let i = 0; i < rows.length; i += 500) await tx.insert(itemStats).values(rows.slice(i, i + 500));
    await setJobCursor(tx, FOLD_JOB, maxId, new Date(at));
  });
  await bumpBankIfBandsMoved(db, before);

  // Every learner's ability against the new difficulties, then the new fit version.
  for (let g = 0; g < userIds.length; g += groupSize) {
    const when = now();
    await transaction(db, async (tx) => {
      for (const u of userIds.slice(g, g + groupSize)) await refreshAbility(tx, u, when);
    });
    await yieldToLoop();
  }
  await db.delete(learnerAbility).where(notInArray(learnerAbility.userId, graderIds(db)));
  await setJobCursor(db, FIT_JOB, (await fitVersion(db)) + 1, now());
  return {
    items: items.size,
    learners: userIds.length,
    answers: answerCount,
    sampled: fitPerson.length,
    iterations: fit.iterations,
    seconds: (performance.now() - started) / 1000,
  };
}
