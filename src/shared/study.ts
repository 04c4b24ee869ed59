import { z } from 'zod';
import { idSchema, letterSchema } from './schemas';
import { RTE_SECTIONS } from './rteOutline';

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
const dailyLimit = (name: string, max: number) =>
  z.preprocess(
    numericText,
    z
      .number({ error: `${name} must be a whole number from 0 to ${max}` })
      .int(`${name} must be a whole number from 0 to ${max}`)
      .min(0, `${name} must be at least 0`)
      .max(max, `${name} must be at most ${max.toLocaleString('en-US')}`),
  );
export const studyLimitsInput = z.object({
  dailyReviewLimit: dailyLimit('dailyReviewLimit', MAX_DAILY_REVIEWS),
  dailyNewLimit: dailyLimit('dailyNewLimit', MAX_DAILY_NEW),
});

export const rateReviewInput = z.object({
  testId: idSchema,
  questionId: idSchema,
  rating: z.enum(REVIEW_RATINGS, { error: `rating must be one of ${REVIEW_RATINGS.join(', ')}` }),
});

export const flagInput = z.object({
  questionId: idSchema,
  flagged: z.boolean({ error: 'flagged must be true or false' }),
});

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
/** What one answer's time on the question may claim (a day); it is also capped by the test's own age. */
const MAX_ITEM_MS = 24 * 3600 * 1000;

/** A number sent as text ("20") is that number; declared as a function so the inputs above it can use it. */
function numericText(v: unknown) {
  return typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v;
}

const modeInput = z.enum(TEST_MODES, { error: `mode must be one of ${TEST_MODES.join(', ')}` });
const poolsInput = z
  .array(z.enum(TEST_POOLS, { error: `each pool must be one of ${TEST_POOLS.join(', ')}` }), {
    error: 'pools must be a list of pools',
  })
  .min(1, 'choose at least one pool')
  .max(TEST_POOLS.length, 'list each pool once')
  .refine((p) => new Set(p).size === p.length, 'list each pool once')
  .refine(
    (p) => !p.some((x) => x === 'due' || x === 'new') || p.length === 1,
    "the 'due' and 'new' pools cannot be combined with other pools",
  );
const topicIdsInput = z
  .array(idSchema, { error: 'topicIds must be a list of topic ids' })
  .min(1, 'choose at least one topic')
  .max(50, 'too many topics')
  .refine((t) => new Set(t).size === t.length, 'list each topic once');

/** RTE breadth sections (I.A … III.I) a test is limited to, beside its topics. */
const rteSectionsInput = z
  .array(
    z.enum(RTE_SECTIONS, {
      error: (i) => `${JSON.stringify(i.input)} is not an RTE section (I.A to I.E, II.A, II.B, III.A to III.I)`,
    }),
    { error: 'must be a list of RTE sections such as I.A or III.C' },
  )
  .min(1, 'choose at least one section, or leave the list out for every section')
  .max(RTE_SECTIONS.length, 'list each section once')
  .refine((s) => new Set(s).size === s.length, 'list each section once');

export const createTestInput = z.object({
  mode: modeInput,
  pools: poolsInput,
  /** Left out: every topic. */
  topicIds: topicIdsInput.optional(),
  /** Left out: every RTE section (and items not yet placed in one). */
  rteSections: rteSectionsInput.optional(),
  count: z.preprocess(
    numericText,
    z
      .number({ error: `must be a whole number from ${MIN_TEST_QUESTIONS} to ${MAX_TEST_QUESTIONS}` })
      .int(`must be a whole number from ${MIN_TEST_QUESTIONS} to ${MAX_TEST_QUESTIONS}`)
      .min(MIN_TEST_QUESTIONS, `must be at least ${MIN_TEST_QUESTIONS}`)
      .max(MAX_TEST_QUESTIONS, `must be at most ${MAX_TEST_QUESTIONS}`),
  ),
});
export type CreateTestInput = z.infer<typeof createTestInput>;

export const poolCountsInput = z.object({
  pools: poolsInput.optional(),
  topicIds: topicIdsInput.optional(),
  rteSections: rteSectionsInput.optional(),
});

export const testIdInput = z.object({ testId: idSchema });

export const testAnswerInput = z.object({
  testId: idSchema,
  questionId: idSchema,
  userAnswer: letterSchema,
  confidence: z
    .enum(CONFIDENCES, { error: `confidence must be one of ${CONFIDENCES.join(', ')}` })
    .nullable()
    .optional(),
  /** Milliseconds on the question, as the browser measured them. */
  timeSpent: z
    .preprocess(numericText, z.number({ error: 'timeSpent must be a number of milliseconds' }).int('timeSpent must be whole milliseconds'))
    .pipe(z.number().min(0, 'timeSpent cannot be negative').max(MAX_ITEM_MS, 'timeSpent must be at most 24 hours'))
    .nullable()
    .optional(),
});
export type TestAnswerInput = z.infer<typeof testAnswerInput>;

export const questionIdInput = z.object({ questionId: idSchema });

export const noteInput = z.object({
  questionId: idSchema,
  data: z.object({
    text: z
      .string({ error: 'text must be the note as text (empty removes it)' })
      .max(NOTE_MAX_CHARS, `a note may be at most ${NOTE_MAX_CHARS.toLocaleString('en-US')} characters`),
  }),
});

export const missTagInput = z.object({
  testId: idSchema,
  data: z.object({
    questionId: idSchema,
    tag: z.enum(MISS_TAGS, { error: `tag must be one of ${MISS_TAGS.join(', ')} (or null to clear it)` }).nullable(),
  }),
});

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

export const reviewAheadInput = z.object({ topicIds: topicIdsInput });

/** A time as epoch milliseconds or an ISO 8601 text. */
const instantInput = z.preprocess(
  (v) => (typeof v === 'string' && !/^\s*\d+\s*$/.test(v) ? Date.parse(v) : numericText(v)),
  z
    .number({ error: 'answeredAt must be a time (epoch milliseconds or an ISO 8601 text)' })
    .int('answeredAt must be whole milliseconds')
    .min(0, 'answeredAt must be a time (epoch milliseconds or an ISO 8601 text)'),
);

export const offlineAnswerInput = z.object({
  /** Made on the device when the answer is given; the same answer sent again carries the same id. */
  clientId: z
    .string({ error: 'clientId is required: the id the device gave this answer' })
    .trim()
    .min(8, 'clientId must be 8 to 64 characters')
    .max(64, 'clientId must be 8 to 64 characters'),
  questionId: idSchema,
  userAnswer: letterSchema,
  confidence: z
    .enum(CONFIDENCES, { error: `confidence must be one of ${CONFIDENCES.join(', ')}` })
    .nullable()
    .optional(),
  missTag: z
    .enum(MISS_TAGS, { error: `missTag must be one of ${MISS_TAGS.join(', ')}` })
    .nullable()
    .optional(),
  answeredAt: instantInput,
  timeSpent: z
    .preprocess(numericText, z.number({ error: 'timeSpent must be a number of milliseconds' }).int('timeSpent must be whole milliseconds'))
    .pipe(z.number().min(0, 'timeSpent cannot be negative').max(MAX_ITEM_MS, 'timeSpent must be at most 24 hours'))
    .nullable()
    .optional(),
});
export type OfflineAnswerInput = z.infer<typeof offlineAnswerInput>;

const offlineAnswerList = z
  .array(offlineAnswerInput, { error: 'answers must be a list of answers' })
  .min(1, 'answers must list at least one answer')
  .max(MAX_SYNC_ANSWERS, `answers may list at most ${MAX_SYNC_ANSWERS} answers; send the rest in another call`)
  .refine((a) => new Set(a.map((x) => x.clientId)).size === a.length, 'answers: each clientId may appear once');

/** The sync body: `{answers: [...]}`, or the list itself (REST). */
export const offlineAnswersInput = z.preprocess((v) => (Array.isArray(v) ? { answers: v } : v), z.object({ answers: offlineAnswerList }));
