import { z } from 'zod';
import { cseChooseInput, cseSessionIdSchema, cseSessionInput, cseStartInput } from '../../../shared/cse';
import { CSE_FORMAT } from '../../../shared/cseFormat';
import { numericText } from '../../../shared/schemas';
import { authedProcedure } from '../../trpc';
import { choose } from './choose';
import { endSession } from './finish';
import { history } from './history';
import { problemList } from './problemList';
import { review } from './review';
import { activeSession, getSession } from './sessionView';
import { startSession } from './startSession';

/** A problem's place in its session, 0-based; a REST path sends it as text. */
const reviewInput = z.object({
  sessionId: cseSessionIdSchema,
  position: z.preprocess(
    numericText,
    z
      .number({ error: 'position must be a whole number from 0' })
      .int('position must be a whole number from 0')
      .min(0, 'position must be a whole number from 0')
      .max(CSE_FORMAT.problems - 1, `position must be at most ${CSE_FORMAT.problems - 1}`),
  ),
});

/**
 * Clinical simulations for learners (issue #32), part of the learner router. Signed in is enough at the gate: free
 * learners list the problems and play the sample, and the services refuse the rest (403), so the rule lives with
 * the data it depends on (which problem is the sample).
 */
export const cseLearnerProcedures = {
  cseProblems: authedProcedure.query(({ ctx }) => problemList(ctx, ctx.user)),
  cseStart: authedProcedure.input(cseStartInput).mutation(({ ctx, input }) => startSession(ctx, ctx.user, input)),
  cseChoose: authedProcedure.input(cseChooseInput).mutation(({ ctx, input }) => choose(ctx, ctx.user, input)),
  cseSession: authedProcedure.input(cseSessionInput).query(({ ctx, input }) => getSession(ctx, ctx.user, input.sessionId)),
  cseEnd: authedProcedure.input(cseSessionInput).mutation(({ ctx, input }) => endSession(ctx, ctx.user, input.sessionId)),
  cseActive: authedProcedure.query(({ ctx }) => activeSession(ctx, ctx.user)),
  cseReview: authedProcedure.input(reviewInput).query(({ ctx, input }) => review(ctx, ctx.user, input.sessionId, input.position)),
  cseHistory: authedProcedure.query(({ ctx }) => history(ctx, ctx.user)),
};
