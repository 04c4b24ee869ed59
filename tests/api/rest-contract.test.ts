// The REST surface as a client reading only SPEC §3/§7 and DECISIONS.md would call it: the field names of
// every answer, the inputs the spec allows (text ids, nulls, both admin difficulty vocabularies, partial
// edits) and clear 400s naming the field for the rest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, removeDir, type RunningServer, startServer } from '../support/server';
import { createUserByScript } from '../support/users';
import type { ErrorBody, Out } from '../support/rest-types';

let server: RunningServer;
let call: ReturnType<typeof api>;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
/** Question ids of topic 3 with their keys, from the seeded bank. */
let topic3: { id: number; correctAnswer: string }[] = [];

const USER_FIELDS = [
  'id',
  'username',
  'email',
  'firstName',
  'lastName',
  'role',
  'subscriptionStatus',
  'createdAt',
  'loginCount',
  'lastLoginAt',
  'totalQuizzes',
  'averageScore',
];
const QUESTION_FIELDS = ['id', 'topicId', 'questionText', 'options', 'correctAnswer', 'explanation', 'difficulty', 'createdAt'];
const question = (extra: Record<string, unknown> = {}) => ({
  topicId: 2,
  questionText: `Contract question ${Math.random()}?`,
  options: ['7.25', '7.40', '7.55', '7.65'],
  correctAnswer: 'B',
  explanation: 'Correct Answer: B',
  difficulty: 'easy',
  ...extra,
});

const createUserScript = (name: string, role: string, subscription?: string) => createUserByScript(server.dbPath, name, role, subscription);

async function register(name: string) {
  const res = await call<Out['auth']['register']>('POST', '/api/register', {
    body: { email: `${name}@example.com`, password: 'password-123', username: name, firstName: 'Free', lastName: 'User' },
  });
  expect(res.status).toBe(201);
  tokens[name] = res.body.token;
  ids[name] = res.body.user.id;
}

/** fetch with a JSON content type on every request, as many test helpers and HTTP clients send it. */
const alwaysJson = (method: string, path: string, token: string | undefined) =>
  fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } });

beforeAll(async () => {
  server = await startServer();
  call = api(server.url);
  createUserScript('cadmin', 'admin');
  createUserScript('csuper', 'super_admin');
  createUserScript('cpro', 'student', 'pro');
  for (const n of ['cadmin', 'csuper', 'cpro']) {
    const res = await call<Out['auth']['login']>('POST', '/api/login', { body: { email: `${n}@example.com`, password: 'password-123' } });
    expect(res.status).toBe(200);
    tokens[n] = res.body.token;
    ids[n] = res.body.user.id;
  }
  await register('cfree');
  const qs = await call<Out['learner']['topicQuestions']>('GET', '/api/questions/3', { token: tokens.cpro });
  expect(qs.status).toBe(200);
  topic3 = qs.body;
  expect(topic3.length).toBeGreaterThanOrEqual(3);
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dir);
});

describe('field names of SPEC §3', () => {
  it('answers login and register with {token, user} and /api/me with the bare user, never a password', async () => {
    const login = await call<Out['auth']['login']>('POST', '/api/login', { body: { email: 'cpro@example.com', password: 'password-123' } });
    expect(Object.keys(login.body).sort()).toEqual(['token', 'user']);
    for (const f of USER_FIELDS) expect(login.body.user).toHaveProperty(f);
    const me = await call<Out['auth']['me']>('GET', '/api/me', { token: tokens.cpro });
    for (const f of USER_FIELDS) expect(me.body).toHaveProperty(f);
    expect(Object.keys(me.body).some((k) => /password/i.test(k))).toBe(false);
    expect(me.body).not.toHaveProperty('token');
  });

  it('never lets registration choose a role or a subscription', async () => {
    const res = await call<Out['auth']['register']>('POST', '/api/register', {
      body: {
        email: 'sneaky@example.com',
        password: 'password-123',
        username: 'sneaky',
        firstName: 'S',
        lastName: 'N',
        role: 'admin',
        subscriptionStatus: 'pro',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ role: 'student', subscriptionStatus: 'free' });
  });

  it('gives questions a numeric topicId, an options list and a key letter', async () => {
    const res = await call<Out['learner']['topicQuestions']>('GET', '/api/questions/3', { token: tokens.cpro });
    for (const f of QUESTION_FIELDS) expect(res.body[0]).toHaveProperty(f);
    expect(res.body[0]!.topicId).toBe(3);
    expect(Array.isArray(res.body[0]!.options)).toBe(true);
    expect(res.body[0]!.correctAnswer).toMatch(/^[A-D]$/);
  });

  it('shapes the analytics answers as the spec names them', async () => {
    await call('POST', '/api/quiz-attempts', {
      token: tokens.cpro,
      body: {
        topicId: 3,
        questionsAnswered: [{ questionId: topic3[0]!.id, userAnswer: topic3[0]!.correctAnswer, isCorrect: true }],
        score: 100,
        totalQuestions: 1,
        timeSpent: null,
      },
    });
    const stats = await call<Record<string, unknown>>('GET', '/api/admin/stats', { token: tokens.cadmin });
    for (const f of ['totalQuestions', 'activeUsers', 'quizzesToday', 'averageScore']) expect(typeof stats.body[f]).toBe('number');
    const trends = await call<Out['admin']['quizTrends']>('GET', '/api/admin/analytics/quiz-trends', { token: tokens.cadmin });
    expect(Object.keys(trends.body[0]!).sort()).toEqual(['avgScore', 'count', 'date']);
    const perf = await call<Out['admin']['topicPerformance']>('GET', '/api/admin/analytics/topic-performance', { token: tokens.cadmin });
    for (const f of ['topicName', 'attempts', 'avgScore', 'totalQuestions']) expect(perf.body[0]).toHaveProperty(f);
    const platform = await call<Out['superAdmin']['platformStats']>('GET', '/api/super-admin/platform-stats', { token: tokens.csuper });
    expect(Object.keys(platform.body).sort()).toEqual(['activeUsersToday', 'averagePlatformScore', 'totalQuizzes', 'totalUsers']);
    const detail = await call<Out['superAdmin']['userDetail']>('GET', `/api/super-admin/users/${ids.cpro}`, { token: tokens.csuper });
    expect(Object.keys(detail.body).sort()).toEqual(['activityHistory', 'progressByTopic', 'quizHistory', 'user']);
    for (const f of ['topicName', 'totalQuizzes', 'averageScore', 'lastQuizDate']) expect(detail.body.progressByTopic[0]).toHaveProperty(f);
    for (const f of ['id', 'topicName', 'score', 'totalQuestions', 'timeSpent', 'completedAt'])
      expect(detail.body.quizHistory[0]).toHaveProperty(f);
    expect(Object.keys(detail.body.activityHistory[0]!).sort()).toEqual(['activityType', 'createdAt']);
  });
});

describe('what the spec allows in a quiz-attempt body', () => {
  it('accepts a topicId sent as text and a null score, timeSpent and numeric-text totalQuestions', async () => {
    const q = topic3[1]!;
    const res = await call('POST', '/api/quiz-attempts', {
      token: tokens.cpro,
      body: {
        topicId: '3',
        questionsAnswered: [{ questionId: q.id, userAnswer: q.correctAnswer, isCorrect: true }],
        score: null,
        totalQuestions: '1',
        timeSpent: null,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ topicId: 3, score: 100, totalQuestions: 1, timeSpent: null });
  });

  it("accepts every mixed exam's text id and names topicId when the id is unknown", async () => {
    for (const topicId of ['mixed-comprehensive', 'mixed-advanced', 'mixed-fundamentals']) {
      const res = await call<Out['learner']['saveAttempt']>('POST', '/api/quiz-attempts', {
        token: tokens.cpro,
        body: {
          topicId,
          questionsAnswered: [{ questionId: topic3[2]!.id, userAnswer: 'A', isCorrect: false }],
          score: 0,
          totalQuestions: 1,
          timeSpent: null,
        },
      });
      expect(res.status).toBe(201);
      expect(res.body.mixedType).toBe(topicId);
    }
    const bogus = await call<ErrorBody>('POST', '/api/quiz-attempts', {
      token: tokens.cpro,
      body: { topicId: 'mixed-everything', questionsAnswered: [{ questionId: 1 }] },
    });
    expect(bogus.status).toBe(400);
    expect(bogus.body.message).toMatch(/^topicId: .*mixed-comprehensive/);
    const unknown = await call<ErrorBody>('POST', '/api/quiz-attempts', {
      token: tokens.cpro,
      body: { topicId: 999, questionsAnswered: [{ questionId: 1 }] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^topicId: /);
    const missing = await call<ErrorBody>('POST', '/api/quiz-attempts', {
      token: tokens.cpro,
      body: { questionsAnswered: [{ questionId: 1 }] },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('topicId: topicId is required');
  });

  it('takes the exam report with or without its null topicId, keeps its time spent within the limit, and names bad fields', async () => {
    const res = await call('POST', '/api/quiz-attempts', {
      token: tokens.cpro,
      body: { score: 88, totalQuestions: 140, examType: 'crt', timeSpent: 20_000 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ examType: 'crt', score: 88, totalQuestions: 140, timeSpent: 240 * 60, selfReported: true });
    const noType = await call<ErrorBody>('POST', '/api/quiz-attempts', {
      token: tokens.cpro,
      body: { topicId: null, score: 88, totalQuestions: 100 },
    });
    expect(noType.status).toBe(400);
    expect(noType.body.message).toMatch(/^examType: /);
    const noScore = await call<ErrorBody>('POST', '/api/quiz-attempts', {
      token: tokens.cpro,
      body: { topicId: null, score: null, totalQuestions: 100, examType: 'practice' },
    });
    expect(noScore.status).toBe(400);
    expect(noScore.body.message).toMatch(/^score: /);
    const tooHigh = await call<ErrorBody>('POST', '/api/quiz-attempts', {
      token: tokens.cpro,
      body: { topicId: null, score: 101, totalQuestions: 100, examType: 'practice' },
    });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.message).toMatch(/^score: /);
  });
});

describe('the free plan over REST', () => {
  it('answers topic questions with the Pro message, then with the weekly-limit message once 5 exams are used', async () => {
    await register('cfree2');
    const before = await call<ErrorBody>('GET', '/api/questions/1', { token: tokens.cfree2 });
    expect(before.status).toBe(403);
    expect(before.body.message).toMatch(/Pro/);
    for (let i = 0; i < 5; i++) {
      const r = await call('POST', '/api/quiz-attempts', {
        token: tokens.cfree2,
        body: { topicId: null, score: 60, totalQuestions: 100, examType: 'practice', timeSpent: 600 },
      });
      expect(r.status).toBe(201);
    }
    const sixth = await call<ErrorBody>('POST', '/api/quiz-attempts', {
      token: tokens.cfree2,
      body: { topicId: null, score: 60, totalQuestions: 100, examType: 'practice' },
    });
    expect(sixth.status).toBe(403);
    expect(sixth.body.message).toContain('Weekly quiz limit reached');
    const start = await call<ErrorBody>('POST', '/api/exams/start', { token: tokens.cfree2, body: { examType: 'practice' } });
    expect(start.status).toBe(403);
    expect(start.body.message).toContain('Weekly quiz limit reached');
    const questions = await call<ErrorBody>('GET', '/api/questions/1', { token: tokens.cfree2 });
    expect(questions.status).toBe(403);
    expect(questions.body.message).toContain('Weekly quiz limit reached');
  });

  it('refuses CRT and RRT to a free user with one message for a report and a start', async () => {
    const report = await call<ErrorBody>('POST', '/api/quiz-attempts', {
      token: tokens.cfree,
      body: { topicId: null, score: 60, totalQuestions: 115, examType: 'rrt' },
    });
    const start = await call<ErrorBody>('POST', '/api/exams/start', { token: tokens.cfree, body: { examType: 'rrt' } });
    expect(report.status).toBe(403);
    expect(start.status).toBe(403);
    expect(report.body.message).toBe(start.body.message);
  });
});

describe('admin question bodies', () => {
  it('stores both admin forms’ difficulty words in one vocabulary', async () => {
    const expected: Record<string, string> = {
      easy: 'easy',
      moderate: 'medium',
      medium: 'medium',
      hard: 'hard',
      Basic: 'easy',
      Intermediate: 'medium',
      Advanced: 'hard',
    };
    for (const [sent, stored] of Object.entries(expected)) {
      const res = await call<Out['admin']['createQuestion']>('POST', '/api/admin/questions', {
        token: tokens.cadmin,
        body: question({ difficulty: sent }),
      });
      expect(res.status).toBe(201);
      expect(res.body.difficulty).toBe(stored);
    }
    const bad = await call<ErrorBody>('POST', '/api/admin/questions', { token: tokens.cadmin, body: question({ difficulty: 'extreme' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^difficulty: /);
  });

  it('takes topicId as text, defaults a null difficulty and explanation, and names an unknown topic', async () => {
    const res = await call('POST', '/api/admin/questions', {
      token: tokens.cadmin,
      body: question({ topicId: '3', difficulty: null, explanation: null }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ topicId: 3, difficulty: 'medium', explanation: '' });
    for (const f of QUESTION_FIELDS) expect(res.body).toHaveProperty(f);
    const unknown = await call<ErrorBody>('POST', '/api/admin/questions', { token: tokens.cadmin, body: question({ topicId: 999 }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^topicId: /);
    const three = await call<ErrorBody>('POST', '/api/admin/questions', {
      token: tokens.cadmin,
      body: question({ options: ['a', 'b', 'c'] }),
    });
    expect(three.status).toBe(400);
    expect(three.body.message).toMatch(/^options: /);
  });

  it('keeps fields a PUT leaves out and names bad fields without any wrapper', async () => {
    const created = await call<Out['admin']['createQuestion']>('POST', '/api/admin/questions', {
      token: tokens.cadmin,
      body: question({ difficulty: 'Advanced' }),
    });
    const edited = await call('PUT', `/api/admin/questions/${created.body.id}`, {
      token: tokens.cadmin,
      body: { questionText: 'Only the text changed?' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      questionText: 'Only the text changed?',
      difficulty: 'hard',
      correctAnswer: 'B',
      topicId: 2,
      explanation: 'Correct Answer: B',
    });
    const bad = await call<ErrorBody>('PUT', `/api/admin/questions/${created.body.id}`, {
      token: tokens.cadmin,
      body: question({ correctAnswer: 'E' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^correctAnswer: /);
  });
});

describe('admin user bodies', () => {
  it('keeps role and plan a PUT leaves out, treats an empty plan as free, and downgrades without a plan', async () => {
    const created = await call<Out['admin']['createUser']>('POST', '/api/admin/users', {
      token: tokens.cadmin,
      body: {
        username: 'cstaff',
        email: 'cstaff@example.com',
        firstName: 'C',
        lastName: 'Staff',
        password: 'password-123',
        role: 'admin',
        subscriptionStatus: 'premium',
      },
    });
    expect(created.status).toBe(201);
    const renamed = await call('PUT', `/api/admin/users/${created.body.id}`, { token: tokens.cadmin, body: { firstName: 'Renamed' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ firstName: 'Renamed', lastName: 'Staff', role: 'admin', subscriptionStatus: 'premium' });
    const cleared = await call<Out['admin']['updateUser']>('PUT', `/api/admin/users/${created.body.id}`, {
      token: tokens.cadmin,
      body: { subscriptionStatus: '' },
    });
    expect(cleared.body.subscriptionStatus).toBe('free');
    const badRole = await call<ErrorBody>('PUT', `/api/admin/users/${created.body.id}`, {
      token: tokens.cadmin,
      body: { role: 'teacher' },
    });
    expect(badRole.status).toBe(400);
    expect(badRole.body.message).toMatch(/^role: /);

    const up = await call<Out['admin']['changeSubscription']>('POST', `/api/admin/users/${created.body.id}/subscription`, {
      token: tokens.cadmin,
      body: { action: 'upgrade', plan: 'monthly' },
    });
    expect(up.body.subscriptionStatus).toBe('premium');
    const down = await call<Out['admin']['changeSubscription']>('POST', `/api/admin/users/${created.body.id}/subscription`, {
      token: tokens.cadmin,
      body: { action: 'downgrade' },
    });
    expect(down.status).toBe(200);
    expect(down.body.subscriptionStatus).toBe('free');
    const noPlan = await call<ErrorBody>('POST', `/api/admin/users/${created.body.id}/subscription`, {
      token: tokens.cadmin,
      body: { action: 'upgrade' },
    });
    expect(noPlan.status).toBe(400);
    expect(noPlan.body.message).toMatch(/^plan: /);
  });

  it('creates a user whose empty role and plan take the defaults', async () => {
    const res = await call('POST', '/api/admin/users', {
      token: tokens.cadmin,
      body: {
        username: 'cdefault',
        email: 'cdefault@example.com',
        firstName: 'C',
        lastName: 'Default',
        password: 'password-123',
        role: '',
        subscriptionStatus: null,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ role: 'student', subscriptionStatus: 'free' });
  });
});

describe('HTTP details', () => {
  it('reads an empty body with a JSON content type as no body', async () => {
    const created = await call<Out['admin']['createQuestion']>('POST', '/api/admin/questions', { token: tokens.cadmin, body: question() });
    const del = await alwaysJson('DELETE', `/api/admin/questions/${created.body.id}`, tokens.cadmin);
    expect(del.status).toBe(200);
    const gen = await alwaysJson('POST', '/api/admin/generate-questions', tokens.cadmin);
    expect(gen.status).toBe(503);
    const login = await call<Out['auth']['login']>('POST', '/api/login', {
      body: { email: 'cfree@example.com', password: 'password-123' },
    });
    const out = await alwaysJson('POST', '/api/logout', login.body.token);
    expect(out.status).toBe(200);
    const bad = await call('POST', '/api/login', { raw: '{"email":' });
    expect(bad.status).toBe(400);
    // An edit that lost its body changes nothing and says so.
    for (const path of [`/api/admin/questions/${topic3[0]!.id}`, `/api/admin/users/${ids.cfree}`]) {
      const empty = await alwaysJson('PUT', path, tokens.cadmin);
      expect(empty.status).toBe(400);
      expect(((await empty.json()) as { message: string }).message).toBe('Send at least one field to change');
    }
  });

  it('answers /api itself with a JSON 404 and an unknown exam id with 404', async () => {
    const root = await call<ErrorBody>('GET', '/api');
    expect(root.status).toBe(404);
    expect(root.body.message).toMatch(/No API route/);
    const exam = await call('POST', '/api/exams/x/submit', { token: tokens.cpro, body: { answers: [] } });
    expect(exam.status).toBe(404);
  });
});
