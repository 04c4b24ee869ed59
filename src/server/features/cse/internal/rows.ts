// Reading a learner's simulation: the session as its owner, its runs and a run's choices. Each query walks an index:
// cse_sessions by id, cse_runs by (session_id, position), cse_choices by (run_id, seq).
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { cseChoices, cseRuns, cseSessions } from '../../../../../db/schema';
import type { CseCategory } from '../../../../shared/cseFormat';
import { first, isPostgres, type DB } from '../../../db';
import { DomainError } from '../../../lib/domainError';

export type CseSessionRow = typeof cseSessions.$inferSelect;
export type CseRunRow = typeof cseRuns.$inferSelect;
export type CseChoiceRow = typeof cseChoices.$inferSelect;

export const SESSION_NOT_FOUND = 'Simulation not found';

/** Another learner's session answers exactly as an unknown id does: nothing tells the two apart. */
export async function ownSession(db: DB, userId: number, sessionId: string): Promise<CseSessionRow> {
  const s = await first(db.select().from(cseSessions).where(eq(cseSessions.id, sessionId)).limit(1));
  if (!s || s.userId !== userId) throw new DomainError({ code: 'NOT_FOUND', message: SESSION_NOT_FOUND });
  return s;
}

export async function runAt(db: DB, sessionId: string, position: number): Promise<CseRunRow | undefined> {
  return await first(
    db
      .select()
      .from(cseRuns)
      .where(and(eq(cseRuns.sessionId, sessionId), eq(cseRuns.position, position)))
      .limit(1),
  );
}

export async function choicesOf(db: DB, runId: number): Promise<CseChoiceRow[]> {
  return await db.select().from(cseChoices).where(eq(cseChoices.runId, runId)).orderBy(asc(cseChoices.seq));
}

/** The session's latest committed choice (the current run's, or the last one of the run before it). */
export async function lastChoice(db: DB, sessionId: string): Promise<CseChoiceRow | undefined> {
  const row = await first(
    db
      .select({ choice: cseChoices })
      .from(cseRuns)
      .innerJoin(cseChoices, eq(cseChoices.runId, cseRuns.id))
      .where(eq(cseRuns.sessionId, sessionId))
      .orderBy(desc(cseRuns.position), desc(cseChoices.seq))
      .limit(1),
  );
  return row?.choice;
}

/** A text field of the run's snapshot, read in SQL so a summary of 22 runs does not parse 22 whole problems. */
function snapshotText(db: DB, key: 'title' | 'category') {
  return isPostgres(db) ? sql<string>`${cseRuns.problem}->>${key}` : sql<string>`json_extract(${cseRuns.problem}, ${`$.${key}`})`;
}

export interface RunSummary {
  id: number;
  position: number;
  problemId: number | null;
  title: string;
  category: CseCategory;
  pretest: boolean;
  sectionId: string | null;
  igScore: number;
  dmScore: number;
  igBest: number;
  dmBest: number;
  igMpl: number;
  dmMpl: number;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** Every run of a session without its snapshot, in order: what a result is made of. */
export async function runSummaries(db: DB, sessionId: string): Promise<RunSummary[]> {
  const rows = await db
    .select({
      id: cseRuns.id,
      position: cseRuns.position,
      problemId: cseRuns.problemId,
      title: snapshotText(db, 'title'),
      category: snapshotText(db, 'category'),
      pretest: cseRuns.pretest,
      sectionId: cseRuns.sectionId,
      igScore: cseRuns.igScore,
      dmScore: cseRuns.dmScore,
      igBest: cseRuns.igBest,
      dmBest: cseRuns.dmBest,
      igMpl: cseRuns.igMpl,
      dmMpl: cseRuns.dmMpl,
      startedAt: cseRuns.startedAt,
      finishedAt: cseRuns.finishedAt,
    })
    .from(cseRuns)
    .where(eq(cseRuns.sessionId, sessionId))
    .orderBy(asc(cseRuns.position));
  return rows.map((r) => ({ ...r, category: r.category as CseCategory }));
}

/** An active session whose clock has run out: the next read or write finishes it. */
export const expired = (s: Pick<CseSessionRow, 'deadlineAt' | 'finishedAt'>, now: Date): boolean =>
  s.finishedAt === null && s.deadlineAt !== null && now.getTime() >= s.deadlineAt.getTime();

/** How many problems the session holds, counted in SQL on the (session_id, position) index. */
export async function runCount(db: DB, sessionId: string): Promise<number> {
  return (await first(db.select({ n: count() }).from(cseRuns).where(eq(cseRuns.sessionId, sessionId))))?.n ?? 0;
}
