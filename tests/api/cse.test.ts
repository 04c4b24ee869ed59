// Clinical simulations on the built server (issue #32), against the seeded problems (db/seed/cse): nothing a learner
// may see only after a problem ends leaves the server early, a decision leads where its data says, IG scores right
// minus wrong, the refusals (403 free, 404 another learner's, 409 out of turn, changed, time up) and the full form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSE_PROBLEMS } from '../../db/seed/cse/index';
import type { SeedCseProblem } from '../../db/seed/types';
import { CSE_CATEGORIES, CSE_FORMAT, CSE_MPL_TEXT } from '../../src/shared/cseFormat';
import { bestPath } from '../../src/shared/cseGraph';
import { createAccounts, type Account } from '../reliability/support';
import type { ErrorBody, Out } from '../support/rest-types';
import { api, removeDir, startServer, type RunningServer } from '../support/server';
import { serverDb, type ServerDb } from '../support/serverDb';

type View = Out['learner']['cseChoose'];
let server: RunningServer;
let call: ReturnType<typeof api>;
let db: ServerDb;
let pro: Account;
let other: Account;
let free: Account;
let examer: Account;

const idOf = async (p: SeedCseProblem) => (await db.value<number>('SELECT id FROM cse_problems WHERE seed_key = ?', p.key))!;
const byTitle = new Map(CSE_PROBLEMS.map((p) => [p.title, p]));
const sample = CSE_PROBLEMS.find((p) => p.sample)!;

/**
 * A problem whose best path meets a decision that offers both "choose again" and a branch off the best path to
 * another section: the rules of play are all seen on it.
 */
function branchingCase() {
  for (const p of CSE_PROBLEMS) {
    const best = bestPath(p);
    for (const id of best.sectionIds) {
      const s = p.sections.find((x) => x.id === id)!;
      if (s.kind !== 'dm') continue;
      const bestNext = s.options.find((o) => o.id === best.choices[id]![0])!.next;
      const again = s.options.find((o) => o.next === s.id);
      const off = s.options.find((o) => o.next && o.next !== s.id && o.next !== bestNext);
      if (again && off) return { problem: p, best, section: s, again, off };
    }
  }
  throw new Error('no seeded problem has a decision with both "choose again" and a branch off the best path');
}
const CASE = branchingCase();

/** Every text of the problem that must not be in an answer yet: rationales, results not revealed, prompts not reached. */
function assertNoLeak(body: unknown, p: SeedCseProblem, revealed: Set<string>, reached: Set<string>) {
  const json = JSON.stringify(body);
  expect(json).not.toMatch(/"weight"|"rationale"|"pretest"|"best"/);
  const shown = new Set<string>();
  for (const s of p.sections) for (const o of s.options) if (revealed.has(`${s.id}/${o.id}`)) shown.add(o.result);
  for (const s of p.sections) {
    if (!reached.has(s.id)) expect(json.includes(JSON.stringify(s.prompt).slice(1, -1)), `prompt of ${s.id} not reached`).toBe(false);
    for (const o of s.options) {
      expect(json.includes(JSON.stringify(o.rationale).slice(1, -1)), `rationale of ${s.id}/${o.id}`).toBe(false);
      if (!revealed.has(`${s.id}/${o.id}`) && !shown.has(o.result))
        expect(json.includes(JSON.stringify(o.result).slice(1, -1)), `result of ${s.id}/${o.id}`).toBe(false);
    }
  }
}

const runOf = (sessionId: string, position = 0) =>
  db.get<{ id: number; ig_score: number; dm_score: number; section_id: string | null }>(
    'SELECT id, ig_score, dm_score, section_id FROM cse_runs WHERE session_id = ? AND position = ?',
    sessionId,
    position,
  );
const choiceCount = async (runId: number) => Number(await db.value('SELECT count(*) FROM cse_choices WHERE run_id = ?', runId));

beforeAll(async () => {
  server = await startServer();
  call = api(server.url);
  db = serverDb(server.dbPath);
  const a = await createAccounts(server.dbPath, { pro: 'csepro', free: 'csefree' });
  const b = await createAccounts(server.dbPath, { pro: 'cseother' });
  const c = await createAccounts(server.dbPath, { pro: 'cseexamer' });
  pro = a.pro!;
  free = a.free!;
  other = b.pro!;
  examer = c.pro!;
});

afterAll(async () => {
  await db?.close();
  await server?.stop();
  if (server) removeDir(server.dir);
});

describe('the problem list and the free plan', () => {
  it('lists the seeded problems; a free learner has the sample open and the rest locked', async () => {
    const res = await call<Out['learner']['cseProblems']>('GET', '/api/cse/problems', { token: free.token });
    expect(res.status).toBe(200);
    expect(res.body.free).toBe(true);
    expect(res.body.problems).toHaveLength(CSE_PROBLEMS.length);
    expect(res.body.sampleProblemId).toBe(await idOf(sample));
    for (const item of res.body.problems) {
      const seed = byTitle.get(item.title)!;
      expect(item.sections, item.title).toBe(seed.sections.length);
      expect(item.locked, item.title).toBe(!seed.sample);
    }
    expect(JSON.stringify(res.body)).not.toMatch(/scenario|"weight"/);
  });

  it('refuses a free learner anything beyond the sample (403), and plays the sample (201)', async () => {
    const pro403 = 'Clinical simulations are part of Pro: free accounts can play the sample problem.';
    const locked = await call<ErrorBody>('POST', '/api/cse/start', {
      token: free.token,
      body: { mode: 'problem', problemId: await idOf(CSE_PROBLEMS.find((x) => !x.sample)!) },
    });
    const exam = await call<ErrorBody>('POST', '/api/cse/start', { token: free.token, body: { mode: 'exam' } });
    expect([locked.status, locked.body.message, exam.status, exam.body.message]).toEqual([403, pro403, 403, pro403]);
    const ok = await call<View>('POST', '/api/cse/start', { token: free.token, body: { mode: 'problem', problemId: await idOf(sample) } });
    expect(ok.status).toBe(201);
    expect(ok.body.problem!.scenario).toBe(sample.scenario);
    const missing = await call<ErrorBody>('POST', '/api/cse/start', { token: pro.token, body: { mode: 'problem', problemId: 999_999 } });
    expect([missing.status, missing.body.message]).toEqual([404, 'Problem not found']);
    const bad = await call<ErrorBody>('POST', '/api/cse/start', { token: pro.token, body: { mode: 'test' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^mode: /);
  });
});

describe('a practice problem played over HTTP', () => {
  const p = CASE.problem;
  let id: string;
  let v: View;
  const revealed = new Set<string>();
  const reached = new Set<string>();
  const choose = (sectionId: string, optionIds: string[], done = true, token = pro.token) =>
    call<View & ErrorBody>('POST', `/api/cse/${id}/choose`, { token, body: { sectionId, optionIds, done } });
  const note = (sectionId: string, optionIds: string[]) => optionIds.forEach((o) => revealed.add(`${sectionId}/${o}`));

  it('opens with the scenario and the first section, and nothing else', async () => {
    const res = await call<View>('POST', '/api/cse/start', { token: pro.token, body: { mode: 'problem', problemId: await idOf(p) } });
    expect(res.status).toBe(201);
    v = res.body;
    id = v.id;
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    reached.add(p.sections[0]!.id);
    expect(v.problem!.current!.id).toBe(p.sections[0]!.id);
    expect(v.problem!.current!.options.every((o) => Object.keys(o).sort().join() === 'id,text')).toBe(true);
    assertNoLeak(v, p, revealed, reached);
  });

  it('scores the first information-gathering picks right minus wrong, once, even when sent again', async () => {
    const first = p.sections[0]!;
    expect(first.kind).toBe('ig');
    const good = first.options.find((o) => o.weight > 0)!;
    const poor = first.options.find((o) => o.weight < 0)!;
    const res = await choose(first.id, [good.id, poor.id], false);
    expect(res.status).toBe(200);
    note(first.id, [good.id, poor.id]);
    expect(res.body.revealed!.map((r) => r.result)).toEqual([good.result, poor.result]);
    assertNoLeak(res.body, p, revealed, reached);
    const run = (await runOf(id))!;
    expect(run.ig_score).toBe(good.weight + poor.weight);
    const again = await choose(first.id, [poor.id, good.id], false);
    expect(again.status).toBe(200);
    expect((await runOf(id))!.ig_score).toBe(good.weight + poor.weight);
    expect(await choiceCount(run.id)).toBe(1);
    const changed = await choose(first.id, [good.id, first.options.find((o) => o !== good && o !== poor)!.id]);
    expect([changed.status, changed.body.message]).toEqual([409, 'That choice was already made and cannot be changed']);
    const later = await choose(CASE.section.id, [CASE.section.options[0]!.id]);
    expect([later.status, later.body.message]).toEqual([409, 'That section is not the current one']);
    const unknown = await choose(first.id, ['zz-not-here']);
    expect([unknown.status, unknown.body.message]).toEqual([400, 'Option zz-not-here is not in this section']);
  });

  it('follows the best path to the decision, where "choose again" stays and a poor branch leads where its data says', async () => {
    const sections = CASE.best.sectionIds;
    const first = p.sections[0]!;
    const rest = CASE.best.choices[first.id]!.filter((o) => !revealed.has(`${first.id}/${o}`));
    let res = await choose(first.id, rest);
    expect(res.status).toBe(200);
    note(first.id, rest);
    for (const sid of sections.slice(1, sections.indexOf(CASE.section.id))) {
      reached.add(sid);
      res = await choose(sid, CASE.best.choices[sid]!);
      expect(res.status, res.body.message).toBe(200);
      note(sid, CASE.best.choices[sid]!);
    }
    reached.add(CASE.section.id);
    expect(res.body.problem!.current!.id).toBe(CASE.section.id);
    assertNoLeak(res.body, p, revealed, reached);

    res = await choose(CASE.section.id, [CASE.again.id]);
    note(CASE.section.id, [CASE.again.id]);
    expect(res.status).toBe(200);
    expect(res.body.problem!.current!.id).toBe(CASE.section.id);
    expect(res.body.problem!.current!.chosen.map((c) => c.optionId)).toEqual([CASE.again.id]);
    expect(res.body.revealed![0]!.result).toBe(CASE.again.result);
    const dmBefore = (await runOf(id))!.dm_score;
    expect((await choose(CASE.section.id, [CASE.again.id])).status).toBe(200);
    expect((await runOf(id))!.dm_score).toBe(dmBefore);

    res = await choose(CASE.section.id, [CASE.off.id]);
    note(CASE.section.id, [CASE.off.id]);
    reached.add(CASE.off.next!);
    expect(res.status).toBe(200);
    expect(res.body.problem!.current!.id).toBe(CASE.off.next);
    expect((await runOf(id))!.dm_score).toBe(dmBefore + CASE.off.weight);
    assertNoLeak(res.body, p, revealed, reached);
    v = res.body;
  });

  it('resumes after a reload exactly where the last answer left off', async () => {
    const res = await call<Out['learner']['cseSession']>('GET', `/api/cse/${id}`, { token: pro.token });
    expect(res.status).toBe(200);
    const { revealed: _r, serverNow: _a, ...last } = v;
    const { serverNow: _b, ...now } = res.body;
    expect(now).toEqual(last);
    assertNoLeak(res.body, p, revealed, reached);
  });

  it('keeps the session to its owner (404) and the review closed until the end (409)', async () => {
    const notFound = [404, 'Simulation not found'];
    const read = await call<ErrorBody>('GET', `/api/cse/${id}`, { token: other.token });
    const write = await choose(CASE.off.next!, ['a'], true, other.token);
    const end = await call<ErrorBody>('POST', `/api/cse/${id}/end`, { token: other.token });
    const review = await call<ErrorBody>('GET', `/api/cse/${id}/review/0`, { token: other.token });
    for (const r of [read, write, end, review]) expect([r.status, r.body.message]).toEqual(notFound);
    const early = await call<ErrorBody>('GET', `/api/cse/${id}/review/0`, { token: pro.token });
    expect([early.status, early.body.message]).toEqual([409, 'The review opens when the simulation has ended']);
  });

  it('ends on request with the result, and then opens the review with weights, rationales and both paths', async () => {
    const ended = await call<View>('POST', `/api/cse/${id}/end`, { token: pro.token });
    expect(ended.status).toBe(200);
    expect(ended.body.status).toBe('finished');
    const run = (await runOf(id))!;
    expect(ended.body.result).toMatchObject({ igScore: run.ig_score, dmScore: run.dm_score, estimated: true, note: CSE_MPL_TEXT });
    const after = await choose(CASE.off.next!, ['a']);
    expect([after.status, after.body.message]).toEqual([409, 'This simulation has ended']);
    const r = await call<Out['learner']['cseReview']>('GET', `/api/cse/${id}/review/0`, { token: pro.token });
    expect(r.status).toBe(200);
    expect(r.body.bestPath).toEqual(CASE.best.sectionIds);
    const upTo = CASE.best.sectionIds.slice(0, CASE.best.sectionIds.indexOf(CASE.section.id) + 1);
    expect(r.body.path).toEqual([...upTo, CASE.off.next]);
    const dm = r.body.sections.find((s) => s.id === CASE.section.id)!;
    for (const o of CASE.section.options) {
      const seen = dm.options.find((x) => x.id === o.id)!;
      expect(seen).toMatchObject({ weight: o.weight, result: o.result, rationale: o.rationale, next: o.next ?? null });
      expect(seen.chosen).toBe(o === CASE.again || o === CASE.off);
      expect(seen.best).toBe(CASE.best.choices[CASE.section.id]!.includes(o.id));
    }
    const bad = await call<ErrorBody>('GET', `/api/cse/${id}/review/x`, { token: pro.token });
    expect(bad.status).toBe(400);
  });
});

describe('a full simulation over HTTP', () => {
  let v: View;

  it('starts 22 problems on a 240-minute clock, drawn by the outline with 2 pretest ones told nowhere', async () => {
    const res = await call<View>('POST', '/api/cse/start', { token: examer.token, body: { mode: 'exam' } });
    expect(res.status).toBe(201);
    v = res.body;
    expect(v).toMatchObject({ mode: 'exam', problemCount: 22, position: 0, result: null });
    expect(Date.parse(v.deadlineAt!) - Date.parse(v.startedAt)).toBe(CSE_FORMAT.minutes * 60_000);
    expect(JSON.stringify(v)).not.toMatch(/pretest/);
    const runs = await db.all<{ problem_id: number; pretest: boolean | number; category: string }>(
      'SELECT r.problem_id, r.pretest, p.category FROM cse_runs r JOIN cse_problems p ON p.id = r.problem_id WHERE r.session_id = ?',
      v.id,
    );
    expect(runs).toHaveLength(22);
    expect(new Set(runs.map((r) => r.problem_id)).size).toBe(22);
    expect(runs.filter((r) => Boolean(r.pretest))).toHaveLength(2);
    for (const c of CSE_CATEGORIES) expect(runs.filter((r) => !r.pretest && r.category === c).length, c).toBe(CSE_FORMAT.outline[c]);
    const active = await call<View>('GET', '/api/cse/active', { token: examer.token });
    expect(active.body.id).toBe(v.id);
    const second = await call<ErrorBody>('POST', '/api/cse/start', { token: examer.token, body: { mode: 'exam' } });
    expect([second.status, second.body.message]).toEqual([409, 'You have a clinical simulation in progress: resume it or end it first.']);
  });

  it('serves the next problem only once the current one has ended', async () => {
    const p = byTitle.get(v.problem!.title)!;
    const best = bestPath(p);
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(CSE_PROBLEMS.find((x) => x !== p)!.scenario).slice(1, -1));
    for (const sid of best.sectionIds) {
      expect(v.position).toBe(0);
      const res = await call<View>('POST', `/api/cse/${v.id}/choose`, {
        token: examer.token,
        body: { sectionId: sid, optionIds: best.choices[sid], done: true },
      });
      expect(res.status).toBe(200);
      v = res.body;
    }
    expect(v.position).toBe(1);
    expect(v.problem!.title).not.toBe(p.title);
    expect(v.problem!.past).toEqual([]);
    expect(v.problem!.current!.id).toBe(byTitle.get(v.problem!.title)!.sections[0]!.id);
  });

  it('ends at the deadline: a choice after it is refused, and the result totals the scored problems', async () => {
    const past = Date.now() - 1_000;
    // Timestamps are milliseconds on both engines (a bigint on PostgreSQL).
    await db.run('UPDATE cse_sessions SET deadline_at = ? WHERE id = ?', past, v.id);
    const cur = v.problem!.current!;
    const late = await call<ErrorBody>('POST', `/api/cse/${v.id}/choose`, {
      token: examer.token,
      body: { sectionId: cur.id, optionIds: [cur.options[0]!.id], done: true },
    });
    expect([late.status, late.body.message]).toEqual([409, 'Time is up: the simulation has ended']);
    const res = await call<View>('GET', `/api/cse/${v.id}`, { token: examer.token });
    expect(res.body.status).toBe('finished');
    const r = res.body.result!;
    expect(r.problems).toHaveLength(22);
    expect(r.problems.filter((x) => x.pretest)).toHaveLength(2);
    expect(r.problems.filter((x) => x.finished).map((x) => x.position)).toEqual([0]);
    const first = r.problems[0]!;
    expect([first.igScore, first.dmScore]).toEqual([first.igBest, first.dmBest]);
    const scored = r.problems.filter((x) => !x.pretest);
    const sum = (f: (x: (typeof scored)[number]) => number) => scored.reduce((n, x) => n + f(x), 0);
    expect(r).toMatchObject({
      igScore: sum((x) => x.igScore),
      igMpl: sum((x) => x.igMpl),
      dmScore: sum((x) => x.dmScore),
      dmMpl: sum((x) => x.dmMpl),
    });
    expect(r.passed).toBe(r.igScore >= r.igMpl && r.dmScore >= r.dmMpl);
    expect(r.passed).toBe(false);
    expect((await call('GET', '/api/cse/active', { token: examer.token })).body).toBeNull();
    const review = await call<Out['learner']['cseReview']>('GET', `/api/cse/${v.id}/review/0`, { token: examer.token });
    expect(review.status).toBe(200);
    expect(review.body.path).toEqual(review.body.bestPath);
  });

  it('lists the simulations newest first', async () => {
    const res = await call<Out['learner']['cseHistory']>('GET', '/api/cse/sessions', { token: pro.token });
    expect(res.status).toBe(200);
    expect(res.body.map((h) => h.title)).toEqual([CASE.problem.title]);
    const exams = await call<Out['learner']['cseHistory']>('GET', '/api/cse/sessions', { token: examer.token });
    expect(exams.body[0]).toMatchObject({ sessionId: v.id, mode: 'exam', title: 'Full simulation', status: 'finished', problemCount: 22 });
  });

  it('lists a simulation whose clock ran out, unread since, as finished with its scores', async () => {
    const started = await call<View>('POST', '/api/cse/start', { token: examer.token, body: { mode: 'exam' } });
    expect(started.status).toBe(201);
    await db.run('UPDATE cse_sessions SET deadline_at = ? WHERE id = ?', Date.now() - 1_000, started.body.id);
    const list = await call<Out['learner']['cseHistory']>('GET', '/api/cse/sessions', { token: examer.token });
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ sessionId: started.body.id, status: 'finished', igScore: 0, dmScore: 0, passed: false });
    expect(list.body.filter((h) => h.status === 'active')).toEqual([]);
  });
});
