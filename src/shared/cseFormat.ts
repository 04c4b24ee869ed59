/**
 * The NBRC Clinical Simulation Examination (issue #32), in one place: its shape, its outline and how it is scored.
 * Every fact names its source; what the NBRC does not publish is marked as Respira's estimate and can be replaced here.
 *
 * Sources:
 * - NBRC Candidate Handbook and the CSE Detailed Content Outline (effective January 2020): 22 problems, of which 20
 *   are scored and 2 are unscored pretest problems that look like the others; 4 hours; each problem alternates
 *   information-gathering and decision-making sections; options are weighted from +3 (critical to the patient's care)
 *   to −3 (extremely harmful), a section scores the sum of the chosen options' weights (right minus wrong); scores are
 *   summed per problem for IG and for DM and compared with minimum passing levels a panel sets for each problem; a
 *   candidate passes by meeting both the overall IG and the overall DM passing level.
 * - Review publishers' summaries of the 2020 outline agree on the seven patient categories and their counts below.
 *   Where they differ: one summary folds "adult medical or surgical" into two rows (medical 2, surgical 2); the total
 *   of 4 is the same, so Respira keeps the single row the NBRC's outline uses.
 * - The NBRC publishes neither the minimum passing levels nor how they are set per problem, so Respira's are an
 *   estimate: a fixed share of the score the best path through each problem earns (CSE_MPL_SHARE). Results say so.
 */
import { CSE_END, TMC_END } from './examFacts';

export const CSE_CATEGORIES = [
  'adult-chronic-airways',
  'adult-trauma',
  'adult-cardiovascular',
  'adult-neuro',
  'adult-medical-surgical',
  'pediatric',
  'neonatal',
] as const;
export type CseCategory = (typeof CSE_CATEGORIES)[number];

export const CSE_CATEGORY_LABELS: Record<CseCategory, string> = {
  'adult-chronic-airways': 'Adult chronic airways disease',
  'adult-trauma': 'Adult trauma',
  'adult-cardiovascular': 'Adult cardiovascular',
  'adult-neuro': 'Adult neurological or neuromuscular',
  'adult-medical-surgical': 'Adult medical or surgical',
  pediatric: 'Pediatric',
  neonatal: 'Neonatal',
};

export const CSE_FORMAT = {
  problems: 22,
  scored: 20,
  pretest: 2,
  minutes: 240,
  /** Scored problems per patient category on one form (CSE Detailed Content Outline, 2020). */
  outline: {
    'adult-chronic-airways': 3,
    'adult-trauma': 2,
    'adult-cardiovascular': 3,
    'adult-neuro': 2,
    'adult-medical-surgical': 4,
    pediatric: 3,
    neonatal: 3,
  } satisfies Record<CseCategory, number>,
  source: 'NBRC Candidate Handbook and CSE Detailed Content Outline (effective January 2020)',
  /** TMC high-cut passers may sit it until this day; the TMC itself ends earlier. */
  lastDay: CSE_END,
  tmcLastDay: TMC_END,
} as const;

/** Option weights, as the NBRC scale runs: +3 critical … 0 neither helps nor harms … −3 extremely harmful. */
export const CSE_WEIGHTS = [-3, -2, -1, 0, 1, 2, 3] as const;
export type CseWeight = (typeof CSE_WEIGHTS)[number];

export const CSE_WEIGHT_LABELS: Record<CseWeight, string> = {
  3: 'Critical to the patient’s care',
  2: 'Clearly indicated',
  1: 'Helpful',
  0: 'Neither helps nor harms',
  [-1]: 'Not indicated',
  [-2]: 'Counterproductive',
  [-3]: 'Harmful',
};

/**
 * Respira's estimate of a problem's minimum passing level: this share of what the best path earns, for IG and DM
 * each, rounded up. The NBRC does not publish its levels (see the header).
 */
export const CSE_MPL_SHARE = 0.7;

/** The average time a problem gets on the real exam: 240 minutes over 22 problems, about 11 minutes. */
export const CSE_MINUTES_PER_PROBLEM = CSE_FORMAT.minutes / CSE_FORMAT.problems;

/** What results say about the passing levels, once, everywhere. */
export const CSE_MPL_TEXT = `The NBRC does not publish the CSE's minimum passing levels; Respira estimates each problem's as ${Math.round(CSE_MPL_SHARE * 100)}% of what the best path through it earns, for information gathering and decision making each.`;
