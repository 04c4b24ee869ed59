import { z } from 'zod';
import { idSchema } from '../../shared/schemas';
import { learnerDashboard } from '../services/dashboard';
import { listTopics, publishedQuestionsForTopic } from '../services/questions';
import type { Context, SignedInContext } from '../trpc';

export const topicQuestionsInput = z.object({ topicId: idSchema });

/**
 * The learner's busiest reads. Their procedures (learner.ts) resolve through these, and so does the hot path
 * that answers them without tRPC's machinery (hotReads.ts): one resolver each, whichever way a request goes.
 */
export const learnerReads = {
  topics: (ctx: Context) => listTopics(ctx.db),
  topicQuestions: (ctx: Context, input: z.infer<typeof topicQuestionsInput>) => publishedQuestionsForTopic(ctx.db, input.topicId),
  dashboard: (ctx: SignedInContext) => learnerDashboard(ctx.db, ctx.user, ctx.now()),
};
