// Parallel requests that check a rule and then write, on the built server, on both engines (issue #20). SQLite runs
// a request's chain of database calls without interleaving and one writing transaction at a time, so these rules
// always held there; on PostgreSQL (READ COMMITTED, a pool, possibly several processes) the same requests run side
// by side, and each must still have exactly one winner: one use of a reset link, one answer to a tutor question, one
// run of a case, one answer locked on an exam's case item, no lock lost to the submit, no review card move lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts, type Account } from '../reliability/support';
import { api, removeDir, startServer, type RunningServer } from '../support/server';
import { serverWithKeys } from '../support/answerKeys';
import type { ErrorBody, Out } from '../support/rest-types';
import type { ExamForm } from '../../src/shared/examFormats';

let server: RunningServer;
let call: ReturnType<typeof api>;
let admin: Account;

/** The server's database beside it (either engine), opened once for the file, and every question's key. */
const beside = serverWithKeys(() => server);
const sqlDb = beside.db;
const keyOf = beside.keyOf;
/** A JSON column's value: SQLite gives its text, PostgreSQL's jsonb arrives parsed. */
const json = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : (v ?? null));
const formOf = async (id: string) => json(await sqlDb().value('SELECT form FROM exam_sessions WHERE id = ?', id)) as ExamForm;
const questionIdsOf = async (id: string) =>
  json(await sqlDb().value('SELECT question_ids FROM exam_sessions WHERE id = ?', id)) as number[];
const statuses = (rs: { status: number }[]) => rs.map((r) => r.status).sort((a, b) => a - b);
const times = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));
const cardReps = async (userId: number, questionId: number) =>
  Number(await sqlDb().value('SELECT reps FROM review_cards WHERE user_id = ? AND question_id = ?', userId, questionId));

let accounts = 0;
/** A fresh Pro learner for one test: nothing another test did is in its way. */
async function learner(): Promise<Account> {
  return (await createAccounts(server.dbPath, { pro: `parallel${++accounts}` })).pro!;
}

beforeAll(async () => {
  server = await startServer();
  call = api(server.url);
  admin = (await createAccounts(server.dbPath, { admin: 'paralleladmin' })).admin!;
  await beside.readKeys();
});

afterAll(async () => {
  await beside.close();
  await server?.stop();
  if (server) removeDir(server.dir);
});

describe('a reset link', () => {
  it('submitted 8 times in parallel sets one password: one 200, seven 400 "already used" (three links at once)', async () => {
    const one = async () => {
      const l = await learner();
      const link = await call<Out['admin']['createResetLink']>('POST', `/api/admin/users/${l.id}/reset-link`, { token: admin.token });
      expect(link.status).toBe(201);
      return { l, token: link.body.token };
    };
    const links = [await one(), await one(), await one()];
    const all = await Promise.all(
      links.map(({ token }) =>
        Promise.all(
          times(8, (i) =>
            call<Out['auth']['resetPassword'] & ErrorBody>('POST', '/api/reset-password', {
              body: { token, password: `parallel-pass-${i}` },
            }),
          ),
        ),
      ),
    );
    for (const [k, res] of all.entries()) {
      expect(statuses(res)).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
      for (const r of res.filter((x) => x.status === 400)) expect(r.body.message).toBe('This reset link has already been used.');
      // The winner's password is the one in force.
      const winner = res.findIndex((r) => r.status === 200);
      const login = (password: string) => call('POST', '/api/login', { body: { email: links[k]!.l.email, password } });
      expect((await login(`parallel-pass-${winner}`)).status).toBe(200);
      expect((await login(`parallel-pass-${(winner + 1) % 8}`)).status).toBe(401);
    }
  });
});

describe('a tutor test', () => {
  it('4 questions each answered 8 times in parallel: one 200 and seven 409 each, one answer stored, the card moved once', async () => {
    const l = await learner();
    const test = await call<Out['learner']['createTest']>('POST', '/api/tests', {
      token: l.token,
      body: { mode: 'tutor', pools: ['all'], topicIds: [7], count: 4 },
    });
    expect(test.status).toBe(201);
    const wrong = (q: number) => (keyOf(q) === 'A' ? 'B' : 'A');
    const answerOf = (q: number, i: number) => (i % 2 ? keyOf(q) : wrong(q));
    // Four questions at once, each answered 8 times (32 requests side by side).
    const ids = test.body.items.map((i) => i.questionId!);
    const res = await Promise.all(
      ids.map((q) =>
        Promise.all(
          times(8, (i) =>
            call<ErrorBody>('POST', `/api/tests/${test.body.id}/answers`, {
              token: l.token,
              body: { questionId: q, userAnswer: answerOf(q, i) },
            }),
          ),
        ),
      ),
    );
    for (const [k, q] of ids.entries()) {
      const mine = res[k]!;
      expect(statuses(mine)).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      for (const r of mine.filter((x) => x.status === 409)) {
        expect(r.body.message).toBe(`questionId: question ${q} was already answered in this test`);
      }
      const winner = mine.findIndex((r) => r.status === 200);
      const stored = await sqlDb().value('SELECT user_answer FROM test_items WHERE test_id = ? AND question_id = ?', test.body.id, q);
      expect(stored).toBe(answerOf(q, winner));
      expect(await cardReps(l.id, q)).toBe(1);
    }
  });

  it('a timed test answered while it is finished: every answer taken is graded in its attempt, the rest are 409', async () => {
    const l = await learner();
    const test = await call<Out['learner']['createTest']>('POST', '/api/tests', {
      token: l.token,
      body: { mode: 'timed', pools: ['all'], topicIds: [7], count: 12 },
    });
    expect(test.status).toBe(201);
    const ids = test.body.items.map((i) => i.questionId!);
    const answers = ids.map((q) =>
      call('POST', `/api/tests/${test.body.id}/answers`, { token: l.token, body: { questionId: q, userAnswer: keyOf(q) } }),
    );
    const finish = call<Out['learner']['finishTest']>('POST', `/api/tests/${test.body.id}/finish`, { token: l.token });
    const [finished, ...res] = await Promise.all([finish, ...answers]);
    expect(finished.status).toBe(200);
    for (const r of res) expect([200, 409]).toContain(r.status);
    const taken = res.filter((r) => r.status === 200).length;
    // Every answer that was taken is in the result the finish graded; none was written after it.
    expect(finished.body.result!.correctCount).toBe(taken);
    const after = await call<Out['learner']['getTest']>('GET', `/api/tests/${test.body.id}`, { token: l.token });
    expect(after.body.items.filter((i) => i.userAnswer !== null)).toHaveLength(taken);
    expect(after.body.result!.correctCount).toBe(taken);
    // Each answered question's card moved once, at the finish.
    const moved = await sqlDb().column<number>('SELECT reps FROM review_cards WHERE user_id = ?', l.id);
    expect(moved.map(Number)).toEqual(Array<number>(taken).fill(1));
  });
});

describe('a clinical case', () => {
  it('item 1 answered 8 times in parallel starts one run: one 200, seven 409; the last item finishes it once', async () => {
    const l = await learner();
    const set = Number(await sqlDb().value('SELECT id FROM case_sets WHERE seed_key = ?', 'case-sample-01'));
    const items = await sqlDb().column<number>('SELECT id FROM questions WHERE case_set_id = ? ORDER BY case_position, id', set);
    const answer = (questionId: number) =>
      call<Out['learner']['answerCaseItem'] & ErrorBody>('POST', `/api/case-sets/${set}/answers`, {
        token: l.token,
        body: { questionId, userAnswer: keyOf(questionId) },
      });
    const firsts = await Promise.all(times(8, () => answer(items[0]!)));
    expect(statuses(firsts)).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of firsts.filter((x) => x.status === 409)) {
      expect(r.body.message).toBe(`questionId: question ${items[0]} was already answered in this case; its answer is locked`);
    }
    expect(Number(await sqlDb().value(`SELECT count(*) FROM tests WHERE user_id = ? AND pools = '["case"]'`, l.id))).toBe(1);
    for (const q of items.slice(1, -1)) expect((await answer(q)).status).toBe(200);
    const lasts = await Promise.all(times(6, () => answer(items.at(-1)!)));
    expect(statuses(lasts)).toEqual([200, 409, 409, 409, 409, 409]);
    expect(lasts.find((r) => r.status === 200)!.body.result).toMatchObject({ correctCount: items.length });
    expect(Number(await sqlDb().value(`SELECT count(*) FROM quiz_attempts WHERE user_id = ? AND kind = 'case'`, l.id))).toBe(1);
    // Each item's card moved once.
    const reps = await sqlDb().column<number>('SELECT reps FROM review_cards WHERE user_id = ?', l.id);
    expect(reps.map(Number)).toEqual(Array<number>(items.length).fill(1));
  });
});

describe('an RTE case item', () => {
  async function startRte(l: Account) {
    const start = await call<Out['learner']['startExam']>('POST', '/api/exams/start', { token: l.token, body: { examType: 'rte' } });
    expect(start.status).toBe(201);
    const id = start.body.examSessionId;
    const form = await formOf(id);
    const c = form.caseSets.find((x) => x.start < form.sections[0]!.end && x.length >= 2)!;
    const options = start.body.questions.find((q) => q.position === c.start)!.options.length;
    return { id, form, c, options };
  }
  const lock = (l: Account, id: string, position: number, answer: string) =>
    call<Out['learner']['lockCaseItem'] & ErrorBody>('POST', `/api/exams/${id}/lock-case-item`, {
      token: l.token,
      body: { position, answer },
    });

  it('locked 8 times in parallel with different answers: exactly one answer locked, and every 200 returns it', async () => {
    const l = await learner();
    const { id, c, options } = await startRte(l);
    const letters = times(8, (i) => String.fromCharCode(65 + (i % options)));
    const res = await Promise.all(letters.map((a) => lock(l, id, c.start, a)));
    const ok = res.filter((r) => r.status === 200);
    const held = (await formOf(id)).caseLocked![c.start];
    expect(held).not.toBeNull();
    for (const r of ok) expect(r.body.format!.caseLocked[c.start]).toBe(held);
    // The 200s are exactly the calls that sent the locked answer; every other answer is a 409.
    res.forEach((r, i) => {
      if (letters[i] === held) expect(r.status).toBe(200);
      else {
        expect(r.status).toBe(409);
        expect(r.body.message).toBe(`Question ${c.start + 1} is locked: its answer can no longer change`);
      }
    });
  });

  it('a lock racing the end of section 1 is kept in the locked section, or refused (three exams at once)', async () => {
    const race = async () => {
      const l = await learner();
      const { id, form, c } = await startRte(l);
      const questionIds = await questionIdsOf(id);
      const key = keyOf(questionIds[c.start]!);
      const answers = questionIds.slice(0, form.sections[0]!.end).map(() => null);
      const [locked, ended] = await Promise.all([
        lock(l, id, c.start, key),
        call<Out['learner']['endExamSection'] & ErrorBody>('POST', `/api/exams/${id}/end-section`, {
          token: l.token,
          body: { section: 1, answers },
        }),
      ]);
      return { id, c, key, locked, ended };
    };
    for (const { id, c, key, locked, ended } of await Promise.all([race(), race(), race()])) {
      expect(ended.status).toBe(200);
      const stored = await formOf(id);
      // Section 1 ended (neither write lost the other's), and a lock taken is in force in section 1's locked answers.
      expect(stored.section1EndedAt).not.toBeNull();
      expect(stored.lockedAnswers).not.toBeNull();
      if (locked.status === 200) {
        expect(stored.caseLocked![c.start]).toBe(key);
        expect(stored.lockedAnswers![c.start]).toBe(key);
      } else {
        expect(locked.status).toBe(409);
        expect(stored.lockedAnswers![c.start]).toBeNull();
      }
    }
  });

  it('locks racing the submit are graded in it, or refused: no lock is lost and the submitted answers stay', async () => {
    const l = await learner();
    const { id, form } = await startRte(l);
    const questionIds = await questionIdsOf(id);
    const split = form.sections[0]!.end;
    const firsts = form.caseSets.filter((x) => x.start < split).map((x) => x.start);
    const locks = firsts.map((p) => lock(l, id, p, keyOf(questionIds[p]!)));
    const submit = call<Out['learner']['examResult']>('POST', `/api/exams/${id}/submit`, {
      token: l.token,
      body: { answers: questionIds.map(() => null) },
    });
    const [submitted, ...res] = await Promise.all([submit, ...locks]);
    expect(submitted.status).toBe(200);
    const stored = await formOf(id);
    expect(stored.submittedAnswers).toHaveLength(questionIds.length);
    res.forEach((r, i) => {
      const p = firsts[i]!;
      if (r.status === 200) {
        // A lock the learner was told about is in force and graded.
        expect(stored.caseLocked![p]).toBe(keyOf(questionIds[p]!));
        expect(stored.submittedAnswers![p]).toBe(keyOf(questionIds[p]!));
        expect(submitted.body.review[p]!.userAnswer).toBe(keyOf(questionIds[p]!));
      } else {
        expect(r.status).toBe(409);
        expect(r.body.message).toBe('This exam has already been submitted');
        expect(stored.submittedAnswers![p]).toBeNull();
      }
    });
  });
});

describe('review cards and saves', () => {
  it('one question answered in 8 tutor tests at once moves its card 8 times', async () => {
    const l = await learner();
    const tests = await Promise.all(
      times(8, () =>
        call<Out['learner']['createTest']>('POST', '/api/tests', {
          token: l.token,
          body: { mode: 'tutor', pools: ['all'], topicIds: [7], count: 100 },
        }),
      ),
    );
    const inAll = tests
      .map((t) => new Set(t.body.items.map((i) => i.questionId!)))
      .reduce((a, b) => new Set([...a].filter((x) => b.has(x))));
    const q = [...inAll][0]!;
    const res = await Promise.all(
      tests.map((t) => call('POST', `/api/tests/${t.body.id}/answers`, { token: l.token, body: { questionId: q, userAnswer: keyOf(q) } })),
    );
    expect(statuses(res)).toEqual(Array<number>(8).fill(200));
    expect(await cardReps(l.id, q)).toBe(8);
  });

  it('8 quiz saves of one question in parallel move its card 8 times', async () => {
    const l = await learner();
    const questions = (await call<Out['learner']['topicQuestions']>('GET', '/api/questions/7', { token: l.token })).body;
    const q = questions[0]!.id;
    const res = await Promise.all(
      times(8, () =>
        call('POST', '/api/quiz-attempts', {
          token: l.token,
          body: { topicId: 7, questionsAnswered: [{ questionId: q, userAnswer: keyOf(q) }] },
        }),
      ),
    );
    expect(statuses(res)).toEqual(Array<number>(8).fill(201));
    expect(await cardReps(l.id, q)).toBe(8);
  });

  it('one quiz save sent 6 times in parallel (one clientId) is stored once and answered alike', async () => {
    const l = await learner();
    const questions = (await call<Out['learner']['topicQuestions']>('GET', '/api/questions/7', { token: l.token })).body.slice(0, 3);
    const body = {
      topicId: 7,
      clientId: 'parallel-save-0001',
      questionsAnswered: questions.map((q) => ({ questionId: q.id, userAnswer: keyOf(q.id) })),
    };
    const res = await Promise.all(times(6, () => call<{ id: number }>('POST', '/api/quiz-attempts', { token: l.token, body })));
    expect(statuses(res)).toEqual(Array<number>(6).fill(201));
    expect(new Set(res.map((r) => r.body.id)).size).toBe(1);
    expect(Number(await sqlDb().value('SELECT count(*) FROM quiz_attempts WHERE user_id = ?', l.id))).toBe(1);
    for (const q of questions) expect(await cardReps(l.id, q.id)).toBe(1);
  });

  it('one offline sync sent 6 times in parallel is stored once; the others find it a duplicate', async () => {
    const l = await learner();
    const questions = (await call<Out['learner']['topicQuestions']>('GET', '/api/questions/7', { token: l.token })).body.slice(0, 3);
    const now = Date.now();
    const answers = questions.map((q, i) => ({
      clientId: `parallel-sync-${i}-0001`,
      questionId: q.id,
      userAnswer: keyOf(q.id),
      answeredAt: now - 60_000 + i,
    }));
    type Sync = Out['learner']['syncReviewAnswers'];
    const res = await Promise.all(times(6, () => call<Sync>('POST', '/api/review/answers', { token: l.token, body: { answers } })));
    expect(statuses(res)).toEqual(Array<number>(6).fill(200));
    expect(res.map((r) => r.body.stored).sort()).toEqual([0, 0, 0, 0, 0, 3]);
    expect(res.map((r) => r.body.duplicates).sort()).toEqual([0, 3, 3, 3, 3, 3]);
    // One review stored (a review is no quiz attempt: issue #27).
    expect(Number(await sqlDb().value('SELECT count(*) FROM tests WHERE user_id = ?', l.id))).toBe(1);
    expect(Number(await sqlDb().value('SELECT count(*) FROM quiz_attempts WHERE user_id = ?', l.id))).toBe(0);
    for (const q of questions) expect(await cardReps(l.id, q.id)).toBe(1);
  });
});

describe('an admin editing a case set', () => {
  it('parallel edits of different fields all stay: none writes back a field it read before another changed it', async () => {
    const set = Number(await sqlDb().value('SELECT id FROM case_sets WHERE seed_key = ?', 'case-sample-02'));
    const settings = ['adult-critical-care', 'neonatal-pediatric', 'emergency', 'chronic-disease', 'home-care'];
    for (let round = 0; round < 6; round++) {
      const title = `Parallel title ${round}`;
      const scenario = `Parallel scenario ${round}: a patient arrives.`;
      const setting = settings[round % settings.length]!;
      // Three admins at once, each changing one field (three tabs, or three people).
      const res = await Promise.all(
        [{ title }, { scenario }, { setting }].map((body) => call('PUT', `/api/admin/case-sets/${set}`, { token: admin.token, body })),
      );
      expect(statuses(res)).toEqual([200, 200, 200]);
      const row = await sqlDb().get('SELECT title, scenario, setting FROM case_sets WHERE id = ?', set);
      expect(row, `round ${round}`).toEqual({ title, scenario, setting });
    }
  });
});
