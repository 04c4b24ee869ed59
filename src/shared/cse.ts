/**
 * Clinical simulation problems (issue #32): what a problem is made of and what crosses the wire. A problem opens with
 * a scenario and moves through sections: information gathering (IG, "select as many as indicated", each choice
 * reveals its result) and decision making (DM, "choose only one", the choice reveals what happens and says which
 * section comes next). Every option carries a weight from −3 to +3; a section scores the sum of the chosen weights.
 * The graph rules (every path ends, every target exists, nothing unreachable) are in ./cseGraph.ts.
 */
import { z } from 'zod';
import { CSE_CATEGORIES, CSE_WEIGHTS, type CseWeight } from './cseFormat';
import { exhibitSchema } from './exhibitSchema';
import { idSchema } from './schemas';

export const CSE_SECTION_KINDS = ['ig', 'dm'] as const;
export type CseSectionKind = (typeof CSE_SECTION_KINDS)[number];

export const CSE_MIN_SECTIONS = 4;
export const CSE_MAX_SECTIONS = 10;
export const CSE_IG_OPTIONS = { min: 5, max: 16 } as const;
export const CSE_DM_OPTIONS = { min: 3, max: 6 } as const;

/** Section and option ids: short, stable within their problem ("s1", "a"). */
const key = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^[a-z0-9-]{1,24}$/, `${label} must be 1–24 lowercase letters, digits or dashes`);

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);

const weight = z
  .number({ error: 'weight must be a number from -3 to 3' })
  .int('weight must be a whole number')
  .refine((w): w is CseWeight => (CSE_WEIGHTS as readonly number[]).includes(w), 'weight must be from -3 to 3');

export const cseOptionSchema = z.object({
  id: key('option id'),
  text: text('option text', 400),
  weight,
  /** What the choice reveals: the finding or value for IG, what happens for DM. */
  result: text('result', 2000),
  /** A figure shown with the result (a blood gas, a waveform, a table). */
  resultExhibit: exhibitSchema.optional(),
  /** Why the option carries its weight: shown in the review after the problem ends. */
  rationale: text('rationale', 2000),
  /** DM only: the section this choice leads to; its own section for "choose again"; null ends the problem. */
  next: key('next').nullable().optional(),
});
export type CseOption = z.infer<typeof cseOptionSchema>;

export const cseSectionSchema = z.object({
  id: key('section id'),
  kind: z.enum(CSE_SECTION_KINDS, { error: 'kind must be ig or dm' }),
  /** New findings the section opens with (after the first), then its instruction. */
  prompt: text('prompt', 4000),
  exhibit: exhibitSchema.optional(),
  options: z
    .array(cseOptionSchema)
    .min(1, 'a section needs options')
    .max(CSE_IG_OPTIONS.max, `a section has at most ${CSE_IG_OPTIONS.max} options`),
  /** IG only: the section that follows it; null ends the problem. */
  next: key('next').nullable().optional(),
});
export type CseSection = z.infer<typeof cseSectionSchema>;

/** The problem itself, as authored: the first section opens it. */
export const cseProblemContentSchema = z.object({
  title: text('title', 200),
  category: z.enum(CSE_CATEGORIES, { error: `category must be one of ${CSE_CATEGORIES.join(', ')}` }),
  scenario: text('scenario', 8000),
  sections: z.array(cseSectionSchema).min(1, 'a problem needs sections').max(20, 'a problem has at most 20 sections'),
});
export type CseProblemContent = z.infer<typeof cseProblemContentSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date must be YYYY-MM-DD');
const statusInput = z.enum(['published', 'draft'], { error: 'status must be published or draft' });

/** What an administrator sends: the content plus its citation, dates and whether free learners get it. */
export const cseProblemInput = cseProblemContentSchema.extend({
  source: text('source', 300),
  written: day.optional(),
  reviewed: day.nullable().optional(),
  sample: z.boolean().default(false),
  status: statusInput.default('draft'),
});
export type CseProblemInput = z.infer<typeof cseProblemInput>;

export const cseProblemUpdateInput = z.object({ id: idSchema, data: cseProblemInput });
export const adminCseListInput = z.object({ status: statusInput.optional() }).optional();

export const CSE_MODES = ['problem', 'exam'] as const;
export type CseMode = (typeof CSE_MODES)[number];

export const cseStartInput = z
  .object({
    mode: z.enum(CSE_MODES, { error: 'mode must be problem or exam' }),
    problemId: idSchema.optional(),
  })
  .refine((v) => v.mode !== 'problem' || v.problemId !== undefined, {
    message: 'problemId is required for a practice problem',
    path: ['problemId'],
  });
export type CseStartInput = z.infer<typeof cseStartInput>;

export const cseSessionIdSchema = z
  .string({ error: 'sessionId is required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'sessionId is not valid');

export const cseSessionInput = z.object({ sessionId: cseSessionIdSchema });

export const cseChooseInput = z.object({
  sessionId: cseSessionIdSchema,
  sectionId: key('sectionId'),
  optionIds: z.array(key('option id'), { error: 'optionIds must be a list of option ids' }).max(CSE_IG_OPTIONS.max, 'too many options'),
  /**
   * IG only. true (the default) ends the section with these choices; false reveals them and keeps the section open
   * for more, as the real exam lets a candidate select one option at a time.
   */
  done: z.boolean().default(true),
});
export type CseChooseInput = z.infer<typeof cseChooseInput>;
