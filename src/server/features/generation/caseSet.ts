import { zodTextFormat } from 'openai/helpers/zod';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { generationRuns, questions } from '../../../../db/schema';
import { CASE_SETTINGS, type CaseSetting } from '../../../shared/bankVocabulary';
import { CASE_MAX_ITEMS, CASE_MIN_ITEMS } from '../../../shared/caseSets';
import { first, transaction } from '../../db';
import { adminGetCaseSet, insertCaseSet, type AdminCaseSet } from '../case-sets/caseSetAdmin';
import type { Deps } from '../../lib/deps';
import { toAdminQuestion } from '../questions/questionAdmin';
import { describeFailure } from './errors';
import { generatedItem, letterOf, type GenerateInput, type ResponsesClient } from './model';
import { INSTRUCTIONS, truncate } from './prompt';
import { actorId, chooseTopic, type GenerationResult } from './runSetup';
import { firstIssue, vetItems } from './validation';
import { DomainError } from '../../lib/domainError';

/**
 * AI drafts of a clinical case set (issue #17 §5): `kind: 'case-set'` on the generate call. The model writes a
 * scenario and `count` (3–6) linked items, each after the first with the update it reveals. Every item is vetted
 * like a single generated question (questionInput, the bank's content check, near-duplicates); a case is only
 * coherent whole, so one dropped item drops the set. A kept set is stored as a draft with draft items, in the same
 * review queue (the admin publishes it on /admin/case-sets), with its run logged in the same transaction.
 */
const caseItem = generatedItem.extend({
  update: z.string().describe('New findings revealed before this item (empty for the first item, required for every later one).'),
});
export const generatedCaseSet = z.object({
  title: z.string().describe('A short title naming the patient problem.'),
  setting: letterOf(CASE_SETTINGS, 'Where the case takes place.'),
  scenario: z.string().describe('The opening situation: patient, history, findings. Every item builds on it.'),
  items: z.array(caseItem).describe('The linked items in order; each is a full question.'),
});
const caseSetFormat = zodTextFormat(generatedCaseSet, 'nbrc_case_set', {
  description: 'One NBRC-style clinical-judgment case set for respiratory therapy students.',
});

function casePrompt(topic: { name: string; description: string }, count: number, stems: string[]): string {
  return [
    `Write one clinical-judgment case set on the topic "${topic.name}" (${topic.description}) with exactly ${count} linked items.`,
    'One patient\'s situation unfolds: the scenario opens the case; item 1 asks about it; every later item starts with an "update" (new findings after the previous decision: vital signs, blood gases, the response to treatment) and asks the next decision: gather data, choose the next step, modify therapy.',
    'An item never gives away the answer to an earlier one. Each item follows all the rules for single questions.',
    `Settings: ${CASE_SETTINGS.join(', ')}.`,
    '',
    'Questions the bank already has (do not repeat them):',
    ...stems.map((s) => `- ${s}`),
  ].join('\n');
}

export interface CaseSetGenerationResult extends GenerationResult {
  caseSet: AdminCaseSet | null;
}

export async function generateCaseSetDraft(
  deps: Deps,
  actor: { id: number } | null,
  input: NonNullable<GenerateInput>,
  client: ResponsesClient,
): Promise<CaseSetGenerationResult> {
  const { db, config } = deps;
  const count = input.count ?? CASE_MIN_ITEMS;
  if (count < CASE_MIN_ITEMS || count > CASE_MAX_ITEMS) {
    throw new DomainError({ code: 'BAD_REQUEST', message: `count: a case set has ${CASE_MIN_ITEMS} to ${CASE_MAX_ITEMS} items` });
  }
  const topic = await chooseTopic(deps, input.topicId);
  const existingStems = (
    await db
      .select({ t: questions.questionText })
      .from(questions)
      .where(and(eq(questions.topicId, topic.id)))
      .orderBy(asc(questions.id))
  ).map((r) => r.t);
  const userId = await actorId(db, actor?.id);
  let tokens = { prompt: 0, completion: 0 };
  const logFailure = async (failure: DomainError): Promise<never> => {
    await db.insert(generationRuns).values({
      userId,
      topicId: topic.id,
      model: config.OPENAI_MODEL,
      requested: count,
      status: 'error',
      error: failure.message,
      promptTokens: tokens.prompt,
      completionTokens: tokens.completion,
      createdAt: deps.now(),
    });
    throw failure;
  };

  let raw: unknown;
  try {
    const response = await client.responses.parse({
      model: config.OPENAI_MODEL,
      instructions: INSTRUCTIONS,
      input: casePrompt(
        topic,
        count,
        existingStems.slice(0, 40).map((s) => truncate(s, 160)),
      ),
      text: { format: caseSetFormat },
      store: false,
    });
    tokens = { prompt: response.usage?.input_tokens ?? 0, completion: response.usage?.output_tokens ?? 0 };
    const refusal = response.output.flatMap((o) => (o.type === 'message' ? o.content : [])).find((c) => c.type === 'refusal');
    if (refusal && refusal.type === 'refusal') {
      throw new DomainError({ code: 'BAD_REQUEST', message: `The AI model declined to write this case set: ${refusal.refusal}` });
    }
    if (response.status === 'incomplete') {
      throw new DomainError({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The AI answer was cut off; nothing was stored. Try again with fewer items.',
      });
    }
    raw = response.output_parsed;
  } catch (err) {
    return await logFailure(describeFailure(err, config));
  }

  const reasons: string[] = [];
  const shape = generatedCaseSet.safeParse(raw);
  let draft: { title: string; setting: CaseSetting; scenario: string; items: z.output<typeof caseItem>[] } | null = null;
  if (!shape.success) reasons.push(`Case set: not a case set object (${firstIssue(shape.error)})`);
  else {
    const s = shape.data;
    if (!(CASE_SETTINGS as readonly string[]).includes(s.setting)) reasons.push(`Case set: unknown setting ${s.setting}`);
    if (!s.title.trim() || !s.scenario.trim()) reasons.push('Case set: a title and a scenario are required');
    if (s.items.length !== count) reasons.push(`Case set: ${s.items.length} items, not the ${count} requested`);
    s.items.forEach((it, i) => {
      if (i > 0 && !it.update.trim()) reasons.push(`Item ${i + 1}: no update with the new findings`);
    });
    const verdict = vetItems(s.items, {
      topicId: topic.id,
      count,
      difficulty: input.difficulty,
      cognitiveLevel: input.cognitiveLevel,
      existingStems,
    });
    reasons.push(...verdict.droppedReasons);
    if (reasons.length === 0) draft = { ...s, setting: s.setting as CaseSetting };
  }

  const now = deps.now();
  const run = {
    userId,
    topicId: topic.id,
    model: config.OPENAI_MODEL,
    requested: count,
    kept: draft ? count : 0,
    dropped: draft ? 0 : count,
    droppedReasons: reasons,
    promptTokens: tokens.prompt,
    completionTokens: tokens.completion,
    status: 'ok' as const,
    createdAt: now,
  };
  const saved = await transaction(db, async (tx) => {
    let caseSetId: number | null = null;
    if (draft) {
      const d = draft;
      caseSetId = await insertCaseSet(
        tx,
        {
          topicId: topic.id,
          title: d.title.trim(),
          setting: d.setting,
          scenario: d.scenario.trim(),
          status: 'draft',
          items: d.items.map((it, i) => ({
            ...it,
            difficulty: it.difficulty as 'easy' | 'medium' | 'hard',
            update: i === 0 ? null : it.update,
          })),
        },
        now,
      );
      for (const [i, it] of d.items.entries()) {
        await tx
          .update(questions)
          .set({ cognitiveLevel: it.cognitiveLevel, outlineSection: it.outlineSection })
          .where(and(eq(questions.caseSetId, caseSetId), eq(questions.casePosition, i + 1)));
      }
    }
    const r = (await first(tx.insert(generationRuns).values(run).returning({ id: generationRuns.id })))!;
    return { runId: r.id, caseSetId };
  });
  const caseSet = saved.caseSetId === null ? null : await adminGetCaseSet(db, saved.caseSetId);
  const rows = caseSet
    ? await db.select().from(questions).where(eq(questions.caseSetId, caseSet.id)).orderBy(asc(questions.casePosition))
    : [];
  return {
    runId: saved.runId,
    topicId: topic.id,
    model: config.OPENAI_MODEL,
    requested: count,
    kept: run.kept,
    dropped: run.dropped,
    droppedReasons: reasons,
    questions: rows.map(toAdminQuestion),
    caseSet,
  };
}
