// Offline review's sync on the built server (issue #18): POST /api/review/answers re-grades from the stored keys,
// schedules at the answer's own time, stores each answer once however often it is sent, and refuses bad items with a
// message naming the problem while keeping the good ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts, type Account } from '../reliability/support';
import { api, removeDir, startServer, type RunningServer } from '../support/server';
import type { ErrorBody, Out } from '../support/rest-types';
import { serverWithKeys } from '../support/answerKeys';

type Sync = Out['learner']['syncReviewAnswers'];
type Due = Out['learner']['reviewDue'];
interface AttemptRow {
  id: number;
  title: string;
  score: number;
  totalQuestions: number;
}

const MIN = 60_000;
const DAY = 24 * 60 * MIN;

let server: RunningServer;
let call: ReturnType<typeof api>;
let pro: Account;
let other: Account;
let free: Account;

/** The server's database beside it (either engine), opened once for the file, and every question's key. */
const beside = serverWithKeys(() => server);
const sqlDb = beside.db;
const keyOf = beside.keyOf;
const wrongOf = (id: number) => (keyOf(id) === 'A' ? 'B' : 'A');
const topicIds = (topicId: number, n: number) =>
  sqlDb().column<number>("SELECT id FROM questions WHERE topic_id = ? AND status = 'published' ORDER BY id LIMIT ?", topicId, n);
const userId = async (username: string) => (await sqlDb().value('SELECT id FROM users WHERE username = ?', username)) as number;
/** last_correct as 1/0 on both engines (a boolean on PostgreSQL). */
const card = (user: number, questionId: number) =>
  sqlDb().get<{ due: number; reps: number; last_correct: number; last_answered_at: number }>(
    `SELECT due, reps, CASE WHEN last_correct THEN 1 ELSE 0 END AS last_correct, last_answered_at
     FROM review_cards WHERE user_id = ? AND question_id = ?`,
    user,
    questionId,
  );
const attempts = async (token: string) => (await call<AttemptRow[]>('GET', '/api/quiz-attempts', { token })).body;
let n = 0;
const cid = () => `api-answer-${Date.now().toString(36)}-${++n}`;
const sync = (token: string | undefined, body: unknown) => call<Sync>('POST', '/api/review/answers', { token, body });

beforeAll(async () => {
  server = await startServer();
  call = api(server.url);
  const a = await createAccounts(server.dbPath, { pro: 'offlinepro', free: 'offlinefree' });
  const b = await createAccounts(server.dbPath, { pro: 'offlineother' });
  pro = a.pro!;
  free = a.free!;
  other = b.pro!;
  await beside.readKeys();
});

afterAll(async () => {
  await beside.close();
  await server?.stop();
  if (server) removeDir(server.dir);
});

describe('POST /api/review/answers', () => {
  it('re-grades from the stored key, whatever the device thought, and a due card answered offline is no longer due', async () => {
    const [q1, q2] = (await topicIds(7, 2)) as [number, number];
    // Two misses in a topic quiz, brought due (moved back a day, as the clock would).
    await call('POST', '/api/quiz-attempts', {
      token: pro.token,
      body: { topicId: 7, questionsAnswered: [q1, q2].map((questionId) => ({ questionId, userAnswer: wrongOf(questionId) })) },
    });
    const me = await userId('offlinepro');
    await sqlDb().run(
      'UPDATE review_cards SET due = due - ?, last_answered_at = last_answered_at - ?, last_review = last_review - ? WHERE user_id = ?',
      DAY,
      DAY,
      DAY,
      me,
    );
    expect((await call<Due>('GET', '/api/review/due', { token: pro.token })).body.dueCount).toBe(2);
    const before = (await attempts(pro.token)).length;

    const answeredAt = Date.now() - 10 * MIN;
    // The device claims a wrong letter was right and sends its own score: neither is read.
    const r = await sync(pro.token, [
      { clientId: cid(), questionId: q1, userAnswer: wrongOf(q1), isCorrect: true, score: 100, confidence: 'sure', answeredAt },
      { clientId: cid(), questionId: q2, userAnswer: keyOf(q2), confidence: 'sure', answeredAt: new Date(answeredAt + MIN).toISOString() },
    ]);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ stored: 2, duplicates: 0, refused: 0 });
    expect(r.body.results.map((x) => [x.questionId, x.status, x.isCorrect, x.correctAnswer])).toEqual([
      [q1, 'stored', false, keyOf(q1)],
      [q2, 'stored', true, keyOf(q2)],
    ]);
    expect(await card(me, q1)).toMatchObject({ last_correct: 0, last_answered_at: answeredAt, due: answeredAt + DAY });
    expect(await card(me, q2)).toMatchObject({ last_correct: 1, last_answered_at: answeredAt + MIN });
    // Neither is due now: q2 was recalled, and q1 (missed again ten minutes ago) comes back tomorrow, not a minute later.
    const due = (await call<Due>('GET', '/api/review/due', { token: pro.token })).body;
    expect(due.items.map((i) => i.questionId)).toEqual([]);
    expect(due.today.reviewsToday).toBeGreaterThanOrEqual(2);
    // A review is no quiz (issue #27): no attempt is stored, so Quizzes Taken and Average Score stay as they were.
    const after = await attempts(pro.token);
    expect(after).toHaveLength(before);
    expect(r.body.attemptId).toBeNull();
  });

  it('stores each answer once: a retried call, or the same answer in a later call, is a duplicate', async () => {
    const [q1, q2] = (await topicIds(8, 2)) as [number, number];
    const me = await userId('offlinepro');
    const first = { clientId: cid(), questionId: q1, userAnswer: wrongOf(q1), answeredAt: Date.now() - 5 * MIN };
    const body = { answers: [first] };
    const a = await sync(pro.token, body);
    expect(a.body).toMatchObject({ stored: 1, duplicates: 0 });
    const count = (await attempts(pro.token)).length;
    const reps = (await card(me, q1))!.reps;

    const again = await sync(pro.token, body);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ stored: 0, duplicates: 1, refused: 0, testId: null, attemptId: null });
    expect(again.body.results[0]).toMatchObject({ clientId: first.clientId, status: 'duplicate' });
    // The lost answer, resent with a new one: only the new one counts.
    const mixed = await sync(pro.token, [
      first,
      { clientId: cid(), questionId: q2, userAnswer: keyOf(q2), answeredAt: Date.now() - 4 * MIN },
    ]);
    expect(mixed.body.results.map((x) => x.status)).toEqual(['duplicate', 'stored']);
    expect((await card(me, q1))!.reps).toBe(reps);
    expect(await attempts(pro.token)).toHaveLength(count);
  });

  it('refuses times in the future or older than 14 days, and answers older than the question’s latest answer', async () => {
    const [q1, q2, q3] = (await topicIds(9, 3)) as [number, number, number];
    const future = await sync(pro.token, [{ clientId: cid(), questionId: q1, userAnswer: 'A', answeredAt: Date.now() + 3600_000 }]);
    expect(future.status).toBe(400);
    expect((future.body as unknown as ErrorBody).message).toMatch(/^answers\[0\] \(api-answer-[^)]+\): answeredAt: .* is in the future$/);
    const old = await sync(pro.token, [{ clientId: cid(), questionId: q1, userAnswer: 'A', answeredAt: Date.now() - 15 * DAY }]);
    expect(old.status).toBe(400);
    expect((old.body as unknown as ErrorBody).message).toMatch(/answeredAt: answers given offline are accepted for 14 days/);
    const notATime = await sync(pro.token, [{ clientId: cid(), questionId: q1, userAnswer: 'A', answeredAt: 'yesterday' }]);
    expect(notATime.status).toBe(400);
    expect((notATime.body as unknown as ErrorBody).message).toMatch(/answeredAt/);
    expect(await card(await userId('offlinepro'), q1)).toBeUndefined();

    // Answered online after the offline answer was given: the older one cannot rewrite the schedule.
    const offlineAt = Date.now() - 2 * MIN;
    await call('POST', '/api/quiz-attempts', {
      token: pro.token,
      body: { topicId: 9, questionsAnswered: [{ questionId: q2, userAnswer: keyOf(q2) }] },
    });
    // One good and two bad in one call: the good one is kept, the bad ones listed with their reason.
    const mixed = await sync(pro.token, [
      { clientId: cid(), questionId: q2, userAnswer: keyOf(q2), answeredAt: offlineAt },
      { clientId: cid(), questionId: q3, userAnswer: keyOf(q3), answeredAt: Date.now() - MIN },
      { clientId: cid(), questionId: q1, userAnswer: 'A', answeredAt: Date.now() - 20 * DAY },
    ]);
    expect(mixed.status).toBe(200);
    expect(mixed.body).toMatchObject({ stored: 1, refused: 2 });
    expect(mixed.body.results.map((x) => x.status)).toEqual(['refused', 'stored', 'refused']);
    expect(mixed.body.results[0]!.reason).toMatch(/^answeredAt: question \d+ was answered again since/);
    expect(await card(await userId('offlinepro'), q3)).toMatchObject({ last_correct: 1 });
  });

  it('takes any published question, answered by another learner or never seen; refuses an unknown one or a bad body', async () => {
    const [q] = (await topicIds(10, 1)) as [number];
    // Another learner has a card for it; this learner never saw it: fine.
    await call('POST', '/api/quiz-attempts', {
      token: other.token,
      body: { topicId: 10, questionsAnswered: [{ questionId: q, userAnswer: 'A' }] },
    });
    const fine = await sync(pro.token, [{ clientId: cid(), questionId: q, userAnswer: keyOf(q), answeredAt: Date.now() }]);
    expect(fine.body).toMatchObject({ stored: 1 });
    const unknown = await sync(pro.token, [{ clientId: cid(), questionId: 999_999, userAnswer: 'A', answeredAt: Date.now() }]);
    expect(unknown.status).toBe(400);
    expect((unknown.body as unknown as ErrorBody).message).toMatch(/questionId: unknown question 999999/);
    const twice = cid();
    const cases: [unknown, RegExp][] = [
      [[], /answers must list at least one answer/],
      [{}, /answers/],
      [
        [
          { clientId: twice, questionId: q, userAnswer: 'A', answeredAt: 1 },
          { clientId: twice, questionId: q, userAnswer: 'B', answeredAt: 2 },
        ],
        /each clientId may appear once/,
      ],
      [[{ questionId: q, userAnswer: 'A', answeredAt: Date.now() }], /clientId/],
      [[{ clientId: cid(), questionId: q, userAnswer: 'Z', answeredAt: Date.now() }], /answer must be a letter A to F/],
      [[{ clientId: cid(), questionId: q, userAnswer: 'A', confidence: 'certain', answeredAt: Date.now() }], /confidence must be one of/],
      [[{ clientId: cid(), questionId: q, userAnswer: 'A', missTag: 'tired', answeredAt: Date.now() }], /missTag must be one of/],
    ];
    for (const [body, message] of cases) {
      const r = await sync(pro.token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect((r.body as unknown as ErrorBody).message).toMatch(message);
    }
  });

  it('is Pro only: a free learner gets 403, a visitor 401', async () => {
    const [q] = (await topicIds(11, 1)) as [number];
    const body = [{ clientId: cid(), questionId: q, userAnswer: 'A', answeredAt: Date.now() }];
    const refused = await sync(free.token, body);
    expect(refused.status).toBe(403);
    expect((refused.body as unknown as ErrorBody).message).toMatch(/Pro/);
    expect((await sync(undefined, body)).status).toBe(401);
    expect(await card(await userId('offlinefree'), q)).toBeUndefined();
  });
});
