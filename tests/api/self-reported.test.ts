// Issue #15 §5: a self-reported exam score (the spec's answer-less body) is kept, marked, in the learner's
// history, but moves no figure: learner stats, dashboard, admin and super-admin figures, trends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, removeDir, type RunningServer, startServer } from '../support/server';
import { createUserByScript } from '../support/users';
import type { Out } from '../support/rest-types';
import { trpcAt } from '../support/trpc';

let server: RunningServer;
let call: ReturnType<typeof api>;
const tokens: Record<string, string> = {};

const scriptUser = (name: string, role: string, subscription?: string) => createUserByScript(server.dbPath, name, role, subscription);

beforeAll(async () => {
  server = await startServer();
  call = api(server.url);
  for (const [n, role, sub] of [
    ['srpro', 'student', 'pro'],
    ['sradmin', 'admin', 'free'],
    ['srsuper', 'super_admin', 'free'],
  ] as const) {
    scriptUser(n, role, sub);
    tokens[n] = (
      await call<Out['auth']['login']>('POST', '/api/login', { body: { email: `${n}@example.com`, password: 'password-123' } })
    ).body.token;
  }
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dir);
});

describe('self-reported exam scores', () => {
  it('are stored and listed as self-reported, and change no average, count or trend, on REST and tRPC', async () => {
    const token = tokens.srpro!;
    const questions = (await call<Out['learner']['topicQuestions']>('GET', '/api/questions/1', { token })).body as { id: number }[];
    // One graded quiz: every answer blank scores 0.
    const graded = await call('POST', '/api/quiz-attempts', {
      token,
      body: { topicId: 1, questionsAnswered: questions.slice(0, 4).map((q) => ({ questionId: q.id, userAnswer: null })) },
    });
    expect(graded).toMatchObject({ status: 201, body: { score: 0 } });
    const figures = async () => ({
      stats: (await call<Out['learner']['stats']>('GET', '/api/user-stats', { token })).body,
      me: (await call<Out['auth']['me']>('GET', '/api/me', { token })).body,
      dashboard: (await trpcAt(server.url, token).learner.dashboard.query()).stats,
      admin: (await call<Out['admin']['stats']>('GET', '/api/admin/stats', { token: tokens.sradmin })).body,
      trends: (await call('GET', '/api/admin/analytics/quiz-trends', { token: tokens.sradmin })).body,
      platform: (await call<Out['superAdmin']['platformStats']>('GET', '/api/super-admin/platform-stats', { token: tokens.srsuper })).body,
      listed: (await call<Out['superAdmin']['users']>('GET', '/api/super-admin/users', { token: tokens.srsuper })).body.find(
        (u: { username: string }) => u.username === 'srpro',
      ),
      adminListed: (await trpcAt(server.url, tokens.sradmin).admin.users.query()).find((u) => u.username === 'srpro'),
    });
    const before = await figures();
    expect(before.stats).toMatchObject({ totalQuizzes: 1, averageScore: 0 });

    const rest = await call('POST', '/api/quiz-attempts', {
      token,
      body: { topicId: null, score: 100, totalQuestions: 100, examType: 'practice' },
    });
    expect(rest).toMatchObject({ status: 201, body: { selfReported: true, score: 100 } });
    const viaTrpc = await trpcAt(server.url, token).learner.reportExam.mutate({
      topicId: null,
      score: 95,
      totalQuestions: 140,
      examType: 'crt',
    });
    expect(viaTrpc).toMatchObject({ selfReported: true, score: 95 });

    const after = await figures();
    expect(after).toEqual(before);
    // The history keeps them, marked.
    const history = (await call<Out['learner']['recentAttempts']>('GET', '/api/quiz-attempts', { token })).body as {
      selfReported: boolean;
      score: number;
    }[];
    expect(history.map((a) => [a.selfReported, a.score])).toEqual([
      [true, 95],
      [true, 100],
      [false, 0],
    ]);
    const recent = (await trpcAt(server.url, token).learner.dashboard.query()).recentAttempts;
    expect(recent.map((a) => a.selfReported)).toEqual([true, true, false]);
    const detail = (await call<Out['superAdmin']['userDetail']>('GET', `/api/super-admin/users/${before.me.id}`, { token: tokens.srsuper }))
      .body;
    expect(detail.quizHistory.map((a: { selfReported: boolean }) => a.selfReported)).toEqual([true, true, false]);
  });
});
