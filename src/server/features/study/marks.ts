import { and, eq } from 'drizzle-orm';
import { examSessions, marks, notes, type UserRow } from '../../../../db/schema';
import { first, transaction, type DB } from '../../db';
import type { Deps } from '../../lib/deps';
import { lockLearner } from '../../lib/learnerLock';
import { questionsByIds } from '../questions/questions';
import { DomainError } from '../../lib/domainError';

/**
 * "Flag for review" (issue #27): one flag per learner and question, kept in the `marks` table (its name and the REST
 * paths /api/marks/:questionId predate the one word). Flags set anywhere — topic quiz, exam, test, case set — form the
 * Flagged pool Create Test draws from; unflagging anywhere removes it.
 */

/** A question a learner can flag or annotate: published (drafts are unseen by learners), else 404. */
async function learnerQuestion(deps: Deps, questionId: number, caseItems: boolean) {
  const q = (await questionsByIds(deps.db, [questionId])).get(questionId);
  if (!q || q.status !== 'published' || (!caseItems && q.caseSetId !== null))
    throw new DomainError({ code: 'NOT_FOUND', message: `Question ${questionId} not found` });
  return q;
}

async function setFlag(db: DB, userId: number, questionId: number, flagged: boolean, now: Date) {
  if (flagged) await db.insert(marks).values({ userId, questionId, createdAt: now }).onConflictDoNothing();
  else await db.delete(marks).where(and(eq(marks.userId, userId), eq(marks.questionId, questionId)));
}

/** PUT: flagging twice is one flag. */
export async function markQuestion(deps: Deps, user: UserRow, questionId: number) {
  await learnerQuestion(deps, questionId, false);
  await setFlag(deps.db, user.id, questionId, true, deps.now());
  return { questionId, marked: true as const };
}

/** DELETE: unflagging what is not flagged changes nothing and succeeds. */
export async function unmarkQuestion(deps: Deps, user: UserRow, questionId: number) {
  await learnerQuestion(deps, questionId, false);
  await setFlag(deps.db, user.id, questionId, false, deps.now());
  return { questionId, marked: false as const };
}

/**
 * `learner.flagQuestion`: the quizzes' and case sets' flag, by question id. A case item may be flagged (it shows
 * flagged when its case is taken again) though the Flagged pool, like every test, holds standalone questions only.
 */
export async function flagQuestion(deps: Deps, user: UserRow, questionId: number, flagged: boolean) {
  await learnerQuestion(deps, questionId, true);
  await setFlag(deps.db, user.id, questionId, flagged, deps.now());
  return { questionId, flagged };
}

/** `learner.flaggedQuestionIds`: every question the learner flagged, so a quiz shows its flags again. */
export async function flaggedQuestionIds(db: DB, userId: number): Promise<number[]> {
  return (await db.select({ id: marks.questionId }).from(marks).where(eq(marks.userId, userId))).map((m) => m.id).sort((a, b) => a - b);
}

/**
 * `learner.flagExamItem`: the exam's flag, by position. The client knows positions, not always question ids (an RTE
 * case item the learner cannot open yet stays on the server), so the server maps the position to its question and
 * updates the session's flagged positions and the learner's flag in one transaction; the answer names no question.
 */
export async function flagExamItem(deps: Deps, user: UserRow, examSessionId: string, position: number, flagged: boolean) {
  return await transaction(deps.db, async (tx) => {
    // Under the learner's lock: two quick toggles read and write the flags array one after the other.
    await lockLearner(tx, user.id);
    const s = await first(tx.select().from(examSessions).where(eq(examSessions.id, examSessionId)).limit(1));
    if (!s || s.userId !== user.id) throw new DomainError({ code: 'NOT_FOUND', message: 'Exam not found' });
    if (s.submittedAt)
      throw new DomainError({ code: 'CONFLICT', message: 'This exam has already been submitted: its flags can no longer change' });
    const questionId = s.questionIds[position];
    if (questionId === undefined) {
      throw new DomainError({ code: 'BAD_REQUEST', message: `position: this exam has questions 1 to ${s.questionIds.length}` });
    }
    const kept = new Set(s.flags ?? []);
    if (flagged) kept.add(position);
    else kept.delete(position);
    const flags = [...kept].sort((a, b) => a - b);
    await tx.update(examSessions).set({ flags }).where(eq(examSessions.id, s.id));
    // A question deleted from the bank since the exam began keeps its position flag only.
    if ((await questionsByIds(tx, [questionId])).has(questionId)) await setFlag(tx, user.id, questionId, flagged, deps.now());
    return { position, flagged, flags };
  });
}

/** A private note (at most 2,000 characters, checked by the input); blank text removes it. */
export async function putNote(deps: Deps, user: UserRow, questionId: number, text: string) {
  await learnerQuestion(deps, questionId, false);
  if (text.trim() === '') {
    await deps.db.delete(notes).where(and(eq(notes.userId, user.id), eq(notes.questionId, questionId)));
    return { questionId, text: null };
  }
  const now = deps.now();
  await deps.db
    .insert(notes)
    .values({ userId: user.id, questionId, text, updatedAt: now })
    .onConflictDoUpdate({ target: [notes.userId, notes.questionId], set: { text, updatedAt: now } });
  return { questionId, text };
}
