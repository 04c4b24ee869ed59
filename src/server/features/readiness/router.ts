import { z } from 'zod';
import { idSchema } from '../../../shared/schemas';
import { readinessTargetInput, sitsCseInput } from '../../../shared/readinessSchemas';
import { adminProcedure, authedProcedure } from '../../trpc';
import { readiness, setReadinessTarget } from './readiness';
import { itemAnalysis } from './internal/itemAnalysis';
import { setSitsCse } from './cseReadiness';
import { questionStats, questionStatsMany } from './internal/questionStats';

/** Readiness and item statistics for learners (issue #19): spread into the learner router. */
export const readinessLearnerProcedures = {
  readiness: authedProcedure.query(({ ctx }) => readiness(ctx.db, ctx.user.id, ctx.now())),
  setReadinessTarget: authedProcedure
    .input(readinessTargetInput)
    .mutation(({ ctx, input }) => setReadinessTarget(ctx.db, ctx.user.id, input.target, ctx.now())),
  /** "I sit the CSE" (issue #32): answers with the readiness, whose target may have gone back to the default. */
  setSitsCse: authedProcedure.input(sitsCseInput).mutation(async ({ ctx, input }) => {
    await setSitsCse(ctx.db, ctx.user.id, input.sitsCse);
    return readiness(ctx.db, ctx.user.id, ctx.now());
  }),
  questionStats: authedProcedure
    .input(z.object({ questionId: idSchema }))
    .query(({ ctx, input }) => questionStats(ctx.db, ctx.user.id, input.questionId)),
  /** A saved quiz's items at once (its result screen): only those the learner has a graded answer for. */
  questionStatsMany: authedProcedure
    .input(z.object({ questionIds: z.array(idSchema).max(200, { error: 'At most 200 questions at once' }) }))
    .query(({ ctx, input }) => questionStatsMany(ctx.db, ctx.user.id, input.questionIds)),
};

export const itemAnalysisInput = z
  .object({
    topicId: idSchema.optional(),
    status: z.enum(['published', 'draft'], { error: 'status must be published or draft' }).optional(),
    minLearners: z.coerce.number().int().min(0).max(1_000_000).optional(),
    suspectOnly: z
      .union([z.boolean(), z.enum(['true', 'false'], { error: 'suspectOnly must be true or false' })])
      .transform((v) => v === true || v === 'true')
      .optional(),
    sort: z
      .enum(['pValue', 'discrimination', 'learners', 'answers', 'id'], {
        error: 'sort must be pValue, discrimination, learners, answers or id',
      })
      .default('learners'),
    order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
    limit: z.coerce.number().int().min(1).max(500).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .optional();

/** The full admin dashboard's item analysis: spread into the admin router. */
export const readinessAdminProcedures = {
  itemAnalysis: adminProcedure.input(itemAnalysisInput).query(({ ctx, input }) =>
    itemAnalysis(ctx.db, {
      topicId: input?.topicId,
      status: input?.status,
      minLearners: input?.minLearners,
      suspectOnly: input?.suspectOnly,
      sort: input?.sort ?? 'learners',
      order: input?.order ?? 'desc',
      limit: input?.limit ?? 50,
      offset: input?.offset ?? 0,
    }),
  ),
};
