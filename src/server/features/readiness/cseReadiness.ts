import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { cseRuns, cseSessions, users } from '../../../../db/schema';
import { CSE_MPL_TEXT } from '../../../shared/cseFormat';
import { CSE_ON_TRACK_RULE, CSE_READINESS_WINDOW, describeCseReadiness } from '../../../shared/cseReadiness';
import { first, type DB } from '../../db';
import { preparedPerDb } from '../../lib/prepared';

/**
 * The CSE target's readiness (issue #32), from the learner's simulation results only: their latest finished, scored
 * problems (practice and full simulations alike) against each problem's estimated passing levels, and their last full
 * simulation's outcome (docs/decisions/091-cse-readiness.md).
 *
 * Only finished sessions count: while a full simulation runs, a count that moved or not after each problem would tell
 * which problems are the unscored pretest ones, which the exam reveals only at the end.
 */
const reads = preparedPerDb((db) => ({
  // The learner's sessions by the (user_id, started_at) index, their runs by (session_id, position); the window's
  // sort is over this learner's runs only.
  recent: db
    .select({ igScore: cseRuns.igScore, igMpl: cseRuns.igMpl, dmScore: cseRuns.dmScore, dmMpl: cseRuns.dmMpl })
    .from(cseSessions)
    .innerJoin(cseRuns, eq(cseRuns.sessionId, cseSessions.id))
    .where(
      and(
        eq(cseSessions.userId, sql.placeholder('userId')),
        isNotNull(cseSessions.finishedAt),
        isNotNull(cseRuns.finishedAt),
        eq(cseRuns.pretest, false),
      ),
    )
    .orderBy(desc(cseRuns.finishedAt), desc(cseRuns.id))
    .limit(CSE_READINESS_WINDOW)
    .prepare(),
  lastExam: db
    .select({ passed: cseSessions.passed, finishedAt: cseSessions.finishedAt })
    .from(cseSessions)
    .where(and(eq(cseSessions.userId, sql.placeholder('userId')), eq(cseSessions.mode, 'exam'), isNotNull(cseSessions.finishedAt)))
    .orderBy(desc(cseSessions.startedAt))
    .limit(1)
    .prepare(),
}));

export async function cseReadiness(db: DB, userId: number) {
  const s = reads(db);
  const runs = await s.recent.execute({ userId });
  const exam = await first(s.lastExam.execute({ userId }));
  const figures = {
    problems: runs.length,
    igMet: runs.filter((r) => r.igScore >= r.igMpl).length,
    dmMet: runs.filter((r) => r.dmScore >= r.dmMpl).length,
    lastExam: exam?.finishedAt ? { passed: exam.passed === true, finishedAt: exam.finishedAt.toISOString() } : null,
  };
  return { ...figures, ...describeCseReadiness(figures), rule: CSE_ON_TRACK_RULE, note: CSE_MPL_TEXT };
}
export type CseReadiness = Awaited<ReturnType<typeof cseReadiness>>;

/** The CSE readiness in one line, where a card or a mail has room for one: the counts, then the verdict. */
export function cseReadinessLine(r: CseReadiness): string {
  return r.verdict ? `${r.summary} ${r.verdict}` : r.summary;
}

/**
 * Says whether the learner sits the CSE. Turning it off while Exam Ready aims at the CSE puts the target back to the
 * default in the same statement, so no learner is left aiming at an exam they said they do not sit.
 */
export async function setSitsCse(db: DB, userId: number, sitsCse: boolean) {
  await db
    .update(users)
    .set(
      sitsCse
        ? { sitsCse }
        : { sitsCse, readinessTarget: sql`case when ${users.readinessTarget} = 'cse' then null else ${users.readinessTarget} end` },
    )
    .where(eq(users.id, userId));
}
