// Query plans of the clinical simulation screens (issue #32): every statement that reads a cse_* table while a
// learner lists, plays, ends, reviews and looks back reaches its rows through an index, never a whole-table scan.
import { describe, expect, it } from 'vitest';
import { seedCseProblems } from '../../src/server/features/cse/seedProblems';
import { bestPath } from '../../src/shared/cseGraph';
import { BRANCHING, CSE_FIXTURES } from '../fixtures/cseProblems';
import { makeWorld } from '../support/db';

describe('query plans of the simulation screens', () => {
  it('reads cse_sessions, cse_runs, cse_choices and cse_problems through indexes', async () => {
    const w = await makeWorld();
    await seedCseProblems(w.db, w.clock.now, CSE_FIXTURES);
    const api = w.caller((await w.signUp('cseplans', { subscriptionStatus: 'pro' })).token);
    const sqlite = w.db.$client;
    const statements = new Set<string>();
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = (source: string) => {
      statements.add(source);
      return prepare(source);
    };
    try {
      const list = await api.learner.cseProblems();
      const sampleId = list.sampleProblemId!;
      const s = await api.learner.cseStart({ mode: 'problem', problemId: sampleId });
      const best = bestPath(BRANCHING);
      for (const sectionId of best.sectionIds)
        await api.learner.cseChoose({ sessionId: s.id, sectionId, optionIds: best.choices[sectionId]!, done: true });
      await api.learner.cseSession({ sessionId: s.id });
      await api.learner.cseReview({ sessionId: s.id, position: 0 });
      const exam = await api.learner.cseStart({ mode: 'exam' });
      await api.learner.cseActive();
      await api.learner.cseChoose({ sessionId: exam.id, sectionId: 's1', optionIds: ['a'], done: false });
      await api.learner.cseEnd({ sessionId: exam.id });
      await api.learner.cseHistory();
      await api.learner.cseProblems();
    } finally {
      sqlite.prepare = prepare;
    }
    const reads = [...statements].filter((st) => /^\s*select/i.test(st) && /"cse_(sessions|runs|choices|problems)"/.test(st));
    expect(reads.length).toBeGreaterThanOrEqual(8);
    const scans: string[] = [];
    for (const source of reads) {
      const params = Array.from({ length: (source.match(/\?/g) ?? []).length }, () => 1);
      const plan = (sqlite.prepare(`EXPLAIN QUERY PLAN ${source}`).all(...params) as { detail: string }[]).map((r) => r.detail);
      for (const step of plan) if (/^SCAN cse_/.test(step) && !/USING/.test(step)) scans.push(`${step} in ${source}`);
    }
    expect(scans).toEqual([]);
  });
});
