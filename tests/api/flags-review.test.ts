// Issue #27, points 3 and 4 on the built server (either engine): one "Flag for review" that forms the Flagged pool,
// set from an exam by position; review sessions graded only on what was answered, rated by the learner, capped daily,
// and never counted in Quizzes Taken or Average Score.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts, type Account } from '../reliability/support';
import { api, removeDir, startServer, type RunningServer } from '../support/server';
import { serverDb, type ServerDb } from '../support/serverDb';
import type { ErrorBody, Out } from '../support/rest-types';
import { trpcHttp } from '../support/trpc';
import type { ReviewRating } from '../../src/shared/study';

let server: RunningServer;
let call: ReturnType<typeof api>;
let pro: Account;
let other: Account;
let free: Account;
let shared: ServerDb | undefined;
const sqlDb = () => (shared ??= serverDb(server.dbPath));
afterAll(async () => await shared?.close());
let keys = new Map<number, string>();
const keyOf = (id: number): string => keys.get(id) ?? expect.fail(`no key for question ${id}`);
const wrongOf = (id: number) => (keyOf(id) === 'A' ? 'B' : 'A');
const DAY = 24 * 3600 * 1000;
/** A JSON column's value: SQLite gives its text, PostgreSQL's jsonb arrives parsed. */
/** A timestamp column as epoch milliseconds (SQLite stores them so; PostgreSQL answers a time). */
const ms = (v: unknown): number =>
  typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : new Date(v as string).getTime();
const json = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : (v ?? null));

beforeAll(async () => {
  server = await startServer();
  const rows = await sqlDb().all<{ id: number; k: string }>('SELECT id, correct_answer AS k FROM questions');
  keys = new Map(rows.map((r) => [r.id, r.k]));
  call = api(server.url);
  const a = await createAccounts(server.dbPath, { pro: 'flagpro', free: 'flagfree' });
  const b = await createAccounts(server.dbPath, { pro: 'flagother' });
  pro = a.pro!;
  free = a.free!;
  other = b.pro!;
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dir);
});

async function poolCounts(token: string) {
  const res = await trpcHttp(server.url)('learner.testPoolCounts', { token, input: { pools: ['marked'] }, method: 'GET' });
  return res.data!;
}

const userId = async (name: string) => (await sqlDb().value('SELECT id FROM users WHERE username = ?', name)) as number;
const stats = async (token: string) =>
  (await call<{ totalQuizzes: number; averageScore: number }>('GET', '/api/user-stats', { token })).body;

describe('one flag', () => {
  it('an exam flag by position is kept on the account, forms the Flagged pool Create Test draws from, and unflagging removes it', async () => {
    const started = await call<Out['learner']['startExam']>('POST', '/api/exams/start', {
      token: pro.token,
      body: { examType: 'practice' },
    });
    expect(started.status).toBe(201);
    const examId = started.body.examSessionId;
    const row = await sqlDb().get<{ question_ids: unknown }>('SELECT question_ids FROM exam_sessions WHERE id = ?', examId);
    const ids = json(row!.question_ids) as number[];
    expect((await poolCounts(pro.token)).pools.marked).toBe(0);

    const set = await call<Out['learner']['flagExamItem']>('POST', `/api/exams/${examId}/flag`, {
      token: pro.token,
      body: { position: 3, flagged: true },
    });
    expect(set.status).toBe(200);
    // The answer names positions only: never a question the learner cannot see yet.
    expect(set.body).toEqual({ position: 3, flagged: true, flags: [3] });
    await call('POST', `/api/exams/${examId}/flag`, { token: pro.token, body: { position: 7, flagged: true } });
    const flags = await sqlDb().get<{ flags: unknown }>('SELECT flags FROM exam_sessions WHERE id = ?', examId);
    expect(json(flags!.flags)).toEqual([3, 7]);

    const counts = await poolCounts(pro.token);
    expect(counts.pools.marked).toBe(2);
    expect(counts.available).toBe(2);
    const test = await call<Out['learner']['createTest']>('POST', '/api/tests', {
      token: pro.token,
      body: { mode: 'tutor', pools: ['marked'], count: 10 },
    });
    expect(test.status).toBe(201);
    expect(test.body.items.map((i) => i.questionId).sort((a, b) => a! - b!)).toEqual([ids[3], ids[7]].sort((a, b) => a! - b!));
    expect(test.body.items.every((i) => i.marked)).toBe(true);

    // Unflagged in the exam: gone from the pool; unflagged in a test (REST DELETE): gone as well.
    await call('POST', `/api/exams/${examId}/flag`, { token: pro.token, body: { position: 3, flagged: false } });
    expect((await poolCounts(pro.token)).pools.marked).toBe(1);
    expect((await call('DELETE', `/api/marks/${ids[7]}`, { token: pro.token })).status).toBe(200);
    expect((await poolCounts(pro.token)).pools.marked).toBe(0);
    const after = await sqlDb().get<{ flags: unknown }>('SELECT flags FROM exam_sessions WHERE id = ?', examId);
    expect(json(after!.flags)).toEqual([7]);
  });

  it("refuses another learner's exam (404), a finished one (409), a bad position (400); a free learner flags too", async () => {
    const started = await call<Out['learner']['startExam']>('POST', '/api/exams/start', {
      token: free.token,
      body: { examType: 'practice' },
    });
    const examId = started.body.examSessionId;
    const theirs = await call<ErrorBody>('POST', `/api/exams/${examId}/flag`, { token: other.token, body: { position: 0, flagged: true } });
    expect(theirs).toMatchObject({ status: 404, body: { message: 'Exam not found' } });
    const unknown = await call<ErrorBody>('POST', '/api/exams/no-such-exam/flag', {
      token: free.token,
      body: { position: 0, flagged: true },
    });
    expect(unknown.status).toBe(404);
    const far = await call<ErrorBody>('POST', `/api/exams/${examId}/flag`, { token: free.token, body: { position: 150, flagged: true } });
    expect(far.status).toBe(400);
    expect(far.body.message).toMatch(/position: this exam has questions 1 to \d+/);
    const bad = await call<ErrorBody>('POST', `/api/exams/${examId}/flag`, { token: free.token, body: { position: 1, flagged: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/flagged must be true or false/);
    expect(await call('POST', `/api/exams/${examId}/flag`, { body: { position: 0, flagged: true } })).toMatchObject({ status: 401 });

    const mine = await call('POST', `/api/exams/${examId}/flag`, { token: free.token, body: { position: 0, flagged: true } });
    expect(mine.status).toBe(200);
    const marks = await sqlDb().value('SELECT count(*) FROM marks WHERE user_id = ?', await userId('flagfree'));
    expect(Number(marks)).toBe(1);

    const submitted = await call('POST', `/api/exams/${examId}/submit`, { token: free.token, body: { answers: [] } });
    expect(submitted.status).toBe(200);
    const late = await call<ErrorBody>('POST', `/api/exams/${examId}/flag`, { token: free.token, body: { position: 0, flagged: false } });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/already been submitted/);
  });
});

describe('review sessions', () => {
  /** Misses in a topic quiz, brought due (moved back two days, as the clock would). */
  async function dueMisses(account: Account, name: string, topicId: number, n: number): Promise<number[]> {
    const ids = await sqlDb().column<number>(
      "SELECT id FROM questions WHERE topic_id = ? AND status = 'published' AND case_set_id IS NULL ORDER BY id LIMIT ?",
      topicId,
      n,
    );
    const saved = await call('POST', '/api/quiz-attempts', {
      token: account.token,
      body: { topicId, questionsAnswered: ids.map((questionId) => ({ questionId, userAnswer: wrongOf(questionId) })) },
    });
    expect(saved.status).toBe(201);
    const me = await userId(name);
    // A miss is not due again the same minute: tomorrow at the earliest.
    const soonest = await sqlDb().value('SELECT min(due) FROM review_cards WHERE user_id = ?', me);
    expect(ms(soonest) - Date.now()).toBeGreaterThan(DAY - 60_000);
    await sqlDb().run(
      'UPDATE review_cards SET due = due - ?, last_answered_at = last_answered_at - ?, last_review = last_review - ? WHERE user_id = ?',
      2 * DAY,
      2 * DAY,
      2 * DAY,
      me,
    );
    return ids;
  }

  it('grades only answered cards, schedules by the chosen rating as previewed, and leaves Quizzes Taken and Average Score alone', async () => {
    await dueMisses(other, 'flagother', 5, 4);
    const before = await stats(other.token);
    const listed = (await call<unknown[]>('GET', '/api/quiz-attempts', { token: other.token })).body.length;
    const due = await call<Out['learner']['reviewDue']>('GET', '/api/review/due', { token: other.token });
    expect(due.body.dueCount).toBe(4);
    // The forecast counts them due today.
    expect(due.body.forecast).toHaveLength(8);
    expect(due.body.forecast[0]!.due).toBe(4);

    const session = await call<Out['learner']['createTest']>('POST', '/api/tests', {
      token: other.token,
      body: { mode: 'tutor', pools: ['due'], count: 10 },
    });
    expect(session.status).toBe(201);
    expect(session.body.kind).toBe('review');
    const [a, b] = session.body.items.map((i) => i.questionId!) as [number, number];

    // Right and sure: Good preselected; each button's interval comes from the card as it is.
    const answered = await call<Out['learner']['answerTest']>('POST', `/api/tests/${session.body.id}/answers`, {
      token: other.token,
      body: { questionId: a, userAnswer: keyOf(a), confidence: 'sure' },
    });
    expect(answered.status).toBe(200);
    const choice = (answered.body as { review: { suggested: string; intervals: Record<ReviewRating, { ms: number; days: number }> } })
      .review;
    expect(choice.suggested).toBe('good');
    expect(choice.intervals.again.days).toBeGreaterThanOrEqual(1);
    expect(choice.intervals.relearn.ms).toBe(10 * 60_000);
    expect(choice.intervals.easy.days).toBeGreaterThan(choice.intervals.good.days);
    // The answer alone did not move the card: the learner's rating does.
    const me = await userId('flagother');
    const cardOf = async (q: number) =>
      (await sqlDb().get<{ due: unknown; scheduled_days: number; last_review: unknown }>(
        'SELECT due, scheduled_days, last_review FROM review_cards WHERE user_id = ? AND question_id = ?',
        me,
        q,
      ))!;
    expect(ms((await cardOf(a)).due)).toBeLessThan(Date.now());
    const rated = await call<Out['learner']['rateReview']>('POST', `/api/tests/${session.body.id}/rate`, {
      token: other.token,
      body: { questionId: a, rating: 'easy' },
    });
    expect(rated.status).toBe(200);
    expect(rated.body.scheduledDays).toBe(choice.intervals.easy.days);
    expect((await cardOf(a)).scheduled_days).toBe(choice.intervals.easy.days);
    const twice = await call<ErrorBody>('POST', `/api/tests/${session.body.id}/rate`, {
      token: other.token,
      body: { questionId: a, rating: 'good' },
    });
    expect(twice).toMatchObject({ status: 409, body: { message: `questionId: question ${a} was already rated` } });
    const early = await call<ErrorBody>('POST', `/api/tests/${session.body.id}/rate`, {
      token: other.token,
      body: { questionId: b, rating: 'good' },
    });
    expect(early.status).toBe(409);

    // A miss, left unrated: the finish rates it Again (tomorrow), the two never answered stay as they were.
    await call('POST', `/api/tests/${session.body.id}/answers`, { token: other.token, body: { questionId: b, userAnswer: wrongOf(b) } });
    const done = await call<Out['learner']['finishTest']>('POST', `/api/tests/${session.body.id}/finish`, { token: other.token });
    expect(done.status).toBe(200);
    expect(done.body.reviewResult).toEqual({ answered: 2, right: 1, total: 4 });
    expect(done.body.items.filter((i) => i.isCorrect === null)).toHaveLength(2);
    expect(done.body.result?.attemptId).toBeNull();

    expect(await stats(other.token)).toEqual(before);
    expect((await call<unknown[]>('GET', '/api/quiz-attempts', { token: other.token })).body).toHaveLength(listed);
    const figures = (await call<Out['learner']['reviewDue']>('GET', '/api/review/due', { token: other.token })).body;
    expect(figures.today.reviewsToday).toBe(2);
    expect(figures.retention).toEqual({ answered: 2, percent: 50 });
    // Two left due now (never answered); b tomorrow; a in its Easy interval (within the week, or later).
    expect(figures.dueCount).toBe(2);
    expect(figures.forecast[1]!.due).toBe(1);
  });

  it('holds the daily limits for reviews and new questions, and validates them', async () => {
    expect((await call('GET', '/api/study-limits', { token: pro.token })).body).toEqual({ dailyReviewLimit: 200, dailyNewLimit: 20 });
    const bad = await call<ErrorBody>('PUT', '/api/study-limits', {
      token: pro.token,
      body: { dailyReviewLimit: 10000, dailyNewLimit: 5 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/dailyReviewLimit must be at most 9,999/);
    const neg = await call<ErrorBody>('PUT', '/api/study-limits', { token: pro.token, body: { dailyReviewLimit: 5, dailyNewLimit: -1 } });
    expect(neg.status).toBe(400);
    const set = await call('PUT', '/api/study-limits', { token: pro.token, body: { dailyReviewLimit: 2, dailyNewLimit: 1 } });
    expect(set).toMatchObject({ status: 200, body: { dailyReviewLimit: 2, dailyNewLimit: 1 } });

    await dueMisses(pro, 'flagpro', 9, 3);
    const session = await call<Out['learner']['createTest']>('POST', '/api/tests', {
      token: pro.token,
      body: { mode: 'tutor', pools: ['due'], count: 10 },
    });
    expect(session.body.items).toHaveLength(2);
    for (const i of session.body.items) {
      await call('POST', `/api/tests/${session.body.id}/answers`, {
        token: pro.token,
        body: { questionId: i.questionId, userAnswer: 'A' },
      });
    }
    const capped = await call<ErrorBody>('POST', '/api/tests', { token: pro.token, body: { mode: 'tutor', pools: ['due'], count: 10 } });
    expect(capped.status).toBe(409);
    expect(capped.body.message).toMatch(/today's limit of 2 reviews/);

    const fresh = await call<Out['learner']['createTest']>('POST', '/api/tests', {
      token: pro.token,
      body: { mode: 'tutor', pools: ['new'], count: 10 },
    });
    expect(fresh.status).toBe(201);
    expect(fresh.body.items).toHaveLength(1);
    expect(fresh.body.kind).toBe('review');
    const q = fresh.body.items[0]!.questionId!;
    await call('POST', `/api/tests/${fresh.body.id}/answers`, { token: pro.token, body: { questionId: q, userAnswer: keyOf(q) } });
    const noMore = await call<ErrorBody>('POST', '/api/tests', { token: pro.token, body: { mode: 'tutor', pools: ['new'], count: 10 } });
    expect(noMore.status).toBe(409);
    expect(noMore.body.message).toMatch(/today's limit of 1 new questions/);
    const today = (await call<Out['learner']['reviewDue']>('GET', '/api/review/due', { token: pro.token })).body.today;
    expect(today).toMatchObject({ reviewsToday: 2, newToday: 1, reviewsLeft: 0, newLeft: 0 });
  });
});
