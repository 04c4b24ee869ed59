import {
  createTestInput,
  flagInput,
  missTagInput,
  rateReviewInput,
  studyLimitsInput,
  noteInput,
  offlineAnswersInput,
  reviewAheadInput,
  poolCountsInput,
  questionIdInput,
  testAnswerInput,
  testIdInput,
} from '../../../shared/studySchemas';
import { examFlagInput } from '../../../shared/attemptSchemas';
import { authedProcedure, proProcedure } from '../../trpc';
import { createTest, openTests } from './customTests';
import { finishTest } from './internal/finishTest';
import { answerTest, rateReview, setMissTag } from './internal/testAnswers';
import { getTest } from './testView';
import { flagExamItem, flaggedQuestionIds, flagQuestion, markQuestion, putNote, unmarkQuestion } from './marks';
import { studyLimits, setStudyLimits } from './studyLimits';
import { poolCounts } from './pools';
import { studyProgress } from '../progress/sectionProgress';
import { reviewDue } from './reviewDue';
import { reviewAhead, syncReviewAnswers } from './offlineReview';

/**
 * The study engine's procedures (issue #18), part of the learner router; Pro only, but for the flag (issue #27): every
 * signed-in learner flags for review (a free learner in the Practice Exam) and sets daily limits; the Flagged pool
 * itself is used by Create Test, which is Pro.
 */
export const studyProcedures = {
  testPoolCounts: proProcedure.input(poolCountsInput).query(({ ctx, input }) => poolCounts(ctx.db, ctx.user.id, input)),
  createTest: proProcedure.input(createTestInput).mutation(({ ctx, input }) => createTest(ctx, ctx.user, input)),
  getTest: proProcedure.input(testIdInput).query(({ ctx, input }) => getTest(ctx, ctx.user, input.testId)),
  answerTest: proProcedure.input(testAnswerInput).mutation(({ ctx, input }) => answerTest(ctx, ctx.user, input)),
  finishTest: proProcedure.input(testIdInput).mutation(({ ctx, input }) => finishTest(ctx, ctx.user, input.testId)),
  putMissTag: proProcedure
    .input(missTagInput)
    .mutation(({ ctx, input }) => setMissTag(ctx, ctx.user, input.testId, input.data.questionId, input.data.tag)),
  markQuestion: authedProcedure.input(questionIdInput).mutation(({ ctx, input }) => markQuestion(ctx, ctx.user, input.questionId)),
  unmarkQuestion: authedProcedure.input(questionIdInput).mutation(({ ctx, input }) => unmarkQuestion(ctx, ctx.user, input.questionId)),
  flagQuestion: authedProcedure.input(flagInput).mutation(({ ctx, input }) => flagQuestion(ctx, ctx.user, input.questionId, input.flagged)),
  flaggedQuestionIds: authedProcedure.query(({ ctx }) => flaggedQuestionIds(ctx.db, ctx.user.id)),
  flagExamItem: authedProcedure
    .input(examFlagInput)
    .mutation(({ ctx, input }) => flagExamItem(ctx, ctx.user, input.examSessionId, input.position, input.flagged)),
  rateReview: proProcedure
    .input(rateReviewInput)
    .mutation(({ ctx, input }) => rateReview(ctx, ctx.user, input.testId, input.questionId, input.rating)),
  studyLimits: authedProcedure.query(({ ctx }) => studyLimits(ctx.db, ctx.user.id)),
  setStudyLimits: authedProcedure.input(studyLimitsInput).mutation(({ ctx, input }) => setStudyLimits(ctx.db, ctx.user.id, input)),
  putNote: proProcedure.input(noteInput).mutation(({ ctx, input }) => putNote(ctx, ctx.user, input.questionId, input.data.text)),
  reviewDue: proProcedure.query(({ ctx }) => reviewDue(ctx, ctx.user.id)),
  /** Offline review: the cards of downloaded topics due within the next days, and the sync of answers given offline. */
  reviewAhead: proProcedure.input(reviewAheadInput).query(({ ctx, input }) => reviewAhead(ctx, ctx.user.id, input.topicIds)),
  syncReviewAnswers: proProcedure.input(offlineAnswersInput).mutation(({ ctx, input }) => syncReviewAnswers(ctx, ctx.user, input.answers)),
  openTests: proProcedure.query(({ ctx }) => openTests(ctx, ctx.user)),
  studyProgress: proProcedure.query(({ ctx }) => studyProgress(ctx.db, ctx.user.id)),
};
