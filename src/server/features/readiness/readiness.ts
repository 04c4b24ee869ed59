import {
  CSE_TARGET_LABEL,
  CUT_TARGETS,
  READINESS_EXAMS,
  READINESS_MIN_ANSWERS,
  READINESS_MIN_SECTIONS,
  READINESS_TARGETS,
  readinessShortfall,
  defaultTarget,
  describeTarget,
  isCutTarget,
  type CutTarget,
  type ReadinessTarget,
} from '../../../shared/readiness';
import { and, eq, sql } from 'drizzle-orm';
import { itemStats, learnerAbility, questions, users } from '../../../../db/schema';
import { first, type DB } from '../../db';
import { passCurve, passProbability, onCurve, quantileForm, Z80 } from './irt';
import { PRIOR_B } from './abilities';
import { fitVersion } from './itemStats';
import { preparedPerDb } from '../../lib/prepared';
import { currentBankVersion } from '../questions/bankCache';
import { formBank } from '../exams/examForms';
import { OUTLINE_SECTIONS } from '../../../shared/bankVocabulary';
import { RTE_SECTIONS } from '../../../shared/rteOutline';
import { DomainError } from '../../lib/domainError';
import { cseReadiness } from './cseReadiness';

/**
 * Reading readiness (issue #19): the stored ability against pass curves built once per fit version. The curves
 * hold, for each target, P(score ≥ cut) and the expected score at every ability on the grid, for a form drawn from
 * the real simulation's pools (`formDifficulties`), rebuilt when the fit or the bank moves. A request then reads four rows by primary key (target,
 * ability, fit version, bank version) and integrates 41 points.
 */
interface Curves {
  /** The fit version and bank version the curves were built at: either moving rebuilds them. */
  key: string;
  byTarget: Map<CutTarget, { pass: Float64Array; expected: Float64Array }>;
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
  const byTarget = new Map<CutTarget, { pass: Float64Array; expected: Float64Array }>();
  for (const target of CUT_TARGETS) {
    const t = describeTarget(target);
    byTarget.set(target, passCurve(forms[t.exam], t.cut));
  }
  const curves = { key, byTarget };
  curvesByDb.set(db, curves);
  return curves;
}

const readStatements = preparedPerDb((db) => ({
  target: db
    .select({ target: users.readinessTarget, plannedExam: users.plannedExam, sitsCse: users.sitsCse })
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
 * The learner's target. The CSE, chosen by a learner who sits it, stands whatever the plan: a plan names the TMC or the
 * RTE, and the CSE is a separate exam (docs/decisions/091-cse-readiness.md). A stored CSE target without the flag
 * (a write that raced turning it off) counts as no choice. Otherwise a planned exam (issue #27) decides which exam: a
 * target chosen on the account page keeps its cut, moved to the planned exam if it named the other one; with no
 * choice, the planned exam at the RRT cut. With no plan: their choice, or the default by today's date.
 */
export async function targetOf(
  db: DB,
  userId: number,
  now: Date,
): Promise<{ target: ReadinessTarget; chosen: boolean; plannedExam: 'tmc' | 'rte' | null; sitsCse: boolean }> {
  const row = await first(readStatements(db).target.execute({ userId }));
  const sitsCse = row?.sitsCse === true;
  const stored = isTarget(row?.target) && (row.target !== 'cse' || sitsCse) ? row.target : null;
  const plannedExam = row?.plannedExam === 'tmc' || row?.plannedExam === 'rte' ? row.plannedExam : null;
  if (stored === 'cse') return { target: stored, chosen: true, plannedExam, sitsCse };
  if (plannedExam) {
    const cut = stored ? describeTarget(stored).cutName : 'rrt';
    return { target: `${plannedExam}-${cut}`, chosen: stored !== null, plannedExam, sitsCse };
  }
  return stored
    ? { target: stored, chosen: true, plannedExam, sitsCse }
    : { target: defaultTarget(now), chosen: false, plannedExam, sitsCse };
}

export async function readiness(db: DB, userId: number, now: Date) {
  const { target, chosen, plannedExam, sitsCse } = await targetOf(db, userId, now);
  if (target === 'cse') {
    // No cut and no probability: counts of simulation results against the estimated passing levels.
    return { target, chosen, plannedExam, sitsCse, label: CSE_TARGET_LABEL, status: 'cse' as const, cse: await cseReadiness(db, userId) };
  }
  const t = describeTarget(target);
  const base = {
    target,
    chosen,
    plannedExam,
    sitsCse,
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
  if (target === 'cse') {
    // Conditional on the flag in the same statement, so turning it off at the same moment cannot leave the CSE aimed at.
    const row = await first(
      db
        .update(users)
        .set({ readinessTarget: target })
        .where(and(eq(users.id, userId), eq(users.sitsCse, true)))
        .returning({ id: users.id }),
    );
    if (!row) {
      throw new DomainError({
        code: 'CONFLICT',
        message: 'The CSE target is for learners who sit the CSE: turn on “I sit the CSE” first.',
      });
    }
    return readiness(db, userId, now);
  }
  const plannedExam = (await targetOf(db, userId, now)).plannedExam;
  if (target && isCutTarget(target) && plannedExam && describeTarget(target).exam !== plannedExam) {
    const name = READINESS_EXAMS[plannedExam].name;
    throw new DomainError({
      code: 'BAD_REQUEST',
      message: `Your exam plan is the ${name}: choose one of its cuts, or change the planned exam first.`,
    });
  }
  await db.update(users).set({ readinessTarget: target }).where(eq(users.id, userId));
  return readiness(db, userId, now);
}
