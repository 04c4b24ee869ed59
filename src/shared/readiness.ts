import { z } from 'zod';
import type { Difficulty } from './bankVocabulary';

/**
 * Readiness targets (issue #19): which exam and which cut the dashboard's Exam Ready card aims at.
 *
 * The exam facts below MIRROR src/shared/examFormats.ts (the real-format simulations, built beside this module):
 * TMC 140 scored items, cuts 86 (CRT) and 92 (RRT); RTE 160 scored items, cuts 98 and 105 estimated as the TMC cuts'
 * share of scored items; TMC outline weights 50 / 20 / 70. Point these at that module once both are merged.
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

export const READINESS_EXAMS: Record<'tmc' | 'rte', ReadinessExam> = {
  tmc: { name: 'TMC', scored: 140, cuts: { crt: 86, rrt: 92 }, estimatedCuts: false, sections: { I: 50, II: 20, III: 70 } },
  // The RTE's detailed outline is not adopted in the bank: its 160 scored items follow the TMC outline's shares.
  rte: { name: 'RTE', scored: 160, cuts: { crt: 98, rrt: 105 }, estimatedCuts: true, sections: { I: 57, II: 23, III: 80 } },
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
