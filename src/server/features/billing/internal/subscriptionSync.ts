import { and, desc, eq, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import { subscriptions, users } from '../../../../../db/schema';
import type { PlanId } from '../../../../shared/plans';
import type { Config } from '../../../config';
import { first, serializeOn, transaction, type DB } from '../../../db';
import { DomainError } from '../../../lib/domainError';

/**
 * Stripe's word on a subscription, kept locally: the subscription rows, and the user's plan that follows from all of
 * them (the account's actions, billing.ts, and the webhook, webhook.ts, both apply it here).
 */

/** Paid access follows these Stripe statuses; past_due, unpaid, canceled and incomplete do not grant Pro. */
const PAID_STATUSES = new Set(['active', 'trialing']);

export function periodEnd(sub: Stripe.Subscription): Date | null {
  const end = sub.items.data[0]?.current_period_end;
  return end ? new Date(end * 1000) : null;
}

function planOf(sub: Stripe.Subscription, config: Config): PlanId {
  const price = sub.items.data[0]?.price.id;
  if (price && price === config.STRIPE_PRICE_YEARLY) return 'yearly';
  if (price && price === config.STRIPE_PRICE_MONTHLY) return 'monthly';
  return sub.metadata?.plan === 'yearly' ? 'yearly' : 'monthly';
}

/** Stripe's word on a subscription, applied locally; the user's plan follows from all their subscriptions. */
export async function applySubscription(db: DB, config: Config, sub: Stripe.Subscription, now: Date, userId: number): Promise<void> {
  await transaction(db, async (tx) => {
    // Deliveries in parallel (retries, several processes) would all find no row for a new subscription and insert it.
    await serializeOn(tx, `billing:${userId}`);
    const values = {
      plan: planOf(sub, config),
      status: sub.status,
      currentPeriodEnd: periodEnd(sub),
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      updatedAt: now,
    };
    const updated = await tx
      .update(subscriptions)
      .set(values)
      .where(eq(subscriptions.stripeSubscriptionId, sub.id))
      .returning({ id: subscriptions.id });
    if (updated.length === 0) await tx.insert(subscriptions).values({ userId, stripeSubscriptionId: sub.id, ...values });
    await syncUserPlan(tx, userId);
  });
}

/** `pro` while a Stripe subscription is paid; back to free when none is, unless an admin granted premium. */
async function syncUserPlan(db: DB, userId: number): Promise<void> {
  const user = await first(db.select().from(users).where(eq(users.id, userId)).limit(1));
  if (!user) return;
  const paid = await latestPaidSubscription(db, userId);
  if (paid) {
    await db.update(users).set({ subscriptionStatus: 'pro', subscriptionPlan: paid.plan }).where(eq(users.id, userId));
  } else if (user.subscriptionStatus === 'pro') {
    await db.update(users).set({ subscriptionStatus: 'free', subscriptionPlan: null }).where(eq(users.id, userId));
  }
}

/** The user's paid subscription (the most recently updated, should Stripe ever report two), if any. */
export async function latestPaidSubscription(db: DB, userId: number) {
  return await first(
    db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...PAID_STATUSES])))
      .orderBy(desc(subscriptions.updatedAt))
      .limit(1),
  );
}

export async function paidSubscription(db: DB, userId: number) {
  const sub = await latestPaidSubscription(db, userId);
  if (!sub) throw new DomainError({ code: 'NOT_FOUND', message: 'You have no active paid subscription.' });
  return sub;
}
