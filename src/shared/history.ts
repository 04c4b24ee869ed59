import { z } from 'zod';
import { OUTLINE_SECTIONS } from './bankVocabulary';
import { idSchema } from './schemas';

/** The learner's history of finished work and the review of one attempt (issue #27 §2). */
export const HISTORY_PAGE_SIZE = 20;
export const REVIEW_PAGE_SIZE = 10;

export const REVIEW_FILTERS = ['all', 'incorrect', 'unanswered', 'flagged', 'pretest'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
export const REVIEW_FILTER_LABELS: Record<ReviewFilter, string> = {
  all: 'All',
  incorrect: 'Incorrect',
  unanswered: 'Unanswered',
  flagged: 'Flagged',
  pretest: 'Pretest',
};

/** `<completedAt ms>.<attempt id>` of the last row a page showed: the next page starts after it. */
export const historyCursorSchema = z.string().regex(/^\d{1,15}\.\d{1,15}$/, 'cursor must be the nextCursor of a history page');

export const historyInput = z
  .object({
    cursor: historyCursorSchema.optional(),
    limit: z.number().int().min(1).max(50).optional(),
  })
  .optional();

export const attemptReviewInput = z.object({
  attemptId: idSchema,
  filter: z.enum(REVIEW_FILTERS).default('all'),
  topicId: idSchema.optional(),
  section: z.enum(OUTLINE_SECTIONS).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
});
