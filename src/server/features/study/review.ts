import { first } from '../../db';
import { and, eq, sql } from 'drizzle-orm';
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import { reviewCards } from '../../../../db/schema';
import { REVIEW_RATINGS, type Confidence, type ReviewRating } from '../../../shared/study';
import type { DB } from '../../db';
import { preparedPerDb } from '../../lib/prepared';
import { lockLearner } from '../../lib/learnerLock';

/**
 * Spaced review with FSRS (ts-fsrs). Every graded answer (topic quiz saves, exam submits, test answers) moves the
 * learner's card for that question; the clock is the caller's injected `now`, and fuzz stays off, so a test can
 * name the exact due date. No sub-day learning or relearning steps (issue #27): a miss comes back the next day at the
 * earliest, never the same minute; only the learner's own "Again in 10 minutes" takes a relearning step.
 */
const scheduler = fsrs({ enable_fuzz: false, learning_steps: [], relearning_steps: [] });
const relearnScheduler = fsrs({ enable_fuzz: false, learning_steps: ['10m'], relearning_steps: ['10m'] });

const GRADE_OF: Record<Exclude<ReviewRating, 'relearn'>, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};
const RATING_OF: Record<number, ReviewRating> = {
  [Rating.Again]: 'again',
  [Rating.Hard]: 'hard',
  [Rating.Good]: 'good',
  [Rating.Easy]: 'easy',
};

/** The card after the learner's own rating. */
export function nextCard(card: Card, now: Date, rating: ReviewRating): Card {
  return rating === 'relearn' ? relearnScheduler.next(card, now, Rating.Again).card : scheduler.next(card, now, GRADE_OF[rating]).card;
}

/** The automatic rating of an answer, as the review buttons preselect it. */
export const suggestedRating = (isCorrect: boolean, confidence: Confidence | null | undefined): ReviewRating =>
  RATING_OF[ratingFor(isCorrect, confidence)]!;

export interface RatingPreview {
  /** Milliseconds from now until the card would be due. */
  ms: number;
  /** Whole days FSRS would schedule (0 for a relearning step). */
  days: number;
}

/**
 * How an answer rates: wrong → Again; right on a guess → Again too (a lucky guess is not knowledge);
 * right but unsure → Hard; right and sure, or no confidence given → Good. Easy is never given.
 */
export function ratingFor(isCorrect: boolean, confidence: Confidence | null | undefined): Grade {
  if (!isCorrect) return Rating.Again;
  if (confidence === 'guess') return Rating.Again;
  if (confidence === 'unsure') return Rating.Hard;
  return Rating.Good;
}

export interface ScheduledAnswer {
  questionId: number;
  topicId: number;
  isCorrect: boolean;
  confidence?: Confidence | null;
}

type CardRow = typeof reviewCards.$inferSelect;

const statements = preparedPerDb((db) => {
  const p = sql.placeholder;
  const read = db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, p('userId')), eq(reviewCards.questionId, p('questionId'))))
    .prepare();
  const upsert = db
    .insert(reviewCards)
    .values({
      userId: p('userId'),
      questionId: p('questionId'),
      topicId: p('topicId'),
      lastCorrect: p('lastCorrect'),
      lastAnsweredAt: p('lastAnsweredAt'),
      due: p('due'),
      stability: p('stability'),
      difficulty: p('difficulty'),
      elapsedDays: p('elapsedDays'),
      scheduledDays: p('scheduledDays'),
      learningSteps: p('learningSteps'),
      reps: p('reps'),
      lapses: p('lapses'),
      state: p('state'),
      lastReview: p('lastReview'),
    })
    .onConflictDoUpdate({
      target: [reviewCards.userId, reviewCards.questionId],
      set: {
        topicId: sql`excluded.topic_id`,
        lastCorrect: sql`excluded.last_correct`,
        lastAnsweredAt: sql`excluded.last_answered_at`,
        due: sql`excluded.due`,
        stability: sql`excluded.stability`,
        difficulty: sql`excluded.difficulty`,
        elapsedDays: sql`excluded.elapsed_days`,
        scheduledDays: sql`excluded.scheduled_days`,
        learningSteps: sql`excluded.learning_steps`,
        reps: sql`excluded.reps`,
        lapses: sql`excluded.lapses`,
        state: sql`excluded.state`,
        lastReview: sql`excluded.last_review`,
      },
    })
    .prepare();
  return { read, upsert };
});

/** The stored row as ts-fsrs's card; a row without a schedule (answered before spaced review existed) starts anew. */
function toCard(row: CardRow | undefined, now: Date): Card {
  if (!row || row.due === null) return createEmptyCard(now);
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    last_review: row.lastReview ?? undefined,
  };
}

/** What each rating would do to the learner's card for this question now (read-only). */
export async function previewRatings(db: DB, userId: number, questionId: number, now: Date): Promise<Record<ReviewRating, RatingPreview>> {
  const card = toCard(await first(statements(db).read.execute({ userId, questionId })), now);
  const out = {} as Record<ReviewRating, RatingPreview>;
  for (const r of REVIEW_RATINGS) {
    const next = nextCard(card, now, r);
    out[r] = { ms: next.due.getTime() - now.getTime(), days: next.scheduled_days };
  }
  return out;
}

/** Moves one card by the learner's own rating (inside the caller's transaction, under the learner's lock). */
export async function rateCard(db: DB, userId: number, a: ScheduledAnswer, rating: ReviewRating, now: Date): Promise<CardRow> {
  await lockLearner(db, userId);
  const s = statements(db);
  const next = nextCard(toCard(await first(s.read.execute({ userId, questionId: a.questionId })), now), now, rating);
  await writeCard(db, userId, a, next, now);
  return (await first(s.read.execute({ userId, questionId: a.questionId })))!;
}

async function writeCard(db: DB, userId: number, a: ScheduledAnswer, next: Card, now: Date): Promise<void> {
  await statements(db).upsert.execute({
    userId,
    questionId: a.questionId,
    topicId: a.topicId,
    lastCorrect: a.isCorrect,
    lastAnsweredAt: now,
    due: next.due,
    stability: next.stability,
    difficulty: next.difficulty,
    elapsedDays: next.elapsed_days,
    scheduledDays: next.scheduled_days,
    learningSteps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    lastReview: next.last_review ?? null,
  });
}

/**
 * Moves the learner's cards for these graded answers (call it inside the transaction that stores the answers, which
 * takes lockLearner first). Answers left blank are not passed here: an unanswered question was not recalled or missed,
 * only skipped. Each card is read, moved and written back under the learner's lock: two answers of one card at once
 * move it twice, never once.
 */
export async function scheduleAnswers(db: DB, userId: number, answers: readonly ScheduledAnswer[], now: Date): Promise<void> {
  if (answers.length === 0) return;
  await lockLearner(db, userId);
  const s = statements(db);
  for (const a of answers) {
    const card = toCard(await first(s.read.execute({ userId, questionId: a.questionId })), now);
    await writeCard(db, userId, a, scheduler.next(card, now, ratingFor(a.isCorrect, a.confidence)).card, now);
  }
}

/** The learner's card for one question (tests and the review screen). */
export async function reviewCard(db: DB, userId: number, questionId: number): Promise<CardRow | undefined> {
  return await first(statements(db).read.execute({ userId, questionId }));
}
