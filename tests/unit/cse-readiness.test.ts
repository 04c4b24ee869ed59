// The CSE as a readiness target (issue #32), in-process on the real engine: the target only for a learner who sits
// the CSE, its figures from simulation problems played to the end through learner.cseChoose, and the reset when the
// learner says they no longer sit it.
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cseProblems, cseRuns, users } from '../../db/schema';
import { seedCseProblems } from '../../src/server/features/cse/seedProblems';
import { CSE_MPL_TEXT } from '../../src/shared/cseFormat';
import { bestPath } from '../../src/shared/cseGraph';
import { CSE_ON_TRACK_RULE } from '../../src/shared/cseReadiness';
import type { CseSessionView } from '../../src/shared/cseViews';
import { CSE_FIXTURES } from '../fixtures/cseProblems';
import { makeWorld, type TestWorld } from '../support/db';

type Api = ReturnType<TestWorld['caller']>;

const refusal = async (p: Promise<unknown>): Promise<{ code: string; message: string }> => {
  try {
    await p;
  } catch (err) {
    if (err instanceof TRPCError) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error('expected a refusal');
};
const byTitle = new Map(CSE_FIXTURES.map((p) => [p.title, p]));
// A tiny fixture problem: best IG 6 and DM 4, so its passing levels are IG 5 and DM 3.
const TINY = 'Tiny fixture pediatric 1';

let w: TestWorld;
let tinyId: number;

/** Plays the current problem along its best path: both passing levels met. */
async function playBest(api: Api, v: CseSessionView): Promise<CseSessionView> {
  const best = bestPath(byTitle.get(v.problem!.title)!);
  for (const sectionId of best.sectionIds)
    v = await api.learner.cseChoose({ sessionId: v.id, sectionId, optionIds: best.choices[sectionId]!, done: true });
  return v;
}

/** A practice run of the tiny problem: the best IG (6 ≥ 5), and in the last section the −1 option (DM 1 < 3). */
async function playIgOnly(api: Api): Promise<void> {
  const v = await api.learner.cseStart({ mode: 'problem', problemId: tinyId });
  await api.learner.cseChoose({ sessionId: v.id, sectionId: 's1', optionIds: ['a', 'b'], done: true });
  await api.learner.cseChoose({ sessionId: v.id, sectionId: 's2', optionIds: ['a'], done: true });
  await api.learner.cseChoose({ sessionId: v.id, sectionId: 's3', optionIds: ['a', 'b'], done: true });
  const end = await api.learner.cseChoose({ sessionId: v.id, sectionId: 's4', optionIds: ['c'], done: true });
  expect(end.status).toBe('finished');
}

async function practiceBest(api: Api, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    w.clock.now = new Date(w.clock.now.getTime() + 60_000);
    expect((await playBest(api, await api.learner.cseStart({ mode: 'problem', problemId: tinyId }))).status).toBe('finished');
  }
}

beforeAll(async () => {
  w = await makeWorld();
  await seedCseProblems(w.db, w.clock.now, CSE_FIXTURES);
  tinyId = (await w.db.select().from(cseProblems).where(eq(cseProblems.title, TINY)))[0]!.id;
});

describe('the CSE target', () => {
  it('is refused until the learner says they sit the CSE, with a message that says how', async () => {
    const api = w.caller((await w.signUp('cse-notsits', { subscriptionStatus: 'pro' })).token);
    expect(await api.learner.readiness()).toMatchObject({ sitsCse: false, target: 'tmc-rrt', chosen: false });
    expect(await refusal(api.learner.setReadinessTarget({ target: 'cse' }))).toEqual({
      code: 'CONFLICT',
      message: 'The CSE target is for learners who sit the CSE: turn on “I sit the CSE” first.',
    });
    const bad = await refusal(api.learner.setSitsCse({ sitsCse: 'yes' as unknown as boolean }));
    expect(bad.code).toBe('BAD_REQUEST');
    expect(bad.message).toContain('sitsCse must be true or false');
    expect(await api.learner.setSitsCse({ sitsCse: true })).toMatchObject({ sitsCse: true, target: 'tmc-rrt' });
    const r = await api.learner.setReadinessTarget({ target: 'cse' });
    expect(r).toMatchObject({ target: 'cse', chosen: true, status: 'cse', label: 'CSE · passing levels (estimated)' });
  });

  it('goes back to the default when the learner stops sitting the CSE, and a cut target stays', async () => {
    const user = await w.signUp('cse-unset', { subscriptionStatus: 'pro' });
    const api = w.caller(user.token);
    await api.learner.setSitsCse({ sitsCse: true });
    await api.learner.setReadinessTarget({ target: 'cse' });
    expect(await api.learner.setSitsCse({ sitsCse: false })).toMatchObject({ sitsCse: false, target: 'tmc-rrt', chosen: false });
    const stored = async () => (await w.db.select().from(users).where(eq(users.id, user.id)))[0]!;
    expect(await stored()).toMatchObject({ sitsCse: false, readinessTarget: null });
    // Saying it again does not bring the old target back: the learner chooses it again.
    expect(await api.learner.setSitsCse({ sitsCse: true })).toMatchObject({ target: 'tmc-rrt', chosen: false });

    await api.learner.setReadinessTarget({ target: 'rte-crt' });
    expect(await api.learner.setSitsCse({ sitsCse: false })).toMatchObject({ target: 'rte-crt', chosen: true });
    expect((await stored()).readinessTarget).toBe('rte-crt');
  });

  it('stays the CSE when an exam plan is saved, and the plan card says the CSE figures', async () => {
    const api = w.caller((await w.signUp('cse-plan', { subscriptionStatus: 'pro' })).token);
    await api.learner.setSitsCse({ sitsCse: true });
    await api.learner.setReadinessTarget({ target: 'cse' });
    const plan = await api.learner.setExamPlan({ plan: { exam: 'tmc', date: '2026-04-20' } });
    expect((await api.learner.readiness()).target).toBe('cse');
    expect(plan).toMatchObject({ planned: true, readiness: { percent: null, label: 'CSE · passing levels (estimated)' } });
    expect(plan.planned && plan.readiness.missing).toContain('Not enough simulation results yet: finish 5 more problems');
  });
});

describe('CSE readiness from finished simulation problems', () => {
  let api: Api;
  let other: Api;

  beforeAll(async () => {
    api = w.caller((await w.signUp('cse-ready', { subscriptionStatus: 'pro' })).token);
    other = w.caller((await w.signUp('cse-ready-other', { subscriptionStatus: 'pro' })).token);
    await api.learner.setSitsCse({ sitsCse: true });
    await api.learner.setReadinessTarget({ target: 'cse' });
  });

  const cse = async (a: Api = api) => {
    const r = await a.learner.readiness();
    if (r.status !== 'cse') throw new Error(`expected the CSE target, got ${r.status}`);
    return r.cse;
  };

  it('says how many more problems are needed below 5', async () => {
    await practiceBest(api, 4);
    expect(await cse()).toMatchObject({ status: 'insufficient', problems: 4, needed: 1, onTrack: false });
    // An unfinished practice problem is not a result.
    await api.learner.cseStart({ mode: 'problem', problemId: tinyId });
    expect((await cse()).problems).toBe(4);
  });

  it('counts each passing level met over the finished problems, with the rule and the estimate stated', async () => {
    await practiceBest(api, 4);
    await playIgOnly(api);
    await playIgOnly(api);
    const r = await cse();
    expect(r).toMatchObject({ status: 'ready', problems: 10, igMet: 10, dmMet: 8, lastExam: null, onTrack: false });
    expect(r.summary).toBe(
      'You met the IG passing level in 10 of your last 10 problems and the DM level in 8; your last full simulation: none yet.',
    );
    expect(r.verdict).toBe('Not on track yet: pass a full simulation.');
    expect(r.rule).toBe(CSE_ON_TRACK_RULE);
    expect(r.note).toBe(CSE_MPL_TEXT);
    // Another learner's results are theirs alone.
    await other.learner.setSitsCse({ sitsCse: true });
    await other.learner.setReadinessTarget({ target: 'cse' });
    expect(await cse(other)).toMatchObject({ status: 'insufficient', problems: 0, needed: 5 });
  });

  it('leaves a running full simulation out, then counts its finished scored problems and its outcome', async () => {
    const exam = await playBest(api, await api.learner.cseStart({ mode: 'exam' }));
    expect(exam.status).toBe('active');
    // While it runs, its finished problem is not counted: the count would tell whether it was a pretest problem.
    expect((await cse()).problems).toBe(10);
    const ended = await api.learner.cseEnd({ sessionId: exam.id });
    expect(ended.result?.passed).toBe(false);
    const first = (
      await w.db
        .select()
        .from(cseRuns)
        .where(and(eq(cseRuns.sessionId, exam.id), eq(cseRuns.position, 0)))
    )[0]!;
    const r = await cse();
    // Problems the end cut short are not finished problems; the first one counts unless it was a pretest problem.
    expect(r.problems).toBe(first.pretest ? 10 : 11);
    expect(r.lastExam).toMatchObject({ passed: false });
    expect(r.summary).toMatch(/your last full simulation: not passed\.$/);
  });

  it('reads on track from the last 20 problems once a full simulation is passed', async () => {
    let v = await api.learner.cseStart({ mode: 'exam' });
    for (;;) {
      v = await playBest(api, v);
      if (v.status === 'finished') break;
      expect(v.problem?.current, 'the next problem is served').not.toBeNull();
    }
    expect(v.result?.passed).toBe(true);
    const r = await cse();
    // The window holds the simulation's 20 scored problems, all met: the older IG-only runs have left it.
    expect(r).toMatchObject({ status: 'ready', problems: 20, igMet: 20, dmMet: 20, lastExam: { passed: true }, onTrack: true });
    expect(r.summary).toBe(
      'You met the IG passing level in 20 of your last 20 problems and the DM level in 20; your last full simulation: passed.',
    );
    expect(r.verdict).toBe('On track for the CSE.');
    // The dashboard carries it, and the Exam Ready percent claims no probability.
    const d = await api.learner.dashboard();
    expect(d.readiness).toMatchObject({ status: 'cse', cse: { onTrack: true } });
    expect(d.stats.examReadiness).toBe(0);
  });
});
