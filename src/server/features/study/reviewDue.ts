// The review queue: the due cards in session order (most overdue first, interleaved by topic) and `learner.reviewDue`,
// the review screen's counts and figures. The cards themselves move in review.ts.
import { and, asc, count, eq, isNotNull, isNull, lte, sql, type Placeholder } from 'drizzle-orm';
import { caseSets, questions, reviewCards, testItems, tests, topics } from '../../../../db/schema';
import { MAX_TEST_QUESTIONS } from '../../../shared/study';
import { first, type DB } from '../../db';
import type { Deps } from '../../lib/deps';
import { preparedPerDb } from '../../lib/prepared';
import { poolCounts } from './pools';
import { dailyAllowance, forecast, retention } from './reviewFigures';

/**
 * A learner's review card due by `until`, over review_cards joined to its question: published, and a single item (a
 * case item is reviewed with its case, never out of its scenario). The one definition of "due" that the review
 * screen, the exam plan's "due today" and the reminders' figures all count.
 */
export function dueCardWhere(userId: number | Placeholder, until: Date | Placeholder) {
  return and(
    eq(reviewCards.userId, userId),
    isNotNull(reviewCards.due),
    lte(reviewCards.due, until),
    eq(questions.status, 'published'),
    isNull(questions.caseSetId),
  );
}

const dueReads = preparedPerDb((db) => {
  const p = sql.placeholder;
  const dueHere = dueCardWhere(p('userId'), p('now'));
  // Both walk review_cards_user_due_idx from the learner's first due card; the question is one primary-key read.
  const total = db
    .select({ n: count() })
    .from(reviewCards)
    .innerJoin(questions, eq(questions.id, reviewCards.questionId))
    .where(dueHere)
    .prepare();
  const items = db
    .select({
      questionId: reviewCards.questionId,
      topicId: questions.topicId,
      due: reviewCards.due,
      state: reviewCards.state,
      reps: reviewCards.reps,
      lapses: reviewCards.lapses,
      lastCorrect: reviewCards.lastCorrect,
    })
    .from(reviewCards)
    .innerJoin(questions, eq(questions.id, reviewCards.questionId))
    .where(dueHere)
    .orderBy(asc(reviewCards.due), asc(reviewCards.questionId))
    .limit(p('limit'))
    .prepare();
  // Misses the learner has been told about: every tutor answer, a timed test's only once it is finished.
  const misses = db
    .select({ tag: testItems.missTag, topicId: testItems.topicId, n: count() })
    .from(tests)
    .innerJoin(testItems, eq(testItems.testId, tests.id))
    .where(
      and(
        eq(tests.userId, p('userId')),
        eq(testItems.isCorrect, false),
        isNotNull(testItems.answeredAt),
        sql`(${tests.mode} = 'tutor' or ${tests.finishedAt} is not null)`,
        // Clinical case runs are stored as tests (features/case-sets/caseSets.ts) but take no miss tags: their misses are not listed.
        sql`${tests.pools} <> '["case"]'`,
      ),
    )
    .groupBy(testItems.missTag, testItems.topicId)
    .prepare();
  // Case items are reviewed as their case: a set is due when any of its items' cards is due.
  const dueCases = db
    .select({
      caseSetId: caseSets.id,
      title: caseSets.title,
      topicId: caseSets.topicId,
      dueItems: count(),
      firstDue: sql<number>`min(${reviewCards.due})`,
    })
    .from(reviewCards)
    .innerJoin(questions, eq(questions.id, reviewCards.questionId))
    .innerJoin(caseSets, eq(caseSets.id, questions.caseSetId))
    .where(
      and(
        eq(reviewCards.userId, p('userId')),
        isNotNull(reviewCards.due),
        lte(reviewCards.due, p('now')),
        eq(caseSets.status, 'published'),
      ),
    )
    .groupBy(caseSets.id)
    .orderBy(sql`min(${reviewCards.due})`, asc(caseSets.id))
    .limit(20)
    .prepare();
  return { total, items, misses, dueCases };
});

/** How many due cards are read to interleave: enough for several sessions, never the learner's whole history. */
const DUE_WINDOW = 1000;

/**
 * Round-robin by topic: the most overdue card of each topic in turn (topics in the order their first card fell
 * due), so a session never runs a dozen questions of one topic in a row.
 */
export function interleaveByTopic<T extends { topicId: number }>(items: readonly T[]): T[] {
  const byTopic = new Map<number, T[]>();
  for (const it of items) {
    const list = byTopic.get(it.topicId);
    if (list) list.push(it);
    else byTopic.set(it.topicId, [it]);
  }
  const queues = [...byTopic.values()];
  const out: T[] = [];
  for (let round = 0; out.length < items.length; round++) {
    for (const q of queues) if (round < q.length) out.push(q[round]!);
  }
  return out;
}

/** The due questions' ids in session order (most overdue first, interleaved by topic). */
export async function dueQuestionIds(db: DB, userId: number, now: Date, topicIds?: readonly number[]): Promise<number[]> {
  const wanted = topicIds ? new Set(topicIds) : null;
  const rows = (await dueReads(db).items.execute({ userId, now: now.getTime(), limit: DUE_WINDOW })).filter(
    (r) => !wanted || wanted.has(r.topicId),
  );
  return interleaveByTopic(rows).map((r) => r.questionId);
}

/**
 * `learner.reviewDue`: the count due now, the next session's items, the learner's misses by tag and topic, and the
 * clinical case sets with a due item (taken again as a whole, from the quiz screen's Clinical cases).
 */
export async function reviewDue(deps: Deps, userId: number) {
  const now = deps.now();
  const reads = dueReads(deps.db);
  const dueCount = (await first(reads.total.execute({ userId, now: now.getTime() })))?.n ?? 0;
  const names = new Map((await deps.db.select({ id: topics.id, name: topics.name }).from(topics)).map((t) => [t.id, t.name]));
  const rows = await reads.items.execute({ userId, now: now.getTime(), limit: DUE_WINDOW });
  const items = interleaveByTopic(rows)
    .slice(0, MAX_TEST_QUESTIONS)
    .map((r) => ({ ...r, topicName: names.get(r.topicId) ?? 'Unknown' }));
  const misses = (await reads.misses.execute({ userId }))
    .map((m) => ({ tag: m.tag, topicId: m.topicId, topicName: names.get(m.topicId) ?? 'Removed topic', count: m.n }))
    .sort((a, b) => b.count - a.count || a.topicName.localeCompare(b.topicName));
  const dueCases = (await reads.dueCases.execute({ userId, now: now.getTime() })).map(({ firstDue: _firstDue, ...c }) => ({
    ...c,
    topicName: names.get(c.topicId) ?? 'Unknown',
  }));
  // A review session's own figures (issue #27): today's counts against the daily limits, retention, the week ahead.
  const today = await dailyAllowance(deps.db, userId, now);
  const newAvailable = (await poolCounts(deps.db, userId, { pools: ['unused'] })).pools.unused;
  return {
    now,
    dueCount,
    items,
    misses,
    dueCases,
    today,
    newAvailable,
    retention: await retention(deps.db, userId, now),
    forecast: await forecast(deps.db, userId, now),
  };
}
