/**
 * The NBRC's real exam formats (issue #19), in one place: the TMC until 31 December 2026 and the Respiratory
 * Therapy Examination (RTE) from 1 January 2027. The spec's own exams (Practice, CRT, RRT in ./exams.ts) stay as
 * the spec describes them; these two simulations sit beside them. Every fact names its source; what the NBRC has
 * not published is marked as Respira's estimate or assumption and can be replaced here alone.
 */
import type { OutlineSection } from './bankVocabulary';

export const FORMAT_TYPES = ['tmc', 'rte'] as const;
export type FormatType = (typeof FORMAT_TYPES)[number];

export interface Cuts {
  /** Scored items correct for the CRT credential (the low cut). */
  crt: number;
  /** Scored items correct for RRT eligibility (the high cut). */
  rrt: number;
  /** True when the NBRC has not published the cut and Respira derived it. */
  estimated: boolean;
  source: string;
}

/**
 * TMC: NBRC Candidate Handbook and the TMC Detailed Content Outline (effective through 31 Dec 2026): 160 items, of
 * which 140 are scored and 20 are unscored pretest items that look like the others; 3 hours in one sitting; the
 * scored items follow the outline: 50 Patient Data (I), 20 Troubleshooting and QC of devices and infection control
 * (II), 70 Initiation and modification of interventions (III); the low cut is 86 and the high cut 92 of 140.
 */
export const TMC_FORMAT = {
  type: 'tmc',
  items: 160,
  scored: 140,
  pretest: 20,
  minutes: 180,
  outline: { I: 50, II: 20, III: 70 } satisfies Record<OutlineSection, number>,
  cuts: { crt: 86, rrt: 92, estimated: false, source: 'NBRC TMC Candidate Handbook: low cut 86, high cut 92 of 140 scored items' } as Cuts,
  source: 'NBRC Candidate Handbook and TMC Detailed Content Outline (in effect through 31 December 2026)',
} as const;

/**
 * RTE: NBRC announcement of the Respiratory Therapy Examination (first administered January 2027): 185 items, 160
 * scored and 25 unscored pretest; 4 hours as two sections of 2 hours with an optional break between them; 100
 * breadth (single) items and 60 clinical-judgment items in case sets; one score against a CRT cut and an RRT cut.
 */
export const RTE_FORMAT = {
  type: 'rte',
  items: 185,
  scored: 160,
  pretest: 25,
  minutes: 240,
  sectionMinutes: 120,
  breadth: 100,
  clinicalJudgment: 60,
  source: 'NBRC announcement of the Respiratory Therapy Examination (first given January 2027)',
} as const;

/**
 * Respira's choice, not the NBRC's
 * (docs/decisions/043-the-rtes-two-sections-and-their-lock.md): the longest optional break between the RTE's
 * two sections. It counts against neither section; when it runs out, section 2 starts by itself.
 */
export const RTE_BREAK_MAX_MINUTES = 10;

/** A cut of the TMC carried to another number of scored items as the same share, rounded to the nearest item. */
export function scaledCut(tmcCut: number, scoredItems: number): number {
  return Math.round((tmcCut / TMC_FORMAT.scored) * scoredItems);
}

/**
 * The RTE's cuts are not yet published: estimated from the TMC's as a share of scored items (86/140 and 92/140 of
 * 160 → 98 and 105). Replace with the published figures (and `estimated: false`) here when the NBRC releases them.
 */
export const RTE_CUTS: Cuts = {
  crt: scaledCut(TMC_FORMAT.cuts.crt, RTE_FORMAT.scored),
  rrt: scaledCut(TMC_FORMAT.cuts.rrt, RTE_FORMAT.scored),
  estimated: true,
  source: 'Estimated by Respira from the TMC cuts (86 and 92 of 140) as the same share of 160 scored items',
};

export const CUTS: Record<FormatType, Cuts> = { tmc: TMC_FORMAT.cuts, rte: RTE_CUTS };

export type CutReached = 'none' | 'crt' | 'rrt';

export function cutReached(correct: number, cuts: Cuts): CutReached {
  if (correct >= cuts.rrt) return 'rrt';
  if (correct >= cuts.crt) return 'crt';
  return 'none';
}

/** The time budget per item: the exam's minutes over all its items (TMC 67.5 s, RTE ≈ 77.8 s). */
export function secondsPerItem(type: FormatType): number {
  const f = type === 'tmc' ? TMC_FORMAT : RTE_FORMAT;
  return (f.minutes * 60) / f.items;
}

/** Items between two pacing checkpoints in the runner. */
export const CHECKPOINT_EVERY = 20;

/**
 * The next pacing checkpoint after the item at `index` (0-based): the item number to be near and the elapsed
 * seconds at which to be there. `firstItem` and `elapsedOffset` shift it into a section (RTE section 2 restarts its clock).
 */
export function nextCheckpoint(index: number, budget: number, firstItem = 0, lastItem = Number.MAX_SAFE_INTEGER) {
  const done = index - firstItem + 1;
  const step = Math.ceil(done / CHECKPOINT_EVERY) * CHECKPOINT_EVERY || CHECKPOINT_EVERY;
  const item = Math.min(firstItem + step, lastItem);
  return { item, atSeconds: Math.round((item - firstItem) * budget) };
}

/** An item "ran long" when it took more than twice the budget (shown on the pacing chart). */
export const LONG_ITEM_FACTOR = 2;

/** Distance of an RTE form's case sets from the outline's counts (src/server/features/exams/caseSelection.ts). */
export interface JudgmentDistance {
  category: number;
  focus: number;
  kind: number;
  place: number;
  repeatedSets: number;
}

/**
 * The form of a real-format simulation, stored as exam_sessions.form. Positions index exam_sessions.question_ids.
 * Sections are consecutive position ranges; the RTE's second section has its own clock, started after the break.
 */
export interface ExamForm {
  format: FormatType;
  /** Per position: true for a scored item, false for an unscored pretest item. */
  scored: boolean[];
  /** Per position: 'breadth' for a single item, 'case' for an item of a clinical-judgment case set. */
  kind: ('breadth' | 'case')[];
  sections: { start: number; end: number; minutes: number }[];
  breakMaxMinutes: number;
  caseSets: { caseSetId: number; start: number; length: number }[];
  /** RTE: when the learner ended section 1 (epoch ms), or null while it runs (its deadline ends it too). */
  section1EndedAt: number | null;
  /** RTE: when section 2 started (epoch ms), or null until the break ends. */
  section2StartedAt: number | null;
  /** RTE: section 1's answers as the server locked them at its end (one per section-1 position). */
  lockedAnswers: (string | null)[] | null;
  /**
   * RTE: per position, the answer the learner locked on a case-set item before its next item was shown (null: not
   * locked). A later item's update can give away an earlier key, so each item of a case set leaves the server only
   * once the item before it is locked. Absent on forms stored before this field existed.
   */
  caseLocked?: (string | null)[];
  /**
   * RTE: how far the form's case sets are from the outline's clinical-judgment counts (sums of absolute deviations in
   * items) and how many of them the learner had met in an earlier RTE simulation. Absent on older forms.
   */
  judgmentDistance?: JudgmentDistance;
  /** Every answer as graded at submission (pretest items have no attempt row, so the review reads them here). */
  submittedAnswers: (string | null)[] | null;
}

/** How late (after section 1's deadline) the client's automatic end of section 1 may still lock its answers. */
export const SECTION_LOCK_GRACE_SECONDS = 60;
