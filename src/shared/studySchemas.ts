import { z } from 'zod';
import { idSchema, letterSchema } from './schemas';
import { RTE_SECTIONS } from './rteOutline';
import {
  CONFIDENCES,
  MAX_DAILY_NEW,
  MAX_DAILY_REVIEWS,
  MAX_SYNC_ANSWERS,
  MAX_TEST_QUESTIONS,
  MIN_TEST_QUESTIONS,
  MISS_TAGS,
  NOTE_MAX_CHARS,
  REVIEW_RATINGS,
  TEST_MODES,
  TEST_POOLS,
} from './study';

/**
 * The study engine's inputs as the server checks them. Apart from its words and limits (study.ts) so that a screen
 * that only needs those does not load zod.
 */
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
