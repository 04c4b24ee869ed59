import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { EXAMS, EXAM_TYPES, MIXED_EXAMS, MIXED_TYPES } from '../../shared/exams';
import {
  examEndSectionInput,
  examLockCaseItemInput,
  examStartInput,
  examStartSectionInput,
  examSubmitInput,
  idSchema,
  selfReportedExamInput,
  topicAttemptInput,
} from '../../shared/schemas';
import { authedProcedure, proProcedure, publicProcedure, router } from '../trpc';
import { logActivity } from '../services/activity';
import { recentAttempts, saveReportedExam, saveTopicAttempt } from '../services/attempts';
import { learnerDashboard } from '../services/dashboard';
import { attemptReview, history } from '../services/history';
import { attemptReviewInput, historyInput } from '../../shared/history';
import { activeExam, endExamSection, examResult, lockCaseItem, startExam, startExamSection, submitExam } from '../services/exams';
import { planUsage } from '../services/limits';
import { freeQuiz, getTopic, listTopics, mixedQuiz, publishedQuestionsForTopic } from '../services/questions';
import { shuffle } from '../services/random';
import { progressByTopic, userStats } from '../services/stats';
import { studyProcedures } from './study';
import { caseSetLearnerProcedures } from './caseSets';
import { readinessLearnerProcedures } from './readiness';
import { examPlanLearnerProcedures } from './examPlan';

export const learnerRouter = router({
  topics: publicProcedure.query(({ ctx }) => listTopics(ctx.db)),
  freeQuiz: publicProcedure.query(({ ctx }) => freeQuiz(ctx)),
  examDefinitions: publicProcedure.query(() => EXAM_TYPES.map((t) => EXAMS[t])),

  stats: authedProcedure.query(({ ctx }) => userStats(ctx.db, ctx.user.id, ctx.now())),
  progress: authedProcedure.query(({ ctx }) => progressByTopic(ctx.db, ctx.user.id)),
  recentAttempts: authedProcedure
    .input(z.object({ limit: z.number().int().min(1).max(100).default(20) }).optional())
    .query(({ ctx, input }) => recentAttempts(ctx.db, ctx.user.id, input?.limit ?? 20)),
  planUsage: authedProcedure.query(({ ctx }) => planUsage(ctx.db, ctx.user, ctx.now())),
  /** The dashboard's four reads in one answer (one procedure, one serialisation; kept whole for Pro learners). */
  dashboard: authedProcedure.query(({ ctx }) => learnerDashboard(ctx.db, ctx.user, ctx.now())),

  topicQuestions: proProcedure
    .input(z.object({ topicId: idSchema }))
    .query(({ ctx, input }) => publishedQuestionsForTopic(ctx.db, input.topicId)),

  /** One call brings a whole quiz, shuffled, so the first question paints at once. */
  startQuiz: proProcedure
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
      await logActivity(ctx.db, ctx.user.id, 'quiz_start', ctx.now());
      return { topicId: input.topicId, title, questions: input.limit ? questions.slice(0, input.limit) : questions };
    }),

  saveAttempt: authedProcedure.input(topicAttemptInput).mutation(({ ctx, input }) => saveTopicAttempt(ctx, ctx.user, input)),
  reportExam: authedProcedure.input(selfReportedExamInput).mutation(({ ctx, input }) => saveReportedExam(ctx, ctx.user, input)),

  startExam: authedProcedure.input(examStartInput).mutation(({ ctx, input }) => startExam(ctx, ctx.user, input.examType)),
  activeExam: authedProcedure.query(({ ctx }) => activeExam(ctx, ctx.user)),
  submitExam: authedProcedure
    .input(examSubmitInput)
    .mutation(({ ctx, input }) => submitExam(ctx, ctx.user, input.examSessionId, input.answers, input.itemSeconds)),
  /** RTE simulation: ends section 1 and locks its answers; the optional break starts. */
  endExamSection: authedProcedure
    .input(examEndSectionInput)
    .mutation(({ ctx, input }) => endExamSection(ctx, ctx.user, input.examSessionId, input.answers)),
  /** RTE simulation: ends the break and starts section 2. */
  lockCaseItem: authedProcedure
    .input(examLockCaseItemInput)
    .mutation(({ ctx, input }) => lockCaseItem(ctx, ctx.user, input.examSessionId, input.position, input.answer)),
  startExamSection: authedProcedure
    .input(examStartSectionInput)
    .mutation(({ ctx, input }) => startExamSection(ctx, ctx.user, input.examSessionId)),
  examResult: authedProcedure
    .input(z.object({ examSessionId: z.string().min(8).max(64) }))
    .query(({ ctx, input }) => examResult(ctx, ctx.user, input.examSessionId)),
  /** Every finished attempt of the learner's, newest first, a page at a time (issue #27). */
  history: authedProcedure.input(historyInput).query(({ ctx, input }) => history(ctx.db, ctx.user, input)),
  /** One finished attempt: its result and one filtered page of its review; another learner's is a 404. */
  attemptReview: authedProcedure.input(attemptReviewInput).query(({ ctx, input }) => attemptReview(ctx, ctx.user, input)),

  ...studyProcedures,
  ...caseSetLearnerProcedures,
  ...readinessLearnerProcedures,
  ...examPlanLearnerProcedures,
});
