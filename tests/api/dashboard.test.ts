// learner.dashboard brings the dashboard's four reads in one answer. Alone or batched, for Pro and free learners
// alike, it must answer what the four reads answer, and a new attempt must show in the very next answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, removeDir, startServer, type RunningServer } from '../support/server';
import type { Out, TrpcEnvelope } from '../support/rest-types';
import { withServerDb } from '../support/serverDb';

let server: RunningServer;
let call: ReturnType<typeof api>;
const tokens: Record<string, string> = {};
const enc = (o: unknown) => encodeURIComponent(JSON.stringify(o));

function get(path: string, token?: string) {
  return fetch(`${server.url}/trpc/${path}`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-encoding': 'identity' },
  });
}

type Dashboard = TrpcEnvelope<Out['learner']['dashboard']>;

/** The same procedure answered by tRPC itself (two procedures in one batch never take the fast path). */
async function reference(token: string) {
  const res = await get('learner.dashboard,learner.examDefinitions?batch=1&input=%7B%7D', token);
  expect(res.status).toBe(200);
  return ((await res.json()) as Dashboard[])[0]!;
}

beforeAll(async () => {
  server = await startServer();
  call = api(server.url);
  for (const name of ['dashpro', 'dashfree']) {
    const res = await call<Out['auth']['register']>('POST', '/api/register', {
      body: { email: `${name}@example.com`, password: 'password-123', username: name, firstName: 'Dash', lastName: 'Board' },
    });
    expect(res.status).toBeLessThan(300);
    tokens[name] = res.body.token;
  }
  // Pro through the database, as an administrator's upgrade would leave it.
  await withServerDb(server.dbPath, (db) => db.run("UPDATE users SET subscription_status = 'pro' WHERE username = 'dashpro'"));
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dir);
});

describe('learner.dashboard', () => {
  it('answers with the bytes tRPC writes, single or batched, Pro or free, and shows a new attempt at once', async () => {
    for (const name of ['dashpro', 'dashfree']) {
      const token = tokens[name]!;
      const ref = await reference(token);
      const batched = await get('learner.dashboard?batch=1&input=%7B%7D', token);
      expect(batched.status).toBe(200);
      expect(batched.headers.get('content-type')).toBe('application/json');
      expect(await batched.text()).toBe(JSON.stringify([ref]));
      const single = await get('learner.dashboard', token);
      expect(await single.text()).toBe(JSON.stringify(ref));
      const data = ref.result?.data?.json;
      expect(data?.planUsage).toMatchObject({ isPro: name === 'dashpro', attemptsAllowed: 5, windowDays: 7 });
      expect(data?.stats.totalQuizzes).toBe(0);
    }

    const questions = await call<Out['learner']['topicQuestions']>('GET', '/api/questions/1', { token: tokens.dashpro });
    expect(questions.status).toBe(200);
    const answers = (questions.body as { id: number }[]).slice(0, 4).map((q) => ({ questionId: q.id, userAnswer: 'A' }));
    const saved = await call('POST', '/api/quiz-attempts', { token: tokens.dashpro, body: { topicId: 1, questionsAnswered: answers } });
    expect(saved.status).toBeLessThan(300);
    const after = ((await (await get('learner.dashboard?batch=1&input=%7B%7D', tokens.dashpro)).json()) as Dashboard[])[0]!.result?.data
      ?.json;
    expect(after?.stats.totalQuizzes).toBe(1);
    expect(after?.recentAttempts).toHaveLength(1);
    expect(after?.progress[0]).toMatchObject({ topicId: 1, totalQuizzes: 1 });
    const again = await reference(tokens.dashpro!);
    expect(again.result?.data?.json).toEqual(after);
    expect(await (await get('learner.dashboard?batch=1&input=%7B%7D', tokens.dashpro)).text()).toBe(JSON.stringify([again]));
  });

  it('leaves refusals to tRPC: no session is a 401 in tRPC’s shape', async () => {
    const res = await get(`learner.dashboard?batch=1&input=${enc({})}`);
    expect(res.status).toBe(401);
    const body = (await res.json()) as Dashboard[];
    expect(body[0]!.error?.json?.data.code).toBe('UNAUTHORIZED');
  });
});
