import { TRPCError } from '@trpc/server';
import { planInput } from '../../shared/schemas';
import { stripeConfigured } from '../config';
import { authedProcedure, publicProcedure, router } from '../trpc';

export const billingRouter = router({
  /** What the subscription page needs to decide between the payment form and "Payment Setup Required". */
  config: publicProcedure.query(({ ctx }) => ({
    configured: stripeConfigured(ctx.config),
    publishableKey: stripeConfigured(ctx.config) ? (ctx.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
  })),
  createSubscription: authedProcedure.input(planInput).mutation(({ ctx }) => {
    throw new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: stripeConfigured(ctx.config)
        ? 'Online payments are not available yet. Please contact support to subscribe.'
        : 'Payments are not configured on this server yet. Please contact support.',
    });
  }),
});
