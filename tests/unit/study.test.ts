import { first } from '../../src/server/db';
// The study engine (issue #18): FSRS scheduling of every graded answer, the pools a test draws from, tests in
// tutor and timed mode, marks, notes, miss tags and review due — through the procedures, on an in-memory database
// with a fixed clock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { describeZodError } from '../../src/server/trpc';
import { eq } from 'drizzle-orm';
import { Rating } from 'ts-fsrs';
import { beforeEach, describe, expect, it } from 'vitest';
import { questions, quizAttempts, reviewCards } from '../../db/schema';
import { ratingFor, reviewCard } from '../../src/server/features/study/review';
import { interleaveByTopic } from '../../src/server/features/study/reviewDue';
import { makeWorld, type TestWorld } from '../support/db';
import { anyOf, containing } from '../support/match';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;

let w: TestWorld;
let pro: { token: string; id: number };
const api = () => w.caller(pro.token);
const keyOf = async (id: number) => (await first(w.db.select().from(questions).where(eq(questions.id, id)).limit(1)))!.correctAnswer;
const wrongOf = async (id: number) => ((await keyOf(id)) === 'A' ? 'B' : 'A');
const topicQuestionIds = async (topicId: number) =>
  (await w.db.select().from(questions))
    .filter((q) => q.topicId === topicId)
    .map((q) => q.id)
    .sort((a, b) => a - b);
const later = (ms: number) => (w.clock.now = new Date(w.clock.now.getTime() + ms));
const code = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'ok';
  } catch (err) {
    if (!(err instanceof TRPCError)) return String(err);
    // As the wire says it: a zod failure names its field (trpc.ts's error formatter).
    return `${err.code}: ${err.cause instanceof ZodError ? describeZodError(err.cause) : err.message}`;
  }
};

beforeEach(async () => {
  w = await makeWorld();
  pro = await w.signUp('learner', { subscriptionStatus: 'pro' });
});

describe('rating and scheduling (ts-fsrs with the injected clock)', () => {
  it('maps answers to ratings: wrong and a lucky guess are Again, unsure is Hard, sure or unsaid is Good', () => {
    expect(ratingFor(false, 'sure')).toBe(Rating.Again);
    expect(ratingFor(false, undefined)).toBe(Rating.Again);
    expect(ratingFor(true, 'guess')).toBe(Rating.Again);
    expect(ratingFor(true, 'unsure')).toBe(Rating.Hard);
    expect(ratingFor(true, 'sure')).toBe(Rating.Good);
    expect(ratingFor(true, null)).toBe(Rating.Good);
  });

  // Issue #27: no sub-day learning steps, so a miss comes back the next day (never the same minute) and a first
  // Good answer takes FSRS's first interval (2 days with the default weights).
  it('a topic quiz save schedules each answer from the clock: a miss is due the next day, a hit in two, a blank not at all', async () => {
    const [a, b, c] = await topicQuestionIds(2);
    const start = w.clock.now.getTime();
    await api().learner.saveAttempt({
      topicId: 2,
      questionsAnswered: [
        { questionId: a!, userAnswer: await wrongOf(a!) },
        { questionId: b!, userAnswer: await keyOf(b!) },
        { questionId: c!, userAnswer: null },
      ],
    });
    expect(await reviewCard(w.db, pro.id, a!)).toMatchObject({
      lastCorrect: false,
      due: new Date(start + DAY),
      reps: 1,
      lastReview: new Date(start),
    });
    expect(await reviewCard(w.db, pro.id, b!)).toMatchObject({ lastCorrect: true, due: new Date(start + 2 * DAY), reps: 1 });
    expect(await reviewCard(w.db, pro.id, c!)).toBeUndefined();
  });

  it('a miss is due sooner than a hit, and a right guess exactly as soon as a miss', async () => {
    const t = await api().learner.createTest({ mode: 'tutor', pools: ['all'], topicIds: [3], count: 3 });
    const [hit, miss, guess] = t.items.map((i) => i.questionId!);
    await api().learner.answerTest({ testId: t.id, questionId: hit!, userAnswer: await keyOf(hit!), confidence: 'sure' });
    await api().learner.answerTest({ testId: t.id, questionId: miss!, userAnswer: await wrongOf(miss!), confidence: 'sure' });
    await api().learner.answerTest({ testId: t.id, questionId: guess!, userAnswer: await keyOf(guess!), confidence: 'guess' });
    const due = async (id: number) => (await reviewCard(w.db, pro.id, id))!.due!.getTime();
    expect(await due(miss!)).toBeLessThan(await due(hit!));
    expect(await due(guess!)).toBe(await due(miss!));
    // A right guess is still a right answer for the pools: it is not in Incorrect.
    expect((await reviewCard(w.db, pro.id, guess!))!.lastCorrect).toBe(true);
  });

  it('after a day, a card answered right again moves days ahead of one missed again, which is due the next day', async () => {
    const [a, b] = await topicQuestionIds(4);
    const save = (answers: { questionId: number; userAnswer: string }[]) =>
      api().learner.saveAttempt({ topicId: 4, questionsAnswered: answers });
    await save([
      { questionId: a!, userAnswer: await keyOf(a!) },
      { questionId: b!, userAnswer: await keyOf(b!) },
    ]);
    later(DAY);
    const now = w.clock.now.getTime();
    await save([
      { questionId: a!, userAnswer: await keyOf(a!) },
      { questionId: b!, userAnswer: await wrongOf(b!) },
    ]);
    const ca = (await reviewCard(w.db, pro.id, a!))!;
    const cb = (await reviewCard(w.db, pro.id, b!))!;
    // A lapse takes no relearning step: due the next day, not sooner; the card answered right goes days further.
    expect(cb.due!.getTime() - now).toBe(DAY);
    expect(ca.due!.getTime() - cb.due!.getTime()).toBeGreaterThanOrEqual(DAY);
    expect(cb.lapses + cb.reps).toBeGreaterThan(ca.lapses);
    expect(cb.lastCorrect).toBe(false);
  });

  it('an exam submit schedules the answered questions and skips the blanks', async () => {
    const free = await w.signUp('examinee');
    const exam = await w.caller(free.token).learner.startExam({ examType: 'practice' });
    const ids = exam.questions.map((q) => q.id);
    await w
      .caller(free.token)
      .learner.submitExam({ examSessionId: exam.examSessionId, answers: [await keyOf(ids[0]!), await wrongOf(ids[1]!)] });
    expect(await reviewCard(w.db, free.id, ids[0]!)).toMatchObject({ lastCorrect: true });
    expect(await reviewCard(w.db, free.id, ids[1]!)).toMatchObject({ lastCorrect: false });
    expect(await w.db.select().from(reviewCards).where(eq(reviewCards.userId, free.id))).toHaveLength(2);
  });
});

describe('pools and their counts', () => {
  it('counts unused, incorrect and marked per topic, and a union counts a question once', async () => {
    const [a, b, c] = await topicQuestionIds(1);
    await api().learner.saveAttempt({
      topicId: 1,
      questionsAnswered: [
        { questionId: a!, userAnswer: await wrongOf(a!) },
        { questionId: b!, userAnswer: await keyOf(b!) },
      ],
    });
    // a is incorrect and marked; c is unused and marked.
    await api().learner.markQuestion({ questionId: a! });
    await api().learner.markQuestion({ questionId: c! });
    await api().learner.markQuestion({ questionId: c! });
    const one = await api().learner.testPoolCounts({ pools: ['incorrect', 'marked'], topicIds: [1] });
    expect(one.pools).toEqual({ unused: 1, incorrect: 1, marked: 2, all: 3 });
    expect(one.available).toBe(2);
    expect(one.topics.find((t) => t.topicId === 1)).toMatchObject({ available: 2, total: 3 });
    expect(one.topics.find((t) => t.topicId === 2)).toMatchObject({ available: 0, total: 3 });

    const union = await api().learner.testPoolCounts({ pools: ['unused', 'incorrect', 'marked'], topicIds: [1, 2] });
    // Topic 1: a (incorrect, marked), c (unused, marked); topic 2: all three unused. b is in none.
    expect(union.available).toBe(5);
    expect(union.pools).toEqual({ unused: 4, incorrect: 1, marked: 2, all: 6 });

    // A test from the union holds each question once, and exactly those.
    const t = await api().learner.createTest({ mode: 'tutor', pools: ['unused', 'incorrect', 'marked'], topicIds: [1, 2], count: 100 });
    expect(t.count).toBe(5);
    const ids = t.items.map((i) => i.questionId);
    expect(new Set(ids).size).toBe(5);
    expect(ids).not.toContain(b);
    expect(ids.sort()).toEqual([a, c, ...(await topicQuestionIds(2))].sort());
  });

  it('a question answered in a tutor test leaves Unused at once; in a timed test only when the test is finished', async () => {
    const before = (await api().learner.testPoolCounts({ pools: ['unused'], topicIds: [5] })).available;
    expect(before).toBe(3);
    const tutor = await api().learner.createTest({ mode: 'tutor', pools: ['unused'], topicIds: [5], count: 1 });
    const q = tutor.items[0]!.questionId!;
    await api().learner.answerTest({ testId: tutor.id, questionId: q, userAnswer: await wrongOf(q) });
    expect(await api().learner.testPoolCounts({ pools: ['unused'], topicIds: [5] })).toMatchObject({
      available: 2,
      pools: { incorrect: 1 },
    });

    const timed = await api().learner.createTest({ mode: 'timed', pools: ['unused'], topicIds: [5], count: 2 });
    for (const i of timed.items)
      await api().learner.answerTest({ testId: timed.id, questionId: i.questionId!, userAnswer: await wrongOf(i.questionId!) });
    // While the test runs, the counts give nothing away about the answers.
    expect(await api().learner.testPoolCounts({ pools: ['unused'], topicIds: [5] })).toMatchObject({
      available: 2,
      pools: { incorrect: 1 },
    });
    await api().learner.finishTest({ testId: timed.id });
    expect(await api().learner.testPoolCounts({ pools: ['unused'], topicIds: [5] })).toMatchObject({
      available: 0,
      pools: { incorrect: 3 },
    });
  });

  it('only published questions are in any pool', async () => {
    const draft = (
      await w.db
        .insert(questions)
        .values({
          topicId: 6,
          questionText: 'Draft?',
          options: ['a', 'b', 'c', 'd'],
          correctAnswer: 'A',
          status: 'draft',
          createdAt: w.clock.now,
        })
        .returning()
    )[0]!;
    const counts = await api().learner.testPoolCounts({ pools: ['all'], topicIds: [6] });
    expect(counts.pools.all).toBe(3);
    const t = await api().learner.createTest({ mode: 'tutor', pools: ['all'], topicIds: [6], count: 10 });
    expect(t.items.map((i) => i.questionId)).not.toContain(draft.id);
    expect(await code(api().learner.markQuestion({ questionId: draft.id }))).toMatch(/^NOT_FOUND/);
  });
});

describe('tests: tutor and timed', () => {
  it('tutor mode answers with the verdict, the key and the explanation, and refuses a second answer', async () => {
    const t = await api().learner.createTest({ mode: 'tutor', pools: ['all'], topicIds: [7], count: 2 });
    expect(t.deadlineAt).toBeNull();
    expect(t.items.every((i) => i.correctAnswer === null && i.explanation === null)).toBe(true);
    const q = t.items[0]!.questionId!;
    const res = await api().learner.answerTest({
      testId: t.id,
      questionId: q,
      userAnswer: await wrongOf(q),
      confidence: 'unsure',
      timeSpent: 4200,
    });
    expect(res).toEqual({
      saved: true,
      isCorrect: false,
      correctAnswer: await keyOf(q),
      explanation: containing('Correct Answer'),
      source: null,
      reviewedOn: null,
      writtenOn: null,
    });
    expect(await code(api().learner.answerTest({ testId: t.id, questionId: q, userAnswer: await keyOf(q) }))).toBe(
      `CONFLICT: questionId: question ${q} was already answered in this test`,
    );
    const resumed = await api().learner.getTest({ testId: t.id });
    expect(resumed.items[0]).toMatchObject({
      userAnswer: await wrongOf(q),
      isCorrect: false,
      correctAnswer: await keyOf(q),
      confidence: 'unsure',
      timeSpent: 0,
    });
    // The unanswered question stays closed.
    expect(resumed.items[1]).toMatchObject({ correctAnswer: null, isCorrect: null });
  });

  it("caps an answer's time at the test's age", async () => {
    const t = await api().learner.createTest({ mode: 'tutor', pools: ['all'], topicIds: [7], count: 1 });
    later(5000);
    const q = t.items[0]!.questionId!;
    await api().learner.answerTest({ testId: t.id, questionId: q, userAnswer: await keyOf(q), timeSpent: 999_999 });
    expect((await api().learner.getTest({ testId: t.id })).items[0]!.timeSpent).toBe(5000);
  });

  it('timed mode gives 67.5 s a question, saves answers without a verdict, lets them change, and reveals nothing before finish', async () => {
    const t = await api().learner.createTest({ mode: 'timed', pools: ['all'], topicIds: [8, 9], count: 4 });
    expect(t.deadlineAt!.getTime() - t.startedAt.getTime()).toBe(4 * 67_500);
    const [q1, q2] = t.items.map((i) => i.questionId!);
    expect(await api().learner.answerTest({ testId: t.id, questionId: q1!, userAnswer: await wrongOf(q1!) })).toEqual({ saved: true });
    expect(await api().learner.answerTest({ testId: t.id, questionId: q1!, userAnswer: await keyOf(q1!), confidence: 'sure' })).toEqual({
      saved: true,
    });
    const during = await api().learner.getTest({ testId: t.id });
    expect(during.items.map((i) => [i.isCorrect, i.correctAnswer, i.explanation])).toEqual(t.items.map(() => [null, null, null]));
    expect(during.items[0]!.userAnswer).toBe(await keyOf(q1!));
    expect(await reviewCard(w.db, pro.id, q1!)).toBeUndefined();
    // A miss tag before the finish would tell a miss: refused.
    expect(await code(api().learner.putMissTag({ testId: t.id, data: { questionId: q1!, tag: 'misread' } }))).toMatch(/^CONFLICT/);

    later(4 * 67_500 + 1);
    expect(await code(api().learner.answerTest({ testId: t.id, questionId: q2!, userAnswer: 'A' }))).toBe(
      'CONFLICT: Time is up for this test: finish it to see your results',
    );
    expect((await api().learner.getTest({ testId: t.id })).expired).toBe(true);

    const done = await api().learner.finishTest({ testId: t.id });
    expect(done.result).toMatchObject({ correctCount: 1, totalQuestions: 4, score: 25, timeSpent: 270 });
    expect(done.items[0]).toMatchObject({ isCorrect: true, correctAnswer: await keyOf(q1!), confidence: 'sure' });
    expect(done.items[1]).toMatchObject({ userAnswer: null, isCorrect: false, correctAnswer: await keyOf(q2!) });
    expect(done.items.every((i) => typeof i.explanation === 'string' && i.explanation.length > 0)).toBe(true);
    // The final choice, rated once at the finish: Good from the finish time (FSRS's first Good interval, 2 days).
    expect(await reviewCard(w.db, pro.id, q1!)).toMatchObject({
      lastCorrect: true,
      reps: 1,
      due: new Date(w.clock.now.getTime() + 2 * DAY),
    });
    expect(await reviewCard(w.db, pro.id, q2!)).toBeUndefined();
  });

  it('finishing stores one graded attempt that shows in recent activity; finishing again changes nothing', async () => {
    const t = await api().learner.createTest({ mode: 'tutor', pools: ['all'], topicIds: [10], count: 3 });
    const [q1, q2] = t.items.map((i) => i.questionId!);
    later(10_000);
    await api().learner.answerTest({ testId: t.id, questionId: q1!, userAnswer: await keyOf(q1!), timeSpent: 3000 });
    await api().learner.answerTest({ testId: t.id, questionId: q2!, userAnswer: await wrongOf(q2!), timeSpent: 2000 });
    const done = await api().learner.finishTest({ testId: t.id });
    expect(done.result).toMatchObject({ correctCount: 1, totalQuestions: 3, score: 33, timeSpent: 5 });
    const again = await api().learner.finishTest({ testId: t.id });
    expect(again.result).toEqual(done.result);
    expect((await w.db.select().from(quizAttempts)).filter((a) => a.kind === 'test')).toHaveLength(1);
    const dash = await api().learner.dashboard();
    expect(dash.recentAttempts[0]).toMatchObject({ title: 'Custom test', score: 33, totalQuestions: 3 });
    expect(dash.stats.totalQuizzes).toBe(1);
    expect(await code(api().learner.answerTest({ testId: t.id, questionId: t.items[2]!.questionId!, userAnswer: 'A' }))).toBe(
      'CONFLICT: This test is finished: its answers can no longer change',
    );
  });

  it("refuses unknown topics, bad counts, empty pools, questions not in the test, and other learners' tests", async () => {
    const expectBad = async (input: unknown, pattern: RegExp) => {
      const msg = await code(api().learner.createTest(input as never));
      expect(msg).toMatch(pattern);
    };
    await expectBad({ mode: 'tutor', pools: ['all'], topicIds: [99], count: 5 }, /^BAD_REQUEST: topicIds: topic 99 does not exist$/);
    await expectBad({ mode: 'tutor', pools: ['all'], count: 0 }, /^BAD_REQUEST: count: must be at least 1$/);
    await expectBad({ mode: 'tutor', pools: ['all'], count: 101 }, /^BAD_REQUEST: count: must be at most 100$/);
    await expectBad(
      { mode: 'tutor', pools: ['marked'], count: 5 },
      /^BAD_REQUEST: pools: Flagged holds no questions in the chosen topics$/,
    );
    await expectBad({ mode: 'tutor', pools: ['due'], count: 5 }, /^BAD_REQUEST: pools: Due for review holds no questions/);
    await expectBad(
      { mode: 'tutor', pools: ['due', 'all'], count: 5 },
      /^BAD_REQUEST: pools: the 'due' and 'new' pools cannot be combined with other pools$/,
    );
    await expectBad(
      { mode: 'tutor', pools: ['unused', 'new'], count: 5 },
      /^BAD_REQUEST: pools: the 'due' and 'new' pools cannot be combined with other pools$/,
    );
    await expectBad({ mode: 'exam', pools: ['all'], count: 5 }, /^BAD_REQUEST: mode: mode must be one of tutor, timed$/);

    const t = await api().learner.createTest({ mode: 'tutor', pools: ['all'], topicIds: [11], count: 1 });
    const outside = (await topicQuestionIds(12))[0]!;
    expect(await code(api().learner.answerTest({ testId: t.id, questionId: outside, userAnswer: 'A' }))).toBe(
      `BAD_REQUEST: questionId: question ${outside} is not in this test`,
    );
    const other = await w.signUp('other', { subscriptionStatus: 'pro' });
    const theirs = w.caller(other.token).learner;
    expect(await code(theirs.getTest({ testId: t.id }))).toBe('NOT_FOUND: Test not found');
    expect(await code(theirs.answerTest({ testId: t.id, questionId: t.items[0]!.questionId!, userAnswer: 'A' }))).toBe(
      'NOT_FOUND: Test not found',
    );
    expect(await code(theirs.finishTest({ testId: t.id }))).toBe('NOT_FOUND: Test not found');
    // Nothing of the owner's test moved.
    expect((await api().learner.getTest({ testId: t.id })).items[0]!.answeredAt).toBeNull();
  });

  it('free learners are refused with a message naming Pro', async () => {
    const free = await w.signUp('freebie');
    const msg = await code(w.caller(free.token).learner.createTest({ mode: 'tutor', pools: ['all'], count: 5 }));
    expect(msg).toMatch(/^FORBIDDEN: .*Pro/);
  });
});

describe('marks, notes and miss tags', () => {
  it('flags show on the test and feed the Flagged pool; unflagging removes them', async () => {
    const t = await api().learner.createTest({ mode: 'tutor', pools: ['all'], topicIds: [13], count: 3 });
    const q = t.items[1]!.questionId!;
    await api().learner.markQuestion({ questionId: q });
    expect((await api().learner.getTest({ testId: t.id })).items[1]!.marked).toBe(true);
    expect((await api().learner.testPoolCounts({ pools: ['marked'] })).available).toBe(1);
    await api().learner.unmarkQuestion({ questionId: q });
    expect((await api().learner.testPoolCounts({ pools: ['marked'] })).available).toBe(0);
  });

  it('a note is private, at most 2,000 characters, and blank removes it', async () => {
    const t = await api().learner.createTest({ mode: 'tutor', pools: ['all'], topicIds: [13], count: 1 });
    const q = t.items[0]!.questionId!;
    await api().learner.putNote({ questionId: q, data: { text: 'PEEP before FiO2' } });
    expect((await api().learner.getTest({ testId: t.id })).items[0]!.note).toBe('PEEP before FiO2');
    expect(await code(api().learner.putNote({ questionId: q, data: { text: 'x'.repeat(2001) } }))).toBe(
      'BAD_REQUEST: text: a note may be at most 2,000 characters',
    );
    const other = await w.signUp('peer', { subscriptionStatus: 'pro' });
    const theirs = await w.caller(other.token).learner.createTest({ mode: 'tutor', pools: ['all'], topicIds: [13], count: 3 });
    expect(theirs.items.find((i) => i.questionId === q)!.note).toBeNull();
    await api().learner.putNote({ questionId: q, data: { text: '  ' } });
    expect((await api().learner.getTest({ testId: t.id })).items[0]!.note).toBeNull();
  });

  it('a miss tag goes on a missed answer only, and the review screen groups misses by tag and topic', async () => {
    const t = await api().learner.createTest({ mode: 'tutor', pools: ['all'], topicIds: [2], count: 3 });
    const [hit, miss, blank] = t.items.map((i) => i.questionId!);
    await api().learner.answerTest({ testId: t.id, questionId: hit!, userAnswer: await keyOf(hit!) });
    await api().learner.answerTest({ testId: t.id, questionId: miss!, userAnswer: await wrongOf(miss!) });
    expect(await code(api().learner.putMissTag({ testId: t.id, data: { questionId: hit!, tag: 'misread' } }))).toBe(
      `CONFLICT: questionId: question ${hit} was answered right, so it has no miss to tag`,
    );
    expect(await code(api().learner.putMissTag({ testId: t.id, data: { questionId: blank!, tag: 'misread' } }))).toMatch(
      /was not answered/,
    );
    expect(await api().learner.putMissTag({ testId: t.id, data: { questionId: miss!, tag: 'calculation_slip' } })).toEqual({
      testId: t.id,
      questionId: miss,
      tag: 'calculation_slip',
    });
    const review = await api().learner.reviewDue();
    expect(review.misses).toEqual([{ tag: 'calculation_slip', topicId: 2, topicName: anyOf(String), count: 1 }]);
  });
});

describe('review due', () => {
  it('counts what is due now, interleaves topics, and builds a tutor session from the due pool', async () => {
    // Miss two questions of topic 1 and one of topic 2; get one of topic 3 right.
    const miss = async (topicId: number, n: number) =>
      api().learner.saveAttempt({
        topicId,
        questionsAnswered: await Promise.all(
          (await topicQuestionIds(topicId)).slice(0, n).map(async (questionId) => ({ questionId, userAnswer: await wrongOf(questionId) })),
        ),
      });
    await miss(1, 2);
    await miss(2, 1);
    const right = (await topicQuestionIds(3))[0]!;
    await api().learner.saveAttempt({ topicId: 3, questionsAnswered: [{ questionId: right, userAnswer: await keyOf(right) }] });
    expect((await api().learner.reviewDue()).dueCount).toBe(0);
    // Issue #27: a miss is not due again the same day — only the next (and the hit the day after).
    later(DAY - MIN);
    expect((await api().learner.reviewDue()).dueCount).toBe(0);
    later(MIN);
    const due = await api().learner.reviewDue();
    expect(due.dueCount).toBe(3);
    expect(due.items.map((i) => i.topicId)).toEqual([1, 2, 1]);
    later(DAY);
    expect((await api().learner.reviewDue()).dueCount).toBe(4);

    const session = await api().learner.createTest({ mode: 'tutor', pools: ['due'], count: 100 });
    expect(session.items.map((i) => i.topicId)).toEqual([1, 2, 3, 1]);
    // In a review session the answer waits for the learner's rating; the rating moves the card out of due.
    const first = session.items[0]!.questionId!;
    await api().learner.answerTest({ testId: session.id, questionId: first, userAnswer: await keyOf(first), confidence: 'sure' });
    expect((await api().learner.reviewDue()).dueCount).toBe(4);
    await api().learner.rateReview({ testId: session.id, questionId: first, rating: 'good' });
    expect((await api().learner.reviewDue()).dueCount).toBe(3);
  });

  it('interleaves round-robin by topic', () => {
    const items = [1, 1, 1, 2, 3, 3].map((topicId, i) => ({ topicId, i }));
    expect(interleaveByTopic(items).map((x) => x.i)).toEqual([0, 3, 4, 1, 5, 2]);
  });
});

describe('open tests and progress', () => {
  it('lists unfinished tests, newest first, with how far each got', async () => {
    const a = await api().learner.createTest({ mode: 'tutor', pools: ['all'], topicIds: [1], count: 2 });
    later(1000);
    const b = await api().learner.createTest({ mode: 'timed', pools: ['all'], topicIds: [2], count: 3 });
    const q = b.items[0]!.questionId!;
    await api().learner.answerTest({ testId: b.id, questionId: q, userAnswer: 'A' });
    later(1000);
    const c = await api().learner.createTest({ mode: 'tutor', pools: ['all'], topicIds: [3], count: 1 });
    await api().learner.finishTest({ testId: c.id });
    expect((await api().learner.openTests()).map((t) => [t.id, t.mode, t.count, t.answeredCount, t.expired])).toEqual([
      [b.id, 'timed', 3, 1, false],
      [a.id, 'tutor', 2, 0, false],
    ]);
    later(3 * 67_500);
    expect((await api().learner.openTests())[0]).toMatchObject({ id: b.id, expired: true });
    // Nobody else's.
    const other = await w.signUp('someone', { subscriptionStatus: 'pro' });
    expect(await w.caller(other.token).learner.openTests()).toEqual([]);
  });

  it('counts answered and right per outline section and topic, and names the three weakest topics', async () => {
    // Topic 1: 3 answered, 1 right. Topic 2: 3 answered, 3 right. Topic 3: 3 answered, 0 right. Topic 4: 1 answered.
    const save = async (topicId: number, rightCount: number) =>
      api().learner.saveAttempt({
        topicId,
        questionsAnswered: await Promise.all(
          (await topicQuestionIds(topicId)).map(async (questionId, i) => ({
            questionId,
            userAnswer: i < rightCount ? await keyOf(questionId) : await wrongOf(questionId),
          })),
        ),
      });
    await save(1, 1);
    await save(2, 3);
    await save(3, 0);
    const one = (await topicQuestionIds(4))[0]!;
    await api().learner.saveAttempt({ topicId: 4, questionsAnswered: [{ questionId: one, userAnswer: await keyOf(one) }] });
    const p = await api().learner.studyProgress();
    expect(p.topics.find((t) => t.topicId === 1)).toMatchObject({ total: 3, answered: 3, correct: 1, percentCorrect: 33 });
    expect(p.topics.find((t) => t.topicId === 5)).toMatchObject({ total: 3, answered: 0, correct: 0, percentCorrect: null });
    // The fixture bank puts every question in section I.
    expect(p.sections).toEqual([{ section: 'I', name: 'Patient Data', total: 39, answered: 10, correct: 5, percentCorrect: 50 }]);
    // Topics 3 (0 of 3) and 1 (1 of 3) are the weakest; then the unknowns (fewer than 3 answered count as 50%), least
    // practised first, so topic 5 (none) before topic 4 (one) — and topic 2 (3 of 3) is last.
    expect(p.weakestTopicIds).toEqual([3, 1, 5]);
    expect(p.topics.find((t) => t.topicId === 2)).toMatchObject({ answered: 3, correct: 3, percentCorrect: 100 });
  });
});

describe('migration 0009', () => {
  it('fills review cards from the answers already stored: the latest answer counts, blanks do not, misses are due', async () => {
    const { openDatabase } = await import('../../src/server/db');
    const { seedDatabase } = await import('../../src/server/features/questions/seed');
    const { fixtureBank } = await import('../support/db');
    const { rollBackTo } = await import('../support/migrations');
    const { poolCounts } = await import('../../src/server/features/study/pools');
    const dir = mkdtempSync(join(tmpdir(), 'respira-0009-'));
    try {
      const file = join(dir, 'db.sqlite');
      const t0 = new Date('2026-03-10T12:00:00Z').getTime();
      let db = openDatabase(file);
      await seedDatabase(db, new Date(t0), fixtureBank());
      rollBackTo(db.$client, '0009_study_engine');
      const sqlite = db.$client;
      const [q1, q2, q3] = sqlite.prepare('SELECT id FROM questions WHERE topic_id = 1 ORDER BY id').pluck().all() as number[];
      const user = sqlite
        .prepare("INSERT INTO users (username, email, password_hash, created_at) VALUES ('old', 'old@example.com', 'x', ?) RETURNING id")
        .pluck()
        .get(t0) as number;
      const attempt = (at: number) =>
        sqlite
          .prepare(
            "INSERT INTO quiz_attempts (user_id, kind, topic_id, score, correct_count, total_questions, completed_at) VALUES (?, 'topic', 1, 50, 1, 2, ?) RETURNING id",
          )
          .pluck()
          .get(user, at) as number;
      const answer = sqlite.prepare(
        'INSERT INTO attempt_answers (attempt_id, question_id, topic_id, user_answer, is_correct) VALUES (?, ?, 1, ?, ?)',
      );
      // The newer attempt is stored first: order of ids must not decide, time does.
      const newer = attempt(t0 + 1000);
      const older = attempt(t0);
      answer.run(newer, q1, 'A', 1);
      answer.run(newer, q2, 'B', 0);
      answer.run(newer, q3, null, 0);
      answer.run(older, q1, 'B', 0);
      answer.run(older, q2, 'A', 1);
      db.$client.close();

      const before = Date.now();
      db = openDatabase(file);
      const cards = db.$client
        .prepare(
          'SELECT question_id AS q, last_correct AS ok, last_answered_at AS at, due FROM review_cards WHERE user_id = ? ORDER BY question_id',
        )
        .all(user) as {
        q: number;
        ok: number;
        at: number;
        due: number | null;
      }[];
      expect(cards.map((c) => [c.q, c.ok, c.at, c.due === null])).toEqual([
        [q1, 1, t0 + 1000, true],
        [q2, 0, t0 + 1000, false],
      ]);
      expect(cards[1]!.due!).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect((await poolCounts(db, user, { pools: ['unused'], topicIds: [1] })).pools).toEqual({
        unused: 1,
        incorrect: 1,
        marked: 0,
        all: 3,
      });
      db.$client.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
