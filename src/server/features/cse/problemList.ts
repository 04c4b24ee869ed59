// The problem list: every published problem with its section count (read in SQL, not by loading each problem), the
// lock a free learner sees, and the learner's last finished practice of each.
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { cseProblems, cseRuns, cseSessions, type UserRow } from '../../../../db/schema';
import type { CseProblemListItem } from '../../../shared/cseViews';
import { isPro } from '../../../shared/plans';
import { isPostgres, type DB } from '../../db';
import type { Deps } from '../../lib/deps';

export interface CseProblemList {
  problems: CseProblemListItem[];
  sampleProblemId: number | null;
  free: boolean;
}

const sectionCount = (db: DB) =>
  isPostgres(db)
    ? sql<number>`jsonb_array_length(${cseProblems.content}->'sections')`
    : sql<number>`json_array_length(${cseProblems.content}, '$.sections')`;

export async function problemList(deps: Deps, user: UserRow): Promise<CseProblemList> {
  const free = !isPro(user);
  const rows = await deps.db
    .select({
      id: cseProblems.id,
      title: cseProblems.title,
      category: cseProblems.category,
      sample: cseProblems.sample,
      sections: sectionCount(deps.db),
    })
    .from(cseProblems)
    .where(eq(cseProblems.status, 'published'))
    .orderBy(asc(cseProblems.category), asc(cseProblems.title), asc(cseProblems.id));
  const last = await lastPractice(deps.db, user.id);
  return {
    problems: rows.map((r) => ({ ...r, sections: Number(r.sections), locked: free && !r.sample, last: last.get(r.id) ?? null })),
    sampleProblemId: rows.find((r) => r.sample)?.id ?? null,
    free,
  };
}

/** The learner's latest finished practice of each problem, newest first on the (user_id, started_at) index. */
async function lastPractice(db: DB, userId: number): Promise<Map<number, NonNullable<CseProblemListItem['last']>>> {
  const rows = await db
    .select({
      problemId: cseRuns.problemId,
      sessionId: cseSessions.id,
      igScore: cseRuns.igScore,
      igMpl: cseRuns.igMpl,
      dmScore: cseRuns.dmScore,
      dmMpl: cseRuns.dmMpl,
      finishedAt: cseSessions.finishedAt,
    })
    .from(cseSessions)
    .innerJoin(cseRuns, and(eq(cseRuns.sessionId, cseSessions.id), eq(cseRuns.position, 0)))
    .where(and(eq(cseSessions.userId, userId), eq(cseSessions.mode, 'problem'), isNotNull(cseSessions.finishedAt)))
    .orderBy(desc(cseSessions.startedAt));
  const out = new Map<number, NonNullable<CseProblemListItem['last']>>();
  for (const r of rows) {
    if (r.problemId === null || out.has(r.problemId)) continue;
    out.set(r.problemId, {
      sessionId: r.sessionId,
      igMet: r.igScore >= r.igMpl,
      dmMet: r.dmScore >= r.dmMpl,
      finishedAt: r.finishedAt!.toISOString(),
    });
  }
  return out;
}
