import { ITEM_STATS_MIN_LEARNERS, difficultyFromPValue } from '../../../shared/readiness';
import type { Difficulty } from '../../../shared/difficulty';
import { OUTLINE_SECTIONS, sectionOfTmcCode, type OutlineSection, type TmcCode } from '../../../shared/bankVocabulary';
import { and, asc, count, desc, eq, gt, gte, isNotNull, lt, lte, max, notInArray, sql } from 'drizzle-orm';
import { attemptAnswers, bankVersion, itemStats, jobState, learnerAbility, questions, quizAttempts, users } from '../../../../db/schema';
import { first, isPostgres, serializeOn, transaction, waitForLocks, type DB } from '../../db';
import { bankView } from '../questions/bankCache';
import { abilityPosterior, correlationFromSums, fitRasch, recencyWeight, type WeightedAnswer } from './irt';
import { preparedPerDb } from '../../lib/prepared';
import type { Wakeup } from '../../lib/runtime';

/**
 * Item statistics and abilities from graded answers (issue #19), computed off the request path:
 * - `foldNewAnswers` adds answers saved since its cursor (job_state 'item-stats', an attempt_answers id) to each
 *   item's counts, option counts and p-value, and refits the abilities of the learners who answered;
 * - `recomputeAll` rebuilds every item's figures from scratch in one pass over the learners (point-biserials, the
 *   top-scoring third's option counts), fits the Rasch difficulties, refits every learner, and moves the fit version
 *   (job_state 'readiness-fit') so servers rebuild their pass curves.
 * Only answers given count: a blank (a skipped exam item) says nothing about the item; self-reported exams have none.
 * The figures every learner sees (percent correct, option counts, point-biserial, the fitted difficulty) count each
 * learner's FIRST answer to an item once (issue #28): one account answering an item 150 times moves them by one
 * answer, and a first answer is the one given before the learner saw the key. `answers` keeps every answer's count,
 * and a learner's own history and ability keep every answer.
 */

export const FOLD_JOB = 'item-stats';
export const FIT_JOB = 'readiness-fit';
/** Answers older than this count half as much in a learner's ability (docs/readiness.md). */
export const HALF_LIFE_DAYS = 60;
/** A learner's ability rests on their latest answers, at most this many. */
export const ABILITY_ANSWERS = 2000;
/** The population prior of ability: the fit's scale, with a spread wide enough for strong and weak learners. */
export const ABILITY_PRIOR = { mean: 0, sd: 1.5 };
/** The Rasch fit uses at most about this many answers (whole learners, sampled by id) so it stays seconds long. */
const FIT_SAMPLE_ANSWERS = 3_000_000;
/** Difficulty's prior mean by the authored word. */
export const PRIOR_B: Record<Difficulty, number> = { easy: -1, medium: 0, hard: 1 };
/** Key of the top-scoring third's count for option `L` inside option_counts. */
export const TOP_PREFIX = 'top:';
const DAY_MS = 86_400_000;

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
async function committedAnswersUpTo(db: DB): Promise<number> {
  return await transaction(db, async (tx) => {
    await waitForLocks(tx);
    await serializeOn(tx, ANSWERS_LOCK);
    return (await first(tx.select({ id: max(attemptAnswers.id) }).from(attemptAnswers)))?.id ?? 0;
  });
}

const jobCursor = async (db: DB, name: string) => (await first(cursorRead(db).execute({ name })))?.cursor ?? 0;
const setJobCursor = async (db: DB, name: string, cursor: number, now: Date) => {
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

interface AbilityRow {
  isCorrect: number;
  completedAt: number;
  b: number | null;
  difficulty: Difficulty;
}

const abilityStatements = preparedPerDb((db) => {
  const p = sql.placeholder;
  return {
    answers: db
      .select({
        isCorrect: attemptAnswers.isCorrect,
        completedAt: quizAttempts.completedAt,
        b: itemStats.difficultyParam,
        difficulty: questions.difficulty,
        outlineSection: questions.outlineSection,
        tmcCode: questions.tmcCode,
      })
      .from(quizAttempts)
      .innerJoin(attemptAnswers, eq(attemptAnswers.attemptId, quizAttempts.id))
      .innerJoin(questions, eq(questions.id, attemptAnswers.questionId))
      .leftJoin(itemStats, eq(itemStats.questionId, attemptAnswers.questionId))
      .where(and(eq(quizAttempts.userId, p('userId')), eq(quizAttempts.selfReported, false), isNotNull(attemptAnswers.userAnswer)))
      .orderBy(desc(quizAttempts.completedAt), desc(attemptAnswers.id))
      .limit(p('limit'))
      .prepare(),
    userExists: db
      .select({ one: sql<number>`1` })
      .from(users)
      .where(eq(users.id, p('userId')))
      .limit(1)
      .prepare(),
  };
});

/**
 * A learner's answers as the ability fit weighs them: each item at its fitted difficulty (its authored prior before a
 * fit), each answer weighted by its age. Answers to the same difficulty and verdict are merged (their weights add),
 * which keeps the grid work small for a learner with thousands of answers.
 */
export function weightedAnswers(rows: readonly AbilityRow[], now: Date): WeightedAnswer[] {
  const merged = new Map<string, WeightedAnswer>();
  for (const r of rows) {
    const b = Math.round((r.b ?? PRIOR_B[r.difficulty] ?? 0) * 50) / 50;
    const correct = r.isCorrect === 1;
    const weight = recencyWeight((now.getTime() - r.completedAt) / DAY_MS, HALF_LIFE_DAYS);
    const key = `${b}:${correct ? 1 : 0}`;
    const m = merged.get(key);
    if (m) m.weight += weight;
    else merged.set(key, { b, correct, weight });
  }
  return [...merged.values()];
}

/** Refits one learner's ability from their latest graded answers and stores it (or removes it when they have none). */
export async function refreshAbility(db: DB, userId: number, now: Date) {
  const s = abilityStatements(db);
  const rows = (await s.answers.execute({ userId, limit: ABILITY_ANSWERS })).map((r) => ({
    ...r,
    isCorrect: r.isCorrect ? 1 : 0,
    completedAt: r.completedAt.getTime(),
  }));
  if (rows.length === 0 || !(await first(s.userExists.execute({ userId })))) {
    await db.delete(learnerAbility).where(eq(learnerAbility.userId, userId));
    return null;
  }
  const post = abilityPosterior(weightedAnswers(rows, now), ABILITY_PRIOR);
  const sections = outlineSectionsOf(rows);
  const values = { ability: post.mean, standardError: post.sd, answered: rows.length, sections, updatedAt: now };
  await db
    .insert(learnerAbility)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: learnerAbility.userId, set: values });
  return { ability: post.mean, standardError: post.sd, answered: rows.length, sections };
}

/**
 * How many of the three outline sections some answers touch: an item's section as the exam forms read it (its
 * outline section, else the section of its TMC code); an item with neither counts in none.
 */
export function outlineSectionsOf(rows: readonly { outlineSection: string | null; tmcCode: TmcCode | null }[]): number {
  const seen = new Set<OutlineSection>();
  for (const r of rows) {
    const section = r.outlineSection ?? (r.tmcCode ? sectionOfTmcCode(r.tmcCode) : null);
    if (OUTLINE_SECTIONS.includes(section as OutlineSection)) seen.add(section as OutlineSection);
    if (seen.size === OUTLINE_SECTIONS.length) break;
  }
  return seen.size;
}

/** Items whose learners reached the threshold, with the difficulty their p-value gives; cached per bank version. */
export function dataDifficulties(db: DB): Promise<ReadonlyMap<number, Difficulty>> {
  return bankView(db, 'data-difficulty', () => computeDataDifficulties(db));
}

async function computeDataDifficulties(db: DB): Promise<Map<number, Difficulty>> {
  const rows = await db
    .select({ id: itemStats.questionId, p: itemStats.pValue })
    .from(itemStats)
    .where(and(gte(itemStats.learners, ITEM_STATS_MIN_LEARNERS), isNotNull(itemStats.pValue)));
  return new Map(rows.map((r) => [r.id, difficultyFromPValue(r.p!)]));
}

/**
 * Learners' views of the bank are cached per bank version; a difficulty the data moved must reach them, so the
 * version moves when any shown band changed (rarely: an item crossing the threshold or a band's edge).
 */
async function bumpBankIfBandsMoved(db: DB, before: ReadonlyMap<number, Difficulty>): Promise<void> {
  const after = await computeDataDifficulties(db);
  let moved = after.size !== before.size;
  if (!moved) for (const [id, d] of after) if (before.get(id) !== d) moved = true;
  if (moved)
    await db
      .update(bankVersion)
      .set({ version: sql`${bankVersion.version} + 1` })
      .where(eq(bankVersion.id, 1));
}

/** The difficulty a learner sees: from the data once enough learners answered, the authored one before. */
export function shownDifficulty(bands: ReadonlyMap<number, Difficulty>, q: { id: number; difficulty: Difficulty }): Difficulty {
  return bands.get(q.id) ?? q.difficulty;
}

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
 * count the first only (see the header), so no learner weighs more than one in any item's statistics.
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

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

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

/** The job_state row whose time is when a process last began a full recompute (PostgreSQL: several processes). */
const RECOMPUTE_CLAIM = 'recompute-claim';
/** A process starting this soon after another began a recompute (a deploy starts several) leaves it at that. */
const RECOMPUTE_AT_START_UNLESS_WITHIN_MS = 10 * 60 * 1000;

/**
 * Whether this process should run the full recompute now. One process on SQLite always does. On PostgreSQL every
 * process schedules it, and one at 1,000,000 attempts takes minutes: the first to claim it runs it, and the others
 * skip theirs while a claim newer than `unlessWithinMs` stands (one claim in one statement, so two cannot both win).
 */
export async function claimRecompute(db: DB, now: Date, unlessWithinMs: number): Promise<boolean> {
  if (!isPostgres(db)) return true;
  const claimed = await db
    .insert(jobState)
    .values({ name: RECOMPUTE_CLAIM, cursor: 0, updatedAt: now })
    .onConflictDoUpdate({
      target: jobState.name,
      set: { updatedAt: now },
      setWhere: lt(jobState.updatedAt, new Date(now.getTime() - unlessWithinMs)),
    })
    .returning({ name: jobState.name });
  return claimed.length > 0;
}

interface Scheduler {
  pending: NodeJS.Timeout | null;
  running: Promise<unknown>;
  debounceMs: number;
  run: () => void;
}

export interface StatsJobOptions {
  /** Answers saved are folded at most this often (the first save arms the timer). */
  debounceMs?: number;
  /** The full recompute (point-biserials, the Rasch fit, every learner) runs this often, and once soon after start. */
  recomputeEveryMs?: number;
  firstRecomputeMs?: number;
}

/**
 * Starts the background jobs for a server (once, main.ts; scripts and tests run none); answers a function that stops
 * them. Every stored attempt wakes `answersSaved` (quizzes/attempts.ts): the new answers are folded soon, batched. The
 * wake-up comes through the process's runtime, not the database handle, since a save inside a PostgreSQL transaction
 * holds the transaction's handle, not the database the jobs were started on.
 */
export function startStatsJobs(
  db: DB,
  now: () => Date,
  log: { error: (o: object, m: string) => void; info: (o: object, m: string) => void },
  answersSaved: Wakeup,
  opts: StatsJobOptions = {},
) {
  const jobs: Scheduler = {
    pending: null,
    running: Promise.resolve(),
    debounceMs: opts.debounceMs ?? 10_000,
    run: () => {
      jobs.pending = null;
      enqueue('fold', () => foldPending(db, now));
    },
  };
  // One job at a time: a fold waits for a recompute in progress and the other way round.
  const enqueue = (name: string, job: () => Promise<object>) => {
    jobs.running = jobs.running.then(async () => {
      try {
        const r = await job();
        if (name === 'recompute')
          log.info(r, 'skipped' in r ? 'recompute left to another process' : 'item statistics and readiness recomputed');
      } catch (err) {
        log.error({ err }, `background job ${name} failed; it runs again at the next interval`);
      }
    });
  };
  const stopListening = answersSaved.listen(() => {
    if (jobs.pending) return;
    jobs.pending = setTimeout(jobs.run, jobs.debounceMs);
    jobs.pending.unref();
  });
  const everyMs = opts.recomputeEveryMs ?? 6 * 60 * 60 * 1000;
  const recompute = (unlessWithinMs: number) =>
    enqueue('recompute', async () =>
      (await claimRecompute(db, now(), unlessWithinMs)) ? await recomputeAll(db, now) : { skipped: 'another process recomputed' },
    );
  const first = setTimeout(() => recompute(RECOMPUTE_AT_START_UNLESS_WITHIN_MS), opts.firstRecomputeMs ?? 60_000);
  first.unref();
  const every = setInterval(() => recompute(everyMs / 2), everyMs);
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
    stopListening();
    if (jobs.pending) clearTimeout(jobs.pending);
    return jobs.running;
  };
}
