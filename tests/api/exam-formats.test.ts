// The real-format simulations on the built server (issue #19): TMC and RTE over REST, every refusal with its status
// and message, grading on scored items only, the RTE's section lock, and pacing seconds stored but never graded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts, type Account } from '../reliability/support';
import { api, removeDir, startServer, type RunningServer } from '../support/server';
import { serverDb, type ServerDb } from '../support/serverDb';
import type { ErrorBody, Out } from '../support/rest-types';
import type { ExamForm } from '../../src/shared/examFormats';

let server: RunningServer;
let call: ReturnType<typeof api>;
let pro: Account;
let other: Account;
let free: Account;

/** The server's database beside it (either engine), opened once for the file. */
let shared: ServerDb | undefined;
const sqlDb = () => (shared ??= serverDb(server.dbPath));
afterAll(async () => await shared?.close());
/** Every question's key, read once the server has seeded (keys do not change while these tests run). */
let keys = new Map<number, string>();
async function loadKeys(): Promise<void> {
  const rows = await sqlDb().all<{ id: number; k: string }>('SELECT id, correct_answer AS k FROM questions');
  keys = new Map(rows.map((r) => [r.id, r.k]));
}
const keyOf = (id: number): string => keys.get(id) ?? expect.fail(`no key for question ${id}`);
const wrongOf = (id: number) => (keyOf(id) === 'A' ? 'B' : 'A');
interface SessionRow {
  question_ids: unknown;
  form: unknown;
  item_seconds: unknown;
}
/** A JSON column's value: SQLite gives its text, PostgreSQL's jsonb arrives parsed. */
const json = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : (v ?? null));
const session = async (id: string) => {
  const row = (await sqlDb().get('SELECT question_ids, form, item_seconds FROM exam_sessions WHERE id = ?', id)) as SessionRow;
  return {
    questionIds: json(row.question_ids) as number[],
    form: json(row.form) as ExamForm,
    itemSeconds: json(row.item_seconds) as number[] | null,
  };
};

type Active = Out['learner']['startExam'];
// REST's submit answers the result with its whole review, as GET /api/exams/{id} does.
type Result = Out['learner']['examResult'];

/** Positions of case-set items within [from, to) that wait for their case's earlier items to be locked. */
const waiting = (form: ExamForm, from: number, to: number) =>
  form.caseSets
    .filter((c) => c.start >= from && c.start < to)
    .flatMap((c) => Array.from({ length: c.length - 1 }, (_, k) => c.start + k + 1));

/** Locks every case-set item in [from, to) that has a next item, with its key, in order; returns the last answer. */
async function lockCases(id: string, form: ExamForm, questionIds: number[], from: number, to: number) {
  let last: Active | null = null;
  for (const c of form.caseSets.filter((x) => x.start >= from && x.start < to)) {
    for (let k = 0; k < c.length - 1; k++) {
      const position = c.start + k;
      const res = await call<Active>('POST', `/api/exams/${id}/lock-case-item`, {
        token: pro.token,
        body: { position, answer: keyOf(questionIds[position]!) },
      });
      expect(res.status).toBe(200);
      last = res.body;
    }
  }
  return last;
}

beforeAll(async () => {
  server = await startServer();
  await loadKeys();
  call = api(server.url);
  const a = await createAccounts(server.dbPath, { pro: 'fmtpro', free: 'fmtfree' });
  const b = await createAccounts(server.dbPath, { pro: 'fmtother' });
  pro = a.pro!;
  free = a.free!;
  other = b.pro!;
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dir);
});

describe('the real-format simulations over REST', () => {
  it('lists TMC and RTE beside the spec three', async () => {
    const res = await call<{ type: string; questionCount: number; timeLimitMinutes: number; proOnly: boolean }[]>('GET', '/api/exams');
    expect(res.body.map((e) => e.type)).toEqual(['practice', 'crt', 'rrt', 'tmc', 'rte']);
    expect(res.body.slice(3)).toMatchObject([
      { questionCount: 160, timeLimitMinutes: 180, proOnly: true },
      { questionCount: 185, timeLimitMinutes: 240, proOnly: true },
    ]);
  });

  it('refuses a free learner (as for the CRT simulation) and an unknown type', async () => {
    for (const examType of ['tmc', 'rte']) {
      const res = await call<ErrorBody>('POST', '/api/exams/start', { token: free.token, body: { examType } });
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/You need Pro access for full exam mode/);
    }
    const unknown = await call<ErrorBody>('POST', '/api/exams/start', { token: pro.token, body: { examType: 'cse' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/examType must be one of practice, crt, rrt, tmc, rte/);
  });

  it('grades a TMC on scored items only, stores pacing, and refuses another learner and a second grading', async () => {
    const start = await call<Active>('POST', '/api/exams/start', { token: pro.token, body: { examType: 'tmc' } });
    expect(start.status).toBe(201);
    const id = start.body.examSessionId;
    expect(start.body.totalItems).toBe(160);
    const active = await call<Active>('GET', '/api/exams/active', { token: pro.token });
    expect(active.body.examSessionId).toBe(id);
    const { questionIds, form } = await session(id);

    // Every pretest item right, every scored item wrong: 0 of 140.
    const answers = questionIds.map((q, i) => (form.scored[i] ? wrongOf(q) : keyOf(q)));
    const itemSeconds = questionIds.map(() => 0);
    itemSeconds[3] = 5;

    const negative = await call<ErrorBody>('POST', `/api/exams/${id}/submit`, {
      token: pro.token,
      body: { answers, itemSeconds: questionIds.map(() => -1) },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toMatch(/itemSeconds cannot be negative/);
    const short = await call<ErrorBody>('POST', `/api/exams/${id}/submit`, { token: pro.token, body: { answers, itemSeconds: [1, 2] } });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/itemSeconds: this exam has 160 questions/);

    const theirs = await call<ErrorBody>('POST', `/api/exams/${id}/submit`, { token: other.token, body: { answers } });
    expect(theirs.status).toBe(404);
    const theirResult = await call<ErrorBody>('GET', `/api/exams/${id}`, { token: other.token });
    expect(theirResult.status).toBe(404);

    const done = await call<Result>('POST', `/api/exams/${id}/submit`, { token: pro.token, body: { answers, itemSeconds } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ correctCount: 0, totalQuestions: 140, passed: false });
    expect(done.body.fidelity).toMatchObject({ scoredCorrect: 0, scoredTotal: 140, pretestCount: 20, cutReached: 'none' });
    expect(done.body.fidelity!.cuts).toMatchObject({ crt: 86, rrt: 92, estimated: false });
    expect(done.body.review.filter((r) => !r.scored && r.isCorrect)).toHaveLength(20);
    expect((await session(id)).itemSeconds).toEqual(itemSeconds);
    expect(done.body.fidelity!.pacing).toMatchObject({ budgetSeconds: 67.5, longItems: [] });

    // Submitting again grades nothing anew: the first result stands, whatever is sent.
    const again = await call<Result>('POST', `/api/exams/${id}/submit`, {
      token: pro.token,
      body: { answers: questionIds.map((q) => keyOf(q)) },
    });
    expect(again.body).toMatchObject({ attemptId: done.body.attemptId, correctCount: 0 });
    const stored = await call<Result>('GET', `/api/exams/${id}`, { token: pro.token });
    expect(stored.body.correctCount).toBe(0);
    expect(stored.body.fidelity!.pacing.itemSeconds).toEqual(itemSeconds);
  });

  it('scales down pacing seconds that add up to more than the exam ran (a fast device clock), and marks long items', async () => {
    const start = await call<Active>('POST', '/api/exams/start', { token: pro.token, body: { examType: 'tmc' } });
    const id = start.body.examSessionId;
    // The exam began 10 minutes ago; the device claims 160 × 600 s.
    await sqlDb().run('UPDATE exam_sessions SET started_at = started_at - 600000 WHERE id = ?', id);
    const claimed = Array<number>(160).fill(600);
    claimed[9] = 60_000;
    const done = await call<Result>('POST', `/api/exams/${id}/submit`, { token: pro.token, body: { answers: [], itemSeconds: claimed } });
    expect(done.status).toBe(200);
    const stored = (await session(id)).itemSeconds!;
    const total = stored.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(500);
    expect(total).toBeLessThanOrEqual(610);
    // Item 10 took far more than twice the 67.5 s budget: it is the one marked long.
    expect(done.body.fidelity!.pacing.longItems).toEqual([10]);
  });

  it('runs the RTE in two sections: section 1 locks when it ends, section 2 waits for the break', async () => {
    const start = await call<Active>('POST', '/api/exams/start', { token: pro.token, body: { examType: 'rte' } });
    expect(start.status).toBe(201);
    const id = start.body.examSessionId;
    const { questionIds, form } = await session(id);
    const split = form.sections[0]!.end;
    expect(start.body.format).toMatchObject({ type: 'rte', phase: 'section', section: 0, breakMaxMinutes: 10 });
    // Section 2's questions stay on the server until section 2 starts, and so do the case items whose case's earlier
    // items are not locked yet.
    const hidden1 = waiting(form, 0, split);
    expect(hidden1.length).toBeGreaterThan(0);
    expect(start.body.questions).toHaveLength(split - hidden1.length);
    expect(start.body.questions.map((q) => q.position).filter((p) => hidden1.includes(p))).toEqual([]);
    const opened = await lockCases(id, form, questionIds, 0, split);
    expect(opened!.questions).toHaveLength(split);

    const early = await call<ErrorBody>('POST', `/api/exams/${id}/start-section`, { token: pro.token, body: { section: 2 } });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/Section 1 is still running/);

    const section1 = questionIds.slice(0, split).map((q) => keyOf(q));
    const wrongSize = await call<ErrorBody>('POST', `/api/exams/${id}/end-section`, {
      token: pro.token,
      body: { section: 1, answers: section1.slice(1) },
    });
    expect(wrongSize.status).toBe(400);
    const ended = await call<Active>('POST', `/api/exams/${id}/end-section`, { token: pro.token, body: { section: 1, answers: section1 } });
    expect(ended.status).toBe(200);
    expect(ended.body.format).toMatchObject({ phase: 'break' });

    const second = await call<Active>('POST', `/api/exams/${id}/start-section`, { token: pro.token, body: { section: 2 } });
    expect(second.body.format).toMatchObject({ phase: 'section', section: 1, lockedAnswers: section1 });
    expect(second.body.questions).toHaveLength(185 - waiting(form, split, 185).length);
    expect((await lockCases(id, form, questionIds, split, 185))!.questions).toHaveLength(185);

    // Section 1's answers can no longer change, through either call. Changed on an item outside the case sets: a case
    // item's locked answer is refused earlier, naming the item (the form is drawn at random, so position 0 may be one).
    const free = section1.findIndex((_, i) => !form.caseSets.some((c) => i >= c.start && i < c.start + c.length));
    expect(free).toBeGreaterThanOrEqual(0);
    const changed = section1.slice();
    changed[free] = wrongOf(questionIds[free]!);
    const relock = await call<ErrorBody>('POST', `/api/exams/${id}/end-section`, {
      token: pro.token,
      body: { section: 1, answers: changed },
    });
    expect(relock.status).toBe(409);
    expect(relock.body.message).toMatch(/Section 1 is locked/);
    const all = [...changed, ...questionIds.slice(split).map((q) => keyOf(q))];
    const refused = await call<ErrorBody>('POST', `/api/exams/${id}/submit`, { token: pro.token, body: { answers: all } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Section 1 is locked: the answer to question ${free + 1} can no longer change`);

    // Nulls in section 1 read as "not sent": the locked answers count. Every item right: 160 of 160, past the RRT cut.
    const done = await call<Result>('POST', `/api/exams/${id}/submit`, {
      token: pro.token,
      body: { answers: [...section1.map(() => null), ...questionIds.slice(split).map((q) => keyOf(q))] },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ correctCount: 160, totalQuestions: 160, passed: true });
    expect(done.body.fidelity).toMatchObject({ scoredTotal: 160, pretestCount: 25, cutReached: 'rrt' });
    expect(done.body.fidelity!.cuts).toMatchObject({ crt: 98, rrt: 105, estimated: true });
    expect(done.body.fidelity!.sections).toMatchObject([
      { key: 'breadth', total: 100 },
      { key: 'case', total: 60 },
    ]);
    const rte = done.body.fidelity!.rte!;
    expect(rte.breadth.sections.reduce((n, a) => n + a.total, 0)).toBe(100);
    expect(rte.judgment).toMatchObject({ correct: 60, total: 60 });

    const late = await call<ErrorBody>('POST', `/api/exams/${id}/start-section`, { token: pro.token, body: { section: 2 } });
    expect(late.status).toBe(409);
    const single = await call<Active>('POST', '/api/exams/start', { token: pro.token, body: { examType: 'tmc' } });
    const oneSection = await call<ErrorBody>('POST', `/api/exams/${single.body.examSessionId}/end-section`, {
      token: pro.token,
      body: { section: 1, answers: [] },
    });
    expect(oneSection.status).toBe(400);
    expect(oneSection.body.message).toMatch(/this exam has one section/);
  });

  it("opens a case's items one at a time: each is locked before the next (and its update) leaves the server", async () => {
    const start = await call<Active>('POST', '/api/exams/start', { token: pro.token, body: { examType: 'rte' } });
    const id = start.body.examSessionId;
    const { questionIds, form } = await session(id);
    const split = form.sections[0]!.end;
    const c = form.caseSets.find((x) => x.start < split && x.length >= 3)!;
    const lock = (position: number, answer: string, token = pro.token) =>
      call<Active & ErrorBody>('POST', `/api/exams/${id}/lock-case-item`, { token, body: { position, answer } });
    const shown = (a: Active) => a.questions.map((q) => q.position);
    expect(shown(start.body)).toContain(c.start);
    expect(shown(start.body)).not.toContain(c.start + 1);
    expect(start.body.format!.caseSets).toContainEqual({ start: c.start, length: c.length, open: 1 });

    const outOfOrder = await lock(c.start + 1, 'A');
    expect(outOfOrder.status).toBe(409);
    expect(outOfOrder.body.message).toBe(
      `Question ${c.start + 2} opens once question ${c.start + 1} is locked: a case's items are answered in order`,
    );
    const breadth = form.kind.findIndex((k) => k === 'breadth');
    const notCase = await lock(breadth, 'A');
    expect(notCase.status).toBe(400);
    expect(notCase.body.message).toBe(`position: question ${breadth + 1} is not part of a case set`);
    const noSuchOption = await lock(c.start, 'F');
    expect(noSuchOption.status).toBe(400);
    expect(noSuchOption.body.message).toMatch(/^answer: question \d+ has \d options$/);
    expect((await lock(c.start, 'A', other.token)).status).toBe(404);

    const wrong = wrongOf(questionIds[c.start]!);
    const first = await lock(c.start, wrong);
    expect(first.status).toBe(200);
    expect(shown(first.body)).toContain(c.start + 1);
    expect(shown(first.body)).not.toContain(c.start + 2);
    expect(first.body.format!.caseLocked[c.start]).toBe(wrong);
    expect(first.body.questions.find((q) => q.position === c.start + 1)!.case).toMatchObject({ position: 2, length: c.length });
    expect((await lock(c.start, wrong)).status).toBe(200);
    const changed = await lock(c.start, keyOf(questionIds[c.start]!));
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe(`Question ${c.start + 1} is locked: its answer can no longer change`);
    expect((await session(id)).form.caseLocked![c.start]).toBe(wrong);

    // Ending section 1 with another answer for the locked item is refused; an answer for an item never shown is dropped.
    const answers = questionIds.slice(0, split).map((q) => keyOf(q));
    const refused = await call<ErrorBody>('POST', `/api/exams/${id}/end-section`, { token: pro.token, body: { section: 1, answers } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Question ${c.start + 1} is locked: its answer can no longer change`);
    answers[c.start] = wrong;
    const ended = await call<Active>('POST', `/api/exams/${id}/end-section`, { token: pro.token, body: { section: 1, answers } });
    expect(ended.status).toBe(200);
    const locked = ended.body.format!.lockedAnswers!;
    expect(locked[c.start]).toBe(wrong);
    expect(locked[c.start + 2]).toBeNull();
    expect(locked[c.start + 1]).toBe(keyOf(questionIds[c.start + 1]!));

    // Section 1 is over: its case items can no longer be locked.
    const late = await lock(c.start + 1, 'A');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(`Question ${c.start + 2} is not in the section that is running`);
  });
});
