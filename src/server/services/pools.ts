import { eq, sql } from 'drizzle-orm';
import { marks, reviewCards } from '../../../db/schema';
import { QUESTION_POOLS, type QuestionPool, type TestPool } from '../../shared/study';
import type { DB } from '../db';
import { preparedPerDb } from './prepared';
import { listTopics, publishedQuestions, requireTopicField, type QuizQuestion } from './questions';

/**
 * The pools a test draws from, for one learner, over the published bank:
 *   unused    — never answered anywhere (topic quiz, exam, test): the learner has no review card for it;
 *   incorrect — the learner's latest answer to it was wrong;
 *   marked    — the learner flagged it for review anywhere (shown as Flagged);
 *   all       — every published question.
 * Unused and incorrect never overlap; marked overlaps both. A test from several pools takes their union, each
 * question once. The reads are the learner's rows by primary key prefix (at most one per question of the bank)
 * and the cached bank, so the cost follows the bank's size, not the learner's history.
 */
const learnerRows = preparedPerDb((db) => ({
  cards: db
    .select({ questionId: reviewCards.questionId, lastCorrect: reviewCards.lastCorrect })
    .from(reviewCards)
    .where(eq(reviewCards.userId, sql.placeholder('userId')))
    .prepare(),
  marks: db
    .select({ questionId: marks.questionId })
    .from(marks)
    .where(eq(marks.userId, sql.placeholder('userId')))
    .prepare(),
}));

export interface Membership {
  unused: boolean;
  incorrect: boolean;
  marked: boolean;
  all: true;
}

export async function poolMembership(db: DB, userId: number): Promise<(questionId: number) => Membership> {
  const rows = learnerRows(db);
  const lastCorrect = new Map((await rows.cards.execute({ userId })).map((c) => [c.questionId, c.lastCorrect]));
  const marked = new Set((await rows.marks.execute({ userId })).map((m) => m.questionId));
  return (id) => {
    const last = lastCorrect.get(id);
    return { unused: last === undefined, incorrect: last === false, marked: marked.has(id), all: true };
  };
}

export const inPools = (m: Membership, pools: readonly QuestionPool[]) => pools.some((p) => m[p]);

/** Topic ids as asked (each must exist: a 400 naming topicIds otherwise), or every topic. */
export async function resolveTopics(db: DB, topicIds: readonly number[] | undefined): Promise<number[]> {
  if (!topicIds) return (await listTopics(db)).map((t) => t.id);
  for (const id of topicIds) await requireTopicField(db, id, 'topicIds');
  return [...topicIds];
}

/** The published questions of these topics in the union of these pools, in id order. */
export async function poolQuestions(
  db: DB,
  userId: number,
  pools: readonly QuestionPool[],
  topicIds: readonly number[],
): Promise<QuizQuestion[]> {
  const member = await poolMembership(db, userId);
  const topics = new Set(topicIds);
  return (await publishedQuestions(db)).filter((q) => topics.has(q.topicId) && inPools(member(q.id), pools));
}

/**
 * `learner.testPoolCounts`: for the chosen topics, how many questions each pool holds; for each topic, how many
 * the chosen pools hold together (its checkbox count) and in all; and what a test from the choice can draw.
 */
export async function poolCounts(db: DB, userId: number, input: { pools?: TestPool[]; topicIds?: number[] }) {
  const chosenTopics = new Set(await resolveTopics(db, input.topicIds));
  const chosenPools = (input.pools ?? ['unused']).filter((p): p is QuestionPool => (QUESTION_POOLS as readonly string[]).includes(p));
  const member = await poolMembership(db, userId);
  const pools: Record<QuestionPool, number> = { unused: 0, incorrect: 0, marked: 0, all: 0 };
  const perTopic = new Map<number, { available: number; total: number }>();
  let available = 0;
  for (const q of await publishedQuestions(db)) {
    const m = member(q.id);
    const hit = inPools(m, chosenPools);
    const t = perTopic.get(q.topicId) ?? { available: 0, total: 0 };
    t.total++;
    if (hit) t.available++;
    perTopic.set(q.topicId, t);
    if (!chosenTopics.has(q.topicId)) continue;
    for (const p of QUESTION_POOLS) if (m[p]) pools[p]++;
    if (hit) available++;
  }
  const topics = (await listTopics(db)).map((t) => ({
    topicId: t.id,
    name: t.name,
    available: perTopic.get(t.id)?.available ?? 0,
    total: perTopic.get(t.id)?.total ?? 0,
  }));
  return { pools, topics, available };
}
