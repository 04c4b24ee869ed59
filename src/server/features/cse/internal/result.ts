// Scoring a session: each run's IG and DM against its passing levels, and the totals over the scored runs.
import { and, eq, isNull } from 'drizzle-orm';
import { cseSessions } from '../../../../../db/schema';
import { CSE_MPL_TEXT } from '../../../../shared/cseFormat';
import type { CseProblemResult, CseResult } from '../../../../shared/cseViews';
import type { DB } from '../../../db';
import { runSummaries, type CseSessionRow, type RunSummary } from './rows';

export function problemResult(r: RunSummary): CseProblemResult {
  return {
    position: r.position,
    problemId: r.problemId,
    title: r.title,
    category: r.category,
    pretest: r.pretest,
    finished: r.finishedAt !== null,
    igScore: r.igScore,
    igBest: r.igBest,
    igMpl: r.igMpl,
    dmScore: r.dmScore,
    dmBest: r.dmBest,
    dmMpl: r.dmMpl,
    igMet: r.igScore >= r.igMpl,
    dmMet: r.dmScore >= r.dmMpl,
  };
}

/**
 * Totals over the scored runs. A run the clock or an early end cut short counts with what it earned, and one never
 * reached with nothing: its passing levels still count, as an unanswered problem does on the exam.
 */
export function totalsOf(runs: readonly RunSummary[]) {
  const scored = runs.filter((r) => !r.pretest);
  const sum = (pick: (r: RunSummary) => number) => scored.reduce((n, r) => n + pick(r), 0);
  const igScore = sum((r) => r.igScore);
  const dmScore = sum((r) => r.dmScore);
  const igMpl = sum((r) => r.igMpl);
  const dmMpl = sum((r) => r.dmMpl);
  return { igScore, dmScore, igMpl, dmMpl, passed: igScore >= igMpl && dmScore >= dmMpl };
}

export function resultOf(runs: readonly RunSummary[]): CseResult {
  const t = totalsOf(runs);
  return {
    igScore: t.igScore,
    igMpl: t.igMpl,
    dmScore: t.dmScore,
    dmMpl: t.dmMpl,
    igMet: t.igScore >= t.igMpl,
    dmMet: t.dmScore >= t.dmMpl,
    passed: t.passed,
    estimated: true,
    note: CSE_MPL_TEXT,
    problems: runs.map(problemResult),
  };
}

/** Ends the session inside `tx` and writes its totals, once: a session already finished is left as it is. */
export async function finishSession(tx: DB, s: CseSessionRow, now: Date): Promise<CseSessionRow> {
  if (s.finishedAt !== null) return s;
  const t = totalsOf(await runSummaries(tx, s.id));
  await tx
    .update(cseSessions)
    .set({ finishedAt: now, ...t })
    .where(and(eq(cseSessions.id, s.id), isNull(cseSessions.finishedAt)));
  return { ...s, finishedAt: now, ...t };
}
