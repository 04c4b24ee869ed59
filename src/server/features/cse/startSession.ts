// Starting a simulation: one practice problem, or a full simulation of 22 on the exam's clock. Each run keeps a
// snapshot of its problem as it was at the start, so an administrator's later edit never changes a sitting.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { cseProblems, cseRuns, cseSessions, type UserRow } from '../../../../db/schema';
import type { CseProblemContent, CseStartInput } from '../../../shared/cse';
import { CSE_FORMAT } from '../../../shared/cseFormat';
import { bestPath, passingLevels } from '../../../shared/cseGraph';
import type { CseSessionView } from '../../../shared/cseViews';
import { isPro } from '../../../shared/plans';
import { first, transaction, type DB } from '../../db';
import type { Deps } from '../../lib/deps';
import { DomainError } from '../../lib/domainError';
import { lockLearner } from '../../lib/learnerLock';
import { drawForm, publishedPool, type DrawnProblem } from './formDraw';
import { finishSession } from './internal/result';
import type { CseSessionRow } from './internal/rows';
import { sessionView } from './internal/view';

export const PRO_ONLY_MESSAGE = 'Clinical simulations are part of Pro: free accounts can play the sample problem.';
export const EXAM_IN_PROGRESS_MESSAGE = 'You have a clinical simulation in progress: resume it or end it first.';
export const PROBLEM_NOT_FOUND = 'Problem not found';
const MINUTE = 60_000;

/** Random and URL-safe (22 characters): a session id is not guessable from another. */
const newSessionId = () => randomBytes(16).toString('base64url');

export async function startSession(deps: Deps, user: UserRow, input: CseStartInput): Promise<CseSessionView> {
  const now = deps.now();
  if (input.mode === 'exam' && !isPro(user)) throw new DomainError({ code: 'FORBIDDEN', message: PRO_ONLY_MESSAGE });
  return await transaction(deps.db, async (tx) => {
    await lockLearner(tx, user.id);
    let drawn: DrawnProblem[];
    if (input.mode === 'problem') {
      const p = await first(
        tx
          .select({ id: cseProblems.id, sample: cseProblems.sample })
          .from(cseProblems)
          .where(and(eq(cseProblems.id, input.problemId!), eq(cseProblems.status, 'published')))
          .limit(1),
      );
      if (!p) throw new DomainError({ code: 'NOT_FOUND', message: PROBLEM_NOT_FOUND });
      if (!p.sample && !isPro(user)) throw new DomainError({ code: 'FORBIDDEN', message: PRO_ONLY_MESSAGE });
      drawn = [{ problemId: p.id, pretest: false }];
    } else {
      await assertNoActiveExam(tx, user.id, now);
      drawn = drawForm(await publishedPool(tx), deps.random);
    }
    const content = await contents(
      tx,
      drawn.map((d) => d.problemId),
    );
    const session: CseSessionRow = {
      id: newSessionId(),
      userId: user.id,
      mode: input.mode,
      startedAt: now,
      deadlineAt: input.mode === 'exam' ? new Date(now.getTime() + CSE_FORMAT.minutes * MINUTE) : null,
      finishedAt: null,
      position: 0,
      igScore: null,
      dmScore: null,
      igMpl: null,
      dmMpl: null,
      passed: null,
    };
    await tx.insert(cseSessions).values(session);
    await tx.insert(cseRuns).values(drawn.map((d, position) => runValues(session.id, position, d, content.get(d.problemId)!, now)));
    return await sessionView(tx, session, now);
  });
}

function runValues(sessionId: string, position: number, d: DrawnProblem, problem: CseProblemContent, now: Date) {
  const best = bestPath(problem);
  const mpl = passingLevels(best);
  return {
    sessionId,
    position,
    problemId: d.problemId,
    problem,
    pretest: d.pretest,
    sectionId: problem.sections[0]!.id,
    sectionChosen: [],
    igBest: best.ig,
    dmBest: best.dm,
    igMpl: mpl.ig,
    dmMpl: mpl.dm,
    // Only the first problem's clock starts now; each next one starts when the one before it ends.
    startedAt: position === 0 ? now : null,
  };
}

async function contents(tx: DB, ids: number[]): Promise<Map<number, CseProblemContent>> {
  const rows = await tx.select({ id: cseProblems.id, content: cseProblems.content }).from(cseProblems).where(inArray(cseProblems.id, ids));
  return new Map(rows.map((r) => [r.id, r.content]));
}

/** One full simulation at a time; one whose clock ran out is finished first and no longer stands in the way. */
async function assertNoActiveExam(tx: DB, userId: number, now: Date): Promise<void> {
  const open = await tx
    .select()
    .from(cseSessions)
    .where(and(eq(cseSessions.userId, userId), eq(cseSessions.mode, 'exam'), isNull(cseSessions.finishedAt)));
  for (const s of open) {
    if (s.deadlineAt !== null && now.getTime() >= s.deadlineAt.getTime()) await finishSession(tx, s, now);
    else throw new DomainError({ code: 'CONFLICT', message: EXAM_IN_PROGRESS_MESSAGE });
  }
}
