import { first } from '../../db';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import { subscriptions, users, type UserRow } from '../../../../db/schema';
import type { PlanId } from '../../../shared/plans';
import type { DB } from '../../db';
import type { Deps } from '../../lib/deps';
import { DomainError } from '../../lib/domainError';
import { requireStripe, stripeFailure } from './internal/stripeClient';
import { applySubscription, latestPaidSubscription, paidSubscription, periodEnd } from './internal/subscriptionSync';

/**
 * Respira Pro through Stripe, as the account page drives it: subscribe, cancel at the period's end or undo it, and
 * read the status. Stripe's own deliveries arrive through webhook.ts.
 */

/** Subscriptions created but never paid, which a plan switch replaces. */
const OPEN_STATUSES = ['incomplete'];

/** Creates (or reuses) the Stripe customer and an incomplete subscription; answers the payment's client secret. */
export async function createSubscription(deps: Deps, user: UserRow, plan: PlanId) {
  const stripe = requireStripe(deps.config);
  const price = plan === 'yearly' ? deps.config.STRIPE_PRICE_YEARLY! : deps.config.STRIPE_PRICE_MONTHLY!;
  if (await latestPaidSubscription(deps.db, user.id))
    throw new DomainError({ code: 'CONFLICT', message: 'You already have an active Respira Pro subscription.' });
  try {
    let customerId = user.stripeCustomerId;
    if (!customerId) {
      const customer = await stripe.customers.create({
        email: user.email,
        name: `${user.firstName} ${user.lastName}`.trim() || user.username,
        metadata: { userId: String(user.id) },
      });
      customerId = customer.id;
      await deps.db.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, user.id));
    }
    // Switching plan replaces the unpaid subscription instead of leaving a trail of abandoned ones.
    const open = await deps.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, user.id), inArray(subscriptions.status, OPEN_STATUSES)));
    for (const o of open) {
      await stripe.subscriptions.cancel(o.stripeSubscriptionId).catch(() => undefined);
      await deps.db.update(subscriptions).set({ status: 'canceled', updatedAt: deps.now() }).where(eq(subscriptions.id, o.id));
    }
    const sub = await stripe.subscriptions.create({
      customer: customerId,
      items: [{ price }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.confirmation_secret'],
      metadata: { userId: String(user.id), plan },
    });
    const invoice = sub.latest_invoice as Stripe.Invoice | null;
    const clientSecret = invoice?.confirmation_secret?.client_secret ?? null;
    await deps.db
      .insert(subscriptions)
      .values({
        userId: user.id,
        stripeSubscriptionId: sub.id,
        plan,
        status: sub.status,
        currentPeriodEnd: periodEnd(sub),
        cancelAtPeriodEnd: sub.cancel_at_period_end,
        updatedAt: deps.now(),
      })
      .onConflictDoNothing();
    if (!clientSecret) {
      throw new DomainError({ code: 'SERVICE_UNAVAILABLE', message: 'The payment provider did not return a payment to confirm.' });
    }
    return { clientSecret, subscriptionId: sub.id, message: 'Subscription created; confirm the payment to activate Pro.' };
  } catch (err) {
    throw stripeFailure(err);
  }
}

/** The user's latest Stripe subscription as the account page shows it. */
export async function billingStatus(db: DB, user: UserRow) {
  const sub = await first(
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id))
      .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id))
      .limit(1),
  );
  const source = user.subscriptionStatus === 'pro' ? 'stripe' : user.subscriptionStatus === 'premium' ? 'admin' : null;
  return {
    subscriptionStatus: user.subscriptionStatus,
    plan: (user.subscriptionPlan as PlanId | null) ?? null,
    source,
    stripe: sub
      ? { status: sub.status, plan: sub.plan, currentPeriodEnd: sub.currentPeriodEnd, cancelAtPeriodEnd: sub.cancelAtPeriodEnd }
      : null,
  };
}

/** Cancel at the end of the paid period (the terms promise cancellation in account settings), or undo it. */
export async function setCancelAtPeriodEnd(deps: Deps, user: UserRow, cancel: boolean) {
  const stripe = requireStripe(deps.config);
  const local = await paidSubscription(deps.db, user.id);
  try {
    const sub = await stripe.subscriptions.update(local.stripeSubscriptionId, { cancel_at_period_end: cancel });
    await applySubscription(deps.db, deps.config, sub, deps.now(), user.id);
  } catch (err) {
    throw stripeFailure(err);
  }
  return await billingStatus(deps.db, (await first(deps.db.select().from(users).where(eq(users.id, user.id)).limit(1)))!);
}

/**
 * After the browser confirms a payment, ask Stripe (never the browser) whether the newest subscription
 * is paid, so Pro arrives without waiting for the webhook.
 */
export async function refreshFromStripe(deps: Deps, user: UserRow) {
  const stripe = requireStripe(deps.config);
  const latest = await first(
    deps.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).orderBy(desc(subscriptions.id)).limit(1),
  );
  if (latest) {
    try {
      await applySubscription(deps.db, deps.config, await stripe.subscriptions.retrieve(latest.stripeSubscriptionId), deps.now(), user.id);
    } catch (err) {
      throw stripeFailure(err);
    }
  }
  return await billingStatus(deps.db, (await first(deps.db.select().from(users).where(eq(users.id, user.id)).limit(1)))!);
}
