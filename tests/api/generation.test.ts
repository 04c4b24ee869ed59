// AI question generation against the built server (npm run build:server first), with the official SDK
// pointed at a fake OpenAI-compatible server on 127.0.0.1: nothing here reaches the internet.
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_USAGE, goodItem, startFakeOpenAI, wrongKeyItem, type FakeOpenAI } from '../fixtures/fake-openai';
import { api, databaseEnv, removeDir, type RunningServer, startServer } from '../support/server';
import { createUserByScript } from '../support/users';
import type { ErrorBody, Out } from '../support/rest-types';
import { serverDb, type ServerDb } from '../support/serverDb';
import { trpcHttp, type ProcedurePath } from '../support/trpc';

let fake: FakeOpenAI;
let server: RunningServer;
let call: ReturnType<typeof api>;
/** The server's database beside it (either engine). */
let db: ServerDb | undefined;
const sqlDb = (): ServerDb => db ?? expect.fail('the server database is not open');
const tokens = { genadmin: '', genpro: '' };

const TIMEOUT_MS = 400;

const createUserScript = createUserByScript;

/** The generate script, run asynchronously: the fake server answers from this process. */
function runScript(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/generate-questions.ts', ...args],
      {
        env: {
          ...process.env,
          ...databaseEnv(server.dbPath),
          OPENAI_BASE_URL: fake.baseURL,
          OPENAI_TIMEOUT_MS: String(TIMEOUT_MS),
          ...env,
        },
        encoding: 'utf8',
      },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A tRPC call over HTTP (superjson envelope), for the procedures that have no REST path. */
async function trpc<P extends ProcedurePath>(path: P, token: string, input?: unknown, method: 'GET' | 'POST' = 'POST') {
  const { status, data, error } = await trpcHttp(server.url)(path, { token, input, method });
  return { status, data: data!, error: error! };
}

const draftCount = async () => (await sqlDb().value(`SELECT count(*) AS n FROM questions WHERE status = 'draft'`)) as number;
const runCount = async () => (await sqlDb().value('SELECT count(*) AS n FROM generation_runs')) as number;
const lastRun = async (): Promise<Record<string, unknown>> => {
  const row = (await sqlDb().get('SELECT * FROM generation_runs ORDER BY id DESC LIMIT 1'))!;
  // JSON text on SQLite, already parsed (jsonb) on PostgreSQL.
  const droppedReasons: unknown = typeof row.dropped_reasons === 'string' ? JSON.parse(row.dropped_reasons) : row.dropped_reasons;
  return { ...row, dropped_reasons: droppedReasons };
};

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startServer({ OPENAI_API_KEY: 'test', OPENAI_BASE_URL: fake.baseURL, OPENAI_TIMEOUT_MS: String(TIMEOUT_MS) });
  call = api(server.url);
  createUserScript(server.dbPath, 'genadmin', 'admin');
  createUserScript(server.dbPath, 'genpro', 'student', 'pro');
  for (const name of ['genadmin', 'genpro'] as const) {
    const res = await call<Out['auth']['login']>('POST', '/api/login', {
      body: { email: `${name}@example.com`, password: 'password-123' },
    });
    expect(res.status).toBe(200);
    tokens[name] = res.body.token;
  }
  db = serverDb(server.dbPath);
});

afterAll(async () => {
  await db?.close();
  await server?.stop();
  if (server) removeDir(server.dir);
  await fake?.close();
});

beforeEach(() => fake.respond({ kind: 'items', items: [] }));

const generate = <T = Out['admin']['generateQuestions']>(body?: unknown) =>
  call<T>('POST', '/api/admin/generate-questions', { token: tokens.genadmin, body });

describe('POST /api/admin/generate-questions', () => {
  it('stores valid items as drafts that learners do not see, and logs the run', async () => {
    fake.respond({ kind: 'items', items: [goodItem(0), goodItem(1), goodItem(2)] });
    const before = await draftCount();
    const res = await generate({ topicId: 3, count: 3, difficulty: 'medium', cognitiveLevel: 'application' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kept: 3, dropped: 0, droppedReasons: [] });
    expect(typeof res.body.runId).toBe('number');
    expect(res.body.questions).toHaveLength(3);
    for (const q of res.body.questions) expect(q).toMatchObject({ topicId: 3, status: 'draft' });
    expect(await draftCount()).toBe(before + 3);

    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.url).toBe('/v1/responses');
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer test');
    const prompt: string = fake.requests[0]!.body.input;
    expect(prompt).toContain('"Mechanical Ventilation"');
    expect(prompt).toContain('House style');
    // The bank's own stems are listed so the model does not repeat them.
    const published = await call<Out['learner']['topicQuestions']>('GET', '/api/questions/3', { token: tokens.genpro });
    expect(published.status).toBe(200);
    expect(published.body.some((q: { questionText: string }) => prompt.includes(q.questionText.slice(0, 80)))).toBe(true);

    // A Pro learner sees none of the drafts.
    const ids = new Set(res.body.questions.map((q: { id: number }) => q.id));
    expect(published.body.some((q: { id: number }) => ids.has(q.id))).toBe(false);
    const published3 = // Clinical case items are practised in their case, not in the topic's single questions.
      (await sqlDb().value(
        `SELECT count(*) AS n FROM questions WHERE topic_id = 3 AND status = 'published' AND case_set_id IS NULL`,
      )) as number;
    expect(published.body).toHaveLength(published3);

    expect(await lastRun()).toMatchObject({
      id: res.body.runId,
      status: 'ok',
      kept: 3,
      dropped: 0,
      requested: 3,
      topic_id: 3,
      model: 'gpt-4o-mini',
      prompt_tokens: FAKE_USAGE.input_tokens,
      completion_tokens: FAKE_USAGE.output_tokens,
      error: null,
    });
  });

  it('accepts an absent body: 5 questions on the topic with the fewest questions', async () => {
    const topics = await call<Out['learner']['topics']>('GET', '/api/topics', { token: tokens.genpro });
    const fewest = Math.min(...topics.body.map((t: { questionCount: number }) => t.questionCount));
    fake.respond({ kind: 'items', items: [goodItem(3), goodItem(4)] });
    const res = await generate();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kept: 2, dropped: 0 });
    const run = await lastRun();
    expect(run).toMatchObject({ requested: 5, kept: 2, status: 'ok' });
    expect(topics.body.find((t: { id: number }) => t.id === run.topic_id)!.questionCount).toBe(fewest);
    expect(fake.requests[0]!.body.input).toContain('Write 5 new questions');
  });

  it('drops an item whose Correct Answer line disagrees with its key', async () => {
    fake.respond({ kind: 'items', items: [goodItem(5), wrongKeyItem(4)] });
    const before = await draftCount();
    const res = await generate({ topicId: 5, count: 2 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kept: 1, dropped: 1 });
    expect(res.body.droppedReasons).toHaveLength(1);
    expect(res.body.droppedReasons[0]).toMatch(/^Item 2: "Correct Answer: [A-D]" disagrees with key [A-D]$/);
    expect(await draftCount()).toBe(before + 1);
    expect(await lastRun()).toMatchObject({ kept: 1, dropped: 1, dropped_reasons: res.body.droppedReasons, status: 'ok' });
  });

  it('drops near-duplicates of the bank and of each other', async () => {
    const bank = await call<Out['learner']['topicQuestions']>('GET', '/api/questions/6', { token: tokens.genpro });
    const stem: string = bank.body[0]!.questionText;
    fake.respond({
      kind: 'items',
      items: [
        goodItem(0, { questionText: stem.replace(/\?\s*$/, ' first?') }),
        goodItem(1),
        goodItem(1, { options: ['k', 'l', 'm', 'n'] }),
      ],
    });
    const before = await draftCount();
    const res = await generate({ topicId: 6, count: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kept: 1, dropped: 2 });
    expect(res.body.droppedReasons[0]).toMatch(/^Item 1: near-duplicate of /);
    expect(res.body.droppedReasons[1]).toMatch(/^Item 3: near-duplicate of /);
    expect(await draftCount()).toBe(before + 1);
  });

  it('answers malformed output with a message and stores nothing', async () => {
    fake.respond({ kind: 'text', text: '{"questions": [ {"questionText": "truncated' });
    const [drafts, runs] = [await draftCount(), await runCount()];
    const res = await generate<ErrorBody>({ topicId: 3, count: 2 });
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/^The AI service answered with malformed output/);
    expect(await draftCount()).toBe(drafts);
    expect(await runCount()).toBe(runs + 1);
    expect(await lastRun()).toMatchObject({ status: 'error', kept: 0, dropped: 0, error: res.body.message });
  });

  it('answers a 429 with 429 and a clear message after one retry', async () => {
    fake.respond({ kind: 'status', status: 429, message: 'Rate limit reached for requests', code: 'rate_limit_exceeded' });
    const drafts = await draftCount();
    const res = await generate<ErrorBody>({ topicId: 3 });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('The AI service is rate limiting requests; try again in a minute.');
    expect(fake.requests).toHaveLength(2);
    expect(await draftCount()).toBe(drafts);
    expect(await lastRun()).toMatchObject({ status: 'error', error: res.body.message, requested: 5 });
  });

  it('gives up when the service does not answer in time', async () => {
    fake.respond({ kind: 'hang' });
    const drafts = await draftCount();
    const res = await generate<ErrorBody>({ topicId: 3, count: 1 });
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/^The AI service did not answer in time/);
    expect(fake.requests).toHaveLength(2);
    expect(await draftCount()).toBe(drafts);
    expect(await lastRun()).toMatchObject({ status: 'error', error: res.body.message });
  });

  it('passes a refusal on to the admin', async () => {
    fake.respond({ kind: 'refusal', refusal: "I'm sorry, I can't assist with that." });
    const drafts = await draftCount();
    const res = await generate<ErrorBody>({ topicId: 3, count: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The AI model declined to write these questions: I'm sorry, I can't assist with that.");
    expect(await draftCount()).toBe(drafts);
    expect(await lastRun()).toMatchObject({ status: 'error', prompt_tokens: FAKE_USAGE.input_tokens });
  });

  it('names the bad field in the body and refuses non-admins', async () => {
    const bad = await generate<ErrorBody>({ count: 50 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^count: /);
    const asPro = await call('POST', '/api/admin/generate-questions', { token: tokens.genpro, body: {} });
    expect(asPro.status).toBe(403);
    expect(fake.requests).toHaveLength(0);
  });
});

describe("kind: 'case-set' (issue #17 §5)", () => {
  const caseSet = (updates: string[]) => ({
    title: 'Ventilated patient who worsens',
    setting: 'adult-critical-care',
    scenario: 'A 62-year-old man is on volume-controlled ventilation after abdominal surgery.',
    items: [goodItem(3), goodItem(4), goodItem(5)].map((it, i) => ({ ...it, update: updates[i] ?? '' })),
  });
  const caseSetsCount = async () => (await sqlDb().value('SELECT count(*) AS n FROM case_sets')) as number;

  it('drafts a case set with draft items into the review queue, invisible to learners', async () => {
    fake.respond({ kind: 'text', text: JSON.stringify(caseSet(['', 'Peak pressure rises to 45 cm H2O.', 'SpO2 falls to 84%.'])) });
    const res = await generate({ kind: 'case-set', topicId: 8, count: 3 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ kept: 3, dropped: 0, droppedReasons: [] });
    const set = res.body.caseSet!;
    expect(set).toMatchObject({ status: 'draft', topicId: 8, setting: 'adult-critical-care', title: 'Ventilated patient who worsens' });
    expect(set.items.map((i) => [i.position, i.update])).toEqual([
      [1, null],
      [2, 'Peak pressure rises to 45 cm H2O.'],
      [3, 'SpO2 falls to 84%.'],
    ]);
    expect(res.body.questions.every((q) => q.status === 'draft')).toBe(true);
    expect(await lastRun()).toMatchObject({ status: 'ok', kept: 3, requested: 3, topic_id: 8 });
    // The model was asked for one case set in its own format.
    expect(JSON.stringify(fake.requests[0]!.body)).toMatch(/nbrc_case_set/);

    const learnerList = await call<Out['learner']['caseSets']>('GET', '/api/case-sets?topicId=8', { token: tokens.genpro });
    expect(learnerList.body.some((s) => s.id === set.id)).toBe(false);
    expect((await call('GET', `/api/case-sets/${set.id}`, { token: tokens.genpro })).status).toBe(404);
    const queue = await call<Out['admin']['caseSets']>('GET', '/api/admin/case-sets?status=draft', { token: tokens.genadmin });
    expect(queue.body.some((s) => s.id === set.id)).toBe(true);
  });

  it('drops the whole set when an item fails validation, and refuses a count outside 3-6', async () => {
    const before = await caseSetsCount();
    fake.respond({ kind: 'text', text: JSON.stringify(caseSet(['', '', 'SpO2 falls to 84%.'])) });
    const res = await generate({ kind: 'case-set', topicId: 8, count: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kept: 0, dropped: 3, caseSet: null });
    expect(res.body.droppedReasons).toContain('Item 2: no update with the new findings');
    expect(await caseSetsCount()).toBe(before);

    const tooMany = await generate<ErrorBody>({ kind: 'case-set', topicId: 8, count: 7 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('count: a case set has 3 to 6 items');
    const badKind = await generate<ErrorBody>({ kind: 'essay' });
    expect(badKind.status).toBe(400);
    expect(badKind.body.message).toMatch(/kind must be questions or case-set/);
  });
});

describe('reviewing drafts', () => {
  it('approve publishes a draft for learners; reject deletes a draft and only a draft', async () => {
    fake.respond({ kind: 'items', items: [goodItem(2), goodItem(3)] });
    const res = await generate({ topicId: 12, count: 2 });
    expect(res.status).toBe(200);
    const [a, b] = res.body.questions as Array<{ id: number }>;
    // Read first, so the topic's cached list exists: approving must replace it.
    const before = await call<Out['learner']['topicQuestions']>('GET', '/api/questions/12', { token: tokens.genpro });
    expect(before.body.map((q: { id: number }) => q.id)).not.toContain(a!.id);

    const approved = await trpc('admin.approveQuestion', tokens.genadmin, { id: a!.id });
    expect(approved.status).toBe(200);
    expect(approved.data).toMatchObject({ id: a!.id, status: 'published' });
    const seen = await call<Out['learner']['topicQuestions']>('GET', '/api/questions/12', { token: tokens.genpro });
    expect(seen.body.map((q: { id: number }) => q.id)).toContain(a!.id);
    expect(seen.body.map((q: { id: number }) => q.id)).not.toContain(b!.id);

    const rejected = await trpc('admin.rejectQuestion', tokens.genadmin, { id: b!.id });
    expect(rejected.status).toBe(200);
    expect(await sqlDb().get('SELECT id FROM questions WHERE id = ?', b!.id)).toBeUndefined();
    const again = await trpc('admin.rejectQuestion', tokens.genadmin, { id: a!.id });
    expect(again.status).toBe(404);
    expect(again.error.message).toBe(`Draft question ${a!.id} not found`);
    expect(await sqlDb().value('SELECT status FROM questions WHERE id = ?', a!.id)).toBe('published');
    expect((await trpc('admin.approveQuestion', tokens.genpro, { id: a!.id })).status).toBe(403);
  });

  it('lists the runs with who, topic, counts and tokens', async () => {
    const res = await trpc('admin.generationRuns', tokens.genadmin, undefined, 'GET');
    expect(res.status).toBe(200);
    expect(res.data.length).toBe(await runCount());
    expect(res.data[0]).toMatchObject({ username: 'genadmin', topicName: 'Cardiopulmonary Diseases', kept: 2, status: 'ok' });
    expect(res.data.some((r) => r.status === 'error' && /rate limiting/.test(String(r.error)))).toBe(true);
  });
});

describe('npm run questions:generate', () => {
  const SCRIPT_TIMEOUT = 60_000;
  const fresh = goodItem(4, {
    questionText:
      'A home-care patient using a liquid oxygen portable unit reports that it empties far sooner than expected on a weekend trip. Which explanation is most likely?',
  });

  it('generates drafts in-process and prints the run', { timeout: SCRIPT_TIMEOUT }, async () => {
    fake.respond({ kind: 'items', items: [fresh, wrongKeyItem(5)] });
    const drafts = await draftCount();
    const out = await runScript(['--topic', '11', '--count', '2', '--difficulty', 'medium', '--level', 'application'], {
      OPENAI_API_KEY: 'test',
    });
    expect(out.stderr).not.toMatch(/Error/);
    expect(out.code).toBe(0);
    const run = await lastRun();
    expect(out.stdout).toContain(`Generation run ${String(run.id)} (topic 11, gpt-4o-mini): kept 1 of 2 requested as drafts, dropped 1`);
    expect(out.stdout).toMatch(/dropped: Item 2: "Correct Answer/);
    expect(run).toMatchObject({ topic_id: 11, kept: 1, dropped: 1, user_id: null, status: 'ok' });
    expect(await draftCount()).toBe(drafts + 1);
    expect(fake.requests[0]!.body.input).toContain('difficulty "medium"');
  });

  it('exits non-zero with the message when generation fails', { timeout: SCRIPT_TIMEOUT }, async () => {
    fake.respond({ kind: 'status', status: 429, message: 'slow down' });
    const runs = await runCount();
    const limited = await runScript(['--topic', '3', '--count', '1'], { OPENAI_API_KEY: 'test' });
    expect(limited.code).toBe(1);
    expect(limited.stderr.trim()).toBe('The AI service is rate limiting requests; try again in a minute.');
    expect(await runCount()).toBe(runs + 1);
  });

  it('exits non-zero on a bad option, and without a key', { timeout: SCRIPT_TIMEOUT }, async () => {
    const runs = await runCount();
    const bad = await runScript(['--topic', '3', '--difficulty', 'extreme'], { OPENAI_API_KEY: 'test' });
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toBe('difficulty: Difficulty must be easy, medium or hard');

    const unconfigured = await runScript(['--topic', '3'], { OPENAI_API_KEY: '' });
    expect(unconfigured.code).toBe(1);
    expect(unconfigured.stderr.trim()).toBe('AI question generation is not configured: set OPENAI_API_KEY on the server.');
    expect(await runCount()).toBe(runs);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('without OPENAI_API_KEY', () => {
  it('answers 503 with the configuration hint', { timeout: 60_000 }, async () => {
    const plain = await startServer({ OPENAI_API_KEY: '', OPENAI_BASE_URL: fake.baseURL });
    try {
      createUserScript(plain.dbPath, 'plainadmin', 'admin');
      const c = api(plain.url);
      const login = await c<Out['auth']['login']>('POST', '/api/login', {
        body: { email: 'plainadmin@example.com', password: 'password-123' },
      });
      const res = await c<ErrorBody>('POST', '/api/admin/generate-questions', { token: login.body.token, body: { topicId: 3 } });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('AI question generation is not configured: set OPENAI_API_KEY on the server.');
      expect(fake.requests).toHaveLength(0);
    } finally {
      await plain.stop();
      removeDir(plain.dir);
    }
  });
});
