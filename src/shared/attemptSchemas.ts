import { z } from 'zod';
import { EXAM_TYPES, MIXED_TYPES, SPEC_EXAM_TYPES } from './exams';
import { absent, idSchema, letterSchema, numericText, wholeNumber } from './schemas';

/**
 * What a learner sends when answering, validated on the server: a quiz or mixed exam attempt, a self-reported exam,
 * and a simulated exam's steps.
 */

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
