import { z } from 'zod';
import { normalizeDifficulty } from './difficulty';
import { RTE_AREAS, RTE_TOPICS, TMC_CODES } from './bankVocabulary';
import { exhibitSchema } from './exhibit';
import { NOTHING_TO_CHANGE, numericText, orAbsent, someField } from './schemas';

/** A question as an administrator writes or edits it, validated on the server (case sets reuse its fields). */

export const difficultyInput = z.string({ error: 'Difficulty must be easy, medium or hard' }).transform((v, ctx) => {
  const d = normalizeDifficulty(v);
  if (!d) {
    ctx.addIssue({ code: 'custom', message: 'Difficulty must be easy, medium or hard' });
    return z.NEVER;
  }
  return d;
});

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
