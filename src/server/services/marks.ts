import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { marks, notes, type UserRow } from '../../../db/schema';
import type { Deps } from './deps';
import { questionsByIds } from './questions';

/** A question a learner can mark or annotate: published (drafts are unseen by learners), else 404. */
function learnerQuestion(deps: Deps, questionId: number) {
  const q = questionsByIds(deps.db, [questionId]).get(questionId);
  if (!q || q.status !== 'published' || q.caseSetId !== null)
    throw new TRPCError({ code: 'NOT_FOUND', message: `Question ${questionId} not found` });
  return q;
}

/** PUT: marking twice is one mark. */
export function markQuestion(deps: Deps, user: UserRow, questionId: number) {
  learnerQuestion(deps, questionId);
  deps.db.insert(marks).values({ userId: user.id, questionId, createdAt: deps.now() }).onConflictDoNothing().run();
  return { questionId, marked: true as const };
}

/** DELETE: unmarking what is not marked changes nothing and succeeds. */
export function unmarkQuestion(deps: Deps, user: UserRow, questionId: number) {
  learnerQuestion(deps, questionId);
  deps.db
    .delete(marks)
    .where(and(eq(marks.userId, user.id), eq(marks.questionId, questionId)))
    .run();
  return { questionId, marked: false as const };
}

/** A private note (at most 2,000 characters, checked by the input); blank text removes it. */
export function putNote(deps: Deps, user: UserRow, questionId: number, text: string) {
  learnerQuestion(deps, questionId);
  if (text.trim() === '') {
    deps.db
      .delete(notes)
      .where(and(eq(notes.userId, user.id), eq(notes.questionId, questionId)))
      .run();
    return { questionId, text: null };
  }
  const now = deps.now();
  deps.db
    .insert(notes)
    .values({ userId: user.id, questionId, text, updatedAt: now })
    .onConflictDoUpdate({ target: [notes.userId, notes.questionId], set: { text, updatedAt: now } })
    .run();
  return { questionId, text };
}
