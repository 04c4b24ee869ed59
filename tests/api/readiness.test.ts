// Readiness and item statistics over HTTP (issue #19): the item's percent correct appears at 30 learners and only
// after the learner answered; refusals (401, 403, 404, 400); readiness with and without enough answers; the target
// choice validated; the admin's item analysis. The background job runs in this process on the server's database
// file, as `npm run stats:refresh` would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openConfiguredDatabase, type DB } from '../../src/server/db';
import { foldPending } from '../../src/server/features/readiness/itemStats';
import { recomputeAll } from '../../src/server/features/readiness/recompute';
import { defaultTarget, describeTarget } from '../../src/shared/readiness';
import { api, postgresFor, removeDir, startServer, type RunningServer } from '../support/server';
import { createUserByScript } from '../support/users';
import { serverDb, type ServerDb } from '../support/serverDb';

let server: RunningServer;
let call: ReturnType<typeof api>;
let db: DB;
/** SQL beside the server's own (either engine). */
let raw: ServerDb;
let learner = '';
let learnerId = 0;
let admin = '';
let q1 = 0;
let key1 = '';
const topicOne: { id: number; correctAnswer: string; section: string | null }[] = [];
let synthetic = 0;

/** A learner written straight into the database with graded answers to `items` (correct as given). */
async function syntheticLearner(items: { id: number; correct: boolean; key: string }[], when = Date.now()) {
  const n = ++synthetic;
  const userId = Number(
    await raw.value(
      `INSERT INTO users (username, email, first_name, last_name, password_hash, role, subscription_status, created_at)
       VALUES (?, ?, 'S', 'L', 'x', 'student', 'free', ?) RETURNING id`,
      `synthetic${n}`,
      `synthetic${n}@example.com`,
      when,
    ),
  );
  await addAnswers(userId, items, when);
  return userId;
}

async function addAnswers(userId: number, items: { id: number; correct: boolean; key: string }[], when = Date.now()) {
  const correct = items.filter((i) => i.correct).length;
  const attempt = Number(
    await raw.value(
      `INSERT INTO quiz_attempts (user_id, kind, topic_id, score, correct_count, total_questions, self_reported, completed_at)
       VALUES (?, 'topic', 1, ?, ?, ?, ?, ?) RETURNING id`,
      userId,
      Math.round((100 * correct) / items.length),
      correct,
      items.length,
      false,
      when,
    ),
  );
  for (const i of items) {
    await raw.run(
      'INSERT INTO attempt_answers (attempt_id, question_id, topic_id, user_answer, is_correct) VALUES (?, ?, 1, ?, ?)',
      attempt,
      i.id,
      i.correct ? i.key : i.key === 'A' ? 'B' : 'A',
      i.correct,
    );
  }
}

beforeAll(async () => {
  server = await startServer();
  call = api(server.url);
  const reg = await call<{ token: string; user: { id: number } }>('POST', '/api/register', {
    body: { email: 'ready@example.com', password: 'password-123', username: 'ready', firstName: 'Re', lastName: 'Ady' },
  });
  learner = reg.body.token;
  learnerId = reg.body.user.id;
  createUserByScript(server.dbPath, 'itemadmin', 'admin');
  admin = (await call<{ token: string }>('POST', '/api/login', { body: { email: 'itemadmin@example.com', password: 'password-123' } })).body
    .token;
  db = await openConfiguredDatabase({ DATABASE_PATH: server.dbPath, DATABASE_URL: postgresFor(server.dbPath)?.url });
  raw = serverDb(server.dbPath);
  // Topic practice is Pro: the learner is upgraded as an administrator would.
  await raw.run("UPDATE users SET subscription_status = 'pro' WHERE id = ?", learnerId);
  // The section: the outline's, else the TMC code's prefix (worked out here: instr() is SQLite's alone).
  const rows = await raw.all<{ id: number; correctAnswer: string; outline: string | null; tmc: string | null }>(
    `SELECT id, correct_answer AS "correctAnswer", outline_section AS outline, tmc_code AS tmc
       FROM questions WHERE topic_id = 1 AND status = 'published' AND case_set_id IS NULL ORDER BY id`,
  );
  topicOne.push(
    ...rows.map((r) => ({
      id: r.id,
      correctAnswer: r.correctAnswer,
      section: r.outline ?? (r.tmc === null ? null : r.tmc.includes('-') ? r.tmc.slice(0, r.tmc.indexOf('-')) : ''),
    })),
  );
  q1 = topicOne[0]!.id;
  key1 = topicOne[0]!.correctAnswer;
});

afterAll(async () => {
  await raw?.close();
  if (db) await closeDatabase(db);
  await server?.stop();
  if (server) removeDir(server.dir);
});

describe('GET /api/questions/{id}/stats', () => {
  it('refuses without a session, an unknown or draft item, and an item the learner has not answered', async () => {
    expect((await call('GET', `/api/questions/${q1}/stats`)).status).toBe(401);
    expect((await call('GET', '/api/questions/999999/stats', { token: learner })).status).toBe(404);
    const draft = Number(
      await raw.value(
        `INSERT INTO questions (topic_id, question_text, options, correct_answer, status, created_at) VALUES (1, ?, '["a","b"]', 'A', 'draft', ?) RETURNING id`,
        'Draft?',
        Date.now(),
      ),
    );
    expect((await call('GET', `/api/questions/${draft}/stats`, { token: learner })).status).toBe(404);
    const before = await call<{ message: string }>('GET', `/api/questions/${q1}/stats`, { token: learner });
    expect(before.status).toBe(403);
    expect(before.body.message).toMatch(/answer this question first/i);
  });

  it('sends the percent correct once 30 distinct learners answered, not at 29', async () => {
    // The learner answers through the API (graded on the server), then 28 others: 29 learners, 20 of them right.
    const saved = await call('POST', '/api/quiz-attempts', {
      token: learner,
      body: { topicId: 1, questionsAnswered: [{ questionId: q1, userAnswer: key1 }] },
    });
    expect(saved.status).toBe(201);
    for (let i = 0; i < 28; i++) await syntheticLearner([{ id: q1, correct: i < 19, key: key1 }]);
    // One learner answering twice still counts once.
    await addAnswers(synthetic, [{ id: q1, correct: true, key: key1 }]);
    await foldPending(db, () => new Date());
    const at29 = await call<{ enoughLearners: boolean; percentCorrect: number | null; learners: number | null; difficultySource: string }>(
      'GET',
      `/api/questions/${q1}/stats`,
      { token: learner },
    );
    expect(at29.status).toBe(200);
    expect(at29.body).toMatchObject({ enoughLearners: false, percentCorrect: null, learners: null, difficultySource: 'authored' });

    await syntheticLearner([{ id: q1, correct: false, key: key1 }]);
    await foldPending(db, () => new Date());
    const at30 = await call<{ enoughLearners: boolean; percentCorrect: number; learners: number; difficultySource: string }>(
      'GET',
      `/api/questions/${q1}/stats`,
      { token: learner },
    );
    // 31 answers (one learner twice: wrong, then right), each learner counted by their first (issue #28): 20 of 30
    // right, 67 %, medium from the data.
    expect(at30.body).toMatchObject({
      enoughLearners: true,
      learners: 30,
      percentCorrect: 67,
      difficulty: 'medium',
      difficultySource: 'data',
    });
    // The batch recompute agrees with the incremental fold.
    await recomputeAll(db, () => new Date());
    expect((await call('GET', `/api/questions/${q1}/stats`, { token: learner })).body).toEqual(at30.body);
  });
});

describe('GET /api/readiness and the target', () => {
  it('says how many more answers are needed below the minimum', async () => {
    expect((await call('GET', '/api/readiness')).status).toBe(401);
    const r = await call<{ status: string; answered: number; needed: number; label: string; target: string; chosen: boolean }>(
      'GET',
      '/api/readiness',
      { token: learner },
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      status: 'insufficient',
      answered: 1,
      needed: 49,
      sections: 1,
      sectionsNeeded: 1,
      shortfall: 'answer 49 more questions, from at least 2 of the 3 outline sections',
      chosen: false,
      target: defaultTarget(new Date()),
    });
    expect(r.body.label).toBe(describeTarget(defaultTarget(new Date())).label);
    const stats = await call<{ examReadiness: number }>('GET', '/api/user-stats', { token: learner });
    expect(stats.body.examReadiness).toBe(0);
  });

  it('gives a probability with an interval that brackets it once the learner has enough answers', async () => {
    // 60 answers across topic 1's items from every outline section it holds (taken in turn), three in four right.
    const groups = new Map<string, typeof topicOne>();
    for (const q of topicOne) groups.set(q.section ?? '', [...(groups.get(q.section ?? '') ?? []), q]);
    const bySection = [...groups.values()];
    expect(bySection.length).toBeGreaterThanOrEqual(2);
    const spread = Array.from({ length: 60 }, (_, k) => {
      const pool = bySection[k % bySection.length]!;
      return pool[Math.floor(k / bySection.length) % pool.length]!;
    });
    const items = spread.map((q, k) => ({
      id: q.id,
      key: q.correctAnswer,
      correct: k % 4 !== 0,
    }));
    await addAnswers(learnerId, items);
    await recomputeAll(db, () => new Date());
    const r = await call<{
      status: string;
      probability: number;
      low: number;
      high: number;
      answered: number;
      sectionsNeeded: number;
      expectedScore: number;
      scored: number;
    }>('GET', '/api/readiness', { token: learner });
    expect(r.body.status).toBe('ready');
    expect(r.body.answered).toBe(61);
    expect(r.body.sectionsNeeded).toBe(0);
    expect(r.body.low).toBeLessThanOrEqual(r.body.probability);
    expect(r.body.high).toBeGreaterThanOrEqual(r.body.probability);
    expect(r.body.probability).toBeGreaterThan(0);
    expect(r.body.probability).toBeLessThan(1);
    expect(r.body.expectedScore).toBeGreaterThan(0);
    expect(r.body.expectedScore).toBeLessThan(r.body.scored);
    const stats = await call<{ examReadiness: number }>('GET', '/api/user-stats', { token: learner });
    expect(stats.body.examReadiness).toBe(Math.round(100 * r.body.probability));
  });

  it('validates and stores the target; null goes back to the default', async () => {
    const bad = await call<{ message: string }>('PUT', '/api/readiness/target', { token: learner, body: { target: 'tmc-xyz' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^target: /);
    expect((await call('PUT', '/api/readiness/target', { token: learner, body: {} })).status).toBe(400);
    expect((await call('PUT', '/api/readiness/target', { body: { target: 'rte-crt' } })).status).toBe(401);
    const set = await call<{ target: string; chosen: boolean; label: string; cut: number }>('PUT', '/api/readiness/target', {
      token: learner,
      body: { target: 'rte-crt' },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ target: 'rte-crt', chosen: true, cut: 98, label: 'RTE · CRT cut (98/160, estimated)' });
    expect((await call<{ target: string }>('GET', '/api/readiness', { token: learner })).body.target).toBe('rte-crt');
    const cleared = await call<{ chosen: boolean }>('PUT', '/api/readiness/target', { token: learner, body: { target: null } });
    expect(cleared.body.chosen).toBe(false);
  });
});

describe('GET /api/admin/item-analysis', () => {
  it('is for admins, validates its filters, and lists items with their figures', async () => {
    expect((await call('GET', '/api/admin/item-analysis', { token: learner })).status).toBe(403);
    const bad = await call<{ message: string }>('GET', '/api/admin/item-analysis?sort=colour', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^sort: /);
    expect((await call('GET', '/api/admin/item-analysis?limit=0', { token: admin })).status).toBe(400);
    const r = await call<{
      total: number;
      items: {
        questionId: number;
        learners: number;
        pValue: number;
        discrimination: number | null;
        optionRates: { letter: string; rate: number }[];
      }[];
    }>('GET', '/api/admin/item-analysis?sort=learners&order=desc&limit=5', { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.items[0]).toMatchObject({ questionId: q1, learners: 30 });
    expect(r.body.items.length).toBeLessThanOrEqual(5);
    const rates = r.body.items[0]!.optionRates.reduce((a, o) => a + o.rate, 0);
    expect(rates).toBeCloseTo(1, 10);
  });
});

describe('a case item’s difficulty in case-set practice', () => {
  it('is the authored one below 30 learners and the data’s from 30, as for single items', async () => {
    const item = (await raw.get<{ caseSetId: number; id: number; difficulty: string; key: string }>(
      `SELECT q.case_set_id AS "caseSetId", q.id, q.difficulty, q.correct_answer AS key
         FROM case_sets cs JOIN questions q ON q.case_set_id = cs.id
        WHERE cs.status = 'published' ORDER BY cs.id, q.case_position, q.id LIMIT 1`,
    ))!;
    // The data will say the opposite of the authored word: everyone right (easy) or everyone wrong (hard).
    const fromData = item.difficulty === 'easy' ? 'hard' : 'easy';
    const answer = { id: item.id, key: item.key, correct: fromData === 'easy' };
    const shown = async () => {
      const r = await call<{ current: { questionId: number; difficulty: string } }>('GET', `/api/case-sets/${item.caseSetId}`, {
        token: learner,
      });
      expect(r.status).toBe(200);
      expect(r.body.current.questionId).toBe(item.id);
      return r.body.current.difficulty;
    };
    expect(await shown()).toBe(item.difficulty);
    for (let i = 0; i < 29; i++) await syntheticLearner([answer]);
    await foldPending(db, () => new Date());
    expect(await shown()).toBe(item.difficulty);
    await syntheticLearner([answer]);
    await foldPending(db, () => new Date());
    expect(await shown()).toBe(fromData);
  });
});

describe('an exam item’s difficulty', () => {
  it('follows the data from 30 learners, as in practice, in the exam in progress', async () => {
    const start = await call<{ questions: { id: number; position: number; difficulty: string }[] }>('POST', '/api/exams/start', {
      token: learner,
      body: { examType: 'tmc' },
    });
    expect(start.status).toBe(201);
    // An item nobody has answered yet, so its band is still the authored one.
    const withStats = new Set(await raw.column<number>('SELECT question_id FROM item_stats'));
    const item = start.body.questions.find((q) => !withStats.has(q.id))!;
    const authored = (await raw.value<string>('SELECT difficulty FROM questions WHERE id = ?', item.id))!;
    expect(item.difficulty).toBe(authored);
    const key = (await raw.value<string>('SELECT correct_answer FROM questions WHERE id = ?', item.id))!;
    const fromData = authored === 'easy' ? 'hard' : 'easy';
    for (let i = 0; i < 30; i++) await syntheticLearner([{ id: item.id, key, correct: fromData === 'easy' }]);
    await foldPending(db, () => new Date());
    const active = await call<{ questions: { id: number; difficulty: string }[] }>('GET', '/api/exams/active', { token: learner });
    expect(active.body.questions.find((q) => q.id === item.id)!.difficulty).toBe(fromData);
  });
});
