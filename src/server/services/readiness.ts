import { TRPCError } from '@trpc/server';
import type { Difficulty } from '../../shared/difficulty';
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
} from '../../shared/readiness';
import { sqliteClient, type DB } from '../db';
import { passCurve, passProbability, onCurve, quantileForm, Z80 } from './irt';
import { PRIOR_B, TOP_PREFIX, fitVersion } from './itemStats';
import { preparedPerDb } from './prepared';
import { currentBankVersion } from './bankCache';
import { formBank } from './examForms';
import { OUTLINE_SECTIONS, RTE_AREAS } from '../../shared/bankVocabulary';

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
  sqliteClient(db).prepare<[], { id: number; difficulty: Difficulty; b: number | null }>(
    `SELECT q.id, q.difficulty, s.difficulty_param AS b
       FROM questions q LEFT JOIN item_stats s ON s.question_id = q.id
      WHERE q.status = 'published'`,
  ),
);

/**
 * The form's difficulties for an exam, drawn from the pools the simulation draws from (services/examForms.ts):
 * - TMC: single items only (no case items), its scored count per outline section;
 * - RTE: breadth items per RTE area from the single items that are not TMC-only, and its clinical-judgment items
 *   from the items of whole published case sets that are not TMC-only.
 * Each part takes its count at evenly spaced quantiles of its pool's difficulties (an "average" form); an empty pool
 * falls back to the exam's whole single-item pool, so a thin bank still gets a form of the right length.
 */
export async function formDifficulties(db: DB, exam: 'tmc' | 'rte'): Promise<number[]> {
  const b = new Map(
    itemDifficulties(db)
      .all()
      .map((r) => [r.id, r.b ?? PRIOR_B[r.difficulty] ?? 0]),
  );
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
    for (const area of RTE_AREAS) {
      out.push(
        ...part(
          singles.filter((q) => q.rteArea === area).map((q) => at(q.id)),
          form.breadth[area],
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
  const key = `${fitVersion(db)()}:${await currentBankVersion(db)}`;
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
  target: sqliteClient(db).prepare<[number], string | null>('SELECT readiness_target FROM users WHERE id = ?').pluck(),
  ability: sqliteClient(db).prepare<
    [number],
    { ability: number; standardError: number; answered: number; sections: number; updatedAt: number }
  >('SELECT ability, standard_error AS standardError, answered, sections, updated_at AS updatedAt FROM learner_ability WHERE user_id = ?'),
  setTarget: sqliteClient(db).prepare('UPDATE users SET readiness_target = ? WHERE id = ?'),
}));

const isTarget = (v: string | null | undefined): v is ReadinessTarget => READINESS_TARGETS.includes(v as ReadinessTarget);

/** The learner's target: their choice, or the default by today's date. */
export function targetOf(db: DB, userId: number, now: Date): { target: ReadinessTarget; chosen: boolean } {
  const stored = readStatements(db).target.get(userId);
  return isTarget(stored) ? { target: stored, chosen: true } : { target: defaultTarget(now), chosen: false };
}

export async function readiness(db: DB, userId: number, now: Date) {
  const { target, chosen } = targetOf(db, userId, now);
  const t = describeTarget(target);
  const base = {
    target,
    chosen,
    label: t.label,
    cut: t.cut,
    scored: t.scored,
    estimatedCut: t.estimated,
    minimumAnswers: READINESS_MIN_ANSWERS,
    minimumSections: READINESS_MIN_SECTIONS,
  };
  // Both minimums are read from the row the background job writes with the ability: no row, or a row from before
  // the sections column (0 until the job refits the learner), is "not enough data yet", never a stale probability.
  const row = readStatements(db).ability.get(userId);
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
    updatedAt: new Date(row.updatedAt),
  };
}
export type Readiness = Awaited<ReturnType<typeof readiness>>;

/** The Exam Ready percent of a readiness answer: the probability, 0 until there are enough answers. */
export function readinessPercent(r: Readiness): number {
  return r.status === 'ready' ? Math.round(100 * r.probability) : 0;
}

export function setReadinessTarget(db: DB, userId: number, target: ReadinessTarget | null, now: Date) {
  readStatements(db).setTarget.run(target, userId);
  return readiness(db, userId, now);
}

const questionStatements = preparedPerDb((db) => ({
  question: sqliteClient(db).prepare<[number], { id: number; status: string; difficulty: Difficulty }>(
    'SELECT id, status, difficulty FROM questions WHERE id = ?',
  ),
  stats: sqliteClient(db).prepare<[number], { learners: number; pValue: number | null }>(
    'SELECT learners, p_value AS pValue FROM item_stats WHERE question_id = ?',
  ),
  answeredInAttempt: sqliteClient(db)
    .prepare<[number, number], number>(
      `SELECT 1 FROM attempt_answers aa JOIN quiz_attempts qa ON qa.id = aa.attempt_id
        WHERE aa.question_id = ? AND qa.user_id = ? AND aa.user_answer IS NOT NULL LIMIT 1`,
    )
    .pluck(),
  answeredInTest: sqliteClient(db)
    .prepare<[number, number], number>(
      `SELECT 1 FROM test_items ti JOIN tests t ON t.id = ti.test_id
        WHERE ti.question_id = ? AND t.user_id = ? AND ti.user_answer IS NOT NULL LIMIT 1`,
    )
    .pluck(),
}));

/**
 * What a learner may see of an item's statistics: only after they answered it (a graded answer, or an answer in a
 * tutor test or case run), and its percent correct only once ITEM_STATS_MIN_LEARNERS learners answered it.
 */
export function questionStats(db: DB, userId: number, questionId: number) {
  const s = questionStatements(db);
  const q = s.question.get(questionId);
  if (!q || q.status !== 'published') throw new TRPCError({ code: 'NOT_FOUND', message: `Question ${questionId} not found` });
  if (!s.answeredInAttempt.get(questionId, userId) && !s.answeredInTest.get(questionId, userId)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Answer this question first to see how other learners did' });
  }
  const stats = s.stats.get(questionId);
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

interface AnalysisRow {
  id: number;
  topicId: number;
  topicName: string;
  questionText: string;
  correctAnswer: string;
  options: string;
  difficulty: Difficulty;
  status: string;
  answers: number;
  learners: number;
  correct: number;
  pValue: number | null;
  pointBiserial: number | null;
  optionCounts: string;
  difficultyParam: number | null;
  updatedAt: number;
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
export function itemAnalysis(db: DB, q: ItemAnalysisQuery) {
  const rows = sqliteClient(db)
    .prepare<[], AnalysisRow>(
      `SELECT q.id, q.topic_id AS topicId, t.name AS topicName, q.question_text AS questionText, q.correct_answer AS correctAnswer,
              q.options, q.difficulty, q.status, s.answers, s.learners, s.correct, s.p_value AS pValue, s.point_biserial AS pointBiserial,
              s.option_counts AS optionCounts, s.difficulty_param AS difficultyParam, s.updated_at AS updatedAt
         FROM item_stats s JOIN questions q ON q.id = s.question_id JOIN topics t ON t.id = q.topic_id`,
    )
    .all();
  const items = rows
    .filter((r) => (q.topicId === undefined || r.topicId === q.topicId) && (q.status === undefined || r.status === q.status))
    .filter((r) => r.learners >= (q.minLearners ?? 0))
    .map((r) => {
      const counts = JSON.parse(r.optionCounts) as Record<string, number>;
      const letters = (JSON.parse(r.options) as string[]).map((_, i) => String.fromCharCode(65 + i));
      const given = letters.reduce((a, l) => a + (counts[l] ?? 0), 0);
      const topGiven = letters.reduce((a, l) => a + (counts[TOP_PREFIX + l] ?? 0), 0);
      return {
        questionId: r.id,
        topicId: r.topicId,
        topicName: r.topicName,
        questionText: r.questionText.length > 160 ? `${r.questionText.slice(0, 157)}…` : r.questionText,
        correctAnswer: r.correctAnswer,
        authoredDifficulty: r.difficulty,
        status: r.status,
        answers: r.answers,
        learners: r.learners,
        pValue: r.pValue,
        discrimination: r.pointBiserial,
        difficultyParam: r.difficultyParam,
        optionRates: letters.map((l) => ({
          letter: l,
          rate: given > 0 ? (counts[l] ?? 0) / given : 0,
          topRate: topGiven > 0 ? (counts[TOP_PREFIX + l] ?? 0) / topGiven : null,
        })),
        suspect: suspectReasons({ pointBiserial: r.pointBiserial, correctAnswer: r.correctAnswer, optionCounts: counts }),
        updatedAt: new Date(r.updatedAt),
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
