// Query plans of a learner's own screens: every query on a learner's attempts must reach them through an
// index that starts with the user, or it reads the whole table once the table is large. (At a million
// attempts the free plan's usage count took about 100 ms through the unique exam-session index.)
import { describe, expect, it } from 'vitest';
import { makeWorld } from '../support/db';
import { freeAndProLearners, openLearnerScreens } from './learner-screens';

describe('query plans of per-learner reads', () => {
  it('search quiz_attempts by user, for free and Pro learners alike', async () => {
    const w = await makeWorld();
    const learners = await freeAndProLearners(w);
    const sqlite = w.db.$client;
    const statements = new Set<string>();
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = (source: string) => {
      statements.add(source);
      return prepare(source);
    };
    try {
      await openLearnerScreens(w, learners);
    } finally {
      sqlite.prepare = prepare;
    }

    const perUser = [...statements].filter((s) => /from "quiz_attempts"/.test(s) && /"quiz_attempts"\."user_id" = \?/.test(s));
    expect(perUser.length).toBeGreaterThanOrEqual(4);
    const wrong: string[] = [];
    for (const source of perUser) {
      const params = Array.from({ length: (source.match(/\?/g) ?? []).length }, () => 1);
      const plan = (sqlite.prepare(`EXPLAIN QUERY PLAN ${source}`).all(...params) as { detail: string }[]).map((r) => r.detail);
      const attemptsSteps = plan.filter((d) => /\bquiz_attempts\b/.test(d));
      if (!attemptsSteps.every((d) => /USING (COVERING )?INDEX attempts_user_/.test(d))) wrong.push(`${source}\n  → ${plan.join(' | ')}`);
    }
    expect(wrong).toEqual([]);
  });
});
