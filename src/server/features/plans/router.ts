import { authedProcedure } from '../../trpc';
import { planUsage } from './planLimits';

/** What the learner's plan allows and has used this window. Part of the learner router. */
export const planProcedures = {
  planUsage: authedProcedure.query(({ ctx }) => planUsage(ctx.db, ctx.user, ctx.now())),
};
