// The learner's views of the question bank are cached in the server process. These tests read a view (so
// it is cached), change the bank, and expect the very next read to show the change — over REST and tRPC,
// against the built server (npm run build:server first).
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, removeDir, type RunningServer, startServer } from '../support/server';
import { createUserByScript } from '../support/users';
import type { ErrorBody, Out, TrpcEnvelope } from '../support/rest-types';
import { withServerDb } from '../support/serverDb';
import { trpcHttp, type ProcedurePath } from '../support/trpc';

let server: RunningServer;
let call: ReturnType<typeof api>;
const tokens: Record<string, string> = {};
const TOPIC = 7;

const createUserScript = createUserByScript;

async function trpcGet<P extends ProcedurePath>(path: P, token: string | undefined, input?: unknown) {
  const { status, data, error } = await trpcHttp(server.url)(path, { token, input, method: 'GET' });
  return { status, data, error };
}

/** A GET whose body is left encoded (fetch would decode it). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const question = (text: string, extra: Record<string, unknown> = {}) => ({
  topicId: String(TOPIC),
  questionText: text,
  options: ['a', 'b', 'c', 'd'],
  correctAnswer: 'C',
  explanation: 'Correct Answer: C',
  difficulty: 'moderate',
  ...extra,
});

const topicCount = async () => {
  const res = await call<Out['learner']['topics']>('GET', '/api/topics');
  expect(res.status).toBe(200);
  return (res.body as { id: number; questionCount: number }[]).find((t) => t.id === TOPIC)!.questionCount;
};

beforeAll(async () => {
  server = await startServer();
  call = api(server.url);
  createUserScript(server.dbPath, 'cacheadmin', 'admin');
  createUserScript(server.dbPath, 'cachepro', 'student', 'pro');
  createUserScript(server.dbPath, 'cachefree', 'student');
  for (const n of ['cacheadmin', 'cachepro', 'cachefree']) {
    const res = await call<Out['auth']['login']>('POST', '/api/login', { body: { email: `${n}@example.com`, password: 'password-123' } });
    expect(res.status).toBe(200);
    tokens[n] = res.body.token;
  }
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dir);
});

describe('cached question bank views', () => {
  it('shows a created, edited and deleted question in the next read of the topic list and the counts', async () => {
    const countBefore = await topicCount();
    const listBefore = await call<Out['learner']['topicQuestions']>('GET', `/api/questions/${TOPIC}`, { token: tokens.cachepro });
    expect(listBefore.status).toBe(200);
    const viaTrpc = await trpcGet('learner.topicQuestions', tokens.cachepro, { topicId: TOPIC });
    expect(viaTrpc.status).toBe(200);
    expect(viaTrpc.data).toHaveLength(listBefore.body.length);

    const created = await call<Out['admin']['createQuestion']>('POST', '/api/admin/questions', {
      token: tokens.cacheadmin,
      body: question('Cache test: first wording?'),
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(await topicCount()).toBe(countBefore + 1);
    const afterCreate = await call<Out['learner']['topicQuestions']>('GET', `/api/questions/${TOPIC}`, { token: tokens.cachepro });
    expect(afterCreate.body).toHaveLength(listBefore.body.length + 1);
    expect(afterCreate.body.find((q: { id: number }) => q.id === id)!.questionText).toBe('Cache test: first wording?');

    const edited = await call<Out['admin']['updateQuestion']>('PUT', `/api/admin/questions/${id}`, {
      token: tokens.cacheadmin,
      body: question('Cache test: second wording?'),
    });
    expect(edited.status).toBe(200);
    const afterEdit = await trpcGet('learner.topicQuestions', tokens.cachepro, { topicId: TOPIC });
    expect(afterEdit.data?.find((q) => q.id === id)?.questionText).toBe('Cache test: second wording?');
    // Dates survive the cached serialisation as Dates (superjson), not strings.
    expect(typeof afterEdit.data?.[0]?.createdAt).toBe('string');
    const raw = await fetch(
      `${server.url}/trpc/learner.topicQuestions?input=${encodeURIComponent(JSON.stringify({ json: { topicId: TOPIC } }))}`,
      {
        headers: { authorization: `Bearer ${tokens.cachepro}` },
      },
    ).then((r) => r.json() as Promise<TrpcEnvelope<unknown>>);
    expect(raw.result?.data?.meta?.values?.['0.createdAt']).toEqual(['Date']);

    const moved = await call<Out['admin']['updateQuestion']>('PUT', `/api/admin/questions/${id}`, {
      token: tokens.cacheadmin,
      body: question('Cache test: moved?', { topicId: '8' }),
    });
    expect(moved.status).toBe(200);
    expect(await topicCount()).toBe(countBefore);
    const inEight = await call<Out['learner']['topicQuestions']>('GET', '/api/questions/8', { token: tokens.cachepro });
    expect(inEight.body.map((q: { id: number }) => q.id)).toContain(id);

    expect((await call('DELETE', `/api/admin/questions/${id}`, { token: tokens.cacheadmin })).status).toBe(200);
    const afterDelete = await call<Out['learner']['topicQuestions']>('GET', '/api/questions/8', { token: tokens.cachepro });
    expect(afterDelete.body.map((q: { id: number }) => q.id)).not.toContain(id);
    expect(await topicCount()).toBe(countBefore);
  });

  it('grades a saved attempt and starts a quiz with the key as it is after an edit', async () => {
    const created = await call<Out['admin']['createQuestion']>('POST', '/api/admin/questions', {
      token: tokens.cacheadmin,
      body: question('Cache test: graded?'),
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const save = <T = Out['learner']['saveAttempt']>() =>
      call<T>('POST', '/api/quiz-attempts', {
        token: tokens.cachepro,
        body: { topicId: TOPIC, questionsAnswered: [{ questionId: id, userAnswer: 'C' }] },
      });
    const first = await save();
    expect(first.status).toBe(201);
    expect(first.body.score).toBe(100);
    expect(
      (
        await call<Out['admin']['updateQuestion']>('PUT', `/api/admin/questions/${id}`, {
          token: tokens.cacheadmin,
          body: question('Cache test: graded?', { correctAnswer: 'A' }),
        })
      ).status,
    ).toBe(200);
    const second = await save();
    expect(second.status).toBe(201);
    expect(second.body.score).toBe(0);
    // A deleted question can no longer be answered.
    expect((await call('DELETE', `/api/admin/questions/${id}`, { token: tokens.cacheadmin })).status).toBe(200);
    const third = await save<ErrorBody>();
    expect(third.status).toBe(400);
    expect(third.body.message).toBe(`questionsAnswered: unknown question ${id}`);
  });

  it('still applies the Pro check and the 401 to every read of a cached list', async () => {
    expect((await call<Out['learner']['topicQuestions']>('GET', `/api/questions/${TOPIC}`, { token: tokens.cachepro })).status).toBe(200);
    const free = await call<ErrorBody>('GET', `/api/questions/${TOPIC}`, { token: tokens.cachefree });
    expect(free.status).toBe(403);
    expect(free.body.message).toMatch(/Pro/);
    expect((await call<Out['learner']['topicQuestions']>('GET', `/api/questions/${TOPIC}`)).status).toBe(401);
    const missing = await call<ErrorBody>('GET', '/api/questions/999', { token: tokens.cachepro });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Topic 999 not found');
  });

  it('sees a change another process wrote to the database file', async () => {
    const before = await call<Out['learner']['topicQuestions']>('GET', `/api/questions/${TOPIC}`, { token: tokens.cachepro });
    const target = before.body[0] as { id: number; questionText: string };
    const freeBefore = await call<Out['learner']['freeQuiz']>('GET', '/api/free-quiz');
    expect(freeBefore.status).toBe(200);
    await withServerDb(server.dbPath, async (db) => {
      await db.run('UPDATE questions SET question_text = ? WHERE id = ?', 'Changed by another process?', target.id);
      // Unpublish the whole free pool: the preview must come back empty.
      await db.run('UPDATE questions SET is_free = false');
    });
    const after = await call<Out['learner']['topicQuestions']>('GET', `/api/questions/${TOPIC}`, { token: tokens.cachepro });
    expect(after.body.find((q: { id: number }) => q.id === target.id)!.questionText).toBe('Changed by another process?');
    expect(freeBefore.body.length).toBeGreaterThan(0);
    expect((await call<Out['learner']['freeQuiz']>('GET', '/api/free-quiz')).body).toEqual([]);
  });

  it('answers a cached read with the bytes tRPC itself writes, in every encoding, and leaves refusals to tRPC', async () => {
    const enc = (o: unknown) => encodeURIComponent(JSON.stringify(o));
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/trpc/${path}`, {
        headers: { authorization: `Bearer ${tokens.cachepro}`, 'accept-encoding': 'identity', ...headers },
      });
    // Two procedures in one batch are not a cached read: tRPC answers, and its first item is the reference.
    const viaTrpc = await get(`learner.topicQuestions,learner.examDefinitions?batch=1&input=${enc({ 0: { json: { topicId: TOPIC } } })}`);
    expect(viaTrpc.status).toBe(200);
    const reference = (await viaTrpc.json()) as unknown[];
    const single = await get(`learner.topicQuestions?batch=1&input=${enc({ 0: { json: { topicId: TOPIC } } })}`);
    expect(single.status).toBe(200);
    expect(single.headers.get('content-type')).toBe('application/json');
    const text = await single.text();
    expect(text).toBe(JSON.stringify([reference[0]]));
    const plain = await get(`learner.topicQuestions?input=${enc({ json: { topicId: TOPIC } })}`);
    expect(await plain.text()).toBe(JSON.stringify(reference[0]));
    const topics = await get('learner.topics?batch=1&input=%7B%7D');
    expect(((await topics.json()) as TrpcEnvelope<unknown[]>[])[0]!.result?.data?.json).toHaveLength(13);

    for (const [encoding, decode] of [
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const) {
      const res = await rawGet(`/trpc/learner.topicQuestions?batch=1&input=${enc({ 0: { json: { topicId: TOPIC } } })}`, {
        authorization: `Bearer ${tokens.cachepro}`,
        'accept-encoding': encoding,
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(decode(res.body).toString()).toBe(text);
    }

    const free = await fetch(`${server.url}/trpc/learner.topicQuestions?batch=1&input=${enc({ 0: { json: { topicId: TOPIC } } })}`, {
      headers: { authorization: `Bearer ${tokens.cachefree}` },
    });
    expect(free.status).toBe(403);
    const body = (await free.json()) as TrpcEnvelope<unknown>[];
    expect(body[0]!.error?.json?.data.code).toBe('FORBIDDEN');
    const bad = await get(`learner.topicQuestions?batch=1&input=${enc({ 0: { json: { topicId: -1 } } })}`);
    expect(bad.status).toBe(400);
  });
});
