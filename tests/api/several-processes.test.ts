// Two server processes on one PostgreSQL database (PostgreSQL runs only: vitest.config.ts POSTGRES_ONLY), as a load
// balancer would send one learner's requests to either: what one process changes (a role, a plan, a session, the
// bank, a weekly count) is in force on the other on the very next request; the weekly limit holds under parallel
// starts split across both; a process killed with SIGKILL during saves loses no save it acknowledged; the admin
// live feed on one hears a sign-up made on the other, and both count one per-address allowance.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, postgresFor, removeDir, startServer, type RunningServer } from '../support/server';
import { createUserByScript } from '../support/users';
import { withServerDb } from '../support/serverDb';
import { LIMITS_LIFTED } from '../support/limits';
import type { ErrorBody, Out } from '../support/rest-types';
import { WEEKLY_LIMIT_MESSAGE } from '../../src/shared/plans';
import { eq } from 'drizzle-orm';
import { itemStats, jobState } from '../../db/schema';
import { closeDatabase, openConfiguredDatabase, serializeOn, transaction } from '../../src/server/db';
import { FOLD_JOB, FOLD_LOCK, foldNewAnswers } from '../../src/server/features/readiness/itemStats';
import { claimRecompute } from '../../src/server/features/readiness/statsJobs';

let first: RunningServer;
let second: RunningServer;
let adminToken: string;

/** Signs `name` (made by createUserByScript) in on `server` and answers the token and the user's id. */
async function signIn(server: RunningServer, name: string): Promise<string> {
  const res = await api(server.url)<Out['auth']['login']>('POST', '/api/login', {
    body: { email: `${name}@example.com`, password: 'password-123' },
  });
  expect(res.status).toBe(200);
  return res.body.token;
}

async function userId(name: string): Promise<number> {
  const id = await withServerDb(first.dbPath, (db) => db.value<number>('select id from users where username = ?', name));
  expect(id).toBeTypeOf('number');
  return id!;
}

const startPractice = (server: RunningServer, token: string) =>
  api(server.url)<ErrorBody>('POST', '/api/exams/start', { token, body: { examType: 'practice' } });

beforeAll(async () => {
  // The weekly limit is what these start exams for: the per-account caps (issue #28) would refuse the fourth first.
  first = await startServer({ ...LIMITS_LIFTED });
  const pgDb = postgresFor(first.dbPath);
  if (!pgDb) throw new Error('This file runs on PostgreSQL only.');
  // The same database as the first server (and no directory of its own to remove).
  second = await startServer({ DATABASE_URL: pgDb.url, ...LIMITS_LIFTED });
  createUserByScript(first.dbPath, 'procadmin', 'admin');
  for (const name of ['procrole', 'procplan', 'procsession', 'procweekly', 'procparallel', 'procpro'])
    createUserByScript(first.dbPath, name, 'student', name === 'procpro' ? 'pro' : 'free');
  adminToken = await signIn(first, 'procadmin');
});

afterAll(async () => {
  await second?.stop();
  await first?.stop();
  if (second) removeDir(second.dir);
  if (first) removeDir(first.dir);
});

/** The data lines of server-sent events, read until `done` says stop. */
async function readEvents(res: Response, done: (events: string[]) => boolean): Promise<string[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: string[] = [];
  while (!done(events)) {
    const { value, done: end } = await reader.read();
    if (end) break;
    buffer += decoder.decode(value, { stream: true });
    const parts = buffer.split('\n\n');
    buffer = parts.pop() ?? '';
    for (const p of parts) {
      const data = p
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trim())
        .join('');
      if (data) events.push(data);
    }
  }
  await reader.cancel();
  return events;
}

describe('several server processes on one PostgreSQL database', () => {
  it('the live feed on one process shows a sign-up made on the other', async () => {
    const admin = await api(first.url)<Out['auth']['login']>('POST', '/api/login', {
      body: { email: 'procadmin@example.com', password: 'password-123' },
    });
    expect(admin.status).toBe(200);
    const params = encodeURIComponent(JSON.stringify({ token: admin.body.token }));
    const res = await fetch(`${first.url}/trpc/admin.realtimeFeed?connectionParams=${params}`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(res.status).toBe(200);
    setTimeout(() => {
      void api(second.url)('POST', '/api/register', {
        body: { email: 'elsewhere@example.com', password: 'password-123', username: 'elsewhere', firstName: 'E', lastName: 'W' },
      });
    }, 300);
    const events = await readEvents(res, (e) => e.some((x) => x.includes('elsewhere')));
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events.at(-1)).toContain('elsewhere');
  });
});

describe('one process changes, the other is in force on the very next request', () => {
  const a = () => api(first.url);
  const b = () => api(second.url);

  it('a role change on one revokes the sessions on the other and grants or takes the role there', async () => {
    const id = await userId('procrole');
    const before = await signIn(second, 'procrole');
    expect((await b()('GET', '/api/admin/users', { token: before })).status).toBe(403);
    const promoted = await a()<Out['admin']['updateUser']>('PUT', `/api/admin/users/${id}`, { token: adminToken, body: { role: 'admin' } });
    expect(promoted.status).toBe(200);
    expect((await b()('GET', '/api/me', { token: before })).status).toBe(401);
    const asAdmin = await signIn(second, 'procrole');
    expect((await b()('GET', '/api/admin/users', { token: asAdmin })).status).toBe(200);
    const demoted = await a()<Out['admin']['updateUser']>('PUT', `/api/admin/users/${id}`, {
      token: adminToken,
      body: { role: 'student' },
    });
    expect(demoted.status).toBe(200);
    expect((await b()('GET', '/api/admin/users', { token: asAdmin })).status).toBe(401);
    expect((await b()('GET', '/api/admin/users', { token: await signIn(second, 'procrole') })).status).toBe(403);
  });

  it('a plan change on one opens and closes Pro on the other', async () => {
    const id = await userId('procplan');
    const token = await signIn(second, 'procplan');
    expect((await b()<ErrorBody>('GET', '/api/questions/7', { token })).status).toBe(403);
    const upgrade = await a()('POST', `/api/admin/users/${id}/subscription`, {
      token: adminToken,
      body: { action: 'upgrade', plan: 'monthly' },
    });
    expect(upgrade.status).toBe(200);
    const questions = await b()<Out['learner']['topicQuestions']>('GET', '/api/questions/7', { token });
    expect(questions.status).toBe(200);
    expect(questions.body.length).toBeGreaterThan(0);
    expect((await b()<Out['auth']['me']>('GET', '/api/me', { token })).body).toMatchObject({ subscriptionStatus: 'premium', isPro: true });
    const downgrade = await a()('POST', `/api/admin/users/${id}/subscription`, {
      token: adminToken,
      body: { action: 'downgrade', plan: 'free' },
    });
    expect(downgrade.status).toBe(200);
    expect((await b()<ErrorBody>('GET', '/api/questions/7', { token })).status).toBe(403);
  });

  it('a session ended on one is refused by the other, in both directions', async () => {
    const onA = await signIn(first, 'procsession');
    const onB = await signIn(second, 'procsession');
    expect((await b()('GET', '/api/me', { token: onA })).status).toBe(200);
    expect((await a()('GET', '/api/me', { token: onB })).status).toBe(200);
    expect((await a()('POST', '/api/logout', { token: onA })).status).toBe(200);
    expect((await b()('GET', '/api/me', { token: onA })).status).toBe(401);
    expect((await b()('POST', '/api/logout', { token: onB })).status).toBe(200);
    expect((await a()('GET', '/api/me', { token: onB })).status).toBe(401);
  });

  it("a bank edit on one is in the other's next read of its cached views", async () => {
    const pro = await signIn(second, 'procpro');
    const topicCount = async () => (await b()<Out['learner']['topics']>('GET', '/api/topics')).body.find((t) => t.id === 7)!.questionCount;
    const list = async () => (await b()<Out['learner']['topicQuestions']>('GET', '/api/questions/7', { token: pro })).body;
    const countBefore = await topicCount();
    const listBefore = await list();
    const question = (text: string) => ({
      topicId: '7',
      questionText: text,
      options: ['a', 'b', 'c', 'd'],
      correctAnswer: 'C',
      explanation: 'Correct Answer: C',
      difficulty: 'moderate',
    });
    const created = await a()<Out['admin']['createQuestion']>('POST', '/api/admin/questions', {
      token: adminToken,
      body: question('Two processes: first wording?'),
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(await topicCount()).toBe(countBefore + 1);
    const afterCreate = await list();
    expect(afterCreate).toHaveLength(listBefore.length + 1);
    expect(afterCreate.find((q) => q.id === id)?.questionText).toBe('Two processes: first wording?');
    const edited = await a()('PUT', `/api/admin/questions/${id}`, { token: adminToken, body: question('Two processes: second wording?') });
    expect(edited.status).toBe(200);
    expect((await list()).find((q) => q.id === id)?.questionText).toBe('Two processes: second wording?');
    expect((await a()('DELETE', `/api/admin/questions/${id}`, { token: adminToken })).status).toBe(200);
    expect((await list()).map((q) => q.id)).not.toContain(id);
    expect(await topicCount()).toBe(countBefore);
  });

  it("one learner's weekly count is one count across both", async () => {
    const token = await signIn(first, 'procweekly');
    for (const server of [first, second, first, second, second]) expect((await startPractice(server, token)).status).toBe(201);
    for (const server of [second, first]) {
      const refused = await startPractice(server, token);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(WEEKLY_LIMIT_MESSAGE);
    }
    const report = await a()<ErrorBody>('POST', '/api/quiz-attempts', {
      token,
      body: { topicId: null, score: 80, totalQuestions: 100, examType: 'practice' },
    });
    expect(report.status).toBe(403);
  });

  it('the weekly limit holds under parallel starts and reports split across both', async () => {
    const token = await signIn(first, 'procparallel');
    const id = await userId('procparallel');
    const calls = Array.from({ length: 16 }, (_, i) => {
      const server = i % 2 === 0 ? first : second;
      return i % 4 < 2
        ? startPractice(server, token)
        : api(server.url)<ErrorBody>('POST', '/api/quiz-attempts', {
            token,
            body: { topicId: null, score: 70, totalQuestions: 100, examType: 'practice' },
          });
    });
    const statuses = (await Promise.all(calls)).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 403)).toHaveLength(11);
    const stored = await withServerDb(first.dbPath, async (db) => {
      const started = await db.value<number>('select count(*) from exam_sessions where user_id = ?', id);
      const reported = await db.value<number>("select count(*) from quiz_attempts where user_id = ? and kind = 'exam'", id);
      return Number(started) + Number(reported);
    });
    expect(stored).toBe(5);
  });
  it('parallel wrong passwords for one account across both are checked at most ten times', async () => {
    const guesses = Array.from({ length: 40 }, (_, i) =>
      api((i % 2 === 0 ? first : second).url)<ErrorBody>('POST', '/api/login', {
        body: { email: 'procsession@example.com', password: `wrong-guess-${i}` },
      }),
    );
    const statuses = (await Promise.all(guesses)).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });

  // Last in this block: one of the two admins loses the role each round, and with it the sessions used above.
  it('two admins demoting each other through different processes always leave one admin', async () => {
    const ids = { procadmin: await userId('procadmin'), procrole: await userId('procrole') };
    let keeper: keyof typeof ids = 'procadmin';
    for (let round = 0; round < 6; round++) {
      const other: keyof typeof ids = keeper === 'procadmin' ? 'procrole' : 'procadmin';
      const keeperToken = await signIn(first, keeper);
      expect((await a()('PUT', `/api/admin/users/${ids[other]}`, { token: keeperToken, body: { role: 'admin' } })).status).toBe(200);
      const otherToken = await signIn(second, other);
      const [one, two] = await Promise.all([
        a()<ErrorBody>('PUT', `/api/admin/users/${ids[other]}`, { token: keeperToken, body: { role: 'student' } }),
        b()<ErrorBody>('PUT', `/api/admin/users/${ids[keeper]}`, { token: otherToken, body: { role: 'student' } }),
      ]);
      expect([one.status, two.status].filter((s) => s === 200)).toHaveLength(1);
      const admins = await withServerDb(first.dbPath, (db) => db.column<string>("select username from users where role = 'admin'"));
      expect(admins).toHaveLength(1);
      keeper = admins[0] as keyof typeof ids;
    }
  });
});

describe('a process killed during saves', () => {
  it('loses no save it acknowledged, and the other process goes on serving', async () => {
    const pgDb = postgresFor(first.dbPath)!;
    const third = await startServer({ DATABASE_URL: pgDb.url, ...LIMITS_LIFTED });
    try {
      const token = await signIn(first, 'procpro');
      const questions = (await api(first.url)<Out['learner']['topicQuestions']>('GET', '/api/questions/7', { token })).body.slice(0, 5);
      expect(questions).toHaveLength(5);
      const acknowledged: { clientId: string; id: number }[] = [];
      let failed = 0;
      let sent = 0;
      let stop = false;
      const save = async (server: RunningServer) => {
        const clientId = `kill-nine-${String(sent++).padStart(4, '0')}`;
        try {
          const res = await api(server.url)<Out['learner']['saveAttempt']>('POST', '/api/quiz-attempts', {
            token,
            body: { topicId: 7, clientId, questionsAnswered: questions.map((q) => ({ questionId: q.id, userAnswer: 'A' })) },
          });
          if (res.status === 201) acknowledged.push({ clientId, id: res.body.id });
          else failed++;
        } catch {
          failed++; // the connection went with the process: not acknowledged, so the learner's device keeps it
        }
      };
      // Eight learners' devices saving through the third process, until it is killed mid-flight.
      const workers = Array.from({ length: 8 }, async () => {
        while (!stop) await save(third);
      });
      await new Promise((r) => setTimeout(r, 1_500));
      const before = acknowledged.length;
      third.proc.kill('SIGKILL');
      stop = true;
      await Promise.all(workers);
      expect(before).toBeGreaterThan(10);
      expect(failed).toBeGreaterThan(0);
      // The surviving process serves the same learner at once.
      await save(first);
      expect(acknowledged.at(-1)?.clientId).toBe(`kill-nine-${String(sent - 1).padStart(4, '0')}`);
      await withServerDb(first.dbPath, async (db) => {
        const rows = await db.all<{ id: number; client_id: string; answers: number }>(
          `select a.id, a.client_id, (select count(*) from attempt_answers x where x.attempt_id = a.id) as answers
             from quiz_attempts a where a.client_id like 'kill-nine-%'`,
        );
        const stored = new Map(rows.map((r) => [r.client_id, r]));
        for (const ack of acknowledged) expect(stored.get(ack.clientId)?.id).toBe(ack.id);
        // Every stored save is whole: its answers came with it, or it is not there at all.
        for (const r of rows) expect(Number(r.answers)).toBe(5);
        // And counted in the running totals (kept at each commit) exactly once, whichever process stored it.
        // (Self-reported exam scores, which the weekly-limit tests above stored, are kept apart from these totals.)
        const totals = await db.get<{ topics: number; days: number; attempts: number }>(
          `select (select sum(attempts) from topic_attempt_totals) as topics, (select sum(attempts) from daily_attempt_totals) as days,
                  (select count(*) from quiz_attempts where not self_reported) as attempts`,
        );
        expect(Number(totals?.topics)).toBe(Number(totals?.attempts));
        expect(Number(totals?.days)).toBe(Number(totals?.attempts));
      });
    } finally {
      await third.stop();
      removeDir(third.dir);
    }
  });
});

describe("both processes' statistics jobs", () => {
  // Each process folds the answers saved through it into the item statistics within 10 s, reading on from one cursor
  // in the database. On PostgreSQL a save may draw a lower answer id and commit after a later one: here a save is
  // held open (as a slow request's would be) while saves through both processes commit after it and both folds come
  // due. A fold must wait for it rather than move the cursor past an answer it will never see.
  it('count every answer once, including one whose save commits after later ones', { timeout: 60_000 }, async () => {
    const token = await signIn(first, 'procpro');
    const questions = (await api(first.url)<Out['learner']['topicQuestions']>('GET', '/api/questions/7', { token })).body.slice(0, 4);
    const body = { topicId: 7, questionsAnswered: questions.map((q) => ({ questionId: q.id, userAnswer: 'A' })) };
    const pool = new pg.Pool({ connectionString: postgresFor(first.dbPath)!.url, max: 1 });
    const slow = await pool.connect();
    try {
      await slow.query('begin');
      // What storing an attempt takes first (features/readiness/itemStats.ts: ANSWERS_LOCK), then its rows.
      await slow.query("select pg_advisory_xact_lock_shared(hashtextextended('attempt-answers', 0))");
      // Marked self-reported only so that the totals' trigger leaves the day's row alone, which would hold every
      // other save until this one ends; its answer is folded like any other.
      const user = await userId('procparallel');
      const attempt = await slow.query<{ id: number }>(
        `insert into quiz_attempts (user_id, kind, topic_id, score, correct_count, total_questions, self_reported, completed_at)
         values ($1, 'topic', 7, 100, 1, 1, true, $2) returning id`,
        [user, Date.now()],
      );
      await slow.query(
        'insert into attempt_answers (attempt_id, question_id, topic_id, user_answer, is_correct) values ($1, $2, 7, $3, true)',
        [attempt.rows[0]!.id, questions[0]!.id, 'A'],
      );
      for (const server of [first, second]) expect((await api(server.url)('POST', '/api/quiz-attempts', { token, body })).status).toBe(201);
      // Both processes' folds come due while the slow save is still open.
      await new Promise((r) => setTimeout(r, 11_000));
      await slow.query('commit');
    } finally {
      slow.release();
      await pool.end();
    }
    await withServerDb(first.dbPath, async (db) => {
      const stored = async () =>
        Number(
          await db.value('select count(*) from attempt_answers x join questions q on q.id = x.question_id where x.user_answer is not null'),
        );
      const counted = async () => Number(await db.value('select coalesce(sum(answers), 0) from item_stats'));
      const caughtUp = async () =>
        Number(await db.value("select cursor from job_state where name = 'item-stats'")) >=
        Number(await db.value('select max(id) from attempt_answers'));
      const deadline = Date.now() + 20_000;
      while (!(await caughtUp()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(await caughtUp()).toBe(true);
      expect(await counted()).toBe(await stored());
    });
  });
});

describe('two processes folding at once', () => {
  // Every process runs the fold (features/readiness/itemStats.ts); here two in-process databases stand for two processes and
  // start their folds of the same new answers a moment apart, at several offsets into the first one's transaction.
  it('count each answer once', async () => {
    const open = () => openConfiguredDatabase({ DATABASE_PATH: first.dbPath, DATABASE_URL: postgresFor(first.dbPath)!.url });
    const [a, b] = [await open(), await open()];
    try {
      for (const delay of [0, 2, 5, 10, 20, 40]) {
        // From the start (a server's own fold waits for this, under the same lock): every answer is new to both.
        await transaction(a, async (tx) => {
          await serializeOn(tx, FOLD_LOCK);
          await tx.delete(itemStats);
          await tx.update(jobState).set({ cursor: 0 }).where(eq(jobState.name, FOLD_JOB));
        });
        await Promise.all([
          foldNewAnswers(a, new Date()),
          new Promise((r) => setTimeout(r, delay)).then(() => foldNewAnswers(b, new Date())),
        ]);
        await withServerDb(first.dbPath, async (db) => {
          const total = Number(
            await db.value(
              `select count(*) from attempt_answers x join questions q on q.id = x.question_id
                where x.user_answer is not null and x.id <= (select cursor from job_state where name = 'item-stats')`,
            ),
          );
          expect(total).toBeGreaterThan(100);
          expect(Number(await db.value('select sum(answers) from item_stats')), `second fold ${delay} ms later`).toBe(total);
        });
      }
    } finally {
      await closeDatabase(a);
      await closeDatabase(b);
    }
  });
});

describe('the full recompute', () => {
  it('is run by the first process to claim it; the others skip theirs while that claim is recent', async () => {
    const open = () => openConfiguredDatabase({ DATABASE_PATH: first.dbPath, DATABASE_URL: postgresFor(first.dbPath)!.url });
    const [a, b] = [await open(), await open()];
    try {
      const now = new Date(Date.now() + 24 * 60 * 60 * 1000);
      const tenMinutes = 10 * 60 * 1000;
      const claims = await Promise.all([claimRecompute(a, now, tenMinutes), claimRecompute(b, now, tenMinutes)]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await claimRecompute(b, new Date(now.getTime() + 9 * 60 * 1000), tenMinutes)).toBe(false);
      expect(await claimRecompute(b, new Date(now.getTime() + 11 * 60 * 1000), tenMinutes)).toBe(true);
    } finally {
      await closeDatabase(a);
      await closeDatabase(b);
    }
  });
});

// Last but one: it spends the address's sign-in allowance that the tests above sign in with.
describe('one allowance per address', () => {
  it('both processes count one per-address allowance', async () => {
    const signIn = (url: string) => api(url)('POST', '/api/login', { body: { email: 'nobody@example.com', password: 'wrong-password' } });
    expect((await signIn(first.url)).status).toBe(401);
    expect((await signIn(second.url)).status).toBe(401);
    await withServerDb(first.dbPath, async (db) => {
      // One row for this address's sign-ins, counted by both processes (the admin's sign-in above included).
      const points = await db.value<number>("select points from rate_limits where key like 'address:sign-in:%'");
      expect(points).toBeGreaterThanOrEqual(2);
      // Spend the rest of this minute's allowance, as other processes' calls would have.
      await db.run("update rate_limits set points = 300 where key like 'address:sign-in:%'");
    });
    const refused = await signIn(second.url);
    expect(refused.status).toBe(429);
    expect((await signIn(first.url)).status).toBe(429);
  });
});

describe('shutting down', () => {
  it('a process closes its LISTEN connection and exits cleanly on SIGTERM', async () => {
    expect(await second.stop()).toBe(0);
  });

  // The first process served the live feed of the first test, whose client went away: the feed must not hold the
  // shutdown to its 10 s limit (which exits 1).
  it('a process that served a live feed exits cleanly and promptly on SIGTERM', async () => {
    const started = Date.now();
    expect(await first.stop()).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
