import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { stripeEvents, subscriptions, users } from '../../../../db/schema';
import { first, transaction, type DB } from '../../db';
import type { Deps } from '../../lib/deps';
import { DomainError } from '../../lib/domainError';
import { requireStripe, stripeFailure } from './internal/stripeClient';
import { applySubscription } from './internal/subscriptionSync';

/**
 * Stripe's webhook (POST /api/stripe/webhook, http.ts): each delivery is verified, then the subscription it names is
 * read again from Stripe and applied (internal/subscriptionSync.ts).
 */

async function userForCustomer(db: DB, customer: string | Stripe.Customer | Stripe.DeletedCustomer | null): Promise<number | null> {
  const id = typeof customer === 'string' ? customer : customer?.id;
  if (!id) return null;
  return (await first(db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, id)).limit(1)))?.id ?? null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Stripe's subscription ids; anything else in an event is not worth a call to Stripe (nor a path to build from it). */
const SUBSCRIPTION_ID = /^sub_\w{1,250}$/;
const subscriptionRef = (v: unknown): string | null => {
  const ref = isRecord(v) ? v.id : v;
  return typeof ref === 'string' && SUBSCRIPTION_ID.test(ref) ? ref : null;
};

function subscriptionIdOf(type: string, object: Record<string, unknown>): string | null {
  if (type.startsWith('customer.subscription.')) return subscriptionRef(object.id);
  const parent = isRecord(object.parent) ? object.parent : null;
  const details = parent && isRecord(parent.subscription_details) ? parent.subscription_details : null;
  return subscriptionRef(details?.subscription) ?? subscriptionRef(object.subscription);
}

export const HANDLED_EVENTS = new Set([
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

export type WebhookOutcome = { received: true; duplicate?: boolean; ignored?: string };

/**
 * Verifies and applies one webhook delivery. Events can arrive twice or out of order, so each one only
 * says "look again": the subscription is re-read from Stripe and its current state applied; an event id
 * already seen changes nothing.
 */
export async function handleWebhook(deps: Deps, rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
  const stripe = requireStripe(deps.config);
  const secret = deps.config.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new DomainError({ code: 'SERVICE_UNAVAILABLE', message: 'STRIPE_WEBHOOK_SECRET is not configured' });
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
  } catch {
    throw new DomainError({ code: 'BAD_REQUEST', message: 'Invalid Stripe signature' });
  }
  // A signature proves who sent the bytes, not their shape: anything the code below reads is checked first,
  // so a malformed event is the sender's error (400), never ours (500).
  const shape: unknown = event;
  if (
    !isRecord(shape) ||
    typeof shape.id !== 'string' ||
    !shape.id ||
    typeof shape.type !== 'string' ||
    !isRecord(shape.data) ||
    !isRecord(shape.data.object)
  ) {
    throw new DomainError({ code: 'BAD_REQUEST', message: 'Malformed Stripe event: it needs an id, a type and a data object' });
  }
  const object = shape.data.object;
  if (await first(deps.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id)).limit(1)))
    return { received: true, duplicate: true };
  if (!HANDLED_EVENTS.has(event.type)) {
    await deps.db.insert(stripeEvents).values({ id: event.id, type: event.type, receivedAt: deps.now() }).onConflictDoNothing();
    return { received: true, ignored: event.type };
  }
  const subscriptionId = subscriptionIdOf(event.type, object);
  if (!subscriptionId) return { received: true, ignored: 'no subscription on this event' };
  let sub: Stripe.Subscription;
  try {
    sub = await stripe.subscriptions.retrieve(subscriptionId);
  } catch (err) {
    // Stripe says the subscription does not exist: no retry can change that, so the event is acknowledged.
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) {
      await deps.db.insert(stripeEvents).values({ id: event.id, type: event.type, receivedAt: deps.now() }).onConflictDoNothing();
      return { received: true, ignored: 'unknown subscription' };
    }
    // Not recorded as seen: Stripe retries the delivery, and the retry can succeed.
    throw stripeFailure(err);
  }
  const userId =
    (
      await first(
        deps.db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, sub.id)).limit(1),
      )
    )?.userId ?? (await userForCustomer(deps.db, sub.customer));
  if (!userId) {
    await deps.db.insert(stripeEvents).values({ id: event.id, type: event.type, receivedAt: deps.now() }).onConflictDoNothing();
    return { received: true, ignored: 'unknown customer' };
  }
  // Applied and recorded as seen together: a delivery refused half way is retried by Stripe and applied whole.
  await transaction(deps.db, async (tx) => {
    await applySubscription(tx, deps.config, sub, deps.now(), userId);
    await tx.insert(stripeEvents).values({ id: event.id, type: event.type, receivedAt: deps.now() }).onConflictDoNothing();
  });
  return { received: true };
}
