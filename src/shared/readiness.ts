import type { Difficulty, OutlineSection } from './bankVocabulary';
import { CUTS, RTE_FORMAT, TMC_FORMAT } from './examFormats';
import { RTE_SECTION_COUNTS, type RteSection } from './rteOutline';

/**
 * Readiness targets (issue #19): which exam and which cut the dashboard's Exam Ready card aims at. The exam facts
 * (scored items, cuts, outline weights) are the simulations' own, from src/shared/examFormats.ts. The CSE (issue #32)
 * is a target too, for learners who say they sit it; it has no cut score, so it is read from simulation results
 * (docs/decisions/091-cse-readiness.md) and is not a "cut target".
 */
export const CUT_TARGETS = ['tmc-crt', 'tmc-rrt', 'rte-crt', 'rte-rrt'] as const;
export type CutTarget = (typeof CUT_TARGETS)[number];
export const READINESS_TARGETS = [...CUT_TARGETS, 'cse'] as const;
export type ReadinessTarget = (typeof READINESS_TARGETS)[number];

export const isCutTarget = (t: ReadinessTarget): t is CutTarget => t !== 'cse';

/** The CSE target's label, beside the cut targets' "TMC · RRT cut (92/140)". */
export const CSE_TARGET_LABEL = 'CSE · passing levels (estimated)';

/** The label of any target: a cut target's from describeTarget, the CSE's own. */
export function targetLabel(target: ReadinessTarget): string {
  return isCutTarget(target) ? describeTarget(target).label : CSE_TARGET_LABEL;
}

export interface ReadinessExam {
  name: string;
  scored: number;
  cuts: { crt: number; rrt: number };
  /** The RTE's cuts are not published yet. */
  estimatedCuts: boolean;
  /**
   * The scored form, drawn as the simulation draws it (features/exams/examForms.ts): the TMC's single items per outline
   * section (I Patient data, II Devices/QC/infection control, III Interventions); the RTE's breadth items per section of
   * its outline (I.A … III.I) with no TMC-only item, plus its clinical-judgment items from whole case sets.
   */
  form: { outline: Record<OutlineSection, number> | null; breadth: Record<RteSection, number> | null; caseItems: number };
}

export const READINESS_EXAMS: Record<'tmc' | 'rte', ReadinessExam> = {
  tmc: {
    name: 'TMC',
    scored: TMC_FORMAT.scored,
    cuts: { crt: CUTS.tmc.crt, rrt: CUTS.tmc.rrt },
    estimatedCuts: CUTS.tmc.estimated,
    form: { outline: { ...TMC_FORMAT.outline }, breadth: null, caseItems: 0 },
  },
  rte: {
    name: 'RTE',
    scored: RTE_FORMAT.scored,
    cuts: { crt: CUTS.rte.crt, rrt: CUTS.rte.rrt },
    estimatedCuts: CUTS.rte.estimated,
    form: { outline: null, breadth: { ...RTE_SECTION_COUNTS }, caseItems: RTE_FORMAT.clinicalJudgment },
  },
};

/** The exam a target names, its cut and a label such as "TMC · RRT cut (92/140)". */
export function describeTarget(target: CutTarget) {
  const [examKey, cutKey] = target.split('-') as ['tmc' | 'rte', 'crt' | 'rrt'];
  const exam = READINESS_EXAMS[examKey];
  const cut = exam.cuts[cutKey];
  const label = `${exam.name} · ${cutKey.toUpperCase()} cut (${cut}/${exam.scored}${exam.estimatedCuts ? ', estimated' : ''})`;
  return { exam: examKey, cutName: cutKey, cut, scored: exam.scored, estimated: exam.estimatedCuts, label };
}

/**
 * With no choice stored: the TMC through 31 December 2026, the RTE from 1 January 2027 (UTC), at the RRT cut — the
 * higher one, which the RRT credential needs and which also clears the CRT
 * (docs/decisions/040-readiness-is-a-calibrated-pass-probability.md).
 */
export function defaultTarget(now: Date): CutTarget {
  return now.getTime() < Date.UTC(2027, 0, 1) ? 'tmc-rrt' : 'rte-rrt';
}

/** Graded answers a learner needs before a pass probability is shown. */
export const READINESS_MIN_ANSWERS = 50;

/** Of the three outline sections (I, II, III), how many a learner's graded answers must touch before a probability. */
export const READINESS_MIN_SECTIONS = 2;

/**
 * What a learner still lacks before a probability, as the Exam Ready card says it after "Not enough data yet — ":
 * more answers, answers in more outline sections, or both.
 */
export function readinessShortfall(r: { needed: number; sections: number; sectionsNeeded: number }): string {
  const atLeast = `at least ${READINESS_MIN_SECTIONS} of the 3 outline sections`;
  if (r.needed > 0 && r.sectionsNeeded > 0) return `answer ${r.needed} more questions, from ${atLeast}`;
  if (r.needed > 0) return `answer ${r.needed} more questions`;
  return `your answers cover ${r.sections} of the 3 outline sections; answer questions from ${atLeast}`;
}

/** Distinct learners an item needs before its percent correct, and its data-based difficulty, are shown. */
export const ITEM_STATS_MIN_LEARNERS = 30;

/**
 * Difficulty from the data: a p-value of 0.75 or more is easy, below 0.45 hard, medium between
 * (docs/decisions/040-readiness-is-a-calibrated-pass-probability.md).
 */
export function difficultyFromPValue(p: number): Difficulty {
  if (p >= 0.75) return 'easy';
  if (p < 0.45) return 'hard';
  return 'medium';
}
