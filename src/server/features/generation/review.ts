import { and, desc, eq } from 'drizzle-orm';
import { generationRuns, questions, topics, users } from '../../../../db/schema';
import { first, type DB } from '../../db';
import type { Deps } from '../../lib/deps';
import { toAdminQuestion } from '../questions/questionAdmin';
import { DomainError } from '../../lib/domainError';

/** draft → published: learners see it from now on. */
export async function approveQuestion(deps: Deps, id: number) {
  const row = await first(
    deps.db
      .update(questions)
      .set({ status: 'published', updatedAt: deps.now() })
      .where(and(eq(questions.id, id), eq(questions.status, 'draft')))
      .returning(),
  );
  if (!row) throw new DomainError({ code: 'NOT_FOUND', message: `Draft question ${id} not found` });
  return toAdminQuestion(row);
}

/** Deletes a draft; a published question is never removed this way. */
export async function rejectQuestion(deps: Deps, id: number): Promise<{ success: true; id: number }> {
  const row = await first(
    deps.db
      .delete(questions)
      .where(and(eq(questions.id, id), eq(questions.status, 'draft')))
      .returning({ id: questions.id }),
  );
  if (!row) throw new DomainError({ code: 'NOT_FOUND', message: `Draft question ${id} not found` });
  return { success: true, id: row.id };
}

/** The latest runs, newest first: who, when, model, topic, what was kept or dropped and why, tokens. */
export async function listGenerationRuns(db: DB, limit = 50) {
  return (
    await db
      .select({ run: generationRuns, username: users.username, topicName: topics.name })
      .from(generationRuns)
      .leftJoin(users, eq(generationRuns.userId, users.id))
      .leftJoin(topics, eq(generationRuns.topicId, topics.id))
      .orderBy(desc(generationRuns.createdAt), desc(generationRuns.id))
      .limit(limit)
  ).map(({ run, username, topicName }) => ({
    id: run.id,
    createdAt: run.createdAt,
    userId: run.userId,
    username,
    topicId: run.topicId,
    topicName,
    model: run.model,
    requested: run.requested,
    kept: run.kept,
    dropped: run.dropped,
    droppedReasons: run.droppedReasons,
    promptTokens: run.promptTokens,
    completionTokens: run.completionTokens,
    totalTokens: run.promptTokens + run.completionTokens,
    status: run.status,
    error: run.error,
  }));
}
