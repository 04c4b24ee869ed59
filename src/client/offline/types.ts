import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/appRouter';
import type { Confidence, MissTag } from '../../shared/study';

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

export type TopicSummary = Outputs['learner']['topics'][number];
export type OfflineQuestion = Outputs['learner']['topicQuestions'][number];
export type FreeQuizQuestion = Outputs['learner']['freeQuiz'][number];
export type AttemptInput = Omit<Inputs['learner']['saveAttempt'], 'clientId'>;

export interface DownloadedTopic {
  topicId: number;
  /** Whose download this is: another account signing in on the device never sees it. */
  userId: number;
  topic: TopicSummary;
  questions: OfflineQuestion[];
  /** Size of the stored questions, for the picker's "84 KB". */
  bytes: number;
  savedAt: number;
}

export interface OutboxItem {
  /** Made in the browser when the quiz ends; the server stores each one once (its idempotency key). */
  clientId: string;
  userId: number;
  title: string;
  input: AttemptInput;
  queuedAt: number;
}

/** Something done offline that the server refused at sync: a quiz attempt (with its input) or a review answer. */
export interface RejectedItem extends Omit<OutboxItem, 'input'> {
  input?: AttemptInput;
  reason: string;
  rejectedAt: number;
}

/** One card kept for offline review: the question's content comes from its downloaded topic. */
export interface ReviewAheadItem {
  questionId: number;
  topicId: number;
  /** When it falls due, in the server's clock (epoch ms). */
  due: number;
}

/**
 * The learner's review cards of downloaded topics due within the next days, as the server listed them. The server's
 * clock at that moment and the device's let the device tell, offline, what is due in the server's time.
 */
export interface ReviewAhead {
  userId: number;
  serverNow: number;
  fetchedAt: number;
  items: ReviewAheadItem[];
}

/** An answer given in an offline review, waiting to be sent (POST /api/review/answers). */
export interface QueuedReviewAnswer {
  /** Made on the device when the answer is given: the key of this record and the answer's id at the server. */
  clientId: string;
  userId: number;
  questionId: number;
  topicId: number;
  title: string;
  userAnswer: string;
  confidence: Confidence | null;
  missTag: MissTag | null;
  /** In the server's clock, as the device estimates it; the server checks it. */
  answeredAt: number;
  timeSpent: number | null;
  queuedAt: number;
}
