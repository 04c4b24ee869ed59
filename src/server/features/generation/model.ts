import OpenAI from 'openai';
import { zodTextFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import type { OutlineSection } from '../../../../db/seed/types';
import { idSchema } from '../../../shared/schemas';
import { difficultyInput } from '../../../shared/questionSchemas';
import type { Config } from '../../config';
import { DEFAULT_GENERATE, MAX_GENERATE, MIN_GENERATE } from '../../../shared/generation';
import { COGNITIVE_LEVELS, DIFFICULTIES, OPTION_LETTERS, OUTLINE_SECTIONS } from '../../../shared/bankVocabulary';

export { COGNITIVE_LEVELS };
export const LETTERS = OPTION_LETTERS;
export const SECTIONS = OUTLINE_SECTIONS;
/** Stems this similar (Jaccard over word sets, as db/seed/check.ts) count as near-duplicates. */
export const NEAR_DUPLICATE = 0.8;
/** How many existing stems the prompt lists, and how much of each. */
export const PROMPT_STEMS = 60;
export const PROMPT_STEM_CHARS = 160;

export const NOT_CONFIGURED_MESSAGE = 'AI question generation is not configured: set OPENAI_API_KEY on the server.';
export const RATE_LIMITED_MESSAGE = 'The AI service is rate limiting requests; try again in a minute.';

/** What an admin (or the script) may ask for; everything is optional. */
export const generateInput = z
  .object({
    topicId: idSchema.optional(),
    count: z.coerce
      .number({ error: 'count must be a number' })
      .int('count must be a whole number')
      .min(MIN_GENERATE, `count must be at least ${MIN_GENERATE}`)
      .max(MAX_GENERATE, `count must be at most ${MAX_GENERATE}`)
      .default(DEFAULT_GENERATE),
    difficulty: difficultyInput.optional(),
    cognitiveLevel: z.enum(COGNITIVE_LEVELS, { error: 'cognitiveLevel must be recall, application or analysis' }).optional(),
    /** 'case-set': one clinical case set of `count` (3–6) linked items, stored as a draft set (issue #17 §5). */
    kind: z.enum(['questions', 'case-set'], { error: 'kind must be questions or case-set' }).optional(),
  })
  .optional();
export type GenerateInput = z.output<typeof generateInput>;

/** NBRC TMC detailed content outline, the three major sections every bank question is tagged with. */
export const OUTLINE: Record<OutlineSection, string> = {
  I: 'Patient Data (evaluate data in the record, gather clinical information, perform and interpret tests, recommend diagnostic procedures)',
  II: 'Troubleshooting and Quality Control of Devices, and Infection Control',
  III: 'Initiation and Modification of Interventions (airway care, ventilation, oxygenation, emergencies, treatment plans)',
};

/**
 * The structured output the model must return. Strict structured outputs enforce the JSON schema
 * (enums, four options) on OpenAI; the parser itself stays lenient per item (plain strings), so one bad
 * item from a less strict OpenAI-compatible server is dropped and counted instead of failing the batch.
 * Each item is then validated by `questionInput` (as an admin-written question) and `checkQuestion`.
 */
export const letterOf = (values: readonly string[], description: string) =>
  z
    .string()
    .meta({ enum: [...values] })
    .describe(description);
export const generatedItem = z.object({
  questionText: z.string().describe('The stem: a clinical scenario or a direct question, ending with the question itself.'),
  options: z
    .array(z.string())
    .meta({ minItems: 4, maxItems: 4 })
    .describe('Exactly four distinct answer options in the order A, B, C, D, without letter prefixes.'),
  correctAnswer: letterOf(LETTERS, 'The letter of the single best answer.'),
  explanation: z
    .string()
    .describe(
      'Why the key is right and each distractor wrong, then a line "Correct Answer: X" (X equal to correctAnswer) and a final line "Key Learning Point: ...".',
    ),
  difficulty: letterOf(DIFFICULTIES, 'How hard the item is for a graduate therapist.'),
  cognitiveLevel: letterOf(COGNITIVE_LEVELS, 'recall, application or analysis (NBRC cognitive levels).'),
  outlineSection: letterOf(SECTIONS, 'The NBRC TMC outline section: I, II or III.'),
});
export const generatedBatch = z.object({ questions: z.array(generatedItem) });
export type GeneratedItem = z.output<typeof generatedItem>;
export const generationFormat = zodTextFormat(generatedBatch, 'nbrc_questions', {
  description: 'Multiple-choice NBRC-style practice questions for respiratory therapy students.',
});

/** The part of the SDK this service uses, so a test can hand in its own. */
export type ResponsesClient = Pick<OpenAI, 'responses'>;

export const clients = new WeakMap<Config, OpenAI>();

/** The SDK client for this configuration, or null without OPENAI_API_KEY. OPENAI_BASE_URL points it at
 * any OpenAI-compatible server (a local model); one retry, and OPENAI_TIMEOUT_MS per request. */
export function openAIClient(config: Config): OpenAI | null {
  if (!config.OPENAI_API_KEY) return null;
  let client = clients.get(config);
  if (!client) {
    client = new OpenAI({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
      timeout: config.OPENAI_TIMEOUT_MS,
      maxRetries: 1,
    });
    clients.set(config, client);
  }
  return client;
}
