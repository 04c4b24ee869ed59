import { and, asc, desc, eq } from 'drizzle-orm';
import { generationRuns, questions, type QuestionRow } from '../../../../db/schema';
import { transaction, first, type DB } from '../../db';
import type { Deps } from '../../lib/deps';
import { publishedSingle } from '../questions/questions';
import { toAdminQuestion } from '../questions/questionAdmin';
import { DEFAULT_GENERATE } from '../../../shared/generation';
import {
  NOT_CONFIGURED_MESSAGE,
  PROMPT_STEMS,
  PROMPT_STEM_CHARS,
  generationFormat,
  openAIClient,
  type GenerateInput,
  type ResponsesClient,
} from './model';
import { INSTRUCTIONS, buildPrompt, truncate } from './prompt';
import { vetItems, type ItemVerdict } from './validation';
import { describeFailure } from './errors';
import { generateCaseSetDraft } from './caseSet';
import { actorId, chooseTopic, type GenerationResult } from './runSetup';
import { DomainError } from '../../lib/domainError';

export async function houseExample(deps: Deps, topicId: number): Promise<QuestionRow | null> {
  const published = await deps.db
    .select()
    .from(questions)
    .where(and(eq(questions.topicId, topicId), publishedSingle()))
    .orderBy(asc(questions.id));
  const styled = published.filter(
    (q) => /^Correct Answer:/m.test(q.explanation) && /^Key Learning Point:/m.test(q.explanation) && !q.calculation,
  );
  const pool = styled.length ? styled : published;
  return pool.length ? pool[Math.floor(deps.random() * pool.length)]! : null;
}

/**
 * One generation run. Throws a DomainError with a readable message when the service is not configured,
 * fails, refuses or answers malformed output; every attempt that reached the service is logged.
 */
export async function generateQuestions(
  deps: Deps,
  actor: { id: number } | null,
  rawInput: GenerateInput,
  client: ResponsesClient | null = openAIClient(deps.config),
): Promise<GenerationResult> {
  if (!client) throw new DomainError({ code: 'SERVICE_UNAVAILABLE', message: NOT_CONFIGURED_MESSAGE });
  const input = rawInput ?? { count: DEFAULT_GENERATE };
  if (input.kind === 'case-set') return await generateCaseSetDraft(deps, actor, input, client);
  const requested = input.count ?? DEFAULT_GENERATE;
  const { db, config } = deps;
  const topic = await chooseTopic(deps, input.topicId);

  const topicRows = await db
    .select({ questionText: questions.questionText, outlineSection: questions.outlineSection, status: questions.status })
    .from(questions)
    .where(eq(questions.topicId, topic.id))
    .orderBy(desc(questions.id));
  const existingStems = topicRows.map((r) => r.questionText);
  const sections: Partial<Record<string, number>> = {};
  for (const r of topicRows)
    if (r.status === 'published' && r.outlineSection) sections[r.outlineSection] = (sections[r.outlineSection] ?? 0) + 1;
  const prompt = buildPrompt({
    topic,
    count: requested,
    difficulty: input.difficulty,
    cognitiveLevel: input.cognitiveLevel,
    example: await houseExample(deps, topic.id),
    stems: existingStems.slice(0, PROMPT_STEMS).map((s) => truncate(s, PROMPT_STEM_CHARS)),
    sections,
  });

  const userId = await actorId(db, actor?.id);
  let tokens = { prompt: 0, completion: 0 };
  const logFailure = async (failure: DomainError): Promise<never> => {
    await db.insert(generationRuns).values({
      userId,
      topicId: topic.id,
      model: config.OPENAI_MODEL,
      requested,
      status: 'error',
      error: failure.message,
      promptTokens: tokens.prompt,
      completionTokens: tokens.completion,
      createdAt: deps.now(),
    });
    throw failure;
  };

  let items: unknown[];
  try {
    const response = await client.responses.parse({
      model: config.OPENAI_MODEL,
      instructions: INSTRUCTIONS,
      input: prompt,
      text: { format: generationFormat },
      store: false,
    });
    tokens = { prompt: response.usage?.input_tokens ?? 0, completion: response.usage?.output_tokens ?? 0 };
    const contents = response.output.flatMap((o) => (o.type === 'message' ? o.content : []));
    const refusal = contents.find((c) => c.type === 'refusal');
    if (refusal && refusal.type === 'refusal') {
      throw new DomainError({ code: 'BAD_REQUEST', message: `The AI model declined to write these questions: ${refusal.refusal}` });
    }
    if (response.status === 'incomplete') {
      const why = response.incomplete_details?.reason ?? 'unknown reason';
      throw new DomainError({
        code: 'SERVICE_UNAVAILABLE',
        message: `The AI answer was cut off (${why}); nothing was stored. Try again with fewer questions.`,
      });
    }
    if (response.error) {
      throw new DomainError({ code: 'SERVICE_UNAVAILABLE', message: `The AI service failed: ${response.error.message}` });
    }
    const parsed = response.output_parsed;
    if (!parsed || !Array.isArray(parsed.questions)) {
      throw new DomainError({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The AI service answered with malformed output (no question JSON); nothing was stored. Try again.',
      });
    }
    items = parsed.questions;
  } catch (err) {
    return await logFailure(describeFailure(err, config));
  }

  const verdict = vetItems(items, {
    topicId: topic.id,
    count: requested,
    difficulty: input.difficulty,
    cognitiveLevel: input.cognitiveLevel,
    existingStems,
  });
  const now = deps.now();
  let saved: { runId: number; rows: QuestionRow[] };
  try {
    saved = await storeRun(db, {
      kept: verdict.kept,
      run: {
        userId,
        topicId: topic.id,
        model: config.OPENAI_MODEL,
        requested,
        kept: verdict.kept.length,
        dropped: verdict.droppedReasons.length,
        droppedReasons: verdict.droppedReasons,
        promptTokens: tokens.prompt,
        completionTokens: tokens.completion,
        status: 'ok',
        createdAt: now,
      },
    });
  } catch (err) {
    // Nothing of the run was stored. Record the failure if the database still takes writes, and let the
    // original error through (so a full or read-only disk becomes the usual 503).
    try {
      await logFailure(
        new DomainError({ code: 'INTERNAL_SERVER_ERROR', message: 'Saving the generated questions failed; nothing was stored.' }),
      );
    } catch {
      /* logFailure throws by design; a second storage error is not the one to report */
    }
    throw err;
  }
  return {
    runId: saved.runId,
    topicId: topic.id,
    model: config.OPENAI_MODEL,
    requested,
    kept: saved.rows.length,
    dropped: verdict.droppedReasons.length,
    droppedReasons: verdict.droppedReasons,
    questions: saved.rows.map(toAdminQuestion),
  };
}

/** The kept drafts and the run's record, in one transaction: all of it is stored, or none. */
export function storeRun(db: DB, data: { kept: ItemVerdict['kept']; run: typeof generationRuns.$inferInsert }) {
  // Drafts reach no learner view, but every write to questions moves the bank's version: nothing can go stale.
  return transaction(db, async (tx) => {
    const { topicId, createdAt } = data.run;
    const rows = [];
    for (const { item, input: q } of data.kept) {
      rows.push(
        (await first(
          tx
            .insert(questions)
            .values({
              topicId: topicId!,
              questionText: q.questionText,
              options: q.options,
              correctAnswer: q.correctAnswer,
              explanation: q.explanation,
              difficulty: q.difficulty,
              cognitiveLevel: item.cognitiveLevel,
              outlineSection: item.outlineSection,
              status: 'draft',
              isFree: false,
              createdAt,
            })
            .returning(),
        ))!,
      );
    }
    const run = (await first(tx.insert(generationRuns).values(data.run).returning({ id: generationRuns.id })))!;
    return { runId: run.id, rows };
  });
}
