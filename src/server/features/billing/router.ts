import { planInput } from '../../../shared/schemas';
import { stripeConfigured } from '../../config';
import { authedProcedure, publicProcedure, router } from '../../trpc';
import { billingStatus, createSubscription, refreshFromStripe, setCancelAtPeriodEnd } from './billing';

export const billingRouter = router({
  /** What the subscription page needs to decide between the payment form and "Payment Setup Required". */
  config: publicProcedure.query(({ ctx }) => ({
    configured: stripeConfigured(ctx.config),
    publishableKey: stripeConfigured(ctx.config) ? (ctx.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
  })),
  createSubscription: authedProcedure.input(planInput).mutation(({ ctx, input }) => createSubscription(ctx, ctx.user, input.plan)),
  status: authedProcedure.query(({ ctx }) => billingStatus(ctx.db, ctx.user)),
  refresh: authedProcedure.mutation(({ ctx }) => refreshFromStripe(ctx, ctx.user)),
  cancel: authedProcedure.mutation(({ ctx }) => setCancelAtPeriodEnd(ctx, ctx.user, true)),
  resume: authedProcedure.mutation(({ ctx }) => setCancelAtPeriodEnd(ctx, ctx.user, false)),
});
