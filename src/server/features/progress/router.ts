import { attemptReviewInput, historyInput } from '../../../shared/history';
import { authedProcedure } from '../../trpc';
import { learnerDashboard } from './dashboard';
import { attemptReview, history } from './history';
import { progressByTopic, userStats } from './stats';

/** What the learner has done: figures, the dashboard, and every finished attempt again. Part of the learner router. */
export const progressProcedures = {
  stats: authedProcedure.query(({ ctx }) => userStats(ctx.db, ctx.user.id, ctx.now())),
  progress: authedProcedure.query(({ ctx }) => progressByTopic(ctx.db, ctx.user.id)),
  /** The dashboard's four reads in one answer (one procedure, one serialisation; kept whole for Pro learners). */
  dashboard: authedProcedure.query(({ ctx }) => learnerDashboard(ctx.db, ctx.user, ctx.now())),
  /** Every finished attempt of the learner's, newest first, a page at a time (issue #27). */
  history: authedProcedure.input(historyInput).query(({ ctx, input }) => history(ctx.db, ctx.user, input)),
  /** One finished attempt: its result and one filtered page of its review; another learner's is a 404. */
  attemptReview: authedProcedure.input(attemptReviewInput).query(({ ctx, input }) => attemptReview(ctx, ctx.user, input)),
};
