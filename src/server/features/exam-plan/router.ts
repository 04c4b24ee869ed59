import { examPlanInput } from '../../../shared/examPlanSchemas';
import { authedProcedure } from '../../trpc';
import { examPlan, setExamPlan } from './examPlan';
import { readiness } from '../readiness/readiness';
import type { UserRow } from '../../../../db/schema';
import type { DB } from '../../db';

/** The learner's plan as the dashboard's card and the account page show it. */
async function planOf(db: DB, user: UserRow, now: Date) {
  return examPlan(db, user, now, await readiness(db, user.id, now));
}

/** A plan to the exam date (issue #27): spread into the learner router. */
export const examPlanLearnerProcedures = {
  examPlan: authedProcedure.query(({ ctx }) => planOf(ctx.db, ctx.user, ctx.now())),
  setExamPlan: authedProcedure.input(examPlanInput).mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    const stored = await setExamPlan(ctx.db, ctx.user, input, now);
    return planOf(ctx.db, { ...ctx.user, ...stored }, now);
  }),
};
