import { ITEM_STATS_MIN_LEARNERS } from '../../../../shared/readiness';
import { eq } from 'drizzle-orm';
import { itemStats, questions, topics } from '../../../../../db/schema';
import type { DB } from '../../../db';
import { TOP_PREFIX } from '../recompute';

/**
 * The admin's item analysis (issue #19): every item's figures from the statistics jobs, its option choice rates
 * (the top-scoring third's apart) and the reasons it may need a review.
 */

export interface ItemAnalysisQuery {
  topicId?: number;
  status?: 'published' | 'draft';
  minLearners?: number;
  suspectOnly?: boolean;
  sort: 'pValue' | 'discrimination' | 'learners' | 'answers' | 'id';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** Why an item is worth reviewing first: a negative discrimination, or strong learners preferring a distractor. */
export function suspectReasons(r: { pointBiserial: number | null; correctAnswer: string; optionCounts: Record<string, number> }): string[] {
  const reasons: string[] = [];
  if (r.pointBiserial !== null && r.pointBiserial < 0) reasons.push('negative discrimination');
  const key = r.optionCounts[TOP_PREFIX + r.correctAnswer] ?? 0;
  for (const [k, v] of Object.entries(r.optionCounts)) {
    if (!k.startsWith(TOP_PREFIX)) continue;
    const letter = k.slice(TOP_PREFIX.length);
    if (letter !== r.correctAnswer && v > key) reasons.push(`top third chose ${letter} more than the key ${r.correctAnswer}`);
  }
  return reasons;
}

/** The admin's item analysis: every item with answers, its figures, option choice rates and suspect reasons. */
export async function itemAnalysis(db: DB, q: ItemAnalysisQuery) {
  const rows = await db
    .select({
      id: questions.id,
      topicId: questions.topicId,
      topicName: topics.name,
      questionText: questions.questionText,
      caseSetId: questions.caseSetId,
      correctAnswer: questions.correctAnswer,
      options: questions.options,
      difficulty: questions.difficulty,
      status: questions.status,
      answers: itemStats.answers,
      learners: itemStats.learners,
      pValue: itemStats.pValue,
      pointBiserial: itemStats.pointBiserial,
      optionCounts: itemStats.optionCounts,
      difficultyParam: itemStats.difficultyParam,
      updatedAt: itemStats.updatedAt,
    })
    .from(itemStats)
    .innerJoin(questions, eq(questions.id, itemStats.questionId))
    .innerJoin(topics, eq(topics.id, questions.topicId));
  const items = rows
    .filter((r) => (q.topicId === undefined || r.topicId === q.topicId) && (q.status === undefined || r.status === q.status))
    .filter((r) => r.learners >= (q.minLearners ?? 0))
    .map((r) => {
      const counts = r.optionCounts;
      const letters = r.options.map((_, i) => String.fromCharCode(65 + i));
      const given = letters.reduce((a, l) => a + (counts[l] ?? 0), 0);
      const topGiven = letters.reduce((a, l) => a + (counts[TOP_PREFIX + l] ?? 0), 0);
      const enough = r.learners >= ITEM_STATS_MIN_LEARNERS;
      return {
        questionId: r.id,
        topicId: r.topicId,
        topicName: r.topicName,
        questionText: r.questionText.length > 160 ? `${r.questionText.slice(0, 157)}…` : r.questionText,
        caseSetId: r.caseSetId,
        correctAnswer: r.correctAnswer,
        authoredDifficulty: r.difficulty,
        status: r.status,
        answers: r.answers,
        learners: r.learners,
        // Below the minimum a percent says nothing (one learner gives 0 % or 100 %): the figures are withheld, and
        // the screen says "too few learners" (issue #27), as the learner-facing statistic does.
        enoughLearners: enough,
        minimumLearners: ITEM_STATS_MIN_LEARNERS,
        pValue: enough ? r.pValue : null,
        discrimination: enough ? r.pointBiserial : null,
        difficultyParam: r.difficultyParam,
        optionRates: (enough ? letters : []).map((l) => ({
          letter: l,
          rate: given > 0 ? (counts[l] ?? 0) / given : 0,
          topRate: topGiven > 0 ? (counts[TOP_PREFIX + l] ?? 0) / topGiven : null,
        })),
        suspect: enough ? suspectReasons({ pointBiserial: r.pointBiserial, correctAnswer: r.correctAnswer, optionCounts: counts }) : [],
        updatedAt: r.updatedAt,
      };
    });
  const filtered = q.suspectOnly ? items.filter((i) => i.suspect.length > 0) : items;
  const value = (i: (typeof items)[number]): number => {
    switch (q.sort) {
      case 'pValue':
        return i.pValue ?? -1;
      case 'discrimination':
        return i.discrimination ?? -2;
      case 'learners':
        return i.learners;
      case 'answers':
        return i.answers;
      default:
        return i.questionId;
    }
  };
  const sign = q.order === 'asc' ? 1 : -1;
  filtered.sort((a, b) => sign * (value(a) - value(b)) || a.questionId - b.questionId);
  // Review first: negative discrimination, then the most answered, whatever the table's sort.
  const reviewFirst = items
    .filter((i) => i.suspect.length > 0)
    .sort((a, b) => (a.discrimination ?? 0) - (b.discrimination ?? 0) || b.learners - a.learners)
    .slice(0, 20);
  return { total: filtered.length, items: filtered.slice(q.offset, q.offset + q.limit), reviewFirst };
}
