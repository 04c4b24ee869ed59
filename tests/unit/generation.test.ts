import { first } from '../../src/server/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generationRuns, questions } from '../../db/schema';
import { BANK } from '../../db/seed/bank';
import { createCaller } from '../../src/server/appRouter';
import {
  generationFormat,
  NOT_CONFIGURED_MESSAGE,
  RATE_LIMITED_MESSAGE,
  stemSimilarity,
  vetItems,
  NEAR_DUPLICATE,
} from '../../src/server/features/generation/index';
import type { Deps } from '../../src/server/lib/deps';
import { createContext } from '../../src/server/trpc';
import { FAKE_USAGE, goodItem, startFakeOpenAI, wrongKeyItem, type FakeOpenAI } from '../fixtures/fake-openai';
import { makeWorld, type TestWorld } from '../support/db';
import { rejection } from '../support/rejection';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.respond({ kind: 'items', items: [] }));

/** A caller on the world's database whose configuration points the SDK at the fake server. */
function aiCaller(w: TestWorld, overrides: Partial<Deps['config']> = {}) {
  const deps: Deps = {
    db: w.db,
    config: { ...w.config, OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseURL, OPENAI_TIMEOUT_MS: 300, ...overrides },
    now: w.now,
    random: w.random,
    runtime: w.runtime,
  };
  return async (token?: string) => createCaller(await createContext(deps, token ? `Bearer ${token}` : undefined));
}

const drafts = async (w: TestWorld) => await w.db.select().from(questions).where(eq(questions.status, 'draft'));
const runs = async (w: TestWorld) => await w.db.select().from(generationRuns).orderBy(generationRuns.id);

describe('AI generation is optional', () => {
  it('answers 503 with the configuration hint when OPENAI_API_KEY is not set, and calls nothing', async () => {
    const w = await makeWorld();
    const admin = await w.signUp('adm', { role: 'admin' });
    const err = await rejection(w.caller(admin.token).admin.generateQuestions());
    expect(err).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: NOT_CONFIGURED_MESSAGE });
    expect(NOT_CONFIGURED_MESSAGE).toBe('AI question generation is not configured: set OPENAI_API_KEY on the server.');
    expect(fake.requests).toHaveLength(0);
    expect(await runs(w)).toHaveLength(0);
  });

  it('keeps the generation procedures for admins only', async () => {
    const w = await makeWorld();
    const call = aiCaller(w);
    for (const [name, extra] of [
      ['stud', {}],
      ['pro', { subscriptionStatus: 'pro' }],
      ['sup', { role: 'super_admin' as const }],
    ] as const) {
      const u = await w.signUp(name, extra);
      await expect((await call(u.token)).admin.generateQuestions({ topicId: 3 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect((await call(u.token)).admin.approveQuestion({ id: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect((await call(u.token)).admin.rejectQuestion({ id: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect((await call(u.token)).admin.generationRuns()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    await expect((await call()).admin.generateQuestions()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('a generation run', () => {
  it('asks with the topic, outline, house style and existing stems, and stores the valid items as drafts', async () => {
    const w = await makeWorld();
    const admin = await w.signUp('adm', { role: 'admin' });
    const pro = await w.signUp('pro', { subscriptionStatus: 'pro' });
    fake.respond({ kind: 'items', items: [goodItem(0), goodItem(1), goodItem(2)] });

    const result = await (await aiCaller(w)(admin.token)).admin.generateQuestions({ topicId: 3, count: 3, difficulty: 'moderate' });
    expect(result).toMatchObject({ kept: 3, dropped: 0, droppedReasons: [], requested: 3, topicId: 3, model: 'gpt-4o-mini' });
    expect(result.questions).toHaveLength(3);
    for (const q of result.questions)
      expect(q).toMatchObject({ topicId: 3, status: 'draft', cognitiveLevel: 'application', outlineSection: 'III', isFree: false });
    expect(result.questions.map((q) => q.questionText)).toEqual([goodItem(0), goodItem(1), goodItem(2)].map((i) => i.questionText));

    // What the model was asked.
    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0]!;
    expect(req.headers.authorization).toBe('Bearer test-key');
    expect(req.body.model).toBe('gpt-4o-mini');
    expect(req.body.text.format).toMatchObject({ type: 'json_schema', name: 'nbrc_questions', strict: true });
    expect(req.body.text.format.schema.properties.questions.items.properties.correctAnswer.enum).toEqual(['A', 'B', 'C', 'D']);
    expect(req.body.instructions).toMatch(/NBRC/);
    const prompt: string = req.body.input;
    expect(prompt).toContain('Write 3 new questions on the topic "Mechanical Ventilation"');
    expect(prompt).toContain('difficulty "medium"');
    expect(prompt).toMatch(/III\. Initiation and Modification of Interventions/);
    expect(prompt).toContain('House style');
    for (let n = 0; n < 3; n++) expect(prompt).toContain(`Fixture question ${n} of topic 3?`);
    expect(prompt).not.toContain('of topic 4?');

    // What was stored: drafts, and a run with the tokens the response reported.
    expect(await drafts(w)).toHaveLength(3);
    const [run] = await runs(w);
    expect(run).toMatchObject({
      id: result.runId,
      userId: admin.id,
      topicId: 3,
      model: 'gpt-4o-mini',
      requested: 3,
      kept: 3,
      dropped: 0,
      status: 'ok',
      error: null,
      promptTokens: FAKE_USAGE.input_tokens,
      completionTokens: FAKE_USAGE.output_tokens,
    });

    // Learners never see drafts.
    const seen = await w.caller(pro.token).learner.topicQuestions({ topicId: 3 });
    expect(seen).toHaveLength(3);
    expect(seen.some((q) => result.questions.some((d) => d.id === q.id))).toBe(false);
    expect((await w.caller(pro.token).learner.topics()).find((t) => t.id === 3)?.questionCount).toBe(3);
    // The admin list filters them by status.
    const listed = await w.caller(admin.token).admin.questions({ status: 'draft' });
    expect(listed.items.map((q) => q.id).sort()).toEqual(result.questions.map((q) => q.id).sort());
  });

  it('defaults to 5 questions on the topic with the fewest published questions', async () => {
    const w = await makeWorld();
    const admin = await w.signUp('adm', { role: 'admin' });
    // Topic 7 loses a question, so it has the fewest.
    const one = (await first(w.db.select().from(questions).where(eq(questions.topicId, 7)).limit(1)))!;
    await w.caller(admin.token).admin.deleteQuestion({ id: one.id });
    fake.respond({ kind: 'items', items: [goodItem(0), goodItem(1)] });

    const result = await (await aiCaller(w)(admin.token)).admin.generateQuestions();
    expect(result).toMatchObject({ topicId: 7, requested: 5, kept: 2 });
    expect(fake.requests[0]!.body.input).toContain('Write 5 new questions on the topic "Infection Control"');
    expect((await runs(w))[0]).toMatchObject({ topicId: 7, requested: 5, kept: 2, dropped: 0 });
  });

  it('drops and counts invalid items and near-duplicates, storing only the rest', async () => {
    const w = await makeWorld();
    const admin = await w.signUp('adm', { role: 'admin' });
    const existing = 'Fixture question 1 of topic 3?';
    fake.respond({
      kind: 'items',
      items: [
        goodItem(0),
        wrongKeyItem(1),
        goodItem(2, { questionText: `  ${existing}  ` }),
        goodItem(3, { options: ['one', 'two', 'three'] }),
        goodItem(4, { options: ['Same', 'same', 'Other', 'Another'] }),
        goodItem(0, { options: ['w', 'x', 'y', 'z'] }),
        goodItem(5, { explanation: 'Too short.\nCorrect Answer: B' }),
        goodItem(1, { correctAnswer: 'E' }),
      ],
    });
    const result = await (await aiCaller(w)(admin.token)).admin.generateQuestions({ topicId: 3, count: 8 });
    expect(result.kept).toBe(1);
    expect(result.dropped).toBe(7);
    expect(result.droppedReasons).toHaveLength(7);
    const reasons = result.droppedReasons.join('\n');
    expect(result.droppedReasons[0]).toMatch(/^Item 2: "Correct Answer: A" disagrees with key [B-D]/);
    expect(result.droppedReasons[1]).toMatch(/^Item 3: near-duplicate of "Fixture question 1 of topic 3\?"/);
    expect(result.droppedReasons[2]).toMatch(/^Item 4: options: A question needs exactly 4 options/);
    expect(result.droppedReasons[3]).toMatch(/^Item 5: options: Options must be different/);
    expect(result.droppedReasons[4]).toMatch(/^Item 6: near-duplicate of /);
    expect(result.droppedReasons[5]).toMatch(/^Item 7: .*Key Learning Point/);
    expect(result.droppedReasons[6]).toBe('Item 8: correctAnswer: Correct answer must be A, B, C or D');
    expect(reasons).not.toMatch(/item-\d/);

    expect((await drafts(w)).map((d) => d.questionText)).toEqual([goodItem(0).questionText]);
    expect((await runs(w))[0]).toMatchObject({ status: 'ok', kept: 1, dropped: 7, droppedReasons: result.droppedReasons });
  });

  it('drops items beyond the requested count and items off the requested difficulty or level', async () => {
    const w = await makeWorld();
    const admin = await w.signUp('adm', { role: 'admin' });
    fake.respond({
      kind: 'items',
      items: [
        goodItem(0, { difficulty: 'hard' }),
        goodItem(1, { difficulty: 'medium' }),
        goodItem(2, { difficulty: 'hard', cognitiveLevel: 'recall' }),
        goodItem(3, { difficulty: 'hard' }),
      ],
    });
    const result = await (
      await aiCaller(w)(admin.token)
    ).admin.generateQuestions({
      topicId: 3,
      count: 3,
      difficulty: 'hard',
      cognitiveLevel: 'application',
    });
    expect(result.kept).toBe(1);
    expect(result.droppedReasons).toEqual([
      'Item 2: difficulty medium, not the requested hard',
      'Item 3: cognitive level recall, not the requested application',
      'Item 4: more items than the 3 requested',
    ]);
    expect(await drafts(w)).toHaveLength(1);
    expect((await drafts(w))[0]).toMatchObject({ difficulty: 'hard', cognitiveLevel: 'application' });
  });

  it('does not repeat a draft that is still waiting for review', async () => {
    const w = await makeWorld();
    const admin = await w.signUp('adm', { role: 'admin' });
    fake.respond({ kind: 'items', items: [goodItem(0)] });
    await (await aiCaller(w)(admin.token)).admin.generateQuestions({ topicId: 3, count: 1 });
    fake.respond({ kind: 'items', items: [goodItem(0), goodItem(1)] });
    const second = await (await aiCaller(w)(admin.token)).admin.generateQuestions({ topicId: 3, count: 2 });
    expect(second.kept).toBe(1);
    expect(second.droppedReasons[0]).toMatch(/^Item 1: near-duplicate/);
    expect(fake.requests[0]!.body.input).toContain(goodItem(0).questionText.slice(0, 60));
    expect(await drafts(w)).toHaveLength(2);
  });

  it('rejects bad input before calling the service', async () => {
    const w = await makeWorld();
    const admin = await w.signUp('adm', { role: 'admin' });
    const call = await aiCaller(w)(admin.token);
    await expect(call.admin.generateQuestions({ topicId: 3, count: 21 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(call.admin.generateQuestions({ topicId: 3, count: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(call.admin.generateQuestions({ topicId: 3, difficulty: 'extreme' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(call.admin.generateQuestions({ topicId: 3, cognitiveLevel: 'synthesis' as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(call.admin.generateQuestions({ topicId: 99 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(fake.requests).toHaveLength(0);
    expect(await runs(w)).toHaveLength(0);
  });
});

describe('failures store nothing but the run record', () => {
  async function failing(behaviour: Parameters<FakeOpenAI['respond']>[0]) {
    const w = await makeWorld();
    const admin = await w.signUp('adm', { role: 'admin' });
    fake.respond(behaviour);
    const err = await rejection((await aiCaller(w)(admin.token)).admin.generateQuestions({ topicId: 3, count: 2 }));
    expect(await drafts(w)).toHaveLength(0);
    const all = await runs(w);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ status: 'error', kept: 0, dropped: 0, userId: admin.id, topicId: 3, requested: 2, error: err.message });
    return { err, run: all[0]! };
  }

  it('maps a 429 to TOO_MANY_REQUESTS after one retry', async () => {
    const { err, run } = await failing({ kind: 'status', status: 429, message: 'Rate limit reached', code: 'rate_limit_exceeded' });
    expect(err).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: RATE_LIMITED_MESSAGE });
    expect(RATE_LIMITED_MESSAGE).toBe('The AI service is rate limiting requests; try again in a minute.');
    expect(fake.requests).toHaveLength(2);
    expect(run.promptTokens).toBe(0);
  });

  it('gives up after the configured timeout', async () => {
    const started = Date.now();
    const { err } = await failing({ kind: 'hang' });
    expect(err.code).toBe('SERVICE_UNAVAILABLE');
    expect(err.message).toMatch(/^The AI service did not answer in time \(0\.3 s\); nothing was stored/);
    expect(fake.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('reports a refusal with the model’s words and the tokens it cost', async () => {
    const { err, run } = await failing({ kind: 'refusal', refusal: 'I cannot help with that request.' });
    expect(err).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The AI model declined to write these questions: I cannot help with that request.',
    });
    expect(run).toMatchObject({ promptTokens: FAKE_USAGE.input_tokens, completionTokens: FAKE_USAGE.output_tokens });
  });

  it('reports malformed output', async () => {
    const { err } = await failing({ kind: 'text', text: '{"questions": [{"questionText": "cut off' });
    expect(err.code).toBe('SERVICE_UNAVAILABLE');
    expect(err.message).toMatch(/malformed output/);
  });

  it('reports output of the wrong shape as malformed', async () => {
    expect((await failing({ kind: 'text', text: '{"items": []}' })).err.message).toMatch(/malformed output/);
    // Strict structured outputs guarantee every field; an answer without them ignored the schema.
    expect((await failing({ kind: 'items', items: [goodItem(0), { questionText: 'Only a stem?' }] })).err.message).toMatch(
      /malformed output/,
    );
  });

  it('explains a rejected API key and an unknown model', async () => {
    expect((await failing({ kind: 'status', status: 401, message: 'Incorrect API key' })).err.message).toBe(
      'The AI service refused the API key: check OPENAI_API_KEY on the server.',
    );
    expect(fake.requests).toHaveLength(1);
    expect((await failing({ kind: 'status', status: 404, message: 'model not found' })).err.message).toMatch(
      /does not offer the model "gpt-4o-mini"/,
    );
  });

  it('says when the service cannot be reached', async () => {
    const w = await makeWorld();
    const admin = await w.signUp('adm', { role: 'admin' });
    const err = await rejection(
      (await aiCaller(w, { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' })(admin.token)).admin.generateQuestions({ topicId: 3 }),
    );
    expect(err).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(err.message).toMatch(/could not be reached at http:\/\/127\.0\.0\.1:9\/v1/);
    expect((await runs(w))[0]).toMatchObject({ status: 'error', error: err.message });
  });

  it('stores no draft when saving fails half-way, and logs the failed run', async () => {
    const w = await makeWorld();
    const admin = await w.signUp('adm', { role: 'admin' });
    // The second draft's insert fails inside the transaction.
    w.db.$client.exec(
      `CREATE TRIGGER fail_second_draft BEFORE INSERT ON questions WHEN NEW.status = 'draft' AND NEW.question_text LIKE 'During a spontaneous%'
       BEGIN SELECT RAISE(ABORT, 'disk trouble'); END`,
    );
    fake.respond({ kind: 'items', items: [goodItem(0), goodItem(1), goodItem(2)] });
    await expect((await aiCaller(w)(admin.token)).admin.generateQuestions({ topicId: 3, count: 3 })).rejects.toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
    });
    expect(await drafts(w)).toHaveLength(0);
    expect(await runs(w)).toHaveLength(1);
    expect((await runs(w))[0]).toMatchObject({
      status: 'error',
      kept: 0,
      error: 'Saving the generated questions failed; nothing was stored.',
    });
  });
});

describe('reviewing drafts', () => {
  it('approve publishes a draft; reject deletes one; neither touches a published question', async () => {
    const w = await makeWorld();
    const admin = await w.signUp('adm', { role: 'admin' });
    const pro = await w.signUp('pro', { subscriptionStatus: 'pro' });
    fake.respond({ kind: 'items', items: [goodItem(0), goodItem(1)] });
    const call = await aiCaller(w)(admin.token);
    const { questions: made } = await call.admin.generateQuestions({ topicId: 3, count: 2 });
    const [a, b] = made as [(typeof made)[0], (typeof made)[0]];

    const approved = await call.admin.approveQuestion({ id: a.id });
    expect(approved).toMatchObject({ id: a.id, status: 'published' });
    expect((await w.caller(pro.token).learner.topicQuestions({ topicId: 3 })).map((q) => q.id)).toContain(a.id);
    await expect(call.admin.approveQuestion({ id: a.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(call.admin.rejectQuestion({ id: a.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: `Draft question ${a.id} not found`,
    });
    expect((await first(w.db.select().from(questions).where(eq(questions.id, a.id)).limit(1)))?.status).toBe('published');

    expect(await call.admin.rejectQuestion({ id: b.id })).toEqual({ success: true, id: b.id });
    expect(await first(w.db.select().from(questions).where(eq(questions.id, b.id)).limit(1))).toBeUndefined();
    await expect(call.admin.rejectQuestion({ id: b.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(call.admin.approveQuestion({ id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await w.db
        .select()
        .from(questions)
        .where(and(eq(questions.topicId, 3), eq(questions.status, 'draft'))),
    ).toHaveLength(0);
  });

  it('lists the latest 50 runs, newest first, with who, topic, counts, reasons and tokens', async () => {
    const w = await makeWorld();
    const admin = await w.signUp('adm', { role: 'admin' });
    for (let i = 0; i < 55; i++) {
      await w.db
        .insert(generationRuns)
        .values({ userId: null, topicId: 1, model: 'old', requested: 1, status: 'ok', createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
    }
    w.clock.now = new Date('2026-03-11T09:00:00Z');
    fake.respond({ kind: 'items', items: [goodItem(0), wrongKeyItem(1)] });
    await (await aiCaller(w)(admin.token)).admin.generateQuestions({ topicId: 3, count: 2 });
    const list = await (await aiCaller(w)(admin.token)).admin.generationRuns();
    expect(list).toHaveLength(50);
    expect(list[0]).toMatchObject({
      username: 'adm',
      userId: admin.id,
      topicId: 3,
      topicName: 'Mechanical Ventilation',
      model: 'gpt-4o-mini',
      requested: 2,
      kept: 1,
      dropped: 1,
      status: 'ok',
      error: null,
      promptTokens: FAKE_USAGE.input_tokens,
      completionTokens: FAKE_USAGE.output_tokens,
      totalTokens: FAKE_USAGE.input_tokens + FAKE_USAGE.output_tokens,
      createdAt: new Date('2026-03-11T09:00:00Z'),
    });
    expect(list[0]!.droppedReasons).toHaveLength(1);
    expect(list[1]).toMatchObject({ username: null, model: 'old', createdAt: new Date(Date.UTC(2026, 0, 1, 0, 54)) });
    expect(list[49]!.createdAt).toEqual(new Date(Date.UTC(2026, 0, 1, 0, 6)));
  });
});

describe('the pieces', () => {
  it('builds a strict JSON schema the SDK accepts, with four options and enums', () => {
    interface JsonSchemaNode {
      required?: string[];
      additionalProperties?: boolean;
      properties: Record<string, JsonSchemaNode & { enum?: string[]; items: JsonSchemaNode }>;
    }
    const schema = generationFormat.schema as unknown as JsonSchemaNode;
    const item = schema.properties.questions!.items;
    expect(item.required!.sort()).toEqual([
      'cognitiveLevel',
      'correctAnswer',
      'difficulty',
      'explanation',
      'options',
      'outlineSection',
      'questionText',
    ]);
    expect(item.additionalProperties).toBe(false);
    expect(item.properties.options!).toMatchObject({ type: 'array', minItems: 4, maxItems: 4 });
    expect(item.properties.outlineSection!.enum).toEqual(['I', 'II', 'III']);
  });

  it('finds near-duplicates by word overlap, not by exact text', () => {
    const stem = BANK.find((q) => q.topicId === 3 && !q.calculation)!.questionText;
    expect(stemSimilarity(stem, `${stem.toUpperCase()}  `)).toBe(1);
    expect(stemSimilarity(stem, stem.replace(/\?$/, ' now?'))).toBeGreaterThanOrEqual(NEAR_DUPLICATE);
    expect(stemSimilarity(stem, goodItem(0).questionText)).toBeLessThan(NEAR_DUPLICATE);
    const verdict = vetItems([goodItem(0, { questionText: stem.replace(/\?$/, ' now?') })], {
      topicId: 3,
      count: 1,
      existingStems: [stem],
    });
    expect(verdict.kept).toHaveLength(0);
    expect(verdict.droppedReasons[0]).toMatch(/^Item 1: near-duplicate of /);
  });

  it('has fixture items that pass on their own against the whole seeded bank', () => {
    const items = [0, 1, 2, 3, 4, 5].map((n) => goodItem(n));
    for (const topicId of [1, 3, 7]) {
      const verdict = vetItems(items, {
        topicId,
        count: 6,
        existingStems: BANK.filter((q) => q.topicId === topicId).map((q) => q.questionText),
      });
      expect(verdict.droppedReasons).toEqual([]);
      expect(verdict.kept).toHaveLength(6);
    }
  });
});
