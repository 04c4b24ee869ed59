/**
 * Clinical-judgment case sets (issue #17 §5): what crosses the wire for learners and administrators. A set is one
 * patient's situation unfolding across 3–6 items; each item after the first reveals an update (new findings) once
 * the previous answer is locked.
 */
import { z } from 'zod';
import { CASE_SETTINGS } from './bankVocabulary';
import { idSchema, letterSchema } from './schemas';
import { questionFields } from './questionSchemas';

export const CASE_MIN_ITEMS = 3;
export const CASE_MAX_ITEMS = 6;

export const caseSetListInput = z.object({ topicId: idSchema });
export const caseSetIdInput = z.object({ caseSetId: idSchema });

export const caseAnswerInput = z.object({
  caseSetId: idSchema,
  questionId: idSchema,
  userAnswer: letterSchema,
});
export type CaseAnswerInput = z.infer<typeof caseAnswerInput>;

const settingInput = z.enum(CASE_SETTINGS, { error: `setting must be one of ${CASE_SETTINGS.join(', ')}` });
const statusInput = z.enum(['published', 'draft'], { error: 'status must be published or draft' });

/** One item as an administrator writes it: the question fields, plus the update it reveals (none for the first). */
export const caseItemInput = z.object({
  /** An existing item's question id, on an edit; absent for a new item. */
  id: idSchema.optional(),
  questionText: questionFields.questionText,
  options: questionFields.options,
  correctAnswer: questionFields.correctAnswer,
  explanation: questionFields.explanation.min(1, 'explanation is required'),
  difficulty: z.preprocess((v) => (v === null || v === '' ? undefined : v), questionFields.difficulty.optional()),
  update: z.string({ error: 'update must be text' }).trim().max(4000, 'update must be at most 4,000 characters').nullable().optional(),
});
export type CaseItemInput = z.infer<typeof caseItemInput>;

const itemsInput = z
  .array(caseItemInput, { error: 'items must be a list of case items' })
  .min(CASE_MIN_ITEMS, `items: a case set has ${CASE_MIN_ITEMS} to ${CASE_MAX_ITEMS} items`)
  .max(CASE_MAX_ITEMS, `items: a case set has ${CASE_MIN_ITEMS} to ${CASE_MAX_ITEMS} items`);

const setFields = {
  topicId: questionFields.topicId,
  title: z.string({ error: 'title is required' }).trim().min(1, 'title is required').max(200, 'title must be at most 200 characters'),
  setting: settingInput,
  scenario: z
    .string({ error: 'scenario is required' })
    .trim()
    .min(1, 'scenario is required')
    .max(8000, 'scenario must be at most 8,000 characters'),
};

export const caseSetInput = z.object({ ...setFields, status: statusInput.default('published'), items: itemsInput });
export type CaseSetInput = z.infer<typeof caseSetInput>;

export const caseSetUpdateInput = z.object({
  id: idSchema,
  data: z
    .object({
      topicId: setFields.topicId.optional(),
      title: setFields.title.optional(),
      setting: settingInput.optional(),
      scenario: setFields.scenario.optional(),
      status: statusInput.optional(),
      items: itemsInput.optional(),
    })
    .refine((v) => Object.values(v).some((x) => x !== undefined), 'Send at least one field to change'),
});
export type CaseSetUpdate = z.infer<typeof caseSetUpdateInput>['data'];

export const adminCaseSetListInput = z.object({ topicId: idSchema.optional(), status: statusInput.optional() }).optional();
