// Issue #29 §1 and §4 through the procedures: Create Test limited by RTE breadth section, review progress by RTE
// section, and honest review dates (Mark reviewed records who and when; a rewrite voids the review).
import { TRPCError } from '@trpc/server';
import { eq, inArray } from 'drizzle-orm';
import { ZodError } from 'zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema';
import { describeZodError } from '../../src/server/trpc';
import { reviewLine, dayMonthYear } from '../../src/shared/reviewDate';
import { makeWorld, type TestWorld } from '../support/db';

let w: TestWorld;
let pro: { token: string; id: number };
let admin: { token: string; id: number };
const api = () => w.caller(pro.token);

const code = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'ok';
  } catch (err) {
    if (!(err instanceof TRPCError)) return String(err);
    return `${err.code}: ${err.cause instanceof ZodError ? describeZodError(err.cause) : err.message}`;
  }
};
const idsOfTopic = async (topicId: number) =>
  (await w.db.select({ id: questions.id }).from(questions).where(eq(questions.topicId, topicId))).map((q) => q.id).sort((a, b) => a - b);
const place = async (ids: number[], section: 'I.A' | 'II.A' | 'III.C') =>
  await w.db.update(questions).set({ rteSection: section }).where(inArray(questions.id, ids));

beforeEach(async () => {
  w = await makeWorld();
  pro = await w.signUp('learner', { subscriptionStatus: 'pro' });
  admin = await w.signUp('editor', { role: 'admin' });
  // The fixture bank has 3 questions in each of 13 topics and places none; these tests place some.
  const [t1, t2] = [await idsOfTopic(1), await idsOfTopic(2)];
  await place([t1[0]!, t1[1]!], 'I.A');
  await place([t1[2]!, t2[0]!], 'III.C');
  await place([t2[1]!], 'II.A');
});

describe('Create Test by RTE section', () => {
  it('draws only from the chosen sections, within the chosen topics', async () => {
    const t1 = await idsOfTopic(1);
    const t = await api().learner.createTest({ mode: 'tutor', pools: ['all'], rteSections: ['I.A'], count: 10 });
    expect(t.items.map((i) => i.questionId).sort()).toEqual([t1[0], t1[1]].sort());
    const both = await api().learner.createTest({
      mode: 'tutor',
      pools: ['all'],
      topicIds: [2],
      rteSections: ['III.C', 'II.A'],
      count: 10,
    });
    expect(both.items.map((i) => i.questionId).sort()).toEqual((await idsOfTopic(2)).slice(0, 2).sort());
    // Left out, a test is not limited by section: unplaced items stay in.
    expect((await api().learner.createTest({ mode: 'tutor', pools: ['all'], topicIds: [3], count: 10 })).items).toHaveLength(3);
  });

  it('counts each section within the chosen topics, and the topics within the chosen sections', async () => {
    const c = await api().learner.testPoolCounts({ pools: ['all'], topicIds: [1], rteSections: ['I.A'] });
    expect(c.available).toBe(2);
    expect(c.sections.find((s) => s.section === 'I.A')).toEqual({ section: 'I.A', available: 2, total: 2 });
    expect(c.sections.find((s) => s.section === 'III.C')).toEqual({ section: 'III.C', available: 1, total: 1 });
    expect(c.sections.find((s) => s.section === 'II.A')).toEqual({ section: 'II.A', available: 0, total: 0 });
    expect(c.topics.find((t) => t.topicId === 1)).toMatchObject({ available: 2, total: 3 });
    expect(c.topics.find((t) => t.topicId === 2)).toMatchObject({ available: 0, total: 3 });
    expect(c.sections).toHaveLength(16);
  });

  it('refuses an unknown or repeated section with a 400 naming it, and an empty draw naming the sections', async () => {
    const base = { mode: 'tutor' as const, pools: ['all' as const], count: 5 };
    expect(await code(api().learner.createTest({ ...base, rteSections: ['IV.Z' as 'I.A'] }))).toBe(
      'BAD_REQUEST: rteSections.0: "IV.Z" is not an RTE section (I.A to I.E, II.A, II.B, III.A to III.I)',
    );
    expect(await code(api().learner.createTest({ ...base, rteSections: ['I.A', 'I.A'] }))).toBe(
      'BAD_REQUEST: rteSections: list each section once',
    );
    expect(await code(api().learner.createTest({ ...base, rteSections: [] }))).toBe(
      'BAD_REQUEST: rteSections: choose at least one section, or leave the list out for every section',
    );
    expect(await code(api().learner.testPoolCounts({ rteSections: ['III.J' as 'I.A'] }))).toMatch(/^BAD_REQUEST: rteSections\.0: "III\.J"/);
    expect(await code(api().learner.createTest({ ...base, rteSections: ['III.I'] }))).toBe(
      'BAD_REQUEST: pools: All holds no questions in the chosen topics and RTE sections',
    );
  });
});

describe('review progress by RTE section', () => {
  it('counts the learner’s latest answers per section, in the outline’s order, unplaced items last', async () => {
    const t1 = await idsOfTopic(1);
    const keys = new Map((await w.db.select().from(questions)).map((q) => [q.id, q.correctAnswer]));
    const wrong = (id: number) => (keys.get(id) === 'A' ? 'B' : 'A');
    await api().learner.saveAttempt({
      topicId: 1,
      questionsAnswered: [
        { questionId: t1[0]!, userAnswer: keys.get(t1[0]!)! },
        { questionId: t1[1]!, userAnswer: wrong(t1[1]!) },
        { questionId: t1[2]!, userAnswer: keys.get(t1[2]!)! },
      ],
    });
    const p = await api().learner.studyProgress();
    expect(p.rteSections).toEqual([
      { section: 'I.A', name: 'Evaluate data in the patient record', total: 2, answered: 2, correct: 1, percentCorrect: 50 },
      {
        section: 'II.A',
        name: 'Troubleshoot devices during and after assembling',
        total: 1,
        answered: 0,
        correct: 0,
        percentCorrect: null,
      },
      { section: 'III.C', name: 'Support oxygenation and ventilation', total: 2, answered: 1, correct: 1, percentCorrect: 100 },
      { section: null, name: 'Not placed in an RTE section yet', total: 34, answered: 0, correct: 0, percentCorrect: null },
    ]);
    // Another learner's answers are not this learner's.
    const other = await w.signUp('other', { subscriptionStatus: 'pro' });
    expect((await w.caller(other.token).learner.studyProgress()).rteSections[0]).toMatchObject({ answered: 0, correct: 0 });
  });
});

describe('honest review dates', () => {
  const editor = () => w.caller(admin.token).admin;
  const row = async (id: number) => (await w.db.select().from(questions).where(eq(questions.id, id)))[0]!;

  it('Mark reviewed records the UTC day and the editor; the list and the learner see it', async () => {
    const [id] = await idsOfTopic(4);
    w.clock.now = new Date('2026-03-10T23:30:00-05:00'); // 04:30 UTC on the 11th: the UTC day is the one recorded
    expect(await editor().markQuestionReviewed({ id: id! })).toEqual({
      id,
      reviewedOn: '2026-03-11',
      reviewedBy: 'editor',
      writtenOn: null,
    });
    expect(await row(id!)).toMatchObject({ reviewedOn: '2026-03-11', reviewedBy: admin.id });
    const listed = (await editor().questions({ id: id! })).items[0]!;
    expect(reviewLine(listed)).toBe('Reviewed 11 Mar 2026 by editor');
    const seen = (await api().learner.topicQuestions({ topicId: 4 })).find((q) => q.id === id)!;
    expect(reviewLine(seen)).toBe('Reviewed 11 Mar 2026');
    expect(await code(editor().markQuestionReviewed({ id: 999_999 }))).toBe('NOT_FOUND: Question 999999 not found');
    expect(await code(api().admin.markQuestionReviewed({ id: id! }))).toBe('FORBIDDEN: Administrator access required');
  });

  it('an edit to what the item says voids its review and dates the rewrite; a metadata edit or an unchanged save does not', async () => {
    const [id] = await idsOfTopic(5);
    await editor().markQuestionReviewed({ id: id! });
    const before = await row(id!);
    // The form sends every field back: the same text (typed with stray spaces) is no rewrite.
    const same = await editor().updateQuestion({
      id: id!,
      data: { questionText: ` ${before.questionText} `, options: before.options, correctAnswer: before.correctAnswer, tmcCode: 'I-B' },
    });
    expect(same).toMatchObject({ reviewedOn: '2026-03-10', reviewedBy: 'editor', writtenOn: null, tmcCode: 'I-B' });
    w.clock.now = new Date('2026-04-02T08:00:00Z');
    const rewritten = await editor().updateQuestion({ id: id!, data: { options: ['first', 'second', 'third', 'a new fourth'] } });
    expect(rewritten).toMatchObject({ reviewedOn: null, reviewedBy: null, writtenOn: '2026-04-02' });
    expect(await row(id!)).toMatchObject({ reviewedOn: null, reviewedBy: null, writtenOn: '2026-04-02' });
    expect(reviewLine(rewritten)).toBe('Not reviewed since written 2 Apr 2026');
  });

  it('a new question is written today and reviewed by nobody; a typed review date is refused', async () => {
    const body = {
      topicId: 1,
      questionText: 'Which setting is checked first?',
      options: ['Rate', 'Tidal volume', 'FiO2', 'PEEP'],
      correctAnswer: 'B',
      explanation: 'Correct Answer: B',
    };
    expect(await editor().createQuestion(body)).toMatchObject({ reviewedOn: null, reviewedBy: null, writtenOn: '2026-03-10' });
    expect(await code(editor().createQuestion({ ...body, reviewedOn: '2026-03-01' as unknown as undefined }))).toMatch(
      /^BAD_REQUEST: reviewedOn: a review date is set by Mark reviewed/,
    );
  });

  it('words every date one way', () => {
    expect(dayMonthYear('2026-01-05')).toBe('5 Jan 2026');
    expect(reviewLine({ reviewedOn: '2026-11-25', writtenOn: '2026-10-01' })).toBe('Reviewed 25 Nov 2026');
    expect(reviewLine({ reviewedOn: null, writtenOn: '2026-10-01' })).toBe('Not reviewed since written 1 Oct 2026');
    expect(reviewLine({})).toBe('Not reviewed');
  });
});
