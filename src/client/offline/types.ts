import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/routers/index';

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

export interface RejectedItem extends OutboxItem {
  reason: string;
  rejectedAt: number;
}
