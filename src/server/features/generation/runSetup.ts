/**
 * What every generation run starts from and answers with, single items (run.ts) or a case set (caseSet.ts): the
 * topic, the acting user and the result. A module of its own so that caseSet.ts needs nothing from run.ts, which
 * dispatches to it.
 */
import { asc, count, eq } from 'drizzle-orm';
import { questions, topics, users } from '../../../../db/schema';
import { first, type DB } from '../../db';
import type { Deps } from '../../lib/deps';
import { DomainError } from '../../lib/domainError';
import type { AdminCaseSet } from '../case-sets/caseSetAdmin';
import { getTopic, publishedSingle } from '../questions/questions';
import type { toAdminQuestion } from '../questions/questionAdmin';

export interface GenerationResult {
  runId: number;
  topicId: number;
  model: string;
  requested: number;
  kept: number;
  dropped: number;
  droppedReasons: string[];
  questions: ReturnType<typeof toAdminQuestion>[];
  /** The draft case set, for `kind: 'case-set'` (null when its items were dropped). */
  caseSet?: AdminCaseSet | null;
}

/** The requested topic, or the one with the fewest published questions (a random one among ties). */
export async function chooseTopic(deps: Deps, topicId: number | undefined) {
  if (topicId !== undefined) return await getTopic(deps.db, topicId);
  const counts = new Map(
    (
      await deps.db.select({ topicId: questions.topicId, n: count() }).from(questions).where(publishedSingle()).groupBy(questions.topicId)
    ).map((r) => [r.topicId, r.n]),
  );
  const all = await deps.db.select().from(topics).orderBy(asc(topics.id));
  if (!all.length) throw new DomainError({ code: 'PRECONDITION_FAILED', message: 'There are no topics to generate questions for.' });
  const fewest = Math.min(...all.map((t) => counts.get(t.id) ?? 0));
  const tied = all.filter((t) => (counts.get(t.id) ?? 0) === fewest);
  return tied[Math.floor(deps.random() * tied.length)] ?? tied[0]!;
}

/** A user id the runs table can reference: scripts act as a system user that has no row. */
export async function actorId(db: DB, userId: number | undefined): Promise<number | null> {
  if (!userId) return null;
  return (await first(db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1)))?.id ?? null;
}
