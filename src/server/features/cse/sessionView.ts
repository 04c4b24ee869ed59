// Reading a simulation: resume after a reload, or its result once finished. A session whose clock ran out is
// finished by the read that finds it so, under the learner's lock, so the result is the same whoever reads first.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { cseSessions, type UserRow } from '../../../../db/schema';
import type { CseSessionView } from '../../../shared/cseViews';
import { first, transaction } from '../../db';
import type { Deps } from '../../lib/deps';
import { lockLearner } from '../../lib/learnerLock';
import { finishSession } from './internal/result';
import { expired, ownSession, type CseSessionRow } from './internal/rows';
import { sessionView } from './internal/view';

export async function getSession(deps: Deps, user: UserRow, sessionId: string): Promise<CseSessionView> {
  const now = deps.now();
  const s = await ownSession(deps.db, user.id, sessionId);
  if (!expired(s, now)) return await sessionView(deps.db, s, now);
  return await finishExpired(deps, user, s.id);
}

/** The learner's full simulation in progress, or null (one whose clock ran out is finished here and is not). */
export async function activeSession(deps: Deps, user: UserRow): Promise<CseSessionView | null> {
  const now = deps.now();
  const s: CseSessionRow | undefined = await first(
    deps.db
      .select()
      .from(cseSessions)
      .where(and(eq(cseSessions.userId, user.id), eq(cseSessions.mode, 'exam'), isNull(cseSessions.finishedAt)))
      .orderBy(desc(cseSessions.startedAt))
      .limit(1),
  );
  if (!s) return null;
  if (!expired(s, now)) return await sessionView(deps.db, s, now);
  await finishExpired(deps, user, s.id);
  return null;
}

/** Finishes a session whose clock ran out (a no-op if another read finished it first), under the learner's lock. */
export async function finishExpired(deps: Deps, user: UserRow, sessionId: string): Promise<CseSessionView> {
  const now = deps.now();
  return await transaction(deps.db, async (tx) => {
    await lockLearner(tx, user.id);
    const s = await ownSession(tx, user.id, sessionId);
    return await sessionView(tx, expired(s, now) ? await finishSession(tx, s, now) : s, now);
  });
}
