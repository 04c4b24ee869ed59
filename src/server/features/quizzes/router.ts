import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { MIXED_EXAMS, MIXED_TYPES } from '../../../shared/exams';
import { idSchema } from '../../../shared/schemas';
import { selfReportedExamInput, topicAttemptInput } from '../../../shared/attemptSchemas';
import { logActivity } from '../../lib/activity';
import { shuffle } from '../../lib/random';
import { authedProcedure, proProcedure } from '../../trpc';
import { getTopic, mixedQuiz, publishedQuestionsForTopic } from '../questions/questions';
import { recentAttempts, saveReportedExam, saveTopicAttempt } from './attempts';

/** Topic and mixed quizzes, their saves, and self-reported exam scores. Part of the learner router. */
export const quizProcedures = {
  recentAttempts: authedProcedure
    .input(z.object({ limit: z.number().int().min(1).max(100).default(20) }).optional())
    .query(({ ctx, input }) => recentAttempts(ctx.db, ctx.user.id, input?.limit ?? 20)),

  /** One call brings a whole quiz, shuffled, so the first question paints at once. */
  startQuiz: proProcedure
    .meta({ largeAnswer: true })
    .input(z.object({ topicId: z.union([idSchema, z.enum(MIXED_TYPES)]), limit: z.number().int().min(1).max(200).optional() }))
    .mutation(async ({ ctx, input }) => {
      let title: string;
      let questions;
      if (typeof input.topicId === 'string') {
        title = MIXED_EXAMS[input.topicId].name;
        questions = await mixedQuiz(ctx, input.topicId);
      } else {
        title = (await getTopic(ctx.db, input.topicId)).name;
        questions = shuffle(await publishedQuestionsForTopic(ctx.db, input.topicId), ctx.random);
      }
      if (questions.length === 0) {
        throw new TRPCError({
          code: 'PRECONDITION_FAILED',
          message:
            typeof input.topicId === 'string' ? 'No questions found across all topics.' : "This topic doesn't have any questions yet.",
        });
      }
      await logActivity(ctx.db, ctx.runtime, ctx.user.id, 'quiz_start', ctx.now());
      return { topicId: input.topicId, title, questions: input.limit ? questions.slice(0, input.limit) : questions };
    }),

  saveAttempt: authedProcedure.input(topicAttemptInput).mutation(({ ctx, input }) => saveTopicAttempt(ctx, ctx.user, input)),
  reportExam: authedProcedure.input(selfReportedExamInput).mutation(({ ctx, input }) => saveReportedExam(ctx, ctx.user, input)),
};
