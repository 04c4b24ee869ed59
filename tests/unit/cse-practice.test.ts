// Practice problems in-process (issue #32): the plan's rule, every rule of play on the hand-written branching
// problem, what each answer holds and never holds, the idempotent retry, the result and the tutor review.
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cseChoices, cseProblems, cseRuns } from '../../db/schema';
import { seedCseProblems } from '../../src/server/features/cse/seedProblems';
import { CSE_MPL_TEXT } from '../../src/shared/cseFormat';
import type { CseSessionView } from '../../src/shared/cseViews';
import { BRANCHING, CSE_FIXTURES } from '../fixtures/cseProblems';
import { makeWorld, type TestWorld } from '../support/db';

let w: TestWorld;
let pro: ReturnType<TestWorld['caller']>;
let free: ReturnType<TestWorld['caller']>;
let other: ReturnType<TestWorld['caller']>;
let sampleId: number;
let otherId: number;

const refusal = async (p: Promise<unknown>): Promise<{ code: string; message: string }> => {
  try {
    await p;
  } catch (err) {
    if (err instanceof TRPCError) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error('expected a refusal');
};

/** Nothing a learner may see only after the problem ends: weights, rationales, results not chosen, later sections. */
function assertNoLeak(view: unknown, revealedResults: string[], reachedPrompts: string[]) {
  const json = JSON.stringify(view);
  expect(json).not.toMatch(/"weight"|"rationale"|"pretest"|"next"|"best"/);
  expect(json).not.toMatch(/WHY-/);
  for (const m of json.match(/RESULT-[\w-]+/g) ?? []) expect(revealedResults, `${m} was not chosen`).toContain(m);
  for (const m of json.match(/PROMPT-[\w-]+/g) ?? []) expect(reachedPrompts, `${m} was not reached`).toContain(m);
}
const R = (section: string, option: string) => `RESULT-b-${section}-${option}`;
const P = (section: string) => `PROMPT-branch-${section}`;

beforeAll(async () => {
  w = await makeWorld();
  await seedCseProblems(w.db, w.clock.now, CSE_FIXTURES);
  pro = w.caller((await w.signUp('csepro', { subscriptionStatus: 'pro' })).token);
  free = w.caller((await w.signUp('csefree')).token);
  other = w.caller((await w.signUp('cseother', { subscriptionStatus: 'pro' })).token);
  const rows = await w.db.select().from(cseProblems);
  sampleId = rows.find((r) => r.seedKey === BRANCHING.key)!.id;
  otherId = rows.find((r) => r.seedKey !== BRANCHING.key)!.id;
});

describe('the problem list and the plan', () => {
  it('lists every published problem with its section count, locked for a free learner except the sample', async () => {
    const list = await free.learner.cseProblems();
    expect(list.free).toBe(true);
    expect(list.sampleProblemId).toBe(sampleId);
    expect(list.problems).toHaveLength(CSE_FIXTURES.length);
    const sample = list.problems.find((p) => p.id === sampleId)!;
    expect(sample).toMatchObject({ sample: true, locked: false, sections: 5, category: 'adult-chronic-airways', last: null });
    expect(list.problems.filter((p) => p.locked)).toHaveLength(CSE_FIXTURES.length - 1);
    expect(list.problems.find((p) => p.id === otherId)!.sections).toBe(4);
    const forPro = await pro.learner.cseProblems();
    expect(forPro.free).toBe(false);
    expect(forPro.problems.some((p) => p.locked)).toBe(false);
  });

  it('lets a free learner play the sample only, and never a full simulation', async () => {
    const started = await free.learner.cseStart({ mode: 'problem', problemId: sampleId });
    expect(started.status).toBe('active');
    const pro403 = 'Clinical simulations are part of Pro: free accounts can play the sample problem.';
    expect(await refusal(free.learner.cseStart({ mode: 'problem', problemId: otherId }))).toEqual({ code: 'FORBIDDEN', message: pro403 });
    expect(await refusal(free.learner.cseStart({ mode: 'exam' }))).toEqual({ code: 'FORBIDDEN', message: pro403 });
  });

  it('answers 404 for an unknown or draft problem', async () => {
    expect(await refusal(pro.learner.cseStart({ mode: 'problem', problemId: 99_999 }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Problem not found',
    });
    await w.db.update(cseProblems).set({ status: 'draft' }).where(eq(cseProblems.id, otherId));
    expect((await refusal(pro.learner.cseStart({ mode: 'problem', problemId: otherId }))).code).toBe('NOT_FOUND');
    expect((await pro.learner.cseProblems()).problems.some((p) => p.id === otherId)).toBe(false);
    await w.db.update(cseProblems).set({ status: 'published' }).where(eq(cseProblems.id, otherId));
  });

  it('needs a problemId for a practice problem (400)', async () => {
    expect((await refusal(pro.learner.cseStart({ mode: 'problem' }))).code).toBe('BAD_REQUEST');
  });
});

describe('playing the branching problem', () => {
  let v: CseSessionView;
  let id: string;
  const runOf = async () => (await w.db.select().from(cseRuns).where(eq(cseRuns.sessionId, id)))[0]!;
  const choose = (sectionId: string, optionIds: string[], done = true) =>
    pro.learner.cseChoose({ sessionId: id, sectionId, optionIds, done });

  it('opens on the scenario and the first section, options as text only', async () => {
    v = await pro.learner.cseStart({ mode: 'problem', problemId: sampleId });
    id = v.id;
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(v).toMatchObject({ mode: 'problem', status: 'active', deadlineAt: null, problemCount: 1, position: 0, result: null });
    expect(v.problem!.scenario).toBe(BRANCHING.scenario);
    expect(v.problem!.past).toEqual([]);
    expect(v.problem!.current).toMatchObject({ id: 's1', kind: 'ig', instruction: 'Select as many as indicated.', chosen: [] });
    // Each run shows its own order (internal/optionOrder.ts); the options themselves are text only.
    expect(v.problem!.current!.options.find((o) => o.id === 'a')).toEqual({ id: 'a', text: 's1 option a of b' });
    expect(v.problem!.current!.options.map((o) => o.id).sort()).toEqual(BRANCHING.sections[0]!.options.map((o) => o.id).sort());
    assertNoLeak(v, [], [P('s1')]);
  });

  it('reveals IG choices one call at a time and keeps the section open until done', async () => {
    v = await choose('s1', ['a', 'd'], false);
    expect(v.revealed!.map((r) => r.result)).toEqual([R('s1', 'a'), R('s1', 'd')]);
    expect(v.problem!.current!.id).toBe('s1');
    expect(v.problem!.current!.chosen.map((c) => c.optionId)).toEqual(['a', 'd']);
    assertNoLeak(v, [R('s1', 'a'), R('s1', 'd')], [P('s1')]);
    // Right minus wrong: +2 and −1.
    expect((await runOf()).igScore).toBe(1);
  });

  it('answers the same choice sent again with 200 and counts it once', async () => {
    v = await choose('s1', ['d', 'a'], false);
    expect(v.revealed!.map((r) => r.optionId)).toEqual(['a', 'd']);
    expect((await runOf()).igScore).toBe(1);
    expect(
      await w.db
        .select()
        .from(cseChoices)
        .where(eq(cseChoices.runId, (await runOf()).id)),
    ).toHaveLength(1);
  });

  it('refuses a changed choice (409), an option of no section (400), another section (409) and an empty IG', async () => {
    expect(await refusal(choose('s1', ['a', 'b']))).toEqual({
      code: 'CONFLICT',
      message: 'That choice was already made and cannot be changed',
    });
    expect(await refusal(choose('s1', ['zz']))).toEqual({ code: 'BAD_REQUEST', message: 'Option zz is not in this section' });
    expect(await refusal(choose('s1', ['b', 'b']))).toEqual({ code: 'BAD_REQUEST', message: 'Option b is listed twice' });
    expect(await refusal(choose('s2', ['a']))).toEqual({ code: 'CONFLICT', message: 'That section is not the current one' });
    expect(await refusal(choose('s1', [], false))).toEqual({ code: 'BAD_REQUEST', message: 'Choose at least one option' });
    expect((await runOf()).igScore).toBe(1);
  });

  it('ends the IG section with done and moves to its next', async () => {
    v = await choose('s1', ['b', 'c']);
    expect(v.problem!.current).toMatchObject({ id: 's2', kind: 'dm', instruction: 'Choose only one.', chosen: [] });
    expect(v.problem!.past).toEqual([
      expect.objectContaining({
        id: 's1',
        chosen: ['a', 'd', 'b', 'c'].map((o): unknown => expect.objectContaining({ optionId: o, result: R('s1', o) })),
      }),
    ]);
    expect((await runOf()).igScore).toBe(2 - 1 + 2 + 1);
    assertNoLeak(
      v,
      ['a', 'b', 'c', 'd'].map((o) => R('s1', o)),
      [P('s1'), P('s2')],
    );
    // The section left behind is closed for good.
    expect((await refusal(choose('s1', ['e']))).message).toBe('That section is not the current one');
  });

  it('takes one DM option; a "choose again" one keeps the section with that option spent', async () => {
    expect(await refusal(choose('s2', ['a', 'c']))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Choose one option in a decision-making section',
    });
    expect((await refusal(choose('s2', []))).code).toBe('BAD_REQUEST');
    v = await choose('s2', ['b']);
    expect(v.problem!.current!.id).toBe('s2');
    expect(v.problem!.current!.chosen).toEqual([expect.objectContaining({ optionId: 'b', result: R('s2', 'b') })]);
    expect((await runOf()).dmScore).toBe(-1);
  });

  it('follows the branch the chosen option names: a poor decision leads to the worsening section', async () => {
    v = await choose('s2', ['c']);
    expect(v.problem!.current!.id).toBe('s4');
    expect(v.problem!.past.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(v.problem!.past[1]!.chosen.map((c) => c.optionId)).toEqual(['b', 'c']);
    assertNoLeak(v, [...['a', 'b', 'c', 'd'].map((o) => R('s1', o)), R('s2', 'b'), R('s2', 'c')], [P('s1'), P('s2'), P('s4')]);
    expect((await runOf()).dmScore).toBe(-3);
  });

  it('counts a resent "choose again" once and refuses the spent option otherwise', async () => {
    v = await choose('s4', ['c']);
    expect(v.problem!.current!.id).toBe('s4');
    v = await choose('s4', ['c']);
    expect(v.problem!.current!.chosen.map((c) => c.optionId)).toEqual(['c']);
    expect((await runOf()).dmScore).toBe(-4);
    v = await choose('s4', ['a']);
    expect(v.problem!.current!.id).toBe('s5');
    expect((await runOf()).dmScore).toBe(-3);
  });

  it('ends with the last decision: the result against the passing levels, and no problem left to play', async () => {
    v = await choose('s5', ['a']);
    expect(v.status).toBe('finished');
    expect(v.problem).toBeNull();
    expect(v.revealed).toEqual([expect.objectContaining({ optionId: 'a', result: R('s5', 'a') })]);
    // IG 2−1+2+1 = 4 of best 8 (level 6); DM −1−2−1+1+3 = 0 of best 5 (level 4).
    expect(v.result).toMatchObject({
      igScore: 4,
      igMpl: 6,
      dmScore: 0,
      dmMpl: 4,
      igMet: false,
      dmMet: false,
      passed: false,
      estimated: true,
    });
    expect(v.result!.note).toBe(CSE_MPL_TEXT);
    expect(v.result!.problems).toEqual([
      expect.objectContaining({
        position: 0,
        problemId: sampleId,
        pretest: false,
        finished: true,
        igBest: 8,
        dmBest: 5,
        igScore: 4,
        dmScore: 0,
      }),
    ]);
    expect((await runOf()).sectionId).toBeNull();
  });

  it('answers the resent last choice with the result, and refuses any other choice or a second end', async () => {
    const again = await choose('s5', ['a']);
    expect(again.result!.dmScore).toBe(0);
    expect(await refusal(choose('s5', ['b']))).toEqual({ code: 'CONFLICT', message: 'This simulation has ended' });
    const ended = await pro.learner.cseEnd({ sessionId: id });
    expect(ended.result!.igScore).toBe(4);
  });

  it('resumes on a read exactly as the last answer left it', async () => {
    const read = await pro.learner.cseSession({ sessionId: id });
    expect(read.result).toEqual(v.result);
    expect(read.status).toBe('finished');
  });

  it('opens the review once it has ended: every option with its weight and why, the two paths', async () => {
    const r = await pro.learner.cseReview({ sessionId: id, position: 0 });
    expect(r.path).toEqual(['s1', 's2', 's4', 's5']);
    expect(r.bestPath).toEqual(['s1', 's2', 's3', 's5']);
    expect(r.scenario).toBe(BRANCHING.scenario);
    expect(r.sections.map((s) => [s.id, s.visited, s.score])).toEqual([
      ['s1', true, 4],
      ['s2', true, -3],
      ['s3', false, 0],
      ['s4', true, 0],
      ['s5', true, 3],
    ]);
    const s2 = r.sections.find((s) => s.id === 's2')!;
    // The review shows the options in the order the run showed them; sorted by id here to compare.
    const byId = [...s2.options].sort((x, y) => x.id.localeCompare(y.id));
    expect(byId.map((o) => [o.id, o.weight, o.next, o.chosen, o.best])).toEqual([
      ['a', 2, 's3', false, true],
      ['b', -1, 's2', true, false],
      ['c', -2, 's4', true, false],
      ['d', -3, null, false, false],
    ]);
    expect(byId[3]).toMatchObject({ result: R('s2', 'd'), rationale: 'WHY-b-s2-d' });
    expect(r.sections[0]!.next).toBe('s2');
    expect(r.result).toMatchObject({ igScore: 4, igMpl: 6, dmScore: 0, dmMpl: 4 });
  });

  it("shows the finished practice as the problem's last result and in the history", async () => {
    const item = (await pro.learner.cseProblems()).problems.find((p) => p.id === sampleId)!;
    expect(item.last).toMatchObject({ sessionId: id, igMet: false, dmMet: false });
    const h = await pro.learner.cseHistory();
    expect(h[0]).toMatchObject({
      sessionId: id,
      mode: 'problem',
      title: BRANCHING.title,
      status: 'finished',
      problemCount: 1,
      igScore: 4,
      igMpl: 6,
      passed: false,
    });
  });
});

describe('what another learner and an early reader get', () => {
  it('keeps the review closed until the end, and every session to its owner (404)', async () => {
    const s = await pro.learner.cseStart({ mode: 'problem', problemId: otherId });
    expect(await refusal(pro.learner.cseReview({ sessionId: s.id, position: 0 }))).toEqual({
      code: 'CONFLICT',
      message: 'The review opens when the simulation has ended',
    });
    const notFound = { code: 'NOT_FOUND', message: 'Simulation not found' };
    expect(await refusal(other.learner.cseSession({ sessionId: s.id }))).toEqual(notFound);
    expect(await refusal(other.learner.cseChoose({ sessionId: s.id, sectionId: 's1', optionIds: ['a'], done: true }))).toEqual(notFound);
    expect(await refusal(other.learner.cseEnd({ sessionId: s.id }))).toEqual(notFound);
    expect(await refusal(other.learner.cseReview({ sessionId: s.id, position: 0 }))).toEqual(notFound);
    expect(await refusal(pro.learner.cseSession({ sessionId: 'no-such-session-1234' }))).toEqual(notFound);
    // The owner's session is untouched by the other learner's tries.
    expect((await pro.learner.cseSession({ sessionId: s.id })).problem!.current!.id).toBe('s1');
  });

  it('scores an IG section right minus wrong: choosing everything earns the sum of all weights', async () => {
    const s = await pro.learner.cseStart({ mode: 'problem', problemId: otherId });
    await pro.learner.cseChoose({ sessionId: s.id, sectionId: 's1', optionIds: ['a', 'b', 'c', 'd', 'e'], done: true });
    const run = (await w.db.select().from(cseRuns).where(eq(cseRuns.sessionId, s.id)))[0]!;
    expect(run.igScore).toBe(2 + 1 - 1 - 2 + 0);
    const ended = await pro.learner.cseEnd({ sessionId: s.id });
    expect(ended.result!.problems[0]).toMatchObject({ finished: false, igScore: 0, igBest: 6, igMpl: 5, dmScore: 0 });
    // Practice sessions have no clock and no limit on how many run at once.
    expect(ended.deadlineAt).toBeNull();
  });
});
