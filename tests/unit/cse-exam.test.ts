// Full simulations in-process (issue #32): the 22-problem draw on the fixtures, one active at a time, the next
// problem only after the current one ends, pretest flags only in the result, the clock, an early end and the totals
// against the passing levels.
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cseProblems, cseRuns, cseSessions } from '../../db/schema';
import { seedCseProblems } from '../../src/server/features/cse/seedProblems';
import { CSE_CATEGORIES, CSE_FORMAT } from '../../src/shared/cseFormat';
import { bestPath } from '../../src/shared/cseGraph';
import type { CseSessionView } from '../../src/shared/cseViews';
import { CSE_FIXTURES } from '../fixtures/cseProblems';
import { makeWorld, type TestWorld } from '../support/db';

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

/** Plays the current problem along its best path; answers the view after its last choice. */
async function playBest(api: ReturnType<TestWorld['caller']>, v: CseSessionView): Promise<CseSessionView> {
  const problem = byTitle.get(v.problem!.title)!;
  const best = bestPath(problem);
  for (const sectionId of best.sectionIds)
    v = await api.learner.cseChoose({ sessionId: v.id, sectionId, optionIds: best.choices[sectionId]!, done: true });
  return v;
}

let w: TestWorld;
let pro: ReturnType<TestWorld['caller']>;

beforeAll(async () => {
  w = await makeWorld();
  await seedCseProblems(w.db, w.clock.now, CSE_FIXTURES);
  pro = w.caller((await w.signUp('cseexam', { subscriptionStatus: 'pro' })).token);
});

describe('a full simulation', () => {
  let v: CseSessionView;

  it('draws 22 problems by the outline, 2 of them pretest, on a 240-minute clock', async () => {
    v = await pro.learner.cseStart({ mode: 'exam' });
    expect(v).toMatchObject({ mode: 'exam', status: 'active', problemCount: 22, position: 0, result: null });
    expect(new Date(v.deadlineAt!).getTime() - new Date(v.startedAt).getTime()).toBe(240 * 60_000);
    const runs = await w.db.select().from(cseRuns).where(eq(cseRuns.sessionId, v.id));
    expect(runs).toHaveLength(CSE_FORMAT.problems);
    expect(new Set(runs.map((r) => r.problemId)).size).toBe(CSE_FORMAT.problems);
    expect(runs.filter((r) => r.pretest)).toHaveLength(CSE_FORMAT.pretest);
    for (const c of CSE_CATEGORIES)
      expect(runs.filter((r) => !r.pretest && r.problem.category === c).length, c).toBe(CSE_FORMAT.outline[c]);
    // Only the first problem's clock has started.
    expect(runs.filter((r) => r.startedAt !== null).map((r) => r.position)).toEqual([0]);
  });

  it('serves only the current problem and says nothing of pretest problems while it runs', async () => {
    const json = JSON.stringify(v);
    expect(json).not.toMatch(/pretest|"weight"|WHY-/);
    expect(json.match(/SCENARIO-[\w-]+/g)).toHaveLength(1);
    expect(await pro.learner.cseActive()).toMatchObject({ id: v.id, position: 0 });
  });

  it('refuses a second full simulation while this one runs; practice problems are still open', async () => {
    expect(await refusal(pro.learner.cseStart({ mode: 'exam' }))).toEqual({
      code: 'CONFLICT',
      message: 'You have a clinical simulation in progress: resume it or end it first.',
    });
    const problemId = (await w.db.select().from(cseProblems))[0]!.id;
    expect((await pro.learner.cseStart({ mode: 'problem', problemId })).status).toBe('active');
  });

  it('moves to the next problem only when the current one ends', async () => {
    const firstTitle = v.problem!.title;
    const problem = byTitle.get(firstTitle)!;
    const best = bestPath(problem);
    const [s1, ...rest] = best.sectionIds;
    v = await pro.learner.cseChoose({ sessionId: v.id, sectionId: s1!, optionIds: best.choices[s1!]!, done: true });
    expect(v.position).toBe(0);
    expect(v.problem!.title).toBe(firstTitle);
    for (const sectionId of rest.slice(0, -1))
      v = await pro.learner.cseChoose({ sessionId: v.id, sectionId, optionIds: best.choices[sectionId]!, done: true });
    expect(v.problem!.title).toBe(firstTitle);
    const lastSection = rest[rest.length - 1]!;
    v = await pro.learner.cseChoose({ sessionId: v.id, sectionId: lastSection, optionIds: best.choices[lastSection]!, done: true });
    expect(v.position).toBe(1);
    expect(v.problem!.title).not.toBe(firstTitle);
    expect(v.problem!.past).toEqual([]);
    // The answer still carries what the last decision revealed, for the problem that just ended.
    expect(v.revealed![0]!.text).toContain(problem.key);
    const runs = await w.db.select().from(cseRuns).where(eq(cseRuns.sessionId, v.id));
    expect(runs.find((r) => r.position === 0)!.finishedAt).not.toBeNull();
    expect(runs.find((r) => r.position === 1)!.startedAt).not.toBeNull();
    // A section of the problem that ended is out of turn now.
    expect((await refusal(pro.learner.cseChoose({ sessionId: v.id, sectionId: 's3', optionIds: ['a'], done: true }))).code).toBe(
      'CONFLICT',
    );
  });

  it('finishes at the clock: a choice after it is refused, and what was done is scored', async () => {
    v = await playBest(pro, v);
    expect(v.position).toBe(2);
    await pro.learner.cseChoose({ sessionId: v.id, sectionId: 's1', optionIds: ['a'], done: false });
    w.clock.now = new Date(new Date(v.deadlineAt!).getTime() + 1);
    expect(await refusal(pro.learner.cseChoose({ sessionId: v.id, sectionId: 's1', optionIds: ['b'], done: true }))).toEqual({
      code: 'CONFLICT',
      message: 'Time is up: the simulation has ended',
    });
    const done = await pro.learner.cseSession({ sessionId: v.id });
    expect(done.status).toBe('finished');
    expect(done.problem).toBeNull();
    const r = done.result!;
    expect(r.problems).toHaveLength(22);
    expect(r.problems.filter((p) => p.pretest)).toHaveLength(2);
    expect(r.problems.map((p) => p.finished)).toEqual(r.problems.map((p) => p.position < 2));
    // The third problem counts with its one revealed choice (+2); problems never reached count with nothing.
    expect(r.problems[2]).toMatchObject({ igScore: 2, dmScore: 0, finished: false });
    const scored = r.problems.filter((p) => !p.pretest);
    const sum = (f: (p: (typeof scored)[number]) => number) => scored.reduce((n, p) => n + f(p), 0);
    expect(r).toMatchObject({
      igScore: sum((p) => p.igScore),
      igMpl: sum((p) => p.igMpl),
      dmScore: sum((p) => p.dmScore),
      dmMpl: sum((p) => p.dmMpl),
    });
    expect(r.igMpl).toBeGreaterThan(r.igScore);
    expect(r.passed).toBe(false);
    const row = (await w.db.select().from(cseSessions).where(eq(cseSessions.id, v.id)))[0]!;
    expect(row).toMatchObject({ igScore: r.igScore, igMpl: r.igMpl, dmScore: r.dmScore, dmMpl: r.dmMpl, passed: false });
    expect(await pro.learner.cseActive()).toBeNull();
    expect(await refusal(pro.learner.cseChoose({ sessionId: v.id, sectionId: 's1', optionIds: ['b'], done: true }))).toEqual({
      code: 'CONFLICT',
      message: 'This simulation has ended',
    });
    const rev = await pro.learner.cseReview({ sessionId: v.id, position: 2 });
    expect(rev.path).toEqual(['s1']);
    expect(rev.pretest).toBe(r.problems[2]!.pretest);
  });

  it('passes when every problem is played along its best path', async () => {
    let s = await pro.learner.cseStart({ mode: 'exam' });
    for (let n = 0; n < CSE_FORMAT.problems; n++) s = await playBest(pro, s);
    expect(s.status).toBe('finished');
    expect(s.result!.problems.every((p) => p.finished && p.igScore === p.igBest && p.dmScore === p.dmBest)).toBe(true);
    expect(s.result).toMatchObject({ igMet: true, dmMet: true, passed: true });
    const h = await pro.learner.cseHistory();
    expect(h[0]).toMatchObject({ sessionId: s.id, mode: 'exam', title: 'Full simulation', problemCount: 22, passed: true });
  });

  it('ends early on request, and a new one may start then', async () => {
    const s = await pro.learner.cseStart({ mode: 'exam' });
    const ended = await pro.learner.cseEnd({ sessionId: s.id });
    expect(ended.status).toBe('finished');
    expect(ended.result!.igScore).toBe(0);
    expect(ended.result!.passed).toBe(false);
    expect((await pro.learner.cseStart({ mode: 'exam' })).status).toBe('active');
  });

  it('finishes a simulation whose clock ran out when another is started', async () => {
    const active = (await pro.learner.cseActive())!;
    w.clock.now = new Date(new Date(active.deadlineAt!).getTime() + 60_000);
    const next = await pro.learner.cseStart({ mode: 'exam' });
    expect(next.id).not.toBe(active.id);
    expect((await pro.learner.cseSession({ sessionId: active.id })).status).toBe('finished');
  });

  it('lists a simulation whose clock ran out as finished, with its scores, never as one to resume', async () => {
    const active = (await pro.learner.cseActive())!;
    w.clock.now = new Date(new Date(active.deadlineAt!).getTime() + 1);
    const listed = (await pro.learner.cseHistory()).find((h) => h.sessionId === active.id)!;
    expect(listed).toMatchObject({ status: 'finished', igScore: 0, dmScore: 0, passed: false });
    expect(listed.finishedAt).not.toBeNull();
    const row = (await w.db.select().from(cseSessions).where(eq(cseSessions.id, active.id)))[0]!;
    expect(row.finishedAt).not.toBeNull();
    expect(await pro.learner.cseActive()).toBeNull();
  });

  it('refuses a full simulation when fewer than 22 problems are published', async () => {
    const other = w.caller((await w.signUp('cseshort', { subscriptionStatus: 'pro' })).token);
    const ids = (await w.db.select().from(cseProblems)).slice(0, 2).map((p) => p.id);
    for (const id of ids)
      await w.db
        .update(cseProblems)
        .set({ status: 'draft' })
        .where(and(eq(cseProblems.id, id)));
    expect(await refusal(other.learner.cseStart({ mode: 'exam' }))).toEqual({
      code: 'CONFLICT',
      message: 'A full simulation needs 22 published problems and 21 are published now. Practice single problems meanwhile.',
    });
  });
});
