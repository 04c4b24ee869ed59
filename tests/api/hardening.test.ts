// Issue #28 on the built server, both engines: peer statistics one learner cannot skew (first answer per learner
// per item, through every path a chosen item can be answered by), case items refused by the offline sync, a reused
// sync clientId a 409, statistics unlocked by graded answers only, back-dated syncs that cannot build a streak, case
// practice closed while the set is in the learner's unsubmitted RTE, and the per-account limits (409 naming the one
// to resume, 429 with Retry-After).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openConfiguredDatabase, type DB } from '../../src/server/db';
import { foldPending } from '../../src/server/features/readiness/itemStats';
import { recomputeAll } from '../../src/server/features/readiness/recompute';
import { createAccounts, type Account } from '../reliability/support';
import { serverWithKeys } from '../support/answerKeys';
import { api, postgresFor, removeDir, startServer, type RunningServer } from '../support/server';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;

let server: RunningServer;
let call: ReturnType<typeof api>;
let db: DB;
let acc: Record<string, Account> = {};
const beside = serverWithKeys(() => server);
const raw = () => beside.db();
const keyOf = (id: number) => beside.keyOf(id);
const wrongOf = (id: number) => (keyOf(id) === 'A' ? 'B' : 'A');
let n = 0;
const cid = () => `hard-${Date.now().toString(36)}-${++n}`;
const sync = (token: string, answers: unknown[]) =>
  call<{ results: { status: string; reason?: string; correctAnswer?: string }[]; message?: string }>('POST', '/api/review/answers', {
    token,
    body: answers,
  });
/** Published single items (no case set) of a topic, in id order. */
const singles = (topicId: number) =>
  raw().column<number>("SELECT id FROM questions WHERE topic_id = ? AND status = 'published' AND case_set_id IS NULL ORDER BY id", topicId);

beforeAll(async () => {
  server = await startServer();
  call = api(server.url);
  for (const name of ['attacker', 'seer', 'syncer', 'limits', 'tester', 'streaker', 'rte', 'clientid', 'timed'])
    acc[name] = (await createAccounts(server.dbPath, { pro: `hard${name}` })).pro!;
  acc = { ...acc, ...(await createAccounts(server.dbPath, { admin: 'hardadmin' })) };
  db = await openConfiguredDatabase({ DATABASE_PATH: server.dbPath, DATABASE_URL: postgresFor(server.dbPath)?.url });
  await beside.readKeys();
});

afterAll(async () => {
  if (db) await closeDatabase(db);
  await beside.close();
  await server?.stop();
  if (server) removeDir(server.dir);
});

/** A learner written straight into the database with one graded answer to `questionId`. */
async function syntheticLearner(i: number, questionId: number, correct: boolean) {
  const now = Date.now();
  const userId = Number(
    await raw().value(
      `INSERT INTO users (username, email, first_name, last_name, password_hash, role, subscription_status, created_at)
       VALUES (?, ?, 'S', 'L', 'x', 'student', 'pro', ?) RETURNING id`,
      `hardpeer${i}`,
      `hardpeer${i}@example.com`,
      now,
    ),
  );
  const attempt = Number(
    await raw().value(
      `INSERT INTO quiz_attempts (user_id, kind, topic_id, score, correct_count, total_questions, self_reported, completed_at)
       VALUES (?, 'topic', 7, ?, ?, 1, ?, ?) RETURNING id`,
      userId,
      correct ? 100 : 0,
      correct ? 1 : 0,
      false,
      now,
    ),
  );
  await raw().run(
    'INSERT INTO attempt_answers (attempt_id, question_id, topic_id, user_answer, is_correct) VALUES (?, ?, 7, ?, ?)',
    attempt,
    questionId,
    correct ? keyOf(questionId) : wrongOf(questionId),
    correct,
  );
}

interface Stats {
  enoughLearners: boolean;
  learners: number | null;
  percentCorrect: number | null;
  difficulty: string;
}

describe('item statistics: one learner, one answer per item', () => {
  const SYNCED = 25;
  it('30 learners right, one learner 100 times wrong through quiz saves, syncs, tutor and timed tests: others still see ≥ 90 %', async () => {
    const q = (await singles(7))[0]!;
    const seer = acc.seer!;
    expect(
      (
        await call('POST', '/api/quiz-attempts', {
          token: seer.token,
          body: { topicId: 7, questionsAnswered: [{ questionId: q, userAnswer: keyOf(q) }] },
        })
      ).status,
    ).toBe(201);
    for (let i = 0; i < 29; i++) await syntheticLearner(i, q, true);
    const bad = acc.attacker!;
    let wrong = 0;
    for (let i = 0; i < 45; i++) {
      const r = await call('POST', '/api/quiz-attempts', {
        token: bad.token,
        body: { topicId: 7, questionsAnswered: [{ questionId: q, userAnswer: wrongOf(q) }] },
      });
      expect(r.status).toBe(201);
      wrong++;
    }
    for (let i = 0; i < SYNCED; i++) {
      const r = await sync(bad.token, [{ clientId: cid(), questionId: q, userAnswer: wrongOf(q), answeredAt: Date.now() }]);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.results[0]!.status).toBe('stored');
      wrong++;
    }
    // 15 of each: with the 25 syncs (each stores a review test), 55 test starts, under the 60 an hour.
    for (const mode of ['tutor', 'timed'] as const) {
      for (let i = 0; i < 15; i++) {
        const t = await call<{ id: number; items: { questionId: number }[] }>('POST', '/api/tests', {
          token: bad.token,
          body: { mode, pools: ['incorrect'], topicIds: [7], count: 1 },
        });
        expect(t.status, JSON.stringify(t.body)).toBe(201);
        expect(t.body.items[0]!.questionId).toBe(q);
        expect(
          (await call('POST', `/api/tests/${t.body.id}/answers`, { token: bad.token, body: { questionId: q, userAnswer: wrongOf(q) } }))
            .status,
        ).toBe(200);
        expect((await call('POST', `/api/tests/${t.body.id}/finish`, { token: bad.token })).status).toBe(200);
        wrong++;
      }
    }
    expect(wrong).toBeGreaterThanOrEqual(100);

    await foldPending(db, () => new Date());
    const folded = await call<Stats>('GET', `/api/questions/${q}/stats`, { token: seer.token });
    expect(folded.status).toBe(200);
    // 31 learners, each counted by their first answer: 30 right.
    expect(folded.body).toMatchObject({ enoughLearners: true, learners: 31, difficulty: 'easy' });
    expect(folded.body.percentCorrect).toBeGreaterThanOrEqual(90);

    await recomputeAll(db, () => new Date());
    const recomputed = await call<Stats>('GET', `/api/questions/${q}/stats`, { token: seer.token });
    expect(recomputed.body).toEqual(folded.body);
    const analysis = await call<{ items: { questionId: number; answers: number; suspect: string[]; pValue: number }[] }>(
      'GET',
      '/api/admin/item-analysis?sort=answers&order=desc&limit=5',
      { token: acc.admin!.token },
    );
    const row = analysis.body.items.find((i) => i.questionId === q)!;
    // Every answer of a quiz or test is still counted as given (a review, synced offline or not, is no quiz attempt:
    // issue #27; its answers move the learner's own cards only); none of them makes the key suspect.
    expect(row.answers).toBe(30 + wrong - SYNCED);
    expect(row.suspect).toEqual([]);
    expect(row.pValue).toBeGreaterThanOrEqual(0.9);
  });
});

describe('peer statistics unlock on graded answers only', () => {
  it('an answer in an unfinished timed test does not unlock them; finishing the test does', async () => {
    const u = acc.timed!;
    const t = await call<{ id: number; items: { questionId: number }[] }>('POST', '/api/tests', {
      token: u.token,
      body: { mode: 'timed', pools: ['unused'], topicIds: [5], count: 1 },
    });
    const q = t.body.items[0]!.questionId;
    expect(
      (await call('POST', `/api/tests/${t.body.id}/answers`, { token: u.token, body: { questionId: q, userAnswer: 'A' } })).status,
    ).toBe(200);
    const before = await call<{ message: string }>('GET', `/api/questions/${q}/stats`, { token: u.token });
    expect(before.status).toBe(403);
    await call('POST', `/api/tests/${t.body.id}/finish`, { token: u.token });
    expect((await call('GET', `/api/questions/${q}/stats`, { token: u.token })).status).toBe(200);
  });
});

describe('POST /api/review/answers', () => {
  it('refuses a clinical case item with a reason and never returns its key', async () => {
    const item = Number(
      await raw().value("SELECT id FROM questions WHERE case_set_id IS NOT NULL AND status = 'published' ORDER BY id LIMIT 1"),
    );
    const r = await sync(acc.syncer!.token, [{ clientId: cid(), questionId: item, userAnswer: 'A', answeredAt: Date.now() }]);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/clinical case set/);
    expect(JSON.stringify(r.body)).not.toContain('correctAnswer');
    // Beside a good answer: that one is stored, the case item refused with the reason and no key.
    const [single] = await singles(3);
    const mixed = await sync(acc.syncer!.token, [
      { clientId: cid(), questionId: single!, userAnswer: 'A', answeredAt: Date.now() },
      { clientId: cid(), questionId: item, userAnswer: 'A', answeredAt: Date.now() },
    ]);
    expect(mixed.status).toBe(200);
    expect(mixed.body.results[1]!.status).toBe('refused');
    expect(mixed.body.results[1]!.reason).toMatch(/clinical case set/);
    expect(mixed.body.results[1]!.correctAnswer).toBeUndefined();
  });

  it('answers 409, not 500, when a later call reuses a clientId for another answer', async () => {
    const [a, b] = (await singles(4)) as [number, number];
    const id = cid();
    const at = Date.now() - MIN;
    expect((await sync(acc.clientid!.token, [{ clientId: id, questionId: a, userAnswer: 'A', answeredAt: at }])).status).toBe(200);
    const again = await sync(acc.clientid!.token, [{ clientId: id, questionId: b, userAnswer: 'B', answeredAt: Date.now() }]);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(id);
    // The same answer sent again is still a duplicate, not a conflict.
    const resent = await sync(acc.clientid!.token, [{ clientId: id, questionId: a, userAnswer: 'A', answeredAt: at }]);
    expect(resent.status).toBe(200);
    expect(resent.body.results[0]!.status).toBe('duplicate');
  });

  it('back-dated answers cannot build a study streak: 13 calls over 13 past days add at most one day', async () => {
    const u = acc.streaker!;
    const qs = await singles(6);
    await call('POST', '/api/quiz-attempts', {
      token: u.token,
      body: { topicId: 6, questionsAnswered: [{ questionId: qs[0]!, userAnswer: 'A' }] },
    });
    for (let d = 13; d >= 1; d--) {
      const r = await sync(u.token, [{ clientId: cid(), questionId: qs[d]!, userAnswer: 'A', answeredAt: Date.now() - d * DAY }]);
      expect(r.status).toBe(200);
    }
    const stats = await call<{ studyStreak: number }>('GET', '/api/user-stats', { token: u.token });
    expect(stats.body.studyStreak).toBeLessThanOrEqual(2);
  });
});

describe('per-account limits', () => {
  it('a fourth running exam is a 409 naming one to resume; the 21st start in an hour a 429 with the wait', async () => {
    const u = acc.limits!;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await call<{ examSessionId: string }>('POST', '/api/exams/start', { token: u.token, body: { examType: 'practice' } });
      expect(r.status).toBe(201);
      ids.push(r.body.examSessionId);
    }
    const fourth = await call<{ message: string }>('POST', '/api/exams/start', { token: u.token, body: { examType: 'practice' } });
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toContain(ids[2]);
    for (const id of ids)
      expect((await call('POST', `/api/exams/${id}/submit`, { token: u.token, body: { answers: [] } })).status).toBe(200);
    for (let i = 3; i < 20; i++) {
      const r = await call<{ examSessionId: string }>('POST', '/api/exams/start', { token: u.token, body: { examType: 'practice' } });
      expect(r.status).toBe(201);
      await call('POST', `/api/exams/${r.body.examSessionId}/submit`, { token: u.token, body: { answers: [] } });
    }
    const over = await call<{ message: string; retryAfterSeconds: number }>('POST', '/api/exams/start', {
      token: u.token,
      body: { examType: 'practice' },
    });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/try again in \d+ minutes?/i);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(over.body.retryAfterSeconds).toBe(Number(over.headers.get('retry-after')));
  });

  it('a 21st unfinished test is a 409 naming one to continue', async () => {
    const u = acc.tester!;
    let last = 0;
    for (let i = 0; i < 20; i++) {
      const r = await call<{ id: number }>('POST', '/api/tests', { token: u.token, body: { mode: 'tutor', pools: ['all'], count: 1 } });
      expect(r.status).toBe(201);
      last = r.body.id;
    }
    const over = await call<{ message: string }>('POST', '/api/tests', {
      token: u.token,
      body: { mode: 'tutor', pools: ['all'], count: 1 },
    });
    expect(over.status).toBe(409);
    expect(over.body.message).toContain(`test ${last}`);
    await call('POST', `/api/tests/${last}/finish`, { token: u.token });
    expect((await call('POST', '/api/tests', { token: u.token, body: { mode: 'tutor', pools: ['all'], count: 1 } })).status).toBe(201);
  });

  it('the 31st sync call in a minute is a 429 with the seconds to wait', async () => {
    const u = acc.syncer!;
    const [q] = await singles(9);
    let status = 0;
    let calls = 0;
    // Earlier calls of this account in this file count too: at most 30 more are needed.
    for (; calls < 31 && status !== 429; calls++)
      status = (await sync(u.token, [{ clientId: cid(), questionId: q!, userAnswer: 'A', answeredAt: Date.now() }])).status;
    expect(status).toBe(429);
    const r = await sync(u.token, [{ clientId: cid(), questionId: q!, userAnswer: 'A', answeredAt: Date.now() }]);
    expect(r.status).toBe(429);
    const wait = Number(r.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
  });
});

describe('case-set practice during a simulation', () => {
  it('a set in the learner’s unsubmitted RTE is a 409 until the exam is submitted', async () => {
    const u = acc.rte!;
    const start = await call<{ examSessionId: string }>('POST', '/api/exams/start', { token: u.token, body: { examType: 'rte' } });
    expect(start.status).toBe(201);
    const form = await raw().value('SELECT form FROM exam_sessions WHERE id = ?', start.body.examSessionId);
    const sets = (typeof form === 'string' ? JSON.parse(form) : form) as { caseSets: { caseSetId: number }[] };
    const setId = sets.caseSets[0]!.caseSetId;
    const item1 = Number(await raw().value('SELECT id FROM questions WHERE case_set_id = ? ORDER BY case_position, id LIMIT 1', setId));
    const view = await call<{ message: string }>('GET', `/api/case-sets/${setId}`, { token: u.token });
    expect(view.status).toBe(409);
    expect(view.body.message).toContain(start.body.examSessionId);
    const answer = await call<{ correctAnswer?: string }>('POST', `/api/case-sets/${setId}/answers`, {
      token: u.token,
      body: { questionId: item1, userAnswer: 'A' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.correctAnswer).toBeUndefined();
    expect((await call('POST', `/api/exams/${start.body.examSessionId}/submit`, { token: u.token, body: { answers: [] } })).status).toBe(
      200,
    );
    expect((await call('GET', `/api/case-sets/${setId}`, { token: u.token })).status).toBe(200);
  });
});
