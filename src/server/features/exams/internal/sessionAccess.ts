// Reading an exam session as its owner, and changing one under the learner's lock: the steps that change an exam in
// progress (sections, case locks, submit) share these so none writes over another's change.
import { eq } from 'drizzle-orm';
import { examSessions, type UserRow } from '../../../../../db/schema';
import type { ExamForm } from '../../../../shared/examFormats';
import { first, transaction, type DB } from '../../../db';
import type { Deps } from '../../../lib/deps';
import { DomainError } from '../../../lib/domainError';
import { lockLearner } from '../../../lib/learnerLock';
import { examPayload, type ActiveExam } from '../activeExam';
import type { ExamSessionRow } from './examState';

export async function ownSession(db: DB, user: UserRow, examSessionId: string): Promise<ExamSessionRow> {
  const s = await first(db.select().from(examSessions).where(eq(examSessions.id, examSessionId)).limit(1));
  if (!s || s.userId !== user.id) throw new DomainError({ code: 'NOT_FOUND', message: 'Exam not found' });
  return s;
}

/**
 * The session read inside `tx` under the learner's lock (learnerLock.ts): a section end, a break end, a case lock and
 * the submit each decide on the form JSON they then write back whole, so each must read it after the one before has
 * committed, or one would write over the other's change (a lost lock, a lost section end, two answers locked).
 */
export async function lockedSession(tx: DB, user: UserRow, examSessionId: string): Promise<ExamSessionRow> {
  await lockLearner(tx, user.id);
  return await ownSession(tx, user, examSessionId);
}

/**
 * Reads the session under the learner's lock, lets `change` decide on it and write it back inside the same
 * transaction, then answers the exam as it now is (built after the commit: examPayload reads the cached bank).
 */
export async function changeSession(
  deps: Deps,
  user: UserRow,
  examSessionId: string,
  change: (tx: DB, s: ExamSessionRow) => Promise<ExamSessionRow>,
): Promise<ActiveExam> {
  const session = await transaction(deps.db, async (tx) => change(tx, await lockedSession(tx, user, examSessionId)));
  return await examPayload(deps, session);
}

export async function saveForm(tx: DB, s: ExamSessionRow, form: ExamForm, deadlineAt: Date): Promise<ExamSessionRow> {
  await tx.update(examSessions).set({ form, deadlineAt }).where(eq(examSessions.id, s.id));
  return { ...s, form, deadlineAt };
}
