import { zodTextFormat } from 'openai/helpers/zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { cseProblems, generationRuns } from '../../../../db/schema';
import { CSE_DM_OPTIONS, CSE_IG_OPTIONS, CSE_MAX_SECTIONS, CSE_MIN_SECTIONS, cseProblemContentSchema } from '../../../shared/cse';
import { CSE_CATEGORIES, CSE_CATEGORY_LABELS, CSE_WEIGHTS, CSE_WEIGHT_LABELS, type CseCategory } from '../../../shared/cseFormat';
import { CSE_SELECT_ALL_SHARE, checkCseProblem } from '../../../shared/cseGraph';
import { first, transaction } from '../../db';
import type { Deps } from '../../lib/deps';
import { DomainError } from '../../lib/domainError';
import { adminGetCseProblem, insertCseProblem, type AdminCseProblem } from '../cse/cseAdmin';
import { describeFailure } from './errors';
import { NOT_CONFIGURED_MESSAGE, letterOf, openAIClient, type ResponsesClient } from './model';
import { truncate } from './prompt';
import { actorId } from './runSetup';
import { firstIssue } from './validation';

/**
 * AI drafts of a clinical simulation problem (issue #32), the way case sets are drafted: one structured-output call
 * writes a whole problem for a category; the draft must pass the problem schema and the graph rules an admin's save
 * passes, or it is dropped with the reason logged. A kept draft lands in the admin's list as status draft, origin ai,
 * for review; the run is logged in generation_runs in the same transaction.
 */

export const generateCseInput = z.object({
  category: z.enum(CSE_CATEGORIES, { error: `category must be one of ${CSE_CATEGORIES.join(', ')}` }),
});

const ID = 'Lowercase letters, digits or dashes, at most 24 characters.';
const generatedOption = z.object({
  id: z.string().describe(`The option's id, unique in its section (a, b, c…). ${ID}`),
  text: z.string().describe('What the candidate selects: an assessment, a test, or an action.'),
  weight: z.number().describe(`A whole number from -3 to 3: ${CSE_WEIGHTS.map((w) => `${w} ${CSE_WEIGHT_LABELS[w]}`).join('; ')}.`),
  result: z.string().describe('What choosing it reveals: the finding or value (IG), or what happens next (DM).'),
  rationale: z.string().describe('Why the option carries its weight.'),
  next: z
    .string()
    .nullable()
    .describe('DM only: the id of the section this choice leads to, its own section id to choose again, null to end. IG: null.'),
});
const generatedSection = z.object({
  id: z.string().describe(`The section's id (s1, s2…). ${ID}`),
  kind: letterOf(['ig', 'dm'], 'ig: information gathering (select as many as indicated); dm: decision making (choose only one).'),
  prompt: z.string().describe('New findings since the last section (except the first), then the instruction.'),
  options: z.array(generatedOption),
  next: z.string().nullable().describe('IG only: the id of the section that follows, null to end. DM: null.'),
});
const generatedCseProblem = z.object({
  title: z.string().describe('A short title naming the patient problem.'),
  scenario: z.string().describe('The opening situation: the patient, the setting, the history and the first findings.'),
  source: z.string().describe('The guideline or textbook chapter the management follows (title and year).'),
  sections: z.array(generatedSection).describe('The sections; the first opens the problem.'),
});
const cseFormat = zodTextFormat(generatedCseProblem, 'nbrc_cse_problem', {
  description: 'One NBRC-style clinical simulation (CSE) problem for respiratory therapy students.',
});

const CSE_INSTRUCTIONS = [
  'You write branching patient-management problems for the NBRC Clinical Simulation Examination (CSE) for respiratory therapists.',
  'Every problem is original, clinically accurate and follows current AARC clinical practice guidelines.',
  'Rules:',
  `- ${CSE_MIN_SECTIONS} to ${CSE_MAX_SECTIONS} sections that alternate information gathering (ig) and decision making (dm); the first section opens the problem;`,
  `- an ig section has ${CSE_IG_OPTIONS.min} to ${CSE_IG_OPTIONS.max} options, some indicated (weight above 0) and enough not indicated that choosing every option earns at most ${CSE_SELECT_ALL_SHARE * 100}% of what the indicated ones earn; its "next" names the following section (null ends the problem), its options' "next" is null;`,
  `- a dm section has ${CSE_DM_OPTIONS.min} to ${CSE_DM_OPTIONS.max} options with exactly one best weight; each option's "next" is a section id, its own section id ("choose again", only for a weight of 0 or less), or null to end; the section's "next" is null;`,
  '- a poor decision may lead to a different section where the patient worsens or the physician disagrees; every path ends, no path loops back, every section can be reached;',
  '- every option has a result and a rationale; the best option is not systematically the longest;',
  '- do not repeat a problem already written (titles listed).',
].join('\n');

function csePrompt(category: CseCategory, titles: string[]): string {
  return [
    `Write one clinical simulation problem in the category "${CSE_CATEGORY_LABELS[category]}".`,
    '',
    'Problems this category already has:',
    ...(titles.length ? titles.map((t) => `- ${t}`) : ['- (none)']),
  ].join('\n');
}

interface CseGenerationResult {
  runId: number;
  model: string;
  kept: number;
  dropped: number;
  droppedReasons: string[];
  problem: AdminCseProblem | null;
}

type Draft = z.output<typeof generatedCseProblem>;

/** The model's answer in the problem's own shape (IG options and DM sections do not branch), checked like a save. */
function vetDraft(raw: unknown, category: CseCategory): { content: z.output<typeof cseProblemContentSchema>; source: string } | string[] {
  const shape = generatedCseProblem.safeParse(raw);
  if (!shape.success) return [`Problem: not a problem object (${firstIssue(shape.error)})`];
  const d: Draft = shape.data;
  const content = cseProblemContentSchema.safeParse({
    title: d.title,
    category,
    scenario: d.scenario,
    sections: d.sections.map((s) => ({
      ...s,
      next: s.kind === 'ig' ? s.next : undefined,
      options: s.options.map((o) => ({ ...o, next: s.kind === 'dm' ? o.next : undefined })),
    })),
  });
  if (!content.success) {
    const issue = content.error.issues[0];
    return [`Problem: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'not valid'}`];
  }
  const graph = checkCseProblem(content.data);
  if (graph.length) return graph.map((p) => `Problem: ${p}`);
  if (!d.source.trim()) return ['Problem: no source'];
  return { content: content.data, source: truncate(d.source, 300) };
}

export async function generateCseProblemDraft(
  deps: Deps,
  actor: { id: number } | null,
  category: CseCategory,
  client: ResponsesClient | null = openAIClient(deps.config),
): Promise<CseGenerationResult> {
  if (!client) throw new DomainError({ code: 'SERVICE_UNAVAILABLE', message: NOT_CONFIGURED_MESSAGE });
  const { db, config } = deps;
  const titles = (await db.select({ t: cseProblems.title }).from(cseProblems).where(eq(cseProblems.category, category))).map((r) => r.t);
  const userId = await actorId(db, actor?.id);
  let tokens = { prompt: 0, completion: 0 };
  const base = { userId, topicId: null, model: config.OPENAI_MODEL, requested: 1 };

  let raw: unknown;
  try {
    const response = await client.responses.parse({
      model: config.OPENAI_MODEL,
      instructions: CSE_INSTRUCTIONS,
      input: csePrompt(
        category,
        titles.slice(0, 40).map((t) => truncate(t, 120)),
      ),
      text: { format: cseFormat },
      store: false,
    });
    tokens = { prompt: response.usage?.input_tokens ?? 0, completion: response.usage?.output_tokens ?? 0 };
    const refusal = response.output.flatMap((o) => (o.type === 'message' ? o.content : [])).find((c) => c.type === 'refusal');
    if (refusal && refusal.type === 'refusal')
      throw new DomainError({ code: 'BAD_REQUEST', message: `The AI model declined to write this problem: ${refusal.refusal}` });
    if (response.status === 'incomplete')
      throw new DomainError({ code: 'SERVICE_UNAVAILABLE', message: 'The AI answer was cut off; nothing was stored. Try again.' });
    raw = response.output_parsed;
  } catch (err) {
    const failure = describeFailure(err, config);
    await db.insert(generationRuns).values({
      ...base,
      status: 'error',
      error: failure.message,
      promptTokens: tokens.prompt,
      completionTokens: tokens.completion,
      createdAt: deps.now(),
    });
    throw failure;
  }

  const verdict = vetDraft(raw, category);
  const reasons = Array.isArray(verdict) ? verdict : [];
  const now = deps.now();
  const saved = await transaction(db, async (tx) => {
    const problemId = Array.isArray(verdict)
      ? null
      : await insertCseProblem(tx, { ...verdict.content, source: verdict.source, sample: false, status: 'draft' }, now, 'ai');
    const run = (await first(
      tx
        .insert(generationRuns)
        .values({
          ...base,
          kept: problemId === null ? 0 : 1,
          dropped: problemId === null ? 1 : 0,
          droppedReasons: reasons,
          promptTokens: tokens.prompt,
          completionTokens: tokens.completion,
          status: 'ok',
          createdAt: now,
        })
        .returning({ id: generationRuns.id }),
    ))!;
    return { runId: run.id, problemId };
  });
  return {
    runId: saved.runId,
    model: config.OPENAI_MODEL,
    kept: saved.problemId === null ? 0 : 1,
    dropped: saved.problemId === null ? 1 : 0,
    droppedReasons: reasons,
    problem: saved.problemId === null ? null : await adminGetCseProblem(db, saved.problemId),
  };
}
