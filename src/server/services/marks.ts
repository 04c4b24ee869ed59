import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { marks, notes, type UserRow } from '../../../db/schema';
import type { Deps } from './deps';
import { questionsByIds } from './questions';

/** A question a learner can mark or annotate: published (drafts are unseen by learners), else 404. */
async function learnerQuestion(deps: Deps, questionId: number) {
  const q = (await questionsByIds(deps.db, [questionId])).get(questionId);
  if (!q || q.status !== 'published' || q.caseSetId !== null)
    throw new TRPCError({ code: 'NOT_FOUND', message: `Question ${questionId} not found` });
  return q;
}

/** PUT: marking twice is one mark. */
export async function markQuestion(deps: Deps, user: UserRow, questionId: number) {
  await learnerQuestion(deps, questionId);
  await deps.db.insert(marks).values({ userId: user.id, questionId, createdAt: deps.now() }).onConflictDoNothing();
  return { questionId, marked: true as const };
}

/** DELETE: unmarking what is not marked changes nothing and succeeds. */
export async function unmarkQuestion(deps: Deps, user: UserRow, questionId: number) {
  await learnerQuestion(deps, questionId);
  await deps.db.delete(marks).where(and(eq(marks.userId, user.id), eq(marks.questionId, questionId)));
  return { questionId, marked: false as const };
}

/** A private note (at most 2,000 characters, checked by the input); blank text removes it. */
export async function putNote(deps: Deps, user: UserRow, questionId: number, text: string) {
  await learnerQuestion(deps, questionId);
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
