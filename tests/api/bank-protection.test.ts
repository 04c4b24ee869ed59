// Issue #15 §4: the free plan is a taste of the bank, not a way to copy it; drafts are not gradable.
// Each rule is held on REST and on tRPC, which reach the same procedures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, removeDir, type RunningServer, startServer } from '../support/server';
import { createUserByScript } from '../support/users';
import type { ErrorBody, Out } from '../support/rest-types';
import { serverDb, type ServerDb } from '../support/serverDb';
import { trpcAt, trpcFailure } from '../support/trpc';

let server: RunningServer;
let call: ReturnType<typeof api>;
let seq = 0;

const scriptUser = (name: string, role: string, subscription?: string) => createUserByScript(server.dbPath, name, role, subscription);
async function signIn(name: string): Promise<string> {
  const res = await call<Out['auth']['login']>('POST', '/api/login', { body: { email: `${name}@example.com`, password: 'password-123' } });
  expect(res.status).toBe(200);
  return res.body.token;
}
async function registerFree(): Promise<string> {
  const name = `bankfree${++seq}`;
  const res = await call<Out['auth']['register']>('POST', '/api/register', {
    body: { email: `${name}@example.com`, password: 'password-123', username: name, firstName: 'F', lastName: 'L' },
  });
  expect(res.status).toBe(201);
  return res.body.token;
}
/** The server's database beside it (either engine), opened once for the file. */
let shared: ServerDb | undefined;
const sqlDb = () => (shared ??= serverDb(server.dbPath));
/** Read the stored keys from the server's database (the test plays the grader's oracle). */
async function keysOf(ids: number[]): Promise<Map<number, { key: string; explanation: string }>> {
  const rows = await sqlDb().all<{ id: number; key: string; explanation: string }>(
    `select id, correct_answer as key, explanation from questions where id in (${ids.map(() => '?').join(',')})`,
    ...ids,
  );
  return new Map(rows.map((r) => [r.id, { key: r.key, explanation: r.explanation }]));
}
const wrong = (k: string) => (k === 'A' ? 'B' : 'A');

beforeAll(async () => {
  server = await startServer();
  call = api(server.url);
  scriptUser('bankpro', 'student', 'pro');
});

afterAll(async () => {
  await shared?.close();
  await server?.stop();
  if (server) removeDir(server.dir);
});

describe('a saved attempt grades published questions only', () => {
  let draftId: number;
  beforeAll(async () => {
    draftId = Number(
      await sqlDb().value(
        `insert into questions (topic_id, question_text, options, correct_answer, explanation, difficulty, status, is_free, rte_2027, calculation, created_at)
        values (1, ?, '["a","b","c","d"]', 'C', 'Correct Answer: C', 'medium', 'draft', ?, ?, ?, ?) returning id`,
        // A parameter: a `?` inside the SQL text would be taken for a placeholder on PostgreSQL.
        'An unreviewed draft?',
        false,
        false,
        false,
        Date.now(),
      ),
    );
  });

  it('refuses a draft question with 400 naming it, on REST and tRPC, and stores nothing', async () => {
    const token = await signIn('bankpro');
    const body = { topicId: 1, questionsAnswered: [{ questionId: draftId, userAnswer: 'C' }] };
    const rest = await call<ErrorBody>('POST', '/api/quiz-attempts', { token, body });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(`questionsAnswered: question ${draftId} is not published`);
    const viaTrpc = await trpcFailure(trpcAt(server.url, token).learner.saveAttempt.mutate(body));
    expect(viaTrpc).toEqual({ status: 400, message: `questionsAnswered: question ${draftId} is not published` });
    const mixed = await trpcFailure(trpcAt(server.url, token).learner.saveAttempt.mutate({ ...body, topicId: 'mixed-comprehensive' }));
    expect(mixed.status).toBe(400);
    expect((await call<Out['learner']['stats']>('GET', '/api/user-stats', { token })).body.totalQuizzes).toBe(0);
  });
});

describe("a free learner's exam review keeps the keys of questions they did not get right", () => {
  type Review = {
    questionId: number;
    correctAnswer: string | null;
    explanation: string;
    source: string | null;
    reviewedOn: string | null;
    userAnswer: string | null;
    isCorrect: boolean;
    keyWithheld: boolean;
  }[];

  /** Starts a practice exam and submits: the first question right, the second wrong, the rest blank. */
  async function sitExam(submit: (examSessionId: string, answers: (string | null)[]) => Promise<{ review: Review }>, token: string) {
    const start = await call<Out['learner']['startExam']>('POST', '/api/exams/start', { token, body: { examType: 'practice' } });
    expect(start.status).toBe(201);
    const ids = (start.body.questions as { id: number }[]).map((q) => q.id);
    const keys = await keysOf(ids);
    const answers = [keys.get(ids[0]!)!.key, wrong(keys.get(ids[1]!)!.key)];
    const result = await submit(start.body.examSessionId, answers);
    return { examSessionId: start.body.examSessionId, ids, keys, review: result.review };
  }

  function expectWithheld(review: Review, keys: Map<number, { key: string; explanation: string }>) {
    const [right, missed, ...blank] = review;
    expect(right).toMatchObject({
      isCorrect: true,
      keyWithheld: false,
      correctAnswer: keys.get(right!.questionId)!.key,
      explanation: keys.get(right!.questionId)!.explanation,
    });
    // The source line travels with the explanation, and is withheld with it (issue #17).
    expect(typeof right!.source).toBe('string');
    expect(missed).toMatchObject({
      isCorrect: false,
      keyWithheld: true,
      correctAnswer: null,
      explanation: '',
      source: null,
      reviewedOn: null,
    });
    expect(missed!.userAnswer).not.toBeNull();
    expect(blank.length).toBeGreaterThan(50);
    for (const item of blank)
      expect(item).toMatchObject({ isCorrect: false, keyWithheld: true, correctAnswer: null, explanation: '', userAnswer: null });
  }

  it('on REST (submit) and tRPC (submit and result)', async () => {
    const restToken = await registerFree();
    const rest = await sitExam(async (id, answers) => {
      const res = await call<Out['learner']['examResult']>('POST', `/api/exams/${id}/submit`, { token: restToken, body: { answers } });
      expect(res.status).toBe(200);
      return res.body;
    }, restToken);
    expectWithheld(rest.review, rest.keys);

    const trpcToken = await registerFree();
    const client = trpcAt(server.url, trpcToken);
    // The procedure answers the summary and the review's first page (issue #33): that page withholds the same way.
    type Shown = { questionId: number | null; correctAnswer: string | null; explanation: string; keyWithheld: boolean };
    const shown = (r: Shown) => ({
      questionId: r.questionId,
      correctAnswer: r.correctAnswer,
      explanation: r.explanation,
      keyWithheld: r.keyWithheld,
    });
    let firstPage: Shown[] = [];
    const viaTrpc = await sitExam(async (examSessionId, answers) => {
      firstPage = (await client.learner.submitExam.mutate({ examSessionId, answers })).reviewPage.review.items;
      return client.learner.examResult.query({ examSessionId });
    }, trpcToken);
    expectWithheld(viaTrpc.review, viaTrpc.keys);
    expect(firstPage).toHaveLength(10);
    expect(firstPage.map(shown)).toEqual(viaTrpc.review.slice(0, 10).map(shown));
    // Submitting twice answers the first result, withheld the same way.
    const twice = await client.learner.submitExam.mutate({ examSessionId: viaTrpc.examSessionId, answers: [] });
    expect(twice.reviewPage.review.items).toEqual(firstPage);
    expect(twice.reviewPage.review.keysWithheld).toBe(true);
  });

  it('an empty submission carries no key at all, while a Pro learner reviews every key and explanation', async () => {
    const freeToken = await registerFree();
    const start = await call<Out['learner']['startExam']>('POST', '/api/exams/start', { token: freeToken, body: { examType: 'practice' } });
    const empty = await call<Out['learner']['examResult']>('POST', `/api/exams/${start.body.examSessionId}/submit`, {
      token: freeToken,
      body: { answers: [] },
    });
    expect(empty.body.review.filter((r: { correctAnswer: string | null }) => r.correctAnswer !== null)).toEqual([]);
    expect(empty.body.review.filter((r: { explanation: string }) => r.explanation !== '')).toEqual([]);

    const proToken = await signIn('bankpro');
    const pro = await sitExam(async (examSessionId, answers) => {
      await trpcAt(server.url, proToken).learner.submitExam.mutate({ examSessionId, answers });
      return trpcAt(server.url, proToken).learner.examResult.query({ examSessionId });
    }, proToken);
    for (const item of pro.review) {
      expect(item).toMatchObject({
        keyWithheld: false,
        correctAnswer: pro.keys.get(item.questionId)!.key,
        explanation: pro.keys.get(item.questionId)!.explanation,
      });
    }
  });
});
