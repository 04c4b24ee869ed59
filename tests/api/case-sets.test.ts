// Clinical case sets on the built server (issue #17 §5): every learner and admin path, and every refusal with its
// status and a message naming the problem. The server seeds the bank's sample sets (db/seed/cases/samples.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts, type Account } from '../reliability/support';
import { api, removeDir, startServer, type RunningServer } from '../support/server';
import { matching } from '../support/match';
import type { ErrorBody, Out } from '../support/rest-types';
import { serverWithKeys } from '../support/answerKeys';

let server: RunningServer;
let call: ReturnType<typeof api>;
let pro: Account;
let other: Account;
let free: Account;
let admin: Account;

/** The server's database beside it (either engine), opened once for the file, and every question's key. */
const beside = serverWithKeys(() => server);
const sqlDb = beside.db;
const idOfKey = async (table: 'case_sets' | 'questions', key: string) =>
  (await sqlDb().value(`SELECT id FROM ${table} WHERE seed_key = ?`, key)) as number;
const keyOf = beside.keyOf;
const wrongOf = (id: number) => (keyOf(id) === 'A' ? 'B' : 'A');
const attemptsOf = (userId: number) =>
  sqlDb().all(`SELECT kind, topic_id, score, correct_count, total_questions FROM quiz_attempts WHERE user_id = ?`, userId);

type CaseList = Out['learner']['caseSets'];
type CaseView = Out['learner']['caseSet'];
type Answer = Out['learner']['answerCaseItem'];
type AdminSet = Out['admin']['caseSet'];

let copd: number;
let items: [number, number, number];

beforeAll(async () => {
  server = await startServer();
  call = api(server.url);
  const a = await createAccounts(server.dbPath, { pro: 'casepro', free: 'casefree', admin: 'caseadmin' });
  const b = await createAccounts(server.dbPath, { pro: 'caseother' });
  pro = a.pro!;
  free = a.free!;
  admin = a.admin!;
  other = b.pro!;
  copd = await idOfKey('case_sets', 'case-sample-01');
  items = [
    await idOfKey('questions', 'case-sample-01-1'),
    await idOfKey('questions', 'case-sample-01-2'),
    await idOfKey('questions', 'case-sample-01-3'),
  ];
  await beside.readKeys();
});

afterAll(async () => {
  await beside.close();
  await server?.stop();
  if (server) removeDir(server.dir);
});

describe('single-item pools leave case items out', () => {
  it('topic questions, counts, free quiz and test pools never hold a case item', async () => {
    const topic = await call<Out['learner']['topicQuestions']>('GET', '/api/questions/3', { token: pro.token });
    expect(topic.status).toBe(200);
    const ids = new Set(topic.body.map((q) => q.id));
    expect(items.some((id) => ids.has(id))).toBe(false);
    const topics = await call<Out['learner']['topics']>('GET', '/api/topics');
    const vent = topics.body.find((t) => t.id === 3)!;
    expect(vent.questionCount).toBe(topic.body.length);
    expect(vent.caseSetCount).toBeGreaterThanOrEqual(1);
    const test = await call<Out['learner']['createTest']>('POST', '/api/tests', {
      token: other.token,
      body: { mode: 'tutor', pools: ['all'], topicIds: [3], count: 100 },
    });
    expect(test.status).toBe(201);
    expect(test.body.items.some((i) => items.includes(i.questionId!))).toBe(false);
    // A topic quiz save naming a case item is refused, and marking one is as unknown as a draft.
    const save = await call<ErrorBody>('POST', '/api/quiz-attempts', {
      token: pro.token,
      body: { topicId: 3, questionsAnswered: [{ questionId: items[0], userAnswer: 'A' }] },
    });
    expect(save.status).toBe(400);
    expect(save.body.message).toMatch(/belongs to a clinical case set/);
    expect((await call('PUT', `/api/marks/${items[0]}`, { token: pro.token })).status).toBe(404);
    // Admins edit case items only with their set.
    const edit = await call<ErrorBody>('PUT', `/api/admin/questions/${items[0]}`, {
      token: admin.token,
      body: { questionText: 'Changed?' },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toMatch(/edit or delete it with its case set/);
  });
});

describe('taking a case set over REST', () => {
  it('lists, shows the scenario and item 1 only, locks each answer, reveals updates in order and scores per item', async () => {
    const list = await call<CaseList>('GET', '/api/case-sets?topicId=3', { token: pro.token });
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(
      expect.objectContaining({ id: copd, title: 'COPD exacerbation on noninvasive ventilation', setting: 'emergency', itemCount: 3 }),
    );

    const view = await call<CaseView>('GET', `/api/case-sets/${copd}`, { token: pro.token });
    expect(view.status).toBe(200);
    expect(view.body.scenario).toMatch(/severe COPD/);
    expect(view.body.answered).toEqual([]);
    expect(view.body.current).toMatchObject({ position: 1, questionId: items[0], update: null });
    // No key, no explanation, and nothing of the later items leaves the server.
    const text = JSON.stringify(view.body);
    expect(text).not.toMatch(/correctAnswer|explanation/);
    expect(text).not.toMatch(/IPAP 12 cm H2O/);

    // Out of order: item 2 before item 1.
    const early = await call<ErrorBody>('POST', `/api/case-sets/${copd}/answers`, {
      token: pro.token,
      body: { questionId: items[1], userAnswer: 'A' },
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/answer item 1 first/);

    const first = await call<Answer>('POST', `/api/case-sets/${copd}/answers`, {
      token: pro.token,
      body: { questionId: items[0], userAnswer: keyOf(items[0]) },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ isCorrect: true, correctAnswer: keyOf(items[0]), result: null });
    expect(first.body.explanation).toMatch(/Correct Answer:/);
    expect(first.body.next).toMatchObject({
      update: matching(/IPAP 12 cm H2O/),
      question: { position: 2, questionId: items[1] },
    });
    expect(JSON.stringify(first.body.next)).not.toMatch(/correctAnswer/);

    // The answer is locked: a second one to the same item is refused and changes nothing.
    const again = await call<ErrorBody>('POST', `/api/case-sets/${copd}/answers`, {
      token: pro.token,
      body: { questionId: items[0], userAnswer: wrongOf(items[0]) },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already answered.*locked/);
    // Skipping ahead to item 3 is refused too.
    const skip = await call<ErrorBody>('POST', `/api/case-sets/${copd}/answers`, {
      token: pro.token,
      body: { questionId: items[2], userAnswer: 'A' },
    });
    expect(skip.status).toBe(409);
    expect(skip.body.message).toMatch(/item 3 of this case; answer item 2 first/);

    // A reload resumes: item 1 answered with its verdict, item 2 current with its update.
    const resumed = await call<CaseView>('GET', `/api/case-sets/${copd}`, { token: pro.token });
    expect(resumed.body.answered).toEqual([expect.objectContaining({ position: 1, userAnswer: keyOf(items[0]), isCorrect: true })]);
    expect(resumed.body.current).toMatchObject({ position: 2, questionId: items[1], update: matching(/IPAP/) });

    const second = await call<Answer>('POST', `/api/case-sets/${copd}/answers`, {
      token: pro.token,
      body: { questionId: items[1], userAnswer: wrongOf(items[1]) },
    });
    expect(second.body).toMatchObject({ isCorrect: false, next: { question: { position: 3 } } });
    const last = await call<Answer>('POST', `/api/case-sets/${copd}/answers`, {
      token: pro.token,
      body: { questionId: items[2], userAnswer: keyOf(items[2]) },
    });
    expect(last.status).toBe(200);
    expect(last.body.next).toBeNull();
    expect(last.body.result).toMatchObject({
      score: 67,
      correctCount: 2,
      totalQuestions: 3,
      items: [
        { position: 1, isCorrect: true },
        { position: 2, isCorrect: false },
        { position: 3, isCorrect: true },
      ],
    });
    // Counted where the product counts answers: one attempt of kind case, the dashboard, and review cards.
    expect(await attemptsOf(pro.id)).toEqual([{ kind: 'case', topic_id: 3, score: 67, correct_count: 2, total_questions: 3 }]);
    const stats = await call<Out['learner']['stats']>('GET', '/api/user-stats', { token: pro.token });
    expect(stats.body.totalQuizzes).toBe(1);
    // last_correct as 1/0 on both engines (a boolean on PostgreSQL).
    const cards = await sqlDb().all(
      'SELECT question_id, CASE WHEN last_correct THEN 1 ELSE 0 END AS last_correct FROM review_cards WHERE user_id = ? ORDER BY question_id',
      pro.id,
    );
    expect(cards).toEqual(items.map((id, i) => ({ question_id: id, last_correct: i === 1 ? 0 : 1 })));
    const listed = await call<CaseList>('GET', '/api/case-sets?topicId=3', { token: pro.token });
    expect(listed.body.find((s) => s.id === copd)?.lastScore).toBe(67);
    // A run is no test of the study engine: it is not in the open tests and its answers are not test answers.
    const open = await sqlDb().column<number>('SELECT id FROM tests WHERE user_id = ?', pro.id);
    expect((await call('GET', `/api/tests/${open[0]}`, { token: pro.token })).status).toBe(404);

    // Taking the set again starts a new run at item 1.
    const fresh = await call<CaseView>('GET', `/api/case-sets/${copd}`, { token: pro.token });
    expect(fresh.body.answered).toEqual([]);
    expect(fresh.body.current?.position).toBe(1);
  });

  it('refuses an unknown set, a question of another set or topic, a bad letter, and free learners', async () => {
    const unknown = await call<ErrorBody>('GET', '/api/case-sets/999999', { token: other.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Case set 999999 not found');
    const answerUnknown = await call<ErrorBody>('POST', '/api/case-sets/999999/answers', {
      token: other.token,
      body: { questionId: items[0], userAnswer: 'A' },
    });
    expect(answerUnknown.status).toBe(404);

    const otherTopic = await idOfKey('questions', 'case-sample-02-1');
    const single = (await call<Out['learner']['topicQuestions']>('GET', '/api/questions/1', { token: other.token })).body[0]!.id;
    for (const questionId of [otherTopic, single]) {
      const r = await call<ErrorBody>('POST', `/api/case-sets/${copd}/answers`, {
        token: other.token,
        body: { questionId, userAnswer: 'A' },
      });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(`questionId: question ${questionId} is not an item of case set ${copd}`);
    }
    const letter = await call<ErrorBody>('POST', `/api/case-sets/${copd}/answers`, {
      token: other.token,
      body: { questionId: items[0], userAnswer: 'E' },
    });
    expect(letter.status).toBe(400);
    expect(letter.body.message).toMatch(/userAnswer: question \d+ has options A to D/);
    const noTopic = await call<ErrorBody>('GET', '/api/case-sets', { token: other.token });
    expect(noTopic.status).toBe(400);
    expect(noTopic.body.message).toMatch(/id is required/);
    // Nothing of the refused calls was stored.
    expect(await sqlDb().value('SELECT count(*) FROM tests WHERE user_id = ?', other.id)).toBe(1);

    // Topic practice is Pro only, and so are its case sets, on every path.
    for (const [method, path] of [
      ['GET', '/api/case-sets?topicId=3'],
      ['GET', `/api/case-sets/${copd}`],
      ['POST', `/api/case-sets/${copd}/answers`],
    ] as const) {
      const r = await call<ErrorBody>(method, path, {
        token: free.token,
        body: method === 'POST' ? { questionId: items[0], userAnswer: 'A' } : undefined,
      });
      expect(r.status, path).toBe(403);
      expect(r.body.message).toMatch(/Pro/);
    }
    expect((await call('GET', `/api/case-sets/${copd}`)).status).toBe(401);
  });
});

describe('administering case sets over REST', () => {
  const item = (n: number, update: string | null) => ({
    questionText: `At step ${n}, which action comes first for this patient?`,
    options: ['Reassess', 'Intubate', 'Sedate', 'Discharge'],
    correctAnswer: 'A',
    explanation: `Reassessing comes first.\nCorrect Answer: A\nKey Learning Point: step ${n}.`,
    difficulty: 'Intermediate',
    update,
  });
  const body = {
    topicId: 8,
    title: 'Septic shock in the ICU',
    setting: 'adult-critical-care',
    scenario: 'A 55-year-old woman with pneumonia is hypotensive.',
    status: 'draft',
    items: [item(1, null), item(2, 'Her lactate rises.'), item(3, 'She is intubated.')],
  };

  it('creates a draft that learners cannot see, edits, publishes, reorders and deletes it', async () => {
    const created = await call<AdminSet>('POST', '/api/admin/case-sets', { token: admin.token, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Septic shock in the ICU', status: 'draft', topicName: 'Critical Care' });
    expect(created.body.items.map((i) => [i.position, i.update])).toEqual([
      [1, null],
      [2, 'Her lactate rises.'],
      [3, 'She is intubated.'],
    ]);
    const id = created.body.id;

    // A draft is invisible to learners: not listed, not readable, not answerable.
    expect((await call<CaseList>('GET', '/api/case-sets?topicId=8', { token: pro.token })).body.some((s) => s.id === id)).toBe(false);
    expect((await call('GET', `/api/case-sets/${id}`, { token: pro.token })).status).toBe(404);
    const draftAnswer = await call('POST', `/api/case-sets/${id}/answers`, {
      token: pro.token,
      body: { questionId: created.body.items[0]!.id, userAnswer: 'A' },
    });
    expect(draftAnswer.status).toBe(404);

    const listed = await call<Out['admin']['caseSets']>('GET', '/api/admin/case-sets?status=draft', { token: admin.token });
    expect(listed.body).toContainEqual(expect.objectContaining({ id, status: 'draft', itemCount: 3 }));

    // Edit the scenario and publish; reorder the items (the third moves first and loses its update).
    const [i1, i2, i3] = created.body.items;
    const edited = await call<AdminSet>('PUT', `/api/admin/case-sets/${id}`, {
      token: admin.token,
      body: {
        scenario: 'A 55-year-old woman with pneumonia has a blood pressure of 78/40 mm Hg.',
        status: 'published',
        items: [{ ...item(3, null), id: i3!.id }, { ...item(1, 'Fluids are running.'), id: i1!.id }, { ...item(4, 'A new finding.') }],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.scenario).toMatch(/78\/40/);
    expect(edited.body.items.map((i) => [i.id === i3!.id, i.position])).toEqual([
      [true, 1],
      [false, 2],
      [false, 3],
    ]);
    expect(edited.body.items.some((i) => i.id === i2!.id)).toBe(false);
    const view = await call<CaseView>('GET', `/api/case-sets/${id}`, { token: pro.token });
    expect(view.status).toBe(200);
    expect(view.body.current?.questionId).toBe(i3!.id);

    // Refusals: an update on item 1, a missing update later, an item of another set, too few items, an unknown set.
    const refusals: [unknown, RegExp][] = [
      [{ items: [item(1, 'x'), item(2, 'y'), item(3, 'z')] }, /items\[0\]\.update: the first item has no update/],
      [{ items: [item(1, null), item(2, null), item(3, 'z')] }, /items\[1\]\.update: item 2 needs an update/],
      [
        { items: [{ ...item(1, null), id: items[0] }, item(2, 'y'), item(3, 'z')] },
        /items\[0\]\.id: question \d+ is not an item of case set/,
      ],
      [{ items: [item(1, null), item(2, 'y')] }, /items: a case set has 3 to 6 items/],
      [{ setting: 'space' }, /setting must be one of/],
      [{ topicId: 99 }, /topicId: topic 99 does not exist/],
      [{}, /Send at least one field to change/],
    ];
    for (const [b, message] of refusals) {
      const r = await call<ErrorBody>('PUT', `/api/admin/case-sets/${id}`, { token: admin.token, body: b });
      expect(r.status, JSON.stringify(b)).toBe(400);
      expect(r.body.message).toMatch(message);
    }
    expect((await call('PUT', '/api/admin/case-sets/999999', { token: admin.token, body: { title: 'x' } })).status).toBe(404);
    expect((await call('GET', '/api/admin/case-sets', { token: pro.token })).status).toBe(403);

    // Unpublish hides it again; delete removes it and its items.
    const hidden = await call<AdminSet>('PUT', `/api/admin/case-sets/${id}`, { token: admin.token, body: { status: 'draft' } });
    expect(hidden.body.status).toBe('draft');
    expect((await call('GET', `/api/case-sets/${id}`, { token: pro.token })).status).toBe(404);
    const deleted = await call('DELETE', `/api/admin/case-sets/${id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect((await call('GET', `/api/admin/case-sets/${id}`, { token: admin.token })).status).toBe(404);
    expect(await sqlDb().value('SELECT count(*) FROM questions WHERE case_set_id = ?', id)).toBe(0);
    expect((await call('DELETE', `/api/admin/case-sets/${id}`, { token: admin.token })).status).toBe(404);
  });

  it('remembers a deleted seeded set so a restart does not bring it back', async () => {
    const seeded = await idOfKey('case_sets', 'case-sample-02');
    expect((await call('DELETE', `/api/admin/case-sets/${seeded}`, { token: admin.token })).status).toBe(200);
    const keys = await sqlDb().column("SELECT seed_key FROM deleted_seed_keys WHERE seed_key LIKE 'case-sample-02%'");
    expect(keys).toEqual(expect.arrayContaining(['case-sample-02', 'case-sample-02-1', 'case-sample-02-2', 'case-sample-02-3']));
  });
});
