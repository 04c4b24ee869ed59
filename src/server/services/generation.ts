/**
 * AI question generation (issue #7): ask an OpenAI-compatible model for questions of one topic, keep
 * only what passes the same checks as an admin-written question and the bank's content check, drop
 * near-duplicates, and store the rest as drafts an admin must approve. Every run is logged in
 * generation_runs, failed ones included; a failed run stores no question.
 */
import { TRPCError } from '@trpc/server';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, RateLimitError } from 'openai';
import { zodTextFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { generationRuns, questions, topics, users, type QuestionRow } from '../../../db/schema';
import { checkQuestion } from '../../../db/seed/check';
import type { AnswerLetter, CognitiveLevel, OutlineSection, SeedQuestion } from '../../../db/seed/types';
import type { Difficulty } from '../../shared/difficulty';
import { difficultyInput, idSchema, questionInput } from '../../shared/schemas';
import type { Config } from '../config';
import { writtenRow, type DB } from '../db';
import type { Deps } from './deps';
import { getTopic, toAdminQuestion } from './questions';
import { bankChanged } from './bankCache';
import { DEFAULT_GENERATE, MAX_GENERATE, MIN_GENERATE } from '../../shared/generation';

export { DEFAULT_GENERATE, MAX_GENERATE } from '../../shared/generation';
export const COGNITIVE_LEVELS = ['recall', 'application', 'analysis'] as const;
const LETTERS = ['A', 'B', 'C', 'D'] as const;
const SECTIONS = ['I', 'II', 'III'] as const;
/** Stems this similar (Jaccard over word sets, as db/seed/check.ts) count as near-duplicates. */
export const NEAR_DUPLICATE = 0.8;
/** How many existing stems the prompt lists, and how much of each. */
const PROMPT_STEMS = 60;
const PROMPT_STEM_CHARS = 160;

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
  })
  .optional();
export type GenerateInput = z.output<typeof generateInput>;

/** NBRC TMC detailed content outline, the three major sections every bank question is tagged with. */
const OUTLINE: Record<OutlineSection, string> = {
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
const letterOf = (values: readonly string[], description: string) => z.string().meta({ enum: [...values] }).describe(description);
const generatedItem = z.object({
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
  difficulty: letterOf(['easy', 'medium', 'hard'], 'How hard the item is for a graduate therapist.'),
  cognitiveLevel: letterOf(COGNITIVE_LEVELS, 'recall, application or analysis (NBRC cognitive levels).'),
  outlineSection: letterOf(SECTIONS, 'The NBRC TMC outline section: I, II or III.'),
});
const generatedBatch = z.object({ questions: z.array(generatedItem) });
export type GeneratedItem = z.output<typeof generatedItem>;
export const generationFormat = zodTextFormat(generatedBatch, 'nbrc_questions', {
  description: 'Multiple-choice NBRC-style practice questions for respiratory therapy students.',
});

/** The part of the SDK this service uses, so a test can hand in its own. */
export type ResponsesClient = Pick<OpenAI, 'responses'>;

const clients = new WeakMap<Config, OpenAI>();

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

// ---- similarity ----

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().replace(/[^a-z0-9%.]+/g, ' ').split(' ').filter(Boolean));
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 1 : shared / union;
}

export function stemSimilarity(a: string, b: string): number {
  return jaccard(words(a), words(b));
}

// ---- prompt ----

interface PromptParts {
  topic: { id: number; name: string; description: string };
  count: number;
  difficulty?: Difficulty;
  cognitiveLevel?: CognitiveLevel;
  example: QuestionRow | null;
  stems: string[];
  sections: Partial<Record<string, number>>;
}

export const INSTRUCTIONS = [
  'You write multiple-choice practice questions for the NBRC Therapist Multiple-Choice (TMC) examination for respiratory therapists.',
  'Every question is original, clinically accurate, follows current AARC clinical practice guidelines, and has exactly one best answer.',
  'Rules for every item:',
  '- exactly four options, all distinct and plausible, without letter prefixes; never "all of the above", "none of the above" or "both of the above";',
  '- vary which letter is the key across items, and do not make the key systematically the longest option;',
  '- the explanation teaches: why the key is right and why each distractor is wrong, then a line "Correct Answer: X" where X is the key letter, then a last line "Key Learning Point: ..." with the one idea to remember;',
  '- tag each item with its difficulty (easy, medium, hard), cognitive level (recall, application, analysis) and NBRC outline section (I, II or III);',
  '- do not repeat or paraphrase any question the bank already has.',
].join('\n');

export function buildPrompt(p: PromptParts): string {
  const lines: string[] = [];
  lines.push(`Write ${p.count} new question${p.count === 1 ? '' : 's'} on the topic "${p.topic.name}" (${p.topic.description}).`);
  if (p.difficulty) lines.push(`Every question must be of difficulty "${p.difficulty}".`);
  if (p.cognitiveLevel) lines.push(`Every question must be at the "${p.cognitiveLevel}" cognitive level.`);
  lines.push('', 'NBRC TMC outline sections:');
  for (const s of SECTIONS) lines.push(`${s}. ${OUTLINE[s]} (${p.sections[s] ?? 0} questions of this topic so far)`);
  lines.push('Favour the sections this topic has fewest questions in, where the topic allows it.');
  if (p.example) {
    const e = p.example;
    lines.push(
      '',
      'House style: an existing question of this topic. Match its length, tone and explanation format (do not copy its content):',
      JSON.stringify(
        {
          questionText: e.questionText,
          options: e.options,
          correctAnswer: e.correctAnswer,
          explanation: e.explanation,
          difficulty: e.difficulty,
          cognitiveLevel: e.cognitiveLevel ?? 'application',
          outlineSection: e.outlineSection ?? 'III',
        },
        null,
        1,
      ),
    );
  }
  if (p.stems.length) {
    lines.push('', `Stems already in the bank for this topic (${p.stems.length} shown; do not repeat or paraphrase them):`);
    for (const s of p.stems) lines.push(`- ${s}`);
  }
  return lines.join('\n');
}

function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

// ---- validation ----

export interface ItemVerdict {
  kept: Array<{ item: GeneratedItem; input: z.output<typeof questionInput> }>;
  droppedReasons: string[];
}

/**
 * Each item must pass `questionInput` (what an admin-written question must pass) and the bank's
 * content check; it must match a requested difficulty or level; and it must not be a near-duplicate
 * of a stem the topic already has (published or draft) or of an item kept before it.
 */
export function vetItems(
  items: readonly unknown[],
  opts: { topicId: number; count: number; difficulty?: Difficulty; cognitiveLevel?: CognitiveLevel; existingStems: readonly string[] },
): ItemVerdict {
  const kept: ItemVerdict['kept'] = [];
  const droppedReasons: string[] = [];
  const seen = opts.existingStems.map((s) => ({ text: s, w: words(s) }));
  items.forEach((raw, index) => {
    const n = index + 1;
    const drop = (why: string) => droppedReasons.push(`Item ${n}: ${why}`);
    if (index >= opts.count) return drop(`more items than the ${opts.count} requested`);
    const shape = generatedItem.safeParse(raw);
    if (!shape.success) return drop(`not a question object (${firstIssue(shape.error)})`);
    const item = shape.data;
    const parsed = questionInput.safeParse({
      topicId: opts.topicId,
      questionText: item.questionText,
      options: item.options,
      correctAnswer: item.correctAnswer,
      explanation: item.explanation,
      difficulty: item.difficulty,
    });
    if (!parsed.success) return drop(firstIssue(parsed.error));
    const input = parsed.data;
    const key = `item-${n}`;
    const seed: SeedQuestion = {
      key,
      topicId: input.topicId,
      questionText: input.questionText,
      options: input.options as SeedQuestion['options'],
      correctAnswer: input.correctAnswer as AnswerLetter,
      explanation: input.explanation,
      difficulty: input.difficulty,
      cognitiveLevel: item.cognitiveLevel as CognitiveLevel,
      outlineSection: item.outlineSection as OutlineSection,
    };
    const problems = checkQuestion(seed).map((p) => p.replace(`${key}: `, ''));
    if (problems.length) return drop(problems.join('; '));
    if (opts.difficulty && input.difficulty !== opts.difficulty) return drop(`difficulty ${input.difficulty}, not the requested ${opts.difficulty}`);
    if (opts.cognitiveLevel && item.cognitiveLevel !== opts.cognitiveLevel) {
      return drop(`cognitive level ${item.cognitiveLevel}, not the requested ${opts.cognitiveLevel}`);
    }
    const w = words(input.questionText);
    const twin = seen.find((s) => jaccard(w, s.w) >= NEAR_DUPLICATE);
    if (twin) return drop(`near-duplicate of "${truncate(twin.text, 80)}"`);
    seen.push({ text: input.questionText, w });
    kept.push({ item, input });
  });
  return { kept, droppedReasons };
}

function firstIssue(err: z.ZodError): string {
  const issue = err.issues[0];
  if (!issue) return 'invalid';
  const path = issue.path.join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

// ---- errors ----

/** An SDK or parsing failure as a message an admin can act on. */
export function describeFailure(err: unknown, config: Config): TRPCError {
  if (err instanceof TRPCError) return err;
  const seconds = Math.round(config.OPENAI_TIMEOUT_MS / 100) / 10;
  if (err instanceof APIConnectionTimeoutError) {
    return new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: `The AI service did not answer in time (${seconds} s); nothing was stored. Try again, or ask for fewer questions.`,
      cause: err,
    });
  }
  if (err instanceof APIConnectionError) {
    return new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: `The AI service could not be reached${config.OPENAI_BASE_URL ? ` at ${config.OPENAI_BASE_URL}` : ''}; nothing was stored. Try again later.`,
      cause: err,
    });
  }
  if (err instanceof RateLimitError) return new TRPCError({ code: 'TOO_MANY_REQUESTS', message: RATE_LIMITED_MESSAGE, cause: err });
  if (err instanceof APIError) {
    const status = err.status;
    const message =
      status === 401 || status === 403
        ? 'The AI service refused the API key: check OPENAI_API_KEY on the server.'
        : status === 404
          ? `The AI service does not offer the model "${config.OPENAI_MODEL}": check OPENAI_MODEL on the server.`
          : status !== undefined && status < 500
            ? `The AI service rejected the request (${status}): ${apiErrorText(err)}`
            : `The AI service failed (${status ?? 'no status'}); nothing was stored. Try again later.`;
    return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message, cause: err });
  }
  if (err instanceof SyntaxError || err instanceof z.ZodError) {
    return new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The AI service answered with malformed output (not the requested question JSON); nothing was stored. Try again.',
      cause: err,
    });
  }
  return new TRPCError({
    code: 'SERVICE_UNAVAILABLE',
    message: `AI question generation failed: ${err instanceof Error ? err.message : String(err)}`,
    cause: err,
  });
}

function apiErrorText(err: APIError): string {
  const body = err.error as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : err.message;
}

// ---- the run ----

export interface GenerationResult {
  runId: number;
  topicId: number;
  model: string;
  requested: number;
  kept: number;
  dropped: number;
  droppedReasons: string[];
  questions: ReturnType<typeof toAdminQuestion>[];
}

/** The requested topic, or the one with the fewest published questions (a random one among ties). */
export function chooseTopic(deps: Deps, topicId: number | undefined) {
  if (topicId !== undefined) return getTopic(deps.db, topicId);
  const counts = new Map(
    deps.db
      .select({ topicId: questions.topicId, n: count() })
      .from(questions)
      .where(eq(questions.status, 'published'))
      .groupBy(questions.topicId)
      .all()
      .map((r) => [r.topicId, r.n]),
  );
  const all = deps.db.select().from(topics).orderBy(asc(topics.id)).all();
  if (!all.length) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'There are no topics to generate questions for.' });
  const fewest = Math.min(...all.map((t) => counts.get(t.id) ?? 0));
  const tied = all.filter((t) => (counts.get(t.id) ?? 0) === fewest);
  return tied[Math.floor(deps.random() * tied.length)] ?? tied[0]!;
}

function houseExample(deps: Deps, topicId: number): QuestionRow | null {
  const published = deps.db
    .select()
    .from(questions)
    .where(and(eq(questions.topicId, topicId), eq(questions.status, 'published')))
    .orderBy(asc(questions.id))
    .all();
  const styled = published.filter((q) => /^Correct Answer:/m.test(q.explanation) && /^Key Learning Point:/m.test(q.explanation) && !q.calculation);
  const pool = styled.length ? styled : published;
  return pool.length ? pool[Math.floor(deps.random() * pool.length)]! : null;
}

/** A user id the runs table can reference: scripts act as a system user that has no row. */
function actorId(db: DB, userId: number | undefined): number | null {
  if (!userId) return null;
  return db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get()?.id ?? null;
}

/**
 * One generation run. Throws a TRPCError with a readable message when the service is not configured,
 * fails, refuses or answers malformed output; every attempt that reached the service is logged.
 */
export async function generateQuestions(
  deps: Deps,
  actor: { id: number } | null,
  rawInput: GenerateInput,
  client: ResponsesClient | null = openAIClient(deps.config),
): Promise<GenerationResult> {
  if (!client) throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: NOT_CONFIGURED_MESSAGE });
  const input = rawInput ?? { count: DEFAULT_GENERATE };
  const requested = input.count ?? DEFAULT_GENERATE;
  const { db, config } = deps;
  const topic = chooseTopic(deps, input.topicId);

  const topicRows = db
    .select({ questionText: questions.questionText, outlineSection: questions.outlineSection, status: questions.status })
    .from(questions)
    .where(eq(questions.topicId, topic.id))
    .orderBy(desc(questions.id))
    .all();
  const existingStems = topicRows.map((r) => r.questionText);
  const sections: Partial<Record<string, number>> = {};
  for (const r of topicRows) if (r.status === 'published' && r.outlineSection) sections[r.outlineSection] = (sections[r.outlineSection] ?? 0) + 1;
  const prompt = buildPrompt({
    topic,
    count: requested,
    difficulty: input.difficulty,
    cognitiveLevel: input.cognitiveLevel,
    example: houseExample(deps, topic.id),
    stems: existingStems.slice(0, PROMPT_STEMS).map((s) => truncate(s, PROMPT_STEM_CHARS)),
    sections,
  });

  const userId = actorId(db, actor?.id);
  let tokens = { prompt: 0, completion: 0 };
  const logFailure = (failure: TRPCError): never => {
    db.insert(generationRuns)
      .values({
        userId,
        topicId: topic.id,
        model: config.OPENAI_MODEL,
        requested,
        status: 'error',
        error: failure.message,
        promptTokens: tokens.prompt,
        completionTokens: tokens.completion,
        createdAt: deps.now(),
      })
      .run();
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
      throw new TRPCError({ code: 'BAD_REQUEST', message: `The AI model declined to write these questions: ${refusal.refusal}` });
    }
    if (response.status === 'incomplete') {
      const why = response.incomplete_details?.reason ?? 'unknown reason';
      throw new TRPCError({
        code: 'SERVICE_UNAVAILABLE',
        message: `The AI answer was cut off (${why}); nothing was stored. Try again with fewer questions.`,
      });
    }
    if (response.error) {
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: `The AI service failed: ${response.error.message}` });
    }
    const parsed = response.output_parsed;
    if (!parsed || !Array.isArray(parsed.questions)) {
      throw new TRPCError({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The AI service answered with malformed output (no question JSON); nothing was stored. Try again.',
      });
    }
    items = parsed.questions;
  } catch (err) {
    return logFailure(describeFailure(err, config));
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
    saved = storeRun(db, {
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
      logFailure(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Saving the generated questions failed; nothing was stored.' }));
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
function storeRun(db: DB, data: { kept: ItemVerdict['kept']; run: typeof generationRuns.$inferInsert }) {
  // Drafts reach no learner view, but every write to questions moves the bank's version: nothing can go stale.
  bankChanged(db);
  return db.transaction((tx) => {
    const { topicId, createdAt } = data.run;
    const rows = data.kept.map(({ item, input: q }) =>
      writtenRow(
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
      )!,
    );
    const run = writtenRow(tx.insert(generationRuns).values(data.run).returning({ id: generationRuns.id }))!;
    return { runId: run.id, rows };
  });
}

// ---- review ----

/** draft → published: learners see it from now on. */
export function approveQuestion(deps: Deps, id: number) {
  const row = writtenRow(
    deps.db
      .update(questions)
      .set({ status: 'published', updatedAt: deps.now() })
      .where(and(eq(questions.id, id), eq(questions.status, 'draft')))
      .returning(),
  );
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: `Draft question ${id} not found` });
  bankChanged(deps.db);
  return toAdminQuestion(row);
}

/** Deletes a draft; a published question is never removed this way. */
export function rejectQuestion(deps: Deps, id: number): { success: true; id: number } {
  const row = writtenRow(
    deps.db
      .delete(questions)
      .where(and(eq(questions.id, id), eq(questions.status, 'draft')))
      .returning({ id: questions.id }),
  );
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: `Draft question ${id} not found` });
  bankChanged(deps.db);
  return { success: true, id: row.id };
}

/** The latest runs, newest first: who, when, model, topic, what was kept or dropped and why, tokens. */
export function listGenerationRuns(db: DB, limit = 50) {
  return db
    .select({ run: generationRuns, username: users.username, topicName: topics.name })
    .from(generationRuns)
    .leftJoin(users, eq(generationRuns.userId, users.id))
    .leftJoin(topics, eq(generationRuns.topicId, topics.id))
    .orderBy(desc(generationRuns.createdAt), desc(generationRuns.id))
    .limit(limit)
    .all()
    .map(({ run, username, topicName }) => ({
      id: run.id,
      createdAt: run.createdAt,
      userId: run.userId,
      username,
      topicId: run.topicId,
      topicName,
      model: run.model,
      requested: run.requested,
      kept: run.kept,
      dropped: run.dropped,
      droppedReasons: run.droppedReasons,
      promptTokens: run.promptTokens,
      completionTokens: run.completionTokens,
      totalTokens: run.promptTokens + run.completionTokens,
      status: run.status,
      error: run.error,
    }));
}
