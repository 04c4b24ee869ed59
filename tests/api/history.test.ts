// Issue #27 §2: the learner's history of finished work, newest first and keyset-paged, and the review of one attempt
// reopened as it was, filtered and paged on the server; another learner's attempt is a 404. Both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts, type Account } from '../reliability/support';
import { removeDir, startServer, type RunningServer } from '../support/server';
import { serverWithKeys } from '../support/answerKeys';
import { trpcAt, trpcFailure } from '../support/trpc';

let server: RunningServer;
let pro: Account;
let other: Account;
let free: Account;
const keys = serverWithKeys(() => server);
const wrongOf = (id: number) => (keys.keyOf(id) === 'A' ? 'B' : 'A');
const as = (a: Account) => trpcAt(server.url, a.token);

beforeAll(async () => {
  server = await startServer();
  ({
    pro,
    admin: other,
    free,
  } = (await createAccounts(server.dbPath, { pro: 'histpro', admin: 'histother', free: 'histfree' })) as {
    pro: Account;
    admin: Account;
    free: Account;
  });
  await keys.readKeys();
});

afterAll(async () => {
  await keys.close();
  await server?.stop();
  if (server) removeDir(server.dir);
});

/** A practice exam: the first `right` answered right, the next `wrong` wrong, the rest blank; `flags` as the exam kept them. */
async function finishedExam(account: Account, right: number, wrong: number, flags: number[]) {
  const api = as(account);
  const exam = await api.learner.startExam.mutate({ examType: 'practice' });
  const ids = exam.questions.map((q) => q.id);
  const answers = ids.map((id, i) => (i < right ? keys.keyOf(id) : i < right + wrong ? wrongOf(id) : null));
  await keys.db().run('UPDATE exam_sessions SET flags = ? WHERE id = ?', JSON.stringify(flags), exam.examSessionId);
  const result = await api.learner.submitExam.mutate({ examSessionId: exam.examSessionId, answers });
  return { result, ids };
}

describe('history', () => {
  it('lists every finished attempt newest first, a page at a time from a cursor, ties broken by id', async () => {
    const api = as(pro);
    const topic = await api.learner.startQuiz.mutate({ topicId: 2, limit: 4 });
    const quiz = await api.learner.saveAttempt.mutate({
      topicId: 2,
      questionsAnswered: topic.questions.map((q, i) => ({ questionId: q.id, userAnswer: i === 0 ? keys.keyOf(q.id) : wrongOf(q.id) })),
    });
    const exam = await finishedExam(pro, 5, 5, []);
    const reported = await api.learner.reportExam.mutate({ topicId: null, score: 80, totalQuestions: 100, examType: 'practice' });
    const quiz2 = await api.learner.saveAttempt.mutate({
      topicId: 3,
      questionsAnswered: (await api.learner.startQuiz.mutate({ topicId: 3, limit: 2 })).questions.map((q) => ({
        questionId: q.id,
        userAnswer: keys.keyOf(q.id),
      })),
    });
    // Two attempts finished in the same millisecond: the id orders them.
    const at = Date.now() + 60_000;
    await keys.db().run('UPDATE quiz_attempts SET completed_at = ? WHERE id IN (?, ?)', at, quiz.id, quiz2.id);

    const expected = [quiz2.id, quiz.id, reported.id, exam.result.attemptId];
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await api.learner.history.query({ cursor, limit: 2 });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((r) => r.id));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual(expected);
    expect(pages).toBe(2);

    const all = await api.learner.history.query();
    expect(all.nextCursor).toBeNull();
    expect(all.items.map((r) => [r.title, r.kind, r.selfReported, r.reviewable])).toEqual([
      ['Mechanical Ventilation', 'topic', false, true],
      ['Blood Gas Analysis', 'topic', false, true],
      ['Practice Exam', 'exam', true, false],
      ['Practice Exam', 'exam', false, true],
    ]);
    expect(all.items[3]).toMatchObject({ score: 5, correctCount: 5, totalQuestions: 100 });
    expect(all.items[1]).toMatchObject({ score: 25, correctCount: 1, totalQuestions: 4 });

    // Another learner's history holds none of it.
    expect((await as(other).learner.history.query()).items).toEqual([]);
  });

  it('refuses a cursor that is not one, and a limit out of range, with a 400', async () => {
    expect(await trpcFailure(as(pro).learner.history.query({ cursor: 'drop table' }))).toMatchObject({ status: 400 });
    expect(await trpcFailure(as(pro).learner.history.query({ limit: 0 }))).toMatchObject({ status: 400 });
    expect(await trpcFailure(trpcAt(server.url).learner.history.query())).toMatchObject({ status: 401 });
  });
});

describe('attempt review', () => {
  it('reopens an exam as it was shown and filters its review on the server, a page of 10 at a time', async () => {
    const { result, ids } = await finishedExam(pro, 12, 7, [0, 14, 40]);
    const api = as(pro);
    const all = await api.learner.attemptReview.query({ attemptId: result.attemptId });
    // The result as the exam screen showed it.
    expect(all.exam).toMatchObject({
      score: result.score,
      correctCount: 12,
      totalQuestions: 100,
      passed: result.passed,
      performanceLabel: result.performanceLabel,
      topicBreakdown: result.topicBreakdown,
    });
    expect(all.attempt).toMatchObject({ id: result.attemptId, kind: 'exam', score: 12, correctCount: 12, totalQuestions: 100 });
    expect(all.review).toMatchObject({ page: 1, pageCount: 10, matching: 100, totalItems: 100, pageSize: 10 });
    expect(all.review.counts).toEqual({ all: 100, incorrect: 7, unanswered: 81, flagged: 3, pretest: 0 });
    expect(all.review.items.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(all.review.items.map((r) => r.questionId)).toEqual(ids.slice(0, 10));
    expect(all.review.items[0]).toMatchObject({ isCorrect: true, userAnswer: keys.keyOf(ids[0]!), flagged: true });
    expect(all.review.items[0]!.explanation.length).toBeGreaterThan(0);

    const page3 = await api.learner.attemptReview.query({ attemptId: result.attemptId, page: 3 });
    expect(page3.review.items.map((r) => r.number)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);

    const incorrect = await api.learner.attemptReview.query({ attemptId: result.attemptId, filter: 'incorrect' });
    expect(incorrect.review).toMatchObject({ matching: 7, pageCount: 1 });
    expect(incorrect.review.items.map((r) => r.number)).toEqual([13, 14, 15, 16, 17, 18, 19]);
    expect(incorrect.review.items.every((r) => !r.isCorrect && r.userAnswer === wrongOf(r.questionId!))).toBe(true);

    const unanswered = await api.learner.attemptReview.query({ attemptId: result.attemptId, filter: 'unanswered', page: 9 });
    expect(unanswered.review).toMatchObject({ matching: 81, pageCount: 9, page: 9 });
    expect(unanswered.review.items.map((r) => r.number)).toEqual([100]);
    // A page past the end shows the last.
    expect((await api.learner.attemptReview.query({ attemptId: result.attemptId, filter: 'unanswered', page: 50 })).review.page).toBe(9);

    const flagged = await api.learner.attemptReview.query({ attemptId: result.attemptId, filter: 'flagged' });
    expect(flagged.review.items.map((r) => r.number)).toEqual([1, 15, 41]);

    // Topic and outline section narrow every filter, and its counts.
    const topicId = all.review.topics[0]!.id;
    const byTopic = await api.learner.attemptReview.query({ attemptId: result.attemptId, topicId });
    expect(byTopic.review.matching).toBe(all.review.topics[0]!.count);
    expect(byTopic.review.counts.all).toBe(all.review.topics[0]!.count);
    expect(byTopic.review.items.every((r) => r.topicId === topicId)).toBe(true);
    expect(all.review.topics.reduce((n, t) => n + t.count, 0)).toBe(100);
    const section = all.review.sections[0];
    if (section) {
      const bySection = await api.learner.attemptReview.query({ attemptId: result.attemptId, section: section.key, filter: 'all' });
      expect(bySection.review.matching).toBe(section.count);
      expect(bySection.review.items.every((r) => r.section === section.key)).toBe(true);
    }
  });

  it('answers 404 for another learner’s attempt or one that does not exist, and 400 for bad input', async () => {
    const { result } = await finishedExam(pro, 1, 1, []);
    expect(await trpcFailure(as(other).learner.attemptReview.query({ attemptId: result.attemptId }))).toMatchObject({
      status: 404,
      message: 'Attempt not found',
    });
    expect(await trpcFailure(as(pro).learner.attemptReview.query({ attemptId: 999_999 }))).toMatchObject({ status: 404 });
    const bad = [
      { attemptId: result.attemptId, filter: 'wrong' },
      { attemptId: result.attemptId, page: 0 },
      { attemptId: result.attemptId, section: 'IX' },
      { attemptId: 'abc' },
    ];
    for (const input of bad) {
      expect(await trpcFailure(as(pro).learner.attemptReview.query(input as never)), JSON.stringify(input)).toMatchObject({ status: 400 });
    }
  });

  it('reviews a topic quiz from its stored answers, flagged by the learner’s flag set; a free learner sees keys of right answers only', async () => {
    const api = as(pro);
    const quizQs = (await api.learner.startQuiz.mutate({ topicId: 4, limit: 3 })).questions;
    const saved = await api.learner.saveAttempt.mutate({
      topicId: 4,
      questionsAnswered: quizQs.map((q, i) => ({ questionId: q.id, userAnswer: i === 1 ? wrongOf(q.id) : keys.keyOf(q.id) })),
    });
    await api.learner.markQuestion.mutate({ questionId: quizQs[2]!.id });
    const review = await api.learner.attemptReview.query({ attemptId: saved.id });
    expect(review.exam).toBeNull();
    expect(review.attempt).toMatchObject({ kind: 'topic', title: 'Airway Management', score: 67, correctCount: 2, totalQuestions: 3 });
    expect(review.attempt.topicBreakdown).toEqual([{ topicName: 'Airway Management', correct: 2, total: 3, percent: 67 }]);
    expect(review.review.counts).toMatchObject({ all: 3, incorrect: 1, unanswered: 0, flagged: 1 });
    const incorrect = await api.learner.attemptReview.query({ attemptId: saved.id, filter: 'incorrect' });
    expect(incorrect.review.items.map((r) => r.questionId)).toEqual([quizQs[1]!.id]);
    expect(incorrect.review.items[0]).toMatchObject({ correctAnswer: keys.keyOf(quizQs[1]!.id), keyWithheld: false });
    const flagged = await api.learner.attemptReview.query({ attemptId: saved.id, filter: 'flagged' });
    expect(flagged.review.items.map((r) => r.questionId)).toEqual([quizQs[2]!.id]);

    // A free learner's exam: the missed questions keep their key and explanation back, as on the exam's result.
    const { result } = await finishedExam(free, 2, 3, []);
    const freeReview = await as(free).learner.attemptReview.query({ attemptId: result.attemptId, filter: 'incorrect' });
    expect(freeReview.review.keysWithheld).toBe(true);
    expect(freeReview.review.items.every((r) => r.keyWithheld && r.correctAnswer === null && r.explanation === '')).toBe(true);
    const right = (await as(free).learner.attemptReview.query({ attemptId: result.attemptId })).review.items.filter((r) => r.isCorrect);
    expect(right.every((r) => r.correctAnswer !== null && !r.keyWithheld)).toBe(true);
  });

  it('reviews a Create-Test test through its own review, flagged by the learner’s flag set', async () => {
    const api = as(pro);
    const test = await api.learner.createTest.mutate({ mode: 'timed', pools: ['all'], topicIds: [5], count: 4 });
    const [a, b] = test.items.map((i) => i.questionId!) as [number, number];
    await api.learner.answerTest.mutate({ testId: test.id, questionId: a, userAnswer: keys.keyOf(a) });
    await api.learner.answerTest.mutate({ testId: test.id, questionId: b, userAnswer: wrongOf(b) });
    await api.learner.markQuestion.mutate({ questionId: b });
    const done = await api.learner.finishTest.mutate({ testId: test.id });
    const attemptId = done.result!.attemptId!;
    const review = await api.learner.attemptReview.query({ attemptId });
    expect(review.attempt).toMatchObject({ kind: 'test', correctCount: 1, totalQuestions: 4 });
    expect(review.review.counts).toMatchObject({ all: 4, incorrect: 1, unanswered: 2, flagged: 1 });
    expect(review.review.items.map((r) => r.questionId)).toEqual(test.items.map((i) => i.questionId));
    expect((await api.learner.attemptReview.query({ attemptId, filter: 'flagged' })).review.items.map((r) => r.questionId)).toEqual([b]);
    expect(await trpcFailure(as(other).learner.attemptReview.query({ attemptId }))).toMatchObject({ status: 404 });
  });

  it('a real-format TMC exam offers its unscored pretest items as a filter', async () => {
    const api = as(pro);
    const exam = await api.learner.startExam.mutate({ examType: 'tmc' });
    const result = await api.learner.submitExam.mutate({ examSessionId: exam.examSessionId, answers: [] });
    const review = await api.learner.attemptReview.query({ attemptId: result.attemptId, filter: 'pretest', page: 2 });
    expect(review.exam?.fidelity?.pretestCount).toBe(20);
    expect(review.review).toMatchObject({ matching: 20, pageCount: 2, page: 2, totalItems: 160 });
    expect(review.review.counts.pretest).toBe(20);
    expect(review.review.items.every((r) => !r.scored)).toBe(true);
    expect(review.review.sections.map((s) => s.key)).toEqual(['I', 'II', 'III']);
  });
  it('the longest review (an RTE simulation, 185 items) leaves the server a page of 10 at a time', async () => {
    const api = as(pro);
    const exam = await api.learner.startExam.mutate({ examType: 'rte' });
    const result = await api.learner.submitExam.mutate({ examSessionId: exam.examSessionId, answers: [] });
    // The submit itself answers the first page only (issue #33); the whole review is never in one answer.
    expect(result).not.toHaveProperty('review');
    expect(result.reviewPage.review).toMatchObject({ totalItems: 185, pageCount: 19, page: 1 });
    expect(result.reviewPage.review.items.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const page = await api.learner.attemptReview.query({ attemptId: result.attemptId, page: 19 });
    expect(page.review).toMatchObject({ totalItems: 185, pageCount: 19, page: 19 });
    expect(page.review.items.map((r) => r.number)).toEqual([181, 182, 183, 184, 185]);
    const first = await api.learner.attemptReview.query({ attemptId: result.attemptId });
    expect(first.review).toEqual(result.reviewPage.review);
    const whole = JSON.stringify(await api.learner.examResult.query({ examSessionId: exam.examSessionId })).length;
    const paged = JSON.stringify(result).length;
    // Measured for the report: the whole review against the submit's answer (the result and the first page).
    console.info(`RTE review: whole result ${whole} characters, the submit's answer ${paged}`);
    expect(paged).toBeLessThan(whole / 5);
  });
});
