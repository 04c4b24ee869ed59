import { z } from 'zod';
import { idSchema, topicAttemptInput } from '../../shared/schemas';
import { saveTopicAttempt } from '../services/attempts';
import { learnerDashboard } from '../services/dashboard';
import { listTopics, publishedQuestionsForTopic } from '../services/questions';
import type { Context, SignedInContext } from '../trpc';

export const topicQuestionsInput = z.object({ topicId: idSchema });

/**
 * The learner's busiest calls. Their procedures (learner.ts) resolve through these, and so does the hot path
 * that answers them without tRPC's machinery (hotPath.ts): one resolver each, whichever way a request goes.
 */
export const learnerCalls = {
  topics: (ctx: Context) => listTopics(ctx.db),
  topicQuestions: (ctx: Context, input: z.infer<typeof topicQuestionsInput>) => publishedQuestionsForTopic(ctx.db, input.topicId),
  dashboard: (ctx: SignedInContext) => learnerDashboard(ctx.db, ctx.user, ctx.now()),
  saveAttempt: (ctx: SignedInContext, input: z.infer<typeof topicAttemptInput>) => saveTopicAttempt(ctx, ctx.user, input),
};
