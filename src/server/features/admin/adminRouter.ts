import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { TMC_CODES } from '../../../shared/bankVocabulary';
import { adminUserInput, adminUserUpdateInput, idSchema, subscriptionActionInput } from '../../../shared/schemas';
import { questionInput, questionUpdateInput } from '../../../shared/questionSchemas';
import { adminProcedure } from '../../trpc';
import { adminStats, quizTrends, topicPerformance } from './analytics';
import { listTopics } from '../questions/questions';
import { adminListQuestions, createQuestion, deleteQuestion, updateQuestion } from '../questions/questionAdmin';
import { markQuestionReviewed } from '../questions/questionReview';
import { listUsersForAnalytics } from './superAdmin';
import { realtimeSnapshot } from './realtime';
import { systemStatus } from './systemStatus';
import { approveQuestion, generateInput, generateQuestions, listGenerationRuns, rejectQuestion } from '../generation/index';
import { changeSubscription, createUser, deleteUser, toPublicUser, updateUser } from '../users/users';
import { resetLinkInput } from '../../../shared/passwordReset';
import { createResetLink, pendingResetRequests } from '../users/passwordReset';

const listQuestionsInput = z
  .object({
    id: idSchema.optional(),
    topicId: idSchema.optional(),
    tmcCode: z.enum(TMC_CODES, { error: 'tmcCode must be a TMC outline area such as I-A or III-C' }).optional(),
    status: z.enum(['published', 'draft']).optional(),
    search: z.string().trim().max(200).optional(),
    limit: z.number().int().min(1).max(2000).default(1000),
    offset: z.number().int().min(0).default(0),
  })
  .optional();

/** The admin namespace's own procedures; appRouter.ts adds the case-set and readiness ones to `admin.*`. */
export const adminProcedures = {
  stats: adminProcedure.query(({ ctx }) => adminStats(ctx.db, ctx.now())),
  topics: adminProcedure.query(({ ctx }) => listTopics(ctx.db)),
  questions: adminProcedure.input(listQuestionsInput).query(({ ctx, input }) =>
    adminListQuestions(ctx.db, {
      id: input?.id,
      topicId: input?.topicId,
      tmcCode: input?.tmcCode,
      status: input?.status,
      search: input?.search || undefined,
      limit: input?.limit ?? 1000,
      offset: input?.offset ?? 0,
    }),
  ),
  createQuestion: adminProcedure.input(questionInput).mutation(({ ctx, input }) => createQuestion(ctx, input)),
  updateQuestion: adminProcedure
    .input(z.object({ id: idSchema, data: questionUpdateInput }))
    .mutation(({ ctx, input }) => updateQuestion(ctx, input.id, input.data)),
  deleteQuestion: adminProcedure.input(z.object({ id: idSchema })).mutation(async ({ ctx, input }) => {
    await deleteQuestion(ctx, input.id);
    return { success: true };
  }),
  /** The editor checked the item against its source today: records the UTC day and who (issue #29). */
  markQuestionReviewed: adminProcedure
    .input(z.object({ id: idSchema }))
    .mutation(({ ctx, input }) => markQuestionReviewed(ctx, ctx.user, input.id)),
  /** AI generation (issue #7): drafts only; an admin approves or rejects each one. */
  generateQuestions: adminProcedure.input(generateInput).mutation(({ ctx, input }) => generateQuestions(ctx, ctx.user, input)),
  approveQuestion: adminProcedure.input(z.object({ id: idSchema })).mutation(({ ctx, input }) => approveQuestion(ctx, input.id)),
  rejectQuestion: adminProcedure.input(z.object({ id: idSchema })).mutation(({ ctx, input }) => rejectQuestion(ctx, input.id)),
  generationRuns: adminProcedure.query(({ ctx }) => listGenerationRuns(ctx.db, 50)),

  users: adminProcedure.query(({ ctx }) => listUsersForAnalytics(ctx.db)),
  createUser: adminProcedure.input(adminUserInput).mutation(async ({ ctx, input }) => {
    if (!input.password) throw new TRPCError({ code: 'BAD_REQUEST', message: 'password: Password is required' });
    return toPublicUser(await createUser(ctx, { ...input, password: input.password }, ctx.user));
  }),
  updateUser: adminProcedure
    .input(z.object({ id: idSchema, data: adminUserUpdateInput }))
    .mutation(async ({ ctx, input }) =>
      toPublicUser(await updateUser(ctx, input.id, { ...input.data, password: input.data.password || undefined }, ctx.user)),
    ),
  deleteUser: adminProcedure.input(z.object({ id: idSchema })).mutation(async ({ ctx, input }) => {
    await deleteUser(ctx, input.id, ctx.user);
    return { success: true };
  }),
  changeSubscription: adminProcedure
    .input(z.object({ userId: idSchema, data: subscriptionActionInput }))
    .mutation(async ({ ctx, input }) => toPublicUser(await changeSubscription(ctx, input.userId, input.data, ctx.user))),
  /** Password reset by hand (mail not configured, or not reaching the learner): who asked, and a link to pass on. */
  resetRequests: adminProcedure.query(({ ctx }) => pendingResetRequests(ctx.db)),
  createResetLink: adminProcedure.input(resetLinkInput).mutation(({ ctx, input }) => createResetLink(ctx, input.userId, ctx.user)),

  realtime: adminProcedure.query(({ ctx }) => realtimeSnapshot(ctx.db, ctx.now())),
  /** Live view: a snapshot at once, then a fresh one after every sign-in, quiz start or completion. */
  realtimeFeed: adminProcedure.subscription(async function* ({ ctx, signal }) {
    yield await realtimeSnapshot(ctx.db, ctx.now());
    for await (const _event of ctx.runtime.activity.events(signal)) {
      yield await realtimeSnapshot(ctx.db, ctx.now());
    }
  }),
  /** The Settings tab's Database panel (read-only). */
  systemStatus: adminProcedure.query(({ ctx }) => systemStatus(ctx)),
  quizTrends: adminProcedure.query(({ ctx }) => quizTrends(ctx.db, ctx.now())),
  topicPerformance: adminProcedure.query(({ ctx }) => topicPerformance(ctx.db)),
};
