import { first } from '../../src/server/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BANK } from '../../db/seed/bank';
import { CASE_SETS } from '../../db/seed/cases/index';
import { examSessions, questions } from '../../db/schema';
import { RTE_CUTS, TMC_FORMAT, cutReached, nextCheckpoint, secondsPerItem, type ExamForm } from '../../src/shared/examFormats';
import { apportion, assembleRte, assembleTmc, formBank, pickSetsSumming, type FormBank } from '../../src/server/features/exams/examForms';
import { seededRandom } from '../../src/server/lib/random';
import { RTE_SECTIONS, RTE_SECTION_COUNTS } from '../../src/shared/rteOutline';
import { RTE_PRETEST_BY_SECTION, sectionOf } from '../../src/shared/rteScore';
import { makeWorld, type TestWorld } from '../support/db';
import { rejection } from '../support/rejection';

let w: TestWorld;
let bank: FormBank;
let byId: Map<number, typeof questions.$inferSelect>;

beforeAll(async () => {
  w = await makeWorld([...BANK], CASE_SETS);
  bank = await formBank(w.db);
  byId = new Map((await w.db.select().from(questions)).map((q) => [q.id, q]));
});

const outlineOf = (id: number) => byId.get(id)!.outlineSection;

describe('TMC form', () => {
  it('draws 50/20/70 scored items and 20 pretest items spread like the blueprint, shuffled together', () => {
    const { questionIds, form } = assembleTmc(bank, seededRandom(7));
    expect(questionIds).toHaveLength(160);
    expect(new Set(questionIds).size).toBe(160);
    const count = (scored: boolean, section: string) =>
      questionIds.filter((id, i) => form.scored[i] === scored && outlineOf(id) === section).length;
    expect([count(true, 'I'), count(true, 'II'), count(true, 'III')]).toEqual([50, 20, 70]);
    expect([count(false, 'I'), count(false, 'II'), count(false, 'III')]).toEqual([7, 3, 10]);
    // Pretest items are hidden among the scored ones, not gathered at one end.
    const pretestAt = form.scored.flatMap((s, i) => (s ? [] : [i]));
    expect(pretestAt[0]).toBeLessThan(60);
    expect(pretestAt.at(-1)).toBeGreaterThan(100);
    expect(questionIds.every((id) => byId.get(id)!.caseSetId === null && byId.get(id)!.status === 'published')).toBe(true);
    expect(form.sections).toEqual([{ start: 0, end: 160, minutes: 180 }]);
  });

  it('says which outline section the bank cannot fill', () => {
    const thin: FormBank = {
      singles: bank.singles.filter((q) => q.section !== 'II').concat(bank.singles.filter((q) => q.section === 'II').slice(0, 5)),
      caseSets: [],
    };
    expect(() => assembleTmc(thin, seededRandom(1))).toThrow(
      /Only 5 published Devices, QC and Infection Control \(II\) questions .* needs 23/,
    );
  });
});

describe('RTE form', () => {
  const built = () => assembleRte(bank, seededRandom(11));

  it('holds 100 breadth and 60 case items scored, 25 pretest, and no TMC-only item', () => {
    const { questionIds, form } = built();
    expect(questionIds).toHaveLength(185);
    expect(new Set(questionIds).size).toBe(185);
    expect(form.scored.filter(Boolean)).toHaveLength(160);
    expect(questionIds.filter((_, i) => form.scored[i] && form.kind[i] === 'breadth')).toHaveLength(100);
    expect(questionIds.filter((_, i) => form.scored[i] && form.kind[i] === 'case')).toHaveLength(60);
    expect(questionIds.filter((_, i) => !form.scored[i] && form.kind[i] === 'breadth')).toHaveLength(25);
    expect(questionIds.some((id) => byId.get(id)!.tmcOnly)).toBe(false);
    // The bank does hold TMC-only items, so leaving them out is a real choice.
    expect(bank.singles.some((q) => q.tmcOnly)).toBe(true);
  });

  it("draws the scored breadth items to the outline's count in each of its 16 sections, and the pretest items alike", () => {
    const { questionIds, form } = built();
    const per = (scored: boolean) =>
      Object.fromEntries(
        RTE_SECTIONS.map((s) => [
          s,
          questionIds.filter((id, i) => form.kind[i] === 'breadth' && form.scored[i] === scored && sectionOf(byId.get(id)!) === s).length,
        ]),
      );
    expect(per(true)).toEqual(RTE_SECTION_COUNTS);
    expect(per(false)).toEqual(RTE_PRETEST_BY_SECTION);
    expect(form.judgmentDistance).toMatchObject({ repeatedSets: 0 });
  });

  it('says which RTE section the bank cannot fill', () => {
    const thin: FormBank = { ...bank, singles: bank.singles.filter((q) => q.rteSection !== 'III.H' || q.id % 7 === 0) };
    const left = thin.singles.filter((q) => q.rteSection === 'III.H' && !q.tmcOnly).length;
    expect(left).toBeLessThan(5);
    expect(() => assembleRte(thin, seededRandom(1))).toThrow(
      `Only ${left} published questions of RTE section III.H (Assist a physician or provider with procedures) fit the RTE; a form needs 5.`,
    );
  });

  it('keeps every case set whole, in order and consecutive, inside one section', () => {
    const { questionIds, form } = built();
    expect(form.caseSets.reduce((n, c) => n + c.length, 0)).toBe(60);
    for (const c of form.caseSets) {
      const ids = questionIds.slice(c.start, c.start + c.length);
      const rows = ids.map((id) => byId.get(id)!);
      expect(rows.every((q) => q.caseSetId === c.caseSetId)).toBe(true);
      expect(rows.map((q) => q.casePosition)).toEqual([...rows.map((q) => q.casePosition)].sort((a, b) => a! - b!));
      const setSize = [...byId.values()].filter((q) => q.caseSetId === c.caseSetId).length;
      expect(c.length).toBe(setSize);
      const split = form.sections[0]!.end;
      expect(c.start >= split || c.start + c.length <= split).toBe(true);
    }
    expect(form.sections).toHaveLength(2);
    expect(form.sections[0]!.end).toBeGreaterThan(80);
    expect(form.sections[0]!.end).toBeLessThan(105);
    expect(form.sections[1]).toMatchObject({ end: 185, minutes: 120 });
    expect(form.breakMaxMinutes).toBe(10);
  });

  it('finds whole sets adding up exactly, or reports none', () => {
    const sets = [5, 4, 6, 3].map((n) => ({ itemIds: Array<number>(n).fill(0), n }));
    expect(
      pickSetsSumming(sets, 10)
        ?.map((s) => s.n)
        .sort(),
    ).toEqual([4, 6]);
    expect(pickSetsSumming(sets, 19)).toBeNull();
    expect(pickSetsSumming(sets, 2)).toBeNull();
  });
});

describe('exam facts', () => {
  it('estimates the RTE cuts from the TMC share of scored items and labels them so', () => {
    expect(RTE_CUTS).toMatchObject({ crt: 98, rrt: 105, estimated: true });
    expect(TMC_FORMAT.cuts).toMatchObject({ crt: 86, rrt: 92, estimated: false });
    expect(cutReached(85, TMC_FORMAT.cuts)).toBe('none');
    expect(cutReached(86, TMC_FORMAT.cuts)).toBe('crt');
    expect(cutReached(92, TMC_FORMAT.cuts)).toBe('rrt');
    expect(cutReached(104, RTE_CUTS)).toBe('crt');
  });

  it('budgets 67.5 s a TMC item and about 77.8 s an RTE item, with checkpoints every 20 items', () => {
    expect(secondsPerItem('tmc')).toBe(67.5);
    expect(secondsPerItem('rte')).toBeCloseTo(77.84, 2);
    expect(nextCheckpoint(45, 67.5)).toEqual({ item: 60, atSeconds: 4050 });
    expect(nextCheckpoint(0, 67.5)).toEqual({ item: 20, atSeconds: 1350 });
    expect(nextCheckpoint(158, 67.5, 0, 160)).toEqual({ item: 160, atSeconds: 10800 });
  });

  it('apportions by largest remainder', () => {
    expect(apportion(20, { I: 50, II: 20, III: 70 })).toEqual({ I: 7, II: 3, III: 10 });
    expect(apportion(25, { a: 32, b: 13, c: 45, d: 10 })).toEqual({ a: 8, b: 3, c: 11, d: 3 });
  });
});

describe('real-format exams through the procedures', () => {
  const keyOf = (id: number) => byId.get(id)!.correctAnswer;
  const wrong = (id: number) => (keyOf(id) === 'A' ? 'B' : 'A');

  it('grades a TMC on its 140 scored items only and names the cut reached', async () => {
    const pro = await w.signUp('tmcpro', { subscriptionStatus: 'pro' });
    const api = w.caller(pro.token);
    const exam = await api.learner.startExam({ examType: 'tmc' });
    expect(exam.totalItems).toBe(160);
    expect(exam.questions).toHaveLength(160);
    expect(exam.format).toMatchObject({ type: 'tmc', secondsPerItem: 67.5, phase: 'section' });
    // Nothing in what the learner receives tells a pretest item from a scored one. An item's own words may say
    // "scored" or "pretest probability", so the item texts are left out of the search.
    const shape = { ...exam, questions: exam.questions.map(({ questionText: _q, options: _o, ...rest }) => rest) };
    expect(JSON.stringify(shape)).not.toMatch(/scored|pretest/);
    const row = (await first(w.db.select().from(examSessions).where(eq(examSessions.id, exam.examSessionId)).limit(1)))!;
    const form = row.form as ExamForm;
    // Every pretest item right and 90 scored items right: 90 of 140, the CRT cut but not the RRT one.
    let scoredRight = 0;
    const answers = row.questionIds.map((id, i) => {
      if (!form.scored[i]) return keyOf(id);
      return scoredRight++ < 90 ? keyOf(id) : wrong(id);
    });
    const result = await api.learner.submitExam({ examSessionId: exam.examSessionId, answers });
    expect(result.correctCount).toBe(90);
    expect(result.totalQuestions).toBe(140);
    expect(result.fidelity).toMatchObject({ scoredCorrect: 90, scoredTotal: 140, pretestCount: 20, cutReached: 'crt' });
    expect(result.fidelity!.sections.map((s) => s.total)).toEqual([50, 20, 70]);
    const { review } = await api.learner.examResult({ examSessionId: exam.examSessionId });
    expect(review.filter((r) => !r.scored)).toHaveLength(20);
    expect(review.filter((r) => !r.scored).every((r) => r.isCorrect)).toBe(true);
    expect(result.reviewPage.review.counts.pretest).toBe(20);
  });

  it('refuses a free learner the way it refuses the CRT simulation', async () => {
    const free = await w.signUp('tmcfree');
    const api = w.caller(free.token);
    const crt = await rejection(api.learner.startExam({ examType: 'crt' }));
    const tmc = await rejection(api.learner.startExam({ examType: 'tmc' }));
    expect(tmc.code).toBe('FORBIDDEN');
    expect(tmc.message).toBe(crt.message.replace('CRT Simulation', 'TMC Simulation (real format)'));
  });
});
