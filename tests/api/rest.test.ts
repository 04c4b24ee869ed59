import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, removeDir, type RunningServer, startServer } from '../support/server';
import { createUserByScript } from '../support/users';
import { anyOf } from '../support/match';
import type { ErrorBody, Out } from '../support/rest-types';

let server: RunningServer;
let call: ReturnType<typeof api>;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const createUserScript = createUserByScript;

async function signIn(name: string) {
  const res = await call<Out['auth']['login']>('POST', '/api/login', { body: { email: `${name}@example.com`, password: 'password-123' } });
  expect(res.status).toBe(200);
  tokens[name] = res.body.token;
  ids[name] = res.body.user.id;
}

beforeAll(async () => {
  server = await startServer();
  call = api(server.url);
  // The script writes while the server holds the same database file open.
  expect(createUserScript(server.dbPath, 'admin1', 'admin')).toContain('Created admin admin1');
  createUserScript(server.dbPath, 'super1', 'super_admin');
  createUserScript(server.dbPath, 'pro1', 'student', 'pro');
  for (const n of ['admin1', 'super1', 'pro1']) await signIn(n);
  const reg = await call<Out['auth']['register']>('POST', '/api/register', {
    body: { email: 'free1@example.com', password: 'password-123', username: 'free1', firstName: 'Free', lastName: 'One' },
  });
  expect(reg.status).toBe(201);
  tokens.free1 = reg.body.token;
  ids.free1 = reg.body.user.id;
  // A known set of questions in topic 1, so the exam and quiz paths do not depend on the bank's content.
  for (let i = 0; i < 12; i++) {
    const res = await call<Out['admin']['createQuestion']>('POST', '/api/admin/questions', {
      token: tokens.admin1,
      body: {
        topicId: '1',
        questionText: `API test question ${i}?`,
        options: ['w', 'x', 'y', 'z'],
        correctAnswer: 'B',
        explanation: 'Correct Answer: B',
        difficulty: 'moderate',
      },
    });
    expect(res.status).toBe(201);
    ids[`q${i}`] = res.body.id;
  }
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dir);
});

describe('authentication over REST', () => {
  it('answers login with token and user, and /api/me with the bare user', async () => {
    const me = await call('GET', '/api/me', { token: tokens.pro1 });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'pro1', subscriptionStatus: 'pro', role: 'student', isPro: true });
    expect(me.body).not.toHaveProperty('passwordHash');
    expect(me.body).not.toHaveProperty('token');
  });

  it('names the failing field on bad registration input and refuses duplicates with 409', async () => {
    const bad = await call<ErrorBody>('POST', '/api/register', {
      body: { email: 'not-an-email', password: 'password-123', username: 'zz', firstName: 'a', lastName: 'b' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^email: /);
    const dup = await call<ErrorBody>('POST', '/api/register', {
      body: { email: 'FREE1@example.com', password: 'password-123', username: 'another', firstName: 'a', lastName: 'b' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('An account with this email already exists');
  });

  it('answers 401 with one message for a wrong password and an unknown email', async () => {
    const a = await call<ErrorBody>('POST', '/api/login', { body: { email: 'pro1@example.com', password: 'nope-nope' } });
    const b = await call<ErrorBody>('POST', '/api/login', { body: { email: 'ghost@example.com', password: 'nope-nope' } });
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.body.message).toBe(b.body.message);
  });

  it('answers 429 after 10 failures for one email', async () => {
    await call('POST', '/api/register', {
      body: { email: 'locked@example.com', password: 'password-123', username: 'locked', firstName: 'L', lastName: 'K' },
    });
    for (let i = 0; i < 10; i++) {
      expect((await call('POST', '/api/login', { body: { email: 'locked@example.com', password: 'bad-password' } })).status).toBe(401);
    }
    const res = await call<ErrorBody>('POST', '/api/login', { body: { email: 'locked@example.com', password: 'password-123' } });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/Too many/);
  });

  it('revokes the token at logout', async () => {
    const reg = await call<Out['auth']['login']>('POST', '/api/login', { body: { email: 'free1@example.com', password: 'password-123' } });
    expect((await call('POST', '/api/logout', { token: reg.body.token })).status).toBe(200);
    expect((await call('GET', '/api/me', { token: reg.body.token })).status).toBe(401);
    expect((await call('GET', '/api/me', { token: 'garbage-token' })).status).toBe(401);
    expect((await call('GET', '/api/me')).status).toBe(401);
  });
});

describe('learner paths', () => {
  it('serves topics and the free quiz without an account', async () => {
    const topics = await call<Out['learner']['topics']>('GET', '/api/topics');
    expect(topics.status).toBe(200);
    expect(topics.body).toHaveLength(13);
    expect(topics.body[0]).toMatchObject({ id: 1, name: 'Pulmonary Function Testing' });
    const free = await call<Out['learner']['freeQuiz']>('GET', '/api/free-quiz');
    expect(free.status).toBe(200);
    expect(Array.isArray(free.body)).toBe(true);
    expect(free.body.length).toBeLessThanOrEqual(10);
  });

  it('answers 403 with a message to a free user asking for topic questions, and the list to Pro', async () => {
    const free = await call<ErrorBody>('GET', '/api/questions/1', { token: tokens.free1 });
    expect(free.status).toBe(403);
    expect(free.body.message).toMatch(/Pro/);
    expect((await call('GET', '/api/questions/1')).status).toBe(401);
    const pro = await call<Out['learner']['topicQuestions']>('GET', '/api/questions/1', { token: tokens.pro1 });
    expect(pro.status).toBe(200);
    expect(pro.body.filter((q: { questionText: string }) => q.questionText.startsWith('API test'))).toHaveLength(12);
    expect((await call('GET', '/api/questions/999', { token: tokens.pro1 })).status).toBe(404);
    expect((await call('GET', '/api/questions/abc', { token: tokens.pro1 })).status).toBe(400);
  });

  it('grades a saved topic quiz on the server and shows it in stats and attempts', async () => {
    const res = await call<Out['learner']['saveAttempt']>('POST', '/api/quiz-attempts', {
      token: tokens.pro1,
      body: {
        topicId: 1,
        score: 100,
        totalQuestions: 4,
        timeSpent: null,
        questionsAnswered: [
          { questionId: ids.q0, userAnswer: 'B', isCorrect: true },
          { questionId: ids.q1, userAnswer: 'B', isCorrect: true },
          { questionId: ids.q2, userAnswer: 'B', isCorrect: true },
          { questionId: ids.q3, userAnswer: 'C', isCorrect: true },
        ],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.score).toBe(75);
    const stats = await call<Out['learner']['stats']>('GET', '/api/user-stats', { token: tokens.pro1 });
    expect(stats.body).toMatchObject({ totalQuizzes: 1, averageScore: 75, studyStreak: 1 });
    expect(stats.body.examReadiness).toBeGreaterThanOrEqual(0);
    const attempts = await call<Out['learner']['recentAttempts']>('GET', '/api/quiz-attempts', { token: tokens.pro1 });
    expect(attempts.body[0]).toMatchObject({ score: 75, totalQuestions: 4, topicName: 'Pulmonary Function Testing' });
    const progress = await call<Out['learner']['progress']>('GET', '/api/user-progress', { token: tokens.pro1 });
    expect(progress.body[0]).toMatchObject({ topicName: 'Pulmonary Function Testing', totalQuizzes: 1, averageScore: 75 });
  });

  it('limits a free user to 5 exam attempts per 7 days with the weekly-limit message', async () => {
    const crt = await call('POST', '/api/quiz-attempts', {
      token: tokens.free1,
      body: { topicId: null, score: 80, totalQuestions: 140, examType: 'crt' },
    });
    expect(crt.status).toBe(403);
    const start = await call<Out['learner']['startExam']>('POST', '/api/exams/start', {
      token: tokens.free1,
      body: { examType: 'practice' },
    });
    expect(start.status).toBe(201);
    expect(start.body.questions[0]).not.toHaveProperty('correctAnswer');
    const submitted = await call<Out['learner']['submitExam']>('POST', `/api/exams/${start.body.examSessionId}/submit`, {
      token: tokens.free1,
      body: { answers: [] },
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.score).toBe(0);
    for (let i = 0; i < 4; i++) {
      const r = await call('POST', '/api/quiz-attempts', {
        token: tokens.free1,
        body: { topicId: null, score: 70, totalQuestions: 100, examType: 'practice' },
      });
      expect(r.status).toBe(201);
    }
    const sixth = await call<ErrorBody>('POST', '/api/quiz-attempts', {
      token: tokens.free1,
      body: { topicId: null, score: 70, totalQuestions: 100, examType: 'practice' },
    });
    expect(sixth.status).toBe(403);
    expect(sixth.body.message).toContain('Weekly quiz limit reached');
    const startAgain = await call('POST', '/api/exams/start', { token: tokens.free1, body: { examType: 'practice' } });
    expect(startAgain.status).toBe(403);
  });

  it('answers 503 for subscriptions while Stripe is not configured', async () => {
    const res = await call<ErrorBody>('POST', '/api/create-subscription', { token: tokens.free1, body: { plan: 'monthly' } });
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/not configured/);
    expect((await call('POST', '/api/create-subscription', { token: tokens.free1, body: { plan: 'weekly' } })).status).toBe(400);
    expect((await call('POST', '/api/create-subscription', { body: { plan: 'monthly' } })).status).toBe(401);
  });
});

describe('administrator paths', () => {
  it('keeps every admin path from students, anonymous users and super admins', async () => {
    for (const path of [
      '/api/admin/stats',
      '/api/admin/questions',
      '/api/admin/users',
      '/api/admin/analytics/quiz-trends',
      '/api/admin/analytics/topic-performance',
    ]) {
      expect((await call('GET', path)).status).toBe(401);
      expect((await call('GET', path, { token: tokens.pro1 })).status).toBe(403);
      expect((await call('GET', path, { token: tokens.super1 })).status).toBe(403);
      expect((await call('GET', path, { token: tokens.admin1 })).status).toBe(200);
    }
    for (const path of ['/api/super-admin/users', '/api/super-admin/platform-stats', `/api/super-admin/users/${ids.pro1}`]) {
      expect((await call('GET', path, { token: tokens.admin1 })).status).toBe(403);
      expect((await call('GET', path, { token: tokens.super1 })).status).toBe(200);
    }
  });

  it('creates, updates and deletes a question with validation', async () => {
    const bad = await call<ErrorBody>('POST', '/api/admin/questions', {
      token: tokens.admin1,
      body: { topicId: 1, questionText: 'Q?', options: ['a', 'b', 'c'], correctAnswer: 'A', explanation: '', difficulty: 'easy' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^options: /);
    const created = await call<Out['admin']['createQuestion']>('POST', '/api/admin/questions', {
      token: tokens.admin1,
      body: {
        topicId: 2,
        questionText: 'Fresh question?',
        options: ['a', 'b', 'c', 'd'],
        correctAnswer: 'c',
        explanation: 'x',
        difficulty: 'Advanced',
      },
    });
    expect(created.body).toMatchObject({ topicId: 2, correctAnswer: 'C', difficulty: 'hard' });
    const updated = await call('PUT', `/api/admin/questions/${created.body.id}`, {
      token: tokens.admin1,
      body: {
        topicId: 2,
        questionText: 'Edited question?',
        options: ['a', 'b', 'c', 'd'],
        correctAnswer: 'D',
        explanation: 'x',
        difficulty: 'Basic',
      },
    });
    expect(updated.body).toMatchObject({ questionText: 'Edited question?', difficulty: 'easy' });
    expect((await call('DELETE', `/api/admin/questions/${created.body.id}`, { token: tokens.admin1 })).status).toBe(200);
    expect((await call('DELETE', `/api/admin/questions/${created.body.id}`, { token: tokens.admin1 })).status).toBe(404);
    expect((await call('PUT', '/api/admin/questions/999999', { token: tokens.admin1, body: updated.body })).status).toBe(404);
  });

  it('manages users and their subscriptions', async () => {
    const created = await call<Out['admin']['createUser']>('POST', '/api/admin/users', {
      token: tokens.admin1,
      body: {
        username: 'made1',
        email: 'made1@example.com',
        firstName: 'Made',
        lastName: 'One',
        password: 'password-123',
        role: 'student',
        subscriptionStatus: 'free',
      },
    });
    expect(created.status).toBe(201);
    const noPw = await call('POST', '/api/admin/users', {
      token: tokens.admin1,
      body: {
        username: 'made2',
        email: 'made2@example.com',
        firstName: 'Made',
        lastName: 'Two',
        role: 'student',
        subscriptionStatus: 'free',
      },
    });
    expect(noPw.status).toBe(400);
    const up = await call('POST', `/api/admin/users/${created.body.id}/subscription`, {
      token: tokens.admin1,
      body: { action: 'upgrade', plan: 'yearly' },
    });
    expect(up.body).toMatchObject({ subscriptionStatus: 'premium', subscriptionPlan: 'yearly', isPro: true });
    const login = await call<Out['auth']['login']>('POST', '/api/login', {
      body: { email: 'made1@example.com', password: 'password-123' },
    });
    expect((await call('GET', '/api/questions/1', { token: login.body.token })).status).toBe(200);
    const down = await call<Out['admin']['changeSubscription']>('POST', `/api/admin/users/${created.body.id}/subscription`, {
      token: tokens.admin1,
      body: { action: 'downgrade', plan: 'free' },
    });
    expect(down.body.subscriptionStatus).toBe('free');
    const edit = await call<Out['admin']['updateUser']>('PUT', `/api/admin/users/${created.body.id}`, {
      token: tokens.admin1,
      body: {
        username: 'made1',
        email: 'made1@example.com',
        firstName: 'Renamed',
        lastName: 'One',
        password: '',
        role: 'student',
        subscriptionStatus: 'free',
      },
    });
    expect(edit.body.firstName).toBe('Renamed');
    const relog = await call<Out['auth']['login']>('POST', '/api/login', {
      body: { email: 'made1@example.com', password: 'password-123' },
    });
    expect(relog.status).toBe(200);
    expect((await call('DELETE', `/api/admin/users/${created.body.id}`, { token: tokens.admin1 })).status).toBe(200);
    expect((await call('GET', '/api/me', { token: relog.body.token })).status).toBe(401);
    expect((await call('DELETE', `/api/admin/users/${ids.admin1}`, { token: tokens.admin1 })).status).toBe(400);
  });

  it('answers stats, analytics and a clear 503 for AI generation', async () => {
    const stats = await call<Out['admin']['stats']>('GET', '/api/admin/stats', { token: tokens.admin1 });
    expect(stats.body.totalQuestions).toBeGreaterThanOrEqual(12);
    expect(stats.body.quizzesToday).toBeGreaterThanOrEqual(1);
    const trends = await call<Out['admin']['quizTrends']>('GET', '/api/admin/analytics/quiz-trends', { token: tokens.admin1 });
    expect(trends.body[trends.body.length - 1]).toMatchObject({ date: new Date().toISOString().slice(0, 10) });
    const perf = await call<Out['admin']['topicPerformance']>('GET', '/api/admin/analytics/topic-performance', { token: tokens.admin1 });
    expect(perf.body[0]).toMatchObject({ topicName: 'Pulmonary Function Testing', attempts: 1, avgScore: 75 });
    const gen = await call<ErrorBody>('POST', '/api/admin/generate-questions', { token: tokens.admin1 });
    expect(gen.status).toBe(503);
    expect(gen.body.message).toMatch(/OPENAI_API_KEY/);
  });

  it('gives the super admin user analytics and detail', async () => {
    const list = await call<Out['superAdmin']['users']>('GET', '/api/super-admin/users', { token: tokens.super1 });
    expect(list.body.some((u: { username: string }) => u.username === 'pro1')).toBe(true);
    const detail = await call<Out['superAdmin']['userDetail']>('GET', `/api/super-admin/users/${ids.pro1}`, { token: tokens.super1 });
    expect(detail.body.user.username).toBe('pro1');
    expect(detail.body.quizHistory[0]).toMatchObject({ score: 75, totalQuestions: 4 });
    expect(detail.body.activityHistory.map((a: { activityType: string }) => a.activityType)).toContain('login');
    expect((await call('GET', '/api/super-admin/users/424242', { token: tokens.super1 })).status).toBe(404);
    const platform = await call('GET', '/api/super-admin/platform-stats', { token: tokens.super1 });
    expect(platform.body).toMatchObject({ totalQuizzes: anyOf(Number), averagePlatformScore: anyOf(Number) });
  });
});

describe('the HTTP surface', () => {
  it('answers malformed JSON with 400, a huge body with 413, unknown paths with JSON 404', async () => {
    const bad = await call<ErrorBody>('POST', '/api/login', { raw: '{"email":' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Request body is not valid JSON');
    const big = await call('POST', '/api/login', { raw: JSON.stringify({ email: 'x'.repeat(2_000_000) }) });
    expect(big.status).toBe(413);
    const unknown = await call<ErrorBody>('GET', '/api/definitely-not-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/No API route/);
  });

  it('sends security headers and serves the app shell for client routes', async () => {
    const res = await fetch(`${server.url}/dashboard`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('stays up after bad input', async () => {
    expect((await call('GET', '/api/health')).status).toBe(200);
  });
});
