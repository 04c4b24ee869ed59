// A review session's item between its answer and the learner's rating: rated yet or not, the rating preselected,
// and what each rating would do to the card.
import type { ItemRow } from './testRows';
import type { ReviewRating } from '../../../../shared/study';
import type { DB } from '../../../db';
import { previewRatings, reviewCard, suggestedRating, type RatingPreview } from '../review';

/** Which review choices an answered, not yet rated review item offers, and the one preselected. */
export interface ReviewChoice {
  rated: boolean;
  suggested: ReviewRating;
  intervals: Record<ReviewRating, RatingPreview> | null;
}

/**
 * A review item is rated once the learner's card moved after its answer (the answer itself leaves the card alone:
 * the rating the learner picks is what schedules it).
 */
export async function reviewChoice(db: DB, userId: number, item: ItemRow, now: Date): Promise<ReviewChoice | null> {
  if (item.questionId === null || item.answeredAt === null || item.isCorrect === null) return null;
  const card = await reviewCard(db, userId, item.questionId);
  const rated = !!card && card.lastAnsweredAt.getTime() >= item.answeredAt.getTime();
  return {
    rated,
    suggested: suggestedRating(item.isCorrect, item.confidence),
    intervals: rated ? null : await previewRatings(db, userId, item.questionId, now),
  };
}
