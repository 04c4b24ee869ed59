import { z } from 'zod';
import { idSchema } from '../../../shared/schemas';
import { proProcedure, publicProcedure } from '../../trpc';
import { freeQuiz, listTopics, publishedQuestionsForTopic } from './questions';

/** The bank as learners read it: topics with counts, the free preview quiz, a topic's questions. Part of the learner router. */
export const questionLearnerProcedures = {
  topics: publicProcedure.query(({ ctx }) => listTopics(ctx.db)),
  freeQuiz: publicProcedure.query(({ ctx }) => freeQuiz(ctx)),
  topicQuestions: proProcedure
    .input(z.object({ topicId: idSchema }))
    .query(({ ctx, input }) => publishedQuestionsForTopic(ctx.db, input.topicId)),
};
