/** The study engine (issue #18): tests a learner builds, marks, notes and spaced review. */
export const TEST_MODES = ['tutor', 'timed'] as const;
export type TestMode = (typeof TEST_MODES)[number];

/**
 * Pools a test draws from. `marked` is the Flagged pool: every question the learner flagged for review anywhere (the
 * key keeps its old name for the REST and tRPC callers; users only ever see "Flagged"). `due` (what spaced review says
 * is due now) and `new` (questions never answered, within the daily new-card limit) are the review sessions', and each
 * stands alone.
 */
export const QUESTION_POOLS = ['unused', 'incorrect', 'marked', 'all'] as const;
export const REVIEW_POOLS = ['due', 'new'] as const;
export const TEST_POOLS = [...QUESTION_POOLS, ...REVIEW_POOLS] as const;
export type ReviewPool = (typeof REVIEW_POOLS)[number];
export type QuestionPool = (typeof QUESTION_POOLS)[number];
export type TestPool = (typeof TEST_POOLS)[number];
export const POOL_LABELS: Record<TestPool, string> = {
  unused: 'Unused',
  incorrect: 'Incorrect',
  marked: 'Flagged',
  all: 'All',
  due: 'Due for review',
  new: 'New questions',
};

/** A review session's pools: its answers schedule cards by the learner's own rating and never count as a quiz. */
export const isReviewPools = (pools: readonly string[]): boolean =>
  pools.length === 1 && (REVIEW_POOLS as readonly string[]).includes(pools[0]!);

/**
 * The learner's answer buttons after a review card is graded: FSRS's four grades, plus Again with a relearning step
 * (the card comes back in 10 minutes, the only way a miss is due again the same day).
 */
export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy', 'relearn'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];
export const REVIEW_RATING_LABELS: Record<ReviewRating, string> = {
  again: 'Again',
  hard: 'Hard',
  good: 'Good',
  easy: 'Easy',
  relearn: 'Again in 10 minutes',
};

/** "<10 min", "5 h", "3 d", "2.1 mo", "1.4 y": how long until a card is due, as flashcard apps show it. */
export function intervalLabel(ms: number): string {
  const minutes = ms / 60_000;
  if (minutes < 60) return minutes <= 10 ? '<10 min' : `${Math.round(minutes)} min`;
  const hours = minutes / 60;
  if (hours < 24) return `${Math.round(hours)} h`;
  const days = Math.round(hours / 24);
  if (days < 30) return `${days} d`;
  if (days < 365) return `${(days / 30).toFixed(1)} mo`;
  return `${(days / 365).toFixed(1)} y`;
}

/** Daily limits a learner sets on the account page (checked on the server). */
export const MAX_DAILY_REVIEWS = 9999;
export const MAX_DAILY_NEW = 999;

export const CONFIDENCES = ['sure', 'unsure', 'guess'] as const;
export type Confidence = (typeof CONFIDENCES)[number];
export const CONFIDENCE_LABELS: Record<Confidence, string> = { sure: 'Sure', unsure: 'Unsure', guess: 'Guess' };

export const MISS_TAGS = ['didnt_know', 'misread', 'changed_answer', 'calculation_slip'] as const;
export type MissTag = (typeof MISS_TAGS)[number];
export const MISS_TAG_LABELS: Record<MissTag, string> = {
  didnt_know: "Didn't know it",
  misread: 'Misread the question',
  changed_answer: 'Changed my answer',
  calculation_slip: 'Calculation slip',
};

export const MIN_TEST_QUESTIONS = 1;
export const MAX_TEST_QUESTIONS = 100;
/** A timed test allows 67.5 s a question (the TMC's 160 items in 3 hours). */
export const TIMED_MS_PER_QUESTION = 67_500;
export const NOTE_MAX_CHARS = 2000;

/**
 * Offline review (issue #18). A Pro learner's device keeps the review cards of downloaded topics that fall due within
 * REVIEW_AHEAD_DAYS, so tomorrow's reviews work without a connection; answers given offline are sent later with the
 * time they were given, which the server accepts only within OFFLINE_ANSWER_MAX_AGE_DAYS and at most
 * OFFLINE_CLOCK_SKEW_MS ahead of its own clock (a device clock a little fast is treated as now).
 */
export const REVIEW_AHEAD_DAYS = 7;
export const OFFLINE_ANSWER_MAX_AGE_DAYS = 14;
export const OFFLINE_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** Answers one sync call may carry; the device sends more in several calls. */
export const MAX_SYNC_ANSWERS = 100;
/** Cards one device keeps for offline review. */
export const MAX_REVIEW_AHEAD = 500;
