/**
 * What the server sends about clinical simulations (issue #32). While a problem is played, no weight, rationale,
 * unchosen result or later section is in any of these: a section's options carry only their text, and a result
 * appears only for an option already committed. The review (CseReview) exists only once the session has finished.
 */
import type { CseMode, CseSectionKind } from './cse';
import type { CseCategory, CseWeight } from './cseFormat';
import type { Exhibit } from './exhibitSchema';

/** An option as a learner sees it before choosing. */
export interface CseOptionView {
  id: string;
  text: string;
}

/** A committed option and what it revealed (no weight). */
export interface CseRevealed {
  optionId: string;
  text: string;
  result: string;
  resultExhibit?: Exhibit;
}

export interface CseSectionView {
  id: string;
  kind: CseSectionKind;
  prompt: string;
  exhibit?: Exhibit;
  /** "Select as many as indicated." or "Choose only one." */
  instruction: string;
  options: CseOptionView[];
  /** What was already chosen here, in order: an open IG section's picks, a DM's "choose again" picks. */
  chosen: CseRevealed[];
}

/** A section already left behind: its prompt and what the learner's choices there revealed. */
export interface CsePastSection {
  id: string;
  kind: CseSectionKind;
  prompt: string;
  exhibit?: Exhibit;
  chosen: CseRevealed[];
}

export interface CseProblemPlay {
  /** 0-based position in the session. */
  position: number;
  title: string;
  category: CseCategory;
  scenario: string;
  past: CsePastSection[];
  /** The section to play; null once the problem has ended (the exam then serves the next problem). */
  current: CseSectionView | null;
}

export interface CseProblemResult {
  position: number;
  problemId: number | null;
  title: string;
  category: CseCategory;
  /** An unscored pretest problem (told only after the session ends, as on the exam). */
  pretest: boolean;
  /** Ended by its own path; false when the session ended first (time up, or ended early). */
  finished: boolean;
  igScore: number;
  igBest: number;
  igMpl: number;
  dmScore: number;
  dmBest: number;
  dmMpl: number;
  igMet: boolean;
  dmMet: boolean;
}

export interface CseResult {
  /** Totals over the scored problems (all of them in a practice problem). */
  igScore: number;
  igMpl: number;
  dmScore: number;
  dmMpl: number;
  igMet: boolean;
  dmMet: boolean;
  passed: boolean;
  /** The passing levels are Respira's estimate (CSE_MPL_TEXT says how). */
  estimated: true;
  note: string;
  problems: CseProblemResult[];
}

export interface CseSessionView {
  id: string;
  mode: CseMode;
  status: 'active' | 'finished';
  startedAt: string;
  /** The exam's end (ISO); null for a practice problem. */
  deadlineAt: string | null;
  /** The server's clock when this was sent, so the client's countdown does not trust the phone's clock. */
  serverNow: string;
  finishedAt: string | null;
  problemCount: number;
  /** The problem being played, 0-based. */
  position: number;
  /** Null once the session has finished. */
  problem: CseProblemPlay | null;
  /** What the last choice revealed (on a choose answer only). */
  revealed?: CseRevealed[];
  /** Null until the session has finished. */
  result: CseResult | null;
}

/** One option in the review: everything, with the learner's choice marked. */
export interface CseReviewOption {
  id: string;
  text: string;
  weight: CseWeight;
  result: string;
  resultExhibit?: Exhibit;
  rationale: string;
  next: string | null;
  chosen: boolean;
  /** On the best path's choices for this section. */
  best: boolean;
}

export interface CseReviewSection {
  id: string;
  kind: CseSectionKind;
  prompt: string;
  exhibit?: Exhibit;
  next: string | null;
  options: CseReviewOption[];
  /** The learner reached it, and what they scored in it. */
  visited: boolean;
  score: number;
}

export interface CseReview {
  sessionId: string;
  position: number;
  title: string;
  category: CseCategory;
  scenario: string;
  pretest: boolean;
  sections: CseReviewSection[];
  /** Section ids in the order the learner went through them, and the best path's. */
  path: string[];
  bestPath: string[];
  result: CseProblemResult;
}

/** One row of the problem list. */
export interface CseProblemListItem {
  id: number;
  title: string;
  category: CseCategory;
  sections: number;
  sample: boolean;
  /** A free learner may not play it (Pro only). */
  locked: boolean;
  /** The learner's last finished practice of it. */
  last: { sessionId: string; igMet: boolean; dmMet: boolean; finishedAt: string } | null;
}

/** One row of the learner's simulation history. */
export interface CseHistoryItem {
  sessionId: string;
  mode: CseMode;
  /** The problem's title for a practice problem; "Full simulation" for an exam. */
  title: string;
  startedAt: string;
  finishedAt: string | null;
  status: 'active' | 'finished';
  problemCount: number;
  igScore: number | null;
  igMpl: number | null;
  dmScore: number | null;
  dmMpl: number | null;
  passed: boolean | null;
}
