import { z } from 'zod';
import { EXAM_TYPES, MIXED_TYPES, SPEC_EXAM_TYPES } from './exams';
import { normalizeDifficulty } from './difficulty';
import { RTE_AREAS, RTE_TOPICS, TMC_CODES } from './bankVocabulary';
import { exhibitSchema } from './exhibit';

/** What crosses the wire, validated on the server (and reused by forms in the browser). */
const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} is too long`);

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may use letters, digits, dot, dash and underscore');

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');

export const registerInput = z.object({
  email: emailSchema,
  password: passwordSchema,
  username: usernameSchema,
  firstName: name('First name'),
  lastName: name('Last name'),
});

export const loginInput = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

/** Numeric text ("3", as a path or a form sends it) is a number; null, blank or other text is not. */
const numericText = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);
const absent = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const idSchema = z.preprocess(
  numericText,
  z
    .number({ error: (issue) => (absent(issue.input) ? 'id is required' : 'id must be a number') })
    .int('id must be a whole number')
    .positive('id must be positive')
    // Ids are 32-bit integers in PostgreSQL: a larger one names nothing, and must not reach the database as one.
    .max(2_147_483_647, 'id is too large'),
);

/** A whole number that may arrive as numeric text; `label` names it in messages. */
const wholeNumber = (label: string) =>
  z.preprocess(numericText, z.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`));

export const letterSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-F]$/, 'answer must be a letter A to F');

export const answerRecordInput = z.object({
  questionId: idSchema,
  userAnswer: letterSchema.nullable().optional(),
  isCorrect: z.boolean().optional(),
});

const TOPIC_ID_MESSAGE = `topicId must be a topic id or one of ${MIXED_TYPES.join(', ')}`;

/** A topic's numeric id, or a mixed practice exam's text id (mixed-comprehensive, ...). */
export const quizTopicIdInput = z.preprocess(
  numericText,
  z.union([z.number().int(TOPIC_ID_MESSAGE).positive(TOPIC_ID_MESSAGE), z.enum(MIXED_TYPES)], {
    error: (issue) => (absent(issue.input) ? 'topicId is required' : TOPIC_ID_MESSAGE),
  }),
);

const MAX_SECONDS = 24 * 3600;
const timeSpentInput = wholeNumber('timeSpent')
  .pipe(z.number().min(0, 'timeSpent cannot be negative').max(MAX_SECONDS, 'timeSpent must be at most 24 hours'))
  .nullable()
  .optional();

/**
 * A topic quiz or mixed practice exam. The server grades it from the stored keys, so the client's
 * score (a number, or null) is accepted and ignored.
 */
export const topicAttemptInput = z.object({
  topicId: quizTopicIdInput,
  questionsAnswered: z
    .array(answerRecordInput, { error: 'questionsAnswered must be a list of answers' })
    .min(1, 'questionsAnswered must list at least one answer')
    .max(200, 'questionsAnswered may list at most 200 answers'),
  score: z.number({ error: 'score must be a number' }).nullable().optional(),
  totalQuestions: wholeNumber('totalQuestions')
    .pipe(z.number().min(1, 'totalQuestions must be at least 1').max(200, 'totalQuestions must be at most 200'))
    .nullable()
    .optional(),
  timeSpent: timeSpentInput,
  clientId: z.string().trim().min(8).max(64).optional(),
});

const examTypeInput = z.enum(EXAM_TYPES, { error: `examType must be one of ${EXAM_TYPES.join(', ')}` });
/** The answer-less report is the spec's: it names one of the spec's three exams. */
const specExamTypeInput = z.enum(SPEC_EXAM_TYPES, { error: `examType must be one of ${SPEC_EXAM_TYPES.join(', ')}` });

/** The spec's answer-less exam report: nothing to grade, so its numbers are checked instead. */
export const selfReportedExamInput = z.object({
  topicId: z.null().optional(),
  score: z
    .number({ error: 'score is required: a whole percent from 0 to 100' })
    .int('score must be a whole percent')
    .min(0, 'score must be between 0 and 100')
    .max(100, 'score must be between 0 and 100'),
  totalQuestions: wholeNumber('totalQuestions').pipe(z.number().min(1, 'totalQuestions must be at least 1')),
  examType: specExamTypeInput,
  timeSpent: timeSpentInput,
});

export const examStartInput = z.object({ examType: examTypeInput });

export const examSubmitInput = z.object({
  examSessionId: z.string().min(1).max(64),
  /** One entry per question position; null or missing means unanswered. */
  answers: z.array(letterSchema.nullable()).max(200),
  /**
   * Seconds the learner spent on each item, in question order (pacing; issue #19). Never used for grading; the
   * server checks its length and bounds and stores it.
   */
  itemSeconds: z
    .array(
      z
        .number({ error: 'itemSeconds must list whole seconds' })
        .int('itemSeconds must list whole seconds')
        .min(0, 'itemSeconds cannot be negative')
        .max(MAX_SECONDS, 'itemSeconds: one item cannot take more than the exam'),
      { error: 'itemSeconds must be a list of seconds' },
    )
    .max(200, 'itemSeconds may list at most 200 items')
    .optional(),
});

const examSessionIdInput = z.string().min(1).max(64);

/** "Flag for review" on an exam item, by position (issue #27). */
export const examFlagInput = z.object({
  examSessionId: examSessionIdInput,
  position: z
    .number({ error: 'position must be the number of a question in this exam, counted from 0' })
    .int({ error: 'position must be a whole number' })
    .min(0, { error: 'position must be 0 or more' })
    .max(199, { error: 'position must be below 200' }),
  flagged: z.boolean({ error: 'flagged must be true or false' }),
});

/** RTE: ends section 1 and locks its answers (one per section-1 item), starting the optional break. */
export const examEndSectionInput = z.object({
  examSessionId: examSessionIdInput,
  section: z.literal(1, { error: 'section must be 1: only the first section ends before the exam does' }),
  answers: z.array(letterSchema.nullable()).max(200),
});

/** RTE: locks the answer to one case-set item, which opens the next item of its case. */
export const examLockCaseItemInput = z.object({
  examSessionId: examSessionIdInput,
  position: z
    .number({ error: 'position must be the number of a question in this exam, counted from 0' })
    .int({ error: 'position must be a whole number' })
    .min(0, { error: 'position must be 0 or more' })
    .max(199, { error: 'position must be below 200' }),
  answer: letterSchema,
});

/** RTE: ends the break and starts section 2 now. */
export const examStartSectionInput = z.object({
  examSessionId: examSessionIdInput,
  section: z.literal(2, { error: 'section must be 2: the second section is the one that starts after the break' }),
});

export const difficultyInput = z.string({ error: 'Difficulty must be easy, medium or hard' }).transform((v, ctx) => {
  const d = normalizeDifficulty(v);
  if (!d) {
    ctx.addIssue({ code: 'custom', message: 'Difficulty must be easy, medium or hard' });
    return z.NEVER;
  }
  return d;
});

/** null or blank counts as not sent, so the field's default (or, on an edit, the stored value) applies. */
const orAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (absent(v) ? undefined : v), schema);

export const questionFields = {
  topicId: z.preprocess(numericText, z.number({ error: 'Choose a topic' }).int('Choose a topic').positive('Choose a topic')),
  questionText: z.string({ error: 'Question text is required' }).trim().min(1, 'Question text is required').max(4000),
  options: z
    .array(z.string({ error: 'Every option needs text' }).trim().min(1, 'Every option needs text').max(1000), {
      error: 'options must be a list of 4 answer texts',
    })
    .length(4, 'A question needs exactly 4 options')
    .refine((o) => new Set(o.map((x) => x.toLowerCase())).size === o.length, 'Options must be different'),
  correctAnswer: z
    .string({ error: 'Correct answer must be A, B, C or D' })
    .trim()
    .toUpperCase()
    .regex(/^[A-D]$/, 'Correct answer must be A, B, C or D'),
  explanation: z.string({ error: 'explanation must be text' }).trim().max(8000),
  difficulty: difficultyInput,
  // A figure drawn from data (src/shared/exhibit.ts); null means none.
  exhibit: exhibitSchema.nullable(),
};

/** Metadata field values: left out keeps the stored value (or none, on a new question); null or blank clears it. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable().optional());

/** The bank metadata an administrator sees and edits (issue #17). */
const questionMetadata = {
  tmcCode: clearable(
    z.enum(TMC_CODES, {
      error: (i) => `tmcCode: ${JSON.stringify(i.input)} is not a TMC outline area (I-A to I-E, II-A to II-C, III-A to III-I)`,
    }),
  ),
  rteArea: clearable(z.enum(RTE_AREAS, { error: `rteArea must be one of ${RTE_AREAS.join(', ')}` })),
  rteTopic: clearable(z.enum(RTE_TOPICS, { error: `rteTopic must be one of ${RTE_TOPICS.join(', ')}` })),
  tmcOnly: z.boolean({ error: 'tmcOnly must be true or false' }).optional(),
  source: clearable(z.string({ error: 'source must be text' }).trim().max(500, 'source: at most 500 characters')),
  // A review date records that someone checked the item against its source, so only Mark reviewed sets it
  // (admin.markQuestionReviewed): a date typed into an edit would vouch for content nobody checked. A question read
  // back and sent again carries null here when it was never reviewed, which changes nothing.
  reviewedOn: z
    .null({ error: 'a review date is set by Mark reviewed (admin.markQuestionReviewed), not by writing or editing a question' })
    .optional(),
};

/** A new question: the simple admin form has no required fields beyond these, and defaults difficulty. */
export const questionInput = z.object({
  ...questionFields,
  explanation: orAbsent(questionFields.explanation.default('')),
  difficulty: orAbsent(difficultyInput.default('medium')),
  ...questionMetadata,
  exhibit: questionFields.exhibit.optional(),
});

/** An edit with nothing in it is a mistake (a lost body), not a change. */
const someField = (v: Record<string, unknown>) => Object.values(v).some((x) => x !== undefined);
const NOTHING_TO_CHANGE = 'Send at least one field to change';

/** An edit: the same body, but a field left out keeps its stored value instead of a default. */
export const questionUpdateInput = z
  .object({
    topicId: questionFields.topicId.optional(),
    questionText: questionFields.questionText.optional(),
    options: questionFields.options.optional(),
    correctAnswer: questionFields.correctAnswer.optional(),
    // A blank explanation is a real edit (clearing it); only null means "not sent".
    explanation: z.preprocess((v) => (v === null ? undefined : v), questionFields.explanation.optional()),
    difficulty: orAbsent(difficultyInput.optional()),
    ...questionMetadata,
    // null removes the exhibit; left out keeps it.
    exhibit: questionFields.exhibit.optional(),
  })
  .refine(someField, NOTHING_TO_CHANGE);

export const ROLES = ['student', 'admin', 'super_admin'] as const;
export const SUBSCRIPTION_STATUSES = ['free', 'premium', 'pro'] as const;

const roleInput = z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` });
/** An empty subscription status counts as free (SPEC §3). */
const subscriptionStatusInput = z.enum(SUBSCRIPTION_STATUSES, {
  error: `subscriptionStatus must be one of ${SUBSCRIPTION_STATUSES.join(', ')}`,
});
const optionalPassword = z
  .union([passwordSchema, z.literal('')])
  .nullable()
  .optional();

export const adminUserInput = z.object({
  username: usernameSchema,
  email: emailSchema,
  firstName: name('First name'),
  lastName: name('Last name'),
  password: optionalPassword,
  role: orAbsent(roleInput.default('student')),
  subscriptionStatus: orAbsent(subscriptionStatusInput.default('free')),
});

/** An edit: a field left out (or a blank password) keeps the stored value. */
export const adminUserUpdateInput = z
  .object({
    username: usernameSchema.optional(),
    email: emailSchema.optional(),
    firstName: name('First name').optional(),
    lastName: name('Last name').optional(),
    password: optionalPassword,
    role: orAbsent(roleInput.optional()),
    subscriptionStatus: z.preprocess((v) => (v === '' || v === null ? 'free' : v), subscriptionStatusInput.optional()),
  })
  .refine(someField, NOTHING_TO_CHANGE);

/** The service decides which plans each action takes (an upgrade needs monthly or yearly). */
export const subscriptionActionInput = z.object({
  action: z.enum(['upgrade', 'downgrade'], { error: 'action must be upgrade or downgrade' }),
  plan: z.enum(['monthly', 'yearly', 'free'], { error: 'plan must be monthly, yearly or free' }).optional(),
});

export const planInput = z.object({ plan: z.enum(['monthly', 'yearly'], { error: 'plan must be monthly or yearly' }) });
