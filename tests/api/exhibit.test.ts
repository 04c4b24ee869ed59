import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, removeDir, type RunningServer, startServer } from '../support/server';
import { createUserByScript } from '../support/users';
import type { ErrorBody, Out } from '../support/rest-types';

let server: RunningServer;
let call: ReturnType<typeof api>;
const tokens: Record<string, string> = {};

const exhibit = {
  kind: 'capnogram',
  title: 'Capnogram during transport',
  alt: 'Regular square waves that stop abruptly halfway through the trace, leaving a flat line at zero.',
  pattern: 'suddenLoss',
  etco2: 36,
};

const question = {
  topicId: 13,
  questionText: 'Based on the capnogram shown, which problem is most likely during transport?',
  options: ['Disconnection', 'Bronchospasm', 'Rebreathing', 'Fever'],
  correctAnswer: 'A',
  explanation: 'Correct Answer: A',
  difficulty: 'medium',
};

beforeAll(async () => {
  server = await startServer();
  call = api(server.url);
  createUserByScript(server.dbPath, 'exadmin', 'admin');
  createUserByScript(server.dbPath, 'expro', 'student', 'pro');
  for (const name of ['exadmin', 'expro']) {
    const res = await call<Out['auth']['login']>('POST', '/api/login', {
      body: { email: `${name}@example.com`, password: 'password-123' },
    });
    expect(res.status).toBe(200);
    tokens[name] = res.body.token;
  }
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dir);
});

describe('exhibits over REST', () => {
  it('an admin saves an exhibit and a learner receives it in a topic quiz and a custom test', async () => {
    const created = await call<Out['admin']['createQuestion']>('POST', '/api/admin/questions', {
      token: tokens.exadmin,
      body: { ...question, exhibit },
    });
    expect(created.status).toBe(201);
    expect(created.body.exhibit).toEqual(exhibit);
    const id = created.body.id;

    const quiz = await call<Out['learner']['topicQuestions']>('GET', '/api/questions/13', { token: tokens.expro });
    expect(quiz.status).toBe(200);
    expect(quiz.body.find((q) => q.id === id)?.exhibit).toEqual(exhibit);
    // Questions without a figure carry null, not a missing field.
    expect(quiz.body.find((q) => q.id !== id)?.exhibit).toBeNull();

    const test = await call<Out['learner']['createTest']>('POST', '/api/tests', {
      token: tokens.expro,
      body: { mode: 'timed', pools: ['all'], topicIds: [13], count: 100 },
    });
    expect(test.status).toBe(201);
    expect(test.body.items.find((i) => i.questionId === id)?.exhibit).toEqual(exhibit);

    // An edit changes one parameter; null removes the figure.
    const edited = await call<Out['admin']['updateQuestion']>('PUT', `/api/admin/questions/${id}`, {
      token: tokens.exadmin,
      body: { exhibit: { ...exhibit, pattern: 'hypoventilation' } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.exhibit).toMatchObject({ pattern: 'hypoventilation' });
    const again = await call<Out['learner']['topicQuestions']>('GET', '/api/questions/13', { token: tokens.expro });
    expect(again.body.find((q) => q.id === id)?.exhibit).toMatchObject({ pattern: 'hypoventilation' });
    const cleared = await call<Out['admin']['updateQuestion']>('PUT', `/api/admin/questions/${id}`, {
      token: tokens.exadmin,
      body: { exhibit: null },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.exhibit).toBeNull();
  });

  it('seeded exhibit items reach the learner', async () => {
    const quiz = await call<Out['learner']['topicQuestions']>('GET', '/api/questions/3', { token: tokens.expro });
    const kinds = quiz.body.flatMap((q) => (q.exhibit ? [q.exhibit.kind] : []));
    expect(kinds).toContain('ventilator');
  });

  it('a bad exhibit is a 400 naming the field, and nothing is stored', async () => {
    const before = await call<Out['learner']['topicQuestions']>('GET', '/api/questions/13', { token: tokens.expro });
    const bad = await call<ErrorBody>('POST', '/api/admin/questions', {
      token: tokens.exadmin,
      body: { ...question, exhibit: { ...exhibit, etco2: 400 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('exhibit.etco2: etco2 must be 0–100 mmHg');
    const unknown = await call<ErrorBody>('POST', '/api/admin/questions', {
      token: tokens.exadmin,
      body: { ...question, exhibit: { ...exhibit, kind: 'xray' } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^exhibit\.kind: kind must be one of/);
    const after = await call<Out['learner']['topicQuestions']>('GET', '/api/questions/13', { token: tokens.expro });
    expect(after.body).toHaveLength(before.body.length);
  });
});
