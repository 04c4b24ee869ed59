// The learner's simulations, newest first: practice problems and full simulations, active or finished. A full
// simulation whose clock ran out is finished before it is listed, so the list never offers to resume one.
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import { cseRuns, cseSessions, type UserRow } from '../../../../db/schema';
import type { CseHistoryItem } from '../../../shared/cseViews';
import { isPostgres, type DB } from '../../db';
import type { Deps } from '../../lib/deps';
import { expired } from './internal/rows';
import { finishExpired } from './sessionView';

const HISTORY_LIMIT = 50;
const FULL_SIMULATION_TITLE = 'Full simulation';

const firstTitle = (db: DB) =>
  isPostgres(db) ? sql<string>`${cseRuns.problem}->>'title'` : sql<string>`json_extract(${cseRuns.problem}, '$.title')`;

export async function history(deps: Deps, user: UserRow): Promise<CseHistoryItem[]> {
  const db = deps.db;
  const read = () =>
    db.select().from(cseSessions).where(eq(cseSessions.userId, user.id)).orderBy(desc(cseSessions.startedAt)).limit(HISTORY_LIMIT);
  let sessions = await read();
  const now = deps.now();
  const ranOut = sessions.filter((s) => expired(s, now));
  if (ranOut.length > 0) {
    for (const s of ranOut) await finishExpired(deps, user, s.id);
    sessions = await read();
  }
  if (sessions.length === 0) return [];
  // One grouped read on the (session_id, position) index: each session's run count and its first problem's title.
  const rows = await db
    .select({
      sessionId: cseRuns.sessionId,
      n: count(),
      title: sql<string | null>`max(case when ${cseRuns.position} = 0 then ${firstTitle(db)} end)`,
    })
    .from(cseRuns)
    .where(
      inArray(
        cseRuns.sessionId,
        sessions.map((s) => s.id),
      ),
    )
    .groupBy(cseRuns.sessionId);
  const runs = new Map(rows.map((r) => [r.sessionId, { n: Number(r.n), title: r.title ?? '' }]));
  return sessions.map((s) => {
    const r = runs.get(s.id) ?? { n: 0, title: '' };
    return {
      sessionId: s.id,
      mode: s.mode,
      title: s.mode === 'exam' ? FULL_SIMULATION_TITLE : r.title,
      startedAt: s.startedAt.toISOString(),
      finishedAt: s.finishedAt?.toISOString() ?? null,
      status: s.finishedAt === null ? 'active' : 'finished',
      problemCount: r.n,
      igScore: s.igScore,
      igMpl: s.igMpl,
      dmScore: s.dmScore,
      dmMpl: s.dmMpl,
      passed: s.passed,
    };
  });
}
