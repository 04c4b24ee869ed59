import {
  ITEM_STATS_MIN_LEARNERS,
  READINESS_EXAMS,
  READINESS_MIN_ANSWERS,
  READINESS_MIN_SECTIONS,
  READINESS_TARGETS,
  readinessShortfall,
  defaultTarget,
  describeTarget,
  difficultyFromPValue,
  type ReadinessTarget,
} from '../../../shared/readiness';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { attemptAnswers, itemStats, learnerAbility, questions, quizAttempts, testItems, tests, topics, users } from '../../../../db/schema';
import { first, type DB } from '../../db';
import { passCurve, passProbability, onCurve, quantileForm, Z80 } from './irt';
import { PRIOR_B, TOP_PREFIX, fitVersion } from './itemStats';
import { preparedPerDb } from '../../lib/prepared';
import { currentBankVersion } from '../questions/bankCache';
import { formBank } from '../exams/examForms';
import { OUTLINE_SECTIONS } from '../../../shared/bankVocabulary';
import { RTE_SECTIONS } from '../../../shared/rteOutline';
import { DomainError } from '../../lib/domainError';

/**
 * Reading readiness (issue #19): the stored ability against pass curves built once per fit version. The curves
 * hold, for each target, P(score ≥ cut) and the expected score at every ability on the grid, for a form drawn from
 * the real simulation's pools (`formDifficulties`), rebuilt when the fit or the bank moves. A request then reads four rows by primary key (target,
 * ability, fit version, bank version) and integrates 41 points.
 */
interface Curves {
  /** The fit version and bank version the curves were built at: either moving rebuilds them. */
  key: string;
  byTarget: Map<ReadinessTarget, { pass: Float64Array; expected: Float64Array }>;
}
const curvesByDb = new WeakMap<DB, Curves>();

/** Every published item's difficulty on the fit's scale: fitted, or the authored prior before a fit. */
const itemDifficulties = preparedPerDb((db) =>
  db
    .select({ id: questions.id, difficulty: questions.difficulty, b: itemStats.difficultyParam })
    .from(questions)
    .leftJoin(itemStats, eq(itemStats.questionId, questions.id))
    .where(eq(questions.status, 'published'))
    .prepare(),
);

/**
 * The form's difficulties for an exam, drawn from the pools the simulation draws from (features/exams/examForms.ts):
 * - TMC: single items only (no case items), its scored count per outline section;
 * - RTE: breadth items per outline section (I.A … III.I) from the single items that are not TMC-only, and its clinical-judgment items
 *   from the items of whole published case sets that are not TMC-only.
 * Each part takes its count at evenly spaced quantiles of its pool's difficulties (an "average" form); an empty pool
 * falls back to the exam's whole single-item pool, so a thin bank still gets a form of the right length.
 */
export async function formDifficulties(db: DB, exam: 'tmc' | 'rte'): Promise<number[]> {
  const b = new Map((await itemDifficulties(db).execute()).map((r) => [r.id, r.b ?? PRIOR_B[r.difficulty] ?? 0]));
  const at = (id: number) => b.get(id) ?? 0;
  const bank = await formBank(db);
  const form = READINESS_EXAMS[exam].form;
  const singles = exam === 'rte' ? bank.singles.filter((q) => !q.tmcOnly) : bank.singles;
  const all = singles.map((q) => at(q.id));
  const part = (pool: number[], count: number) => quantileForm(pool.length > 0 ? pool : all, count);
  const out: number[] = [];
  if (form.outline) {
    for (const section of OUTLINE_SECTIONS) {
      out.push(
        ...part(
          singles.filter((q) => q.section === section).map((q) => at(q.id)),
          form.outline[section],
        ),
      );
    }
  }
  if (form.breadth) {
    for (const section of RTE_SECTIONS) {
      out.push(
        ...part(
          singles.filter((q) => q.rteSection === section).map((q) => at(q.id)),
          form.breadth[section],
        ),
      );
    }
  }
  if (form.caseItems > 0) {
    const caseItems = bank.caseSets.filter((set) => !set.tmcOnly).flatMap((set) => set.itemIds.map(at));
    out.push(...part(caseItems, form.caseItems));
  }
  return out;
}

export async function passCurves(db: DB): Promise<Curves> {
  const key = `${await fitVersion(db)}:${await currentBankVersion(db)}`;
  const cached = curvesByDb.get(db);
  if (cached && cached.key === key) return cached;
  const forms = { tmc: await formDifficulties(db, 'tmc'), rte: await formDifficulties(db, 'rte') };
  const byTarget = new Map<ReadinessTarget, { pass: Float64Array; expected: Float64Array }>();
  for (const target of READINESS_TARGETS) {
    const t = describeTarget(target);
    byTarget.set(target, passCurve(forms[t.exam], t.cut));
  }
  const curves = { key, byTarget };
  curvesByDb.set(db, curves);
  return curves;
}

const readStatements = preparedPerDb((db) => ({
  target: db
    .select({ target: users.readinessTarget, plannedExam: users.plannedExam })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare(),
  ability: db
    .select({
      ability: learnerAbility.ability,
      standardError: learnerAbility.standardError,
      answered: learnerAbility.answered,
      sections: learnerAbility.sections,
      updatedAt: learnerAbility.updatedAt,
    })
    .from(learnerAbility)
    .where(eq(learnerAbility.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare(),
}));

const isTarget = (v: string | null | undefined): v is ReadinessTarget => READINESS_TARGETS.includes(v as ReadinessTarget);

/**
 * The learner's target. A planned exam (issue #27) decides which exam: a target chosen on the account page keeps its
 * cut, moved to the planned exam if it named the other one; with no choice, the planned exam at the RRT cut. With no
 * plan: their choice, or the default by today's date.
 */
export async function targetOf(
  db: DB,
  userId: number,
  now: Date,
): Promise<{ target: ReadinessTarget; chosen: boolean; plannedExam: 'tmc' | 'rte' | null }> {
  const row = await first(readStatements(db).target.execute({ userId }));
  const stored = row?.target;
  const plannedExam = row?.plannedExam === 'tmc' || row?.plannedExam === 'rte' ? row.plannedExam : null;
  if (plannedExam) {
    const cut = isTarget(stored) ? describeTarget(stored).cutName : 'rrt';
    return { target: `${plannedExam}-${cut}`, chosen: isTarget(stored), plannedExam };
  }
  return isTarget(stored) ? { target: stored, chosen: true, plannedExam } : { target: defaultTarget(now), chosen: false, plannedExam };
}

export async function readiness(db: DB, userId: number, now: Date) {
  const { target, chosen, plannedExam } = await targetOf(db, userId, now);
  const t = describeTarget(target);
  const base = {
    target,
    chosen,
    plannedExam,
    label: t.label,
    cut: t.cut,
    scored: t.scored,
    estimatedCut: t.estimated,
    minimumAnswers: READINESS_MIN_ANSWERS,
    minimumSections: READINESS_MIN_SECTIONS,
  };
  // Both minimums are read from the row the background job writes with the ability: no row, or a row from before
  // the sections column (0 until the job refits the learner), is "not enough data yet", never a stale probability.
  const row = await first(readStatements(db).ability.execute({ userId }));
  const answered = row?.answered ?? 0;
  const sections = row?.sections ?? 0;
  const needed = Math.max(0, READINESS_MIN_ANSWERS - answered);
  const sectionsNeeded = Math.max(0, READINESS_MIN_SECTIONS - sections);
  if (!row || needed > 0 || sectionsNeeded > 0) {
    const missing = { needed, sections, sectionsNeeded };
    return { ...base, status: 'insufficient' as const, answered, ...missing, shortfall: readinessShortfall(missing) };
  }
  const curve = (await passCurves(db)).byTarget.get(target)!;
  const p = passProbability(curve.pass, row.ability, row.standardError);
  return {
    ...base,
    status: 'ready' as const,
    answered,
    needed: 0,
    sections,
    sectionsNeeded: 0,
    shortfall: null,
    probability: p.estimate,
    low: p.low,
    high: p.high,
    /** Expected number correct on the form, and at the ability's 10th and 90th percentiles. */
    expectedScore: onCurve(curve.expected, row.ability),
    expectedLow: onCurve(curve.expected, row.ability - Z80 * row.standardError),
    expectedHigh: onCurve(curve.expected, row.ability + Z80 * row.standardError),
    ability: row.ability,
    standardError: row.standardError,
    updatedAt: row.updatedAt,
  };
}
export type Readiness = Awaited<ReturnType<typeof readiness>>;

/** The Exam Ready percent of a readiness answer: the probability, 0 until there are enough answers. */
export function readinessPercent(r: Readiness): number {
  return r.status === 'ready' ? Math.round(100 * r.probability) : 0;
}

export async function setReadinessTarget(db: DB, userId: number, target: ReadinessTarget | null, now: Date) {
  const plannedExam = (await targetOf(db, userId, now)).plannedExam;
  if (target && plannedExam && describeTarget(target).exam !== plannedExam) {
    const name = READINESS_EXAMS[plannedExam].name;
    throw new DomainError({
      code: 'BAD_REQUEST',
      message: `Your exam plan is the ${name}: choose one of its cuts, or change the planned exam first.`,
    });
  }
  await db.update(users).set({ readinessTarget: target }).where(eq(users.id, userId));
  return readiness(db, userId, now);
}

const questionStatements = preparedPerDb((db) => {
  const questionId = sql.placeholder('questionId');
  const userId = sql.placeholder('userId');
  return {
    question: db
      .select({ id: questions.id, status: questions.status, difficulty: questions.difficulty })
      .from(questions)
      .where(eq(questions.id, questionId))
      .limit(1)
      .prepare(),
    stats: db
      .select({ learners: itemStats.learners, pValue: itemStats.pValue })
      .from(itemStats)
      .where(eq(itemStats.questionId, questionId))
      .limit(1)
      .prepare(),
    answeredInAttempt: db
      .select({ one: sql<number>`1` })
      .from(attemptAnswers)
      .innerJoin(quizAttempts, eq(quizAttempts.id, attemptAnswers.attemptId))
      .where(and(eq(attemptAnswers.questionId, questionId), eq(quizAttempts.userId, userId), isNotNull(attemptAnswers.userAnswer)))
      .limit(1)
      .prepare(),
    answeredInTest: db
      .select({ one: sql<number>`1` })
      .from(testItems)
      .innerJoin(tests, eq(tests.id, testItems.testId))
      .where(
        and(
          eq(testItems.questionId, questionId),
          eq(tests.userId, userId),
          isNotNull(testItems.userAnswer),
          // Graded answers only: a tutor test's (and a case run's) are graded as given; a timed test's answer can
          // still change until the test is finished, so a peer figure would be a hint (issue #28).
          or(eq(tests.mode, 'tutor'), isNotNull(tests.finishedAt)),
        ),
      )
      .limit(1)
      .prepare(),
  };
});

/**
 * What a learner may see of an item's statistics: only after they answered it (a graded answer, or an answer in a
 * tutor test or case run), and its percent correct only once ITEM_STATS_MIN_LEARNERS learners answered it.
 */
export async function questionStats(db: DB, userId: number, questionId: number) {
  const s = questionStatements(db);
  const q = await first(s.question.execute({ questionId }));
  if (!q || q.status !== 'published') throw new DomainError({ code: 'NOT_FOUND', message: `Question ${questionId} not found` });
  if (
    !(await first(s.answeredInAttempt.execute({ questionId, userId }))) &&
    !(await first(s.answeredInTest.execute({ questionId, userId })))
  ) {
    throw new DomainError({ code: 'FORBIDDEN', message: 'Answer this question first to see how other learners did' });
  }
  const stats = await first(s.stats.execute({ questionId }));
  const enough = !!stats && stats.learners >= ITEM_STATS_MIN_LEARNERS && stats.pValue !== null;
  return {
    questionId,
    enoughLearners: enough,
    minimumLearners: ITEM_STATS_MIN_LEARNERS,
    learners: enough ? stats.learners : null,
    percentCorrect: enough ? Math.round(100 * stats.pValue!) : null,
    difficulty: enough ? difficultyFromPValue(stats.pValue!) : q.difficulty,
    difficultySource: enough ? ('data' as const) : ('authored' as const),
  };
}

/**
 * The figures of several items at once, for a quiz's result screen once its attempt is saved (issue #27): only the
 * items this learner has a graded answer for, each with its percent correct when enough learners answered it (null
 * otherwise). Never a 403: an item not yet answered is simply left out.
 */
export async function questionStatsMany(db: DB, userId: number, questionIds: readonly number[]) {
  const ids = [...new Set(questionIds)];
  if (ids.length === 0) return { minimumLearners: ITEM_STATS_MIN_LEARNERS, items: [] };
  const [inAttempts, inTests] = await Promise.all([
    db
      .selectDistinct({ questionId: attemptAnswers.questionId })
      .from(attemptAnswers)
      .innerJoin(quizAttempts, eq(quizAttempts.id, attemptAnswers.attemptId))
      .where(and(inArray(attemptAnswers.questionId, ids), eq(quizAttempts.userId, userId), isNotNull(attemptAnswers.userAnswer))),
    db
      .selectDistinct({ questionId: testItems.questionId })
      .from(testItems)
      .innerJoin(tests, eq(tests.id, testItems.testId))
      // The same graded-only rule as questionStats: a timed test's answer can still change until it is finished.
      .where(
        and(
          inArray(testItems.questionId, ids),
          eq(tests.userId, userId),
          isNotNull(testItems.userAnswer),
          or(eq(tests.mode, 'tutor'), isNotNull(tests.finishedAt)),
        ),
      ),
  ]);
  const answered = new Set([...inAttempts, ...inTests].flatMap((r) => (r.questionId === null ? [] : [r.questionId])));
  if (answered.size === 0) return { minimumLearners: ITEM_STATS_MIN_LEARNERS, items: [] };
  const stats = await db
    .select({ questionId: itemStats.questionId, learners: itemStats.learners, pValue: itemStats.pValue })
    .from(itemStats)
    .innerJoin(questions, eq(questions.id, itemStats.questionId))
    .where(and(inArray(itemStats.questionId, [...answered]), eq(questions.status, 'published')));
  const byId = new Map(stats.map((r) => [r.questionId, r]));
  const items = ids
    .filter((id) => answered.has(id))
    .map((questionId) => {
      const r = byId.get(questionId);
      const enough = !!r && r.learners >= ITEM_STATS_MIN_LEARNERS && r.pValue !== null;
      return { questionId, learners: enough ? r.learners : null, percentCorrect: enough ? Math.round(100 * r.pValue!) : null };
    });
  return { minimumLearners: ITEM_STATS_MIN_LEARNERS, items };
}

export interface ItemAnalysisQuery {
  topicId?: number;
  status?: 'published' | 'draft';
  minLearners?: number;
  suspectOnly?: boolean;
  sort: 'pValue' | 'discrimination' | 'learners' | 'answers' | 'id';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** Why an item is worth reviewing first: a negative discrimination, or strong learners preferring a distractor. */
export function suspectReasons(r: { pointBiserial: number | null; correctAnswer: string; optionCounts: Record<string, number> }): string[] {
  const reasons: string[] = [];
  if (r.pointBiserial !== null && r.pointBiserial < 0) reasons.push('negative discrimination');
  const key = r.optionCounts[TOP_PREFIX + r.correctAnswer] ?? 0;
  for (const [k, v] of Object.entries(r.optionCounts)) {
    if (!k.startsWith(TOP_PREFIX)) continue;
    const letter = k.slice(TOP_PREFIX.length);
    if (letter !== r.correctAnswer && v > key) reasons.push(`top third chose ${letter} more than the key ${r.correctAnswer}`);
  }
  return reasons;
}

/** The admin's item analysis: every item with answers, its figures, option choice rates and suspect reasons. */
export async function itemAnalysis(db: DB, q: ItemAnalysisQuery) {
  const rows = await db
    .select({
      id: questions.id,
      topicId: questions.topicId,
      topicName: topics.name,
      questionText: questions.questionText,
      caseSetId: questions.caseSetId,
      correctAnswer: questions.correctAnswer,
      options: questions.options,
      difficulty: questions.difficulty,
      status: questions.status,
      answers: itemStats.answers,
      learners: itemStats.learners,
      pValue: itemStats.pValue,
      pointBiserial: itemStats.pointBiserial,
      optionCounts: itemStats.optionCounts,
      difficultyParam: itemStats.difficultyParam,
      updatedAt: itemStats.updatedAt,
    })
    .from(itemStats)
    .innerJoin(questions, eq(questions.id, itemStats.questionId))
    .innerJoin(topics, eq(topics.id, questions.topicId));
  const items = rows
    .filter((r) => (q.topicId === undefined || r.topicId === q.topicId) && (q.status === undefined || r.status === q.status))
    .filter((r) => r.learners >= (q.minLearners ?? 0))
    .map((r) => {
      const counts = r.optionCounts;
      const letters = r.options.map((_, i) => String.fromCharCode(65 + i));
      const given = letters.reduce((a, l) => a + (counts[l] ?? 0), 0);
      const topGiven = letters.reduce((a, l) => a + (counts[TOP_PREFIX + l] ?? 0), 0);
      const enough = r.learners >= ITEM_STATS_MIN_LEARNERS;
      return {
        questionId: r.id,
        topicId: r.topicId,
        topicName: r.topicName,
        questionText: r.questionText.length > 160 ? `${r.questionText.slice(0, 157)}…` : r.questionText,
        caseSetId: r.caseSetId,
        correctAnswer: r.correctAnswer,
        authoredDifficulty: r.difficulty,
        status: r.status,
        answers: r.answers,
        learners: r.learners,
        // Below the minimum a percent says nothing (one learner gives 0 % or 100 %): the figures are withheld, and
        // the screen says "too few learners" (issue #27), as the learner-facing statistic does.
        enoughLearners: enough,
        minimumLearners: ITEM_STATS_MIN_LEARNERS,
        pValue: enough ? r.pValue : null,
        discrimination: enough ? r.pointBiserial : null,
        difficultyParam: r.difficultyParam,
        optionRates: (enough ? letters : []).map((l) => ({
          letter: l,
          rate: given > 0 ? (counts[l] ?? 0) / given : 0,
          topRate: topGiven > 0 ? (counts[TOP_PREFIX + l] ?? 0) / topGiven : null,
        })),
        suspect: enough ? suspectReasons({ pointBiserial: r.pointBiserial, correctAnswer: r.correctAnswer, optionCounts: counts }) : [],
        updatedAt: r.updatedAt,
      };
    });
  const filtered = q.suspectOnly ? items.filter((i) => i.suspect.length > 0) : items;
  const value = (i: (typeof items)[number]): number => {
    switch (q.sort) {
      case 'pValue':
        return i.pValue ?? -1;
      case 'discrimination':
        return i.discrimination ?? -2;
      case 'learners':
        return i.learners;
      case 'answers':
        return i.answers;
      default:
        return i.questionId;
    }
  };
  const sign = q.order === 'asc' ? 1 : -1;
  filtered.sort((a, b) => sign * (value(a) - value(b)) || a.questionId - b.questionId);
  // Review first: negative discrimination, then the most answered, whatever the table's sort.
  const reviewFirst = items
    .filter((i) => i.suspect.length > 0)
    .sort((a, b) => (a.discrimination ?? 0) - (b.discrimination ?? 0) || b.learners - a.learners)
    .slice(0, 20);
  return { total: filtered.length, items: filtered.slice(q.offset, q.offset + q.limit), reviewFirst };
}
