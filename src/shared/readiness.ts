import { z } from 'zod';
import type { Difficulty } from './bankVocabulary';
import { CUTS, RTE_FORMAT, TMC_FORMAT } from './examFormats';

/**
 * Readiness targets (issue #19): which exam and which cut the dashboard's Exam Ready card aims at. The exam facts
 * (scored items, cuts, outline weights) are the simulations' own, from src/shared/examFormats.ts.
 */
export const READINESS_TARGETS = ['tmc-crt', 'tmc-rrt', 'rte-crt', 'rte-rrt'] as const;
export type ReadinessTarget = (typeof READINESS_TARGETS)[number];

export interface ReadinessExam {
  name: string;
  scored: number;
  cuts: { crt: number; rrt: number };
  /** The RTE's cuts are not published yet. */
  estimatedCuts: boolean;
  /** Scored items per TMC outline section (I Patient data, II Devices/QC/infection control, III Interventions). */
  sections: { I: number; II: number; III: number };
}

/** The TMC outline's shares of `scored` items, rounded so they add up (the bank classifies to the TMC outline). */
function outlineShares(scored: number): ReadinessExam['sections'] {
  const o = TMC_FORMAT.outline;
  const I = Math.round((o.I / TMC_FORMAT.scored) * scored);
  const II = Math.round((o.II / TMC_FORMAT.scored) * scored);
  return { I, II, III: scored - I - II };
}

export const READINESS_EXAMS: Record<'tmc' | 'rte', ReadinessExam> = {
  tmc: {
    name: 'TMC',
    scored: TMC_FORMAT.scored,
    cuts: { crt: CUTS.tmc.crt, rrt: CUTS.tmc.rrt },
    estimatedCuts: CUTS.tmc.estimated,
    sections: { ...TMC_FORMAT.outline },
  },
  // The RTE's detailed outline is not adopted in the bank: its scored items follow the TMC outline's shares.
  rte: {
    name: 'RTE',
    scored: RTE_FORMAT.scored,
    cuts: { crt: CUTS.rte.crt, rrt: CUTS.rte.rrt },
    estimatedCuts: CUTS.rte.estimated,
    sections: outlineShares(RTE_FORMAT.scored),
  },
};

/** The exam a target names, its cut and a label such as "TMC · RRT cut (92/140)". */
export function describeTarget(target: ReadinessTarget) {
  const [examKey, cutKey] = target.split('-') as ['tmc' | 'rte', 'crt' | 'rrt'];
  const exam = READINESS_EXAMS[examKey];
  const cut = exam.cuts[cutKey];
  const label = `${exam.name} · ${cutKey.toUpperCase()} cut (${cut}/${exam.scored}${exam.estimatedCuts ? ', estimated' : ''})`;
  return { exam: examKey, cutName: cutKey, cut, scored: exam.scored, estimated: exam.estimatedCuts, label };
}

/**
 * With no choice stored: the TMC through 31 December 2026, the RTE from 1 January 2027 (UTC), at the RRT cut — the
 * higher one, which the RRT credential needs and which also clears the CRT (docs/decisions.md).
 */
export function defaultTarget(now: Date): ReadinessTarget {
  return now.getTime() < Date.UTC(2027, 0, 1) ? 'tmc-rrt' : 'rte-rrt';
}

export const readinessTargetInput = z.object({
  target: z.enum(READINESS_TARGETS, { error: `target must be one of ${READINESS_TARGETS.join(', ')}` }).nullable(),
});

/** Graded answers a learner needs before a pass probability is shown. */
export const READINESS_MIN_ANSWERS = 50;

/** Distinct learners an item needs before its percent correct, and its data-based difficulty, are shown. */
export const ITEM_STATS_MIN_LEARNERS = 30;

/**
 * Difficulty from the data: a p-value of 0.75 or more is easy, below 0.45 hard, medium between (docs/decisions.md).
 */
export function difficultyFromPValue(p: number): Difficulty {
  if (p >= 0.75) return 'easy';
  if (p < 0.45) return 'hard';
  return 'medium';
}
