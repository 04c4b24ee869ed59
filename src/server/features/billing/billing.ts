import { transaction, first, serializeOn } from '../../db';
import { and, desc, eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { stripeEvents, subscriptions, users, type UserRow } from '../../../../db/schema';
import type { PlanId } from '../../../shared/plans';
import { stripeConfigured, type Config } from '../../config';
import type { DB } from '../../db';
import type { Deps } from '../../lib/deps';
import { DomainError } from '../../lib/domainError';

/** The Stripe API version this code was written against; pinned so Stripe cannot change shapes under us. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

/** Paid access follows these Stripe statuses; past_due, unpaid, canceled and incomplete do not grant Pro. */
const PAID_STATUSES = new Set(['active', 'trialing']);
/** Subscriptions created but never paid, which a plan switch replaces. */
const OPEN_STATUSES = ['incomplete'];

const clients = new WeakMap<Config, Stripe>();

/** The SDK client for this configuration; STRIPE_API_BASE points it at another Stripe-compatible server. */
export function stripeClient(config: Config): Stripe | null {
  if (!stripeConfigured(config)) return null;
  let client = clients.get(config);
  if (!client) {
    const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
    client = new Stripe(config.STRIPE_SECRET_KEY!, {
      apiVersion: STRIPE_API_VERSION,
      maxNetworkRetries: 1,
      timeout: 20_000,
      telemetry: false,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
    });
    clients.set(config, client);
  }
  return client;
}

function requireStripe(config: Config): Stripe {
  const client = stripeClient(config);
  if (!client) {
    throw new DomainError({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Payments are not configured on this server yet. Please contact support.',
    });
  }
  return client;
}

/** A Stripe failure as a message the user can act on; the details go to the log. */
function stripeFailure(err: unknown): DomainError {
  if (err instanceof DomainError) return err;
  const message = err instanceof Stripe.errors.StripeError ? err.message : 'The payment provider could not be reached.';
  return new DomainError({ code: 'SERVICE_UNAVAILABLE', message: `Payment setup failed: ${message}`, cause: err });
}

function periodEnd(sub: Stripe.Subscription): Date | null {
  const end = sub.items.data[0]?.current_period_end;
  return end ? new Date(end * 1000) : null;
}

function planOf(sub: Stripe.Subscription, config: Config): PlanId {
  const price = sub.items.data[0]?.price.id;
  if (price && price === config.STRIPE_PRICE_YEARLY) return 'yearly';
  if (price && price === config.STRIPE_PRICE_MONTHLY) return 'monthly';
  return sub.metadata?.plan === 'yearly' ? 'yearly' : 'monthly';
}

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

/** The user's paid subscription (the most recently updated, should Stripe ever report two), if any. */
async function latestPaidSubscription(db: DB, userId: number) {
  return await first(
    db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...PAID_STATUSES])))
      .orderBy(desc(subscriptions.updatedAt))
      .limit(1),
  );
}

async function paidSubscription(db: DB, userId: number) {
  const sub = await latestPaidSubscription(db, userId);
  if (!sub) throw new DomainError({ code: 'NOT_FOUND', message: 'You have no active paid subscription.' });
  return sub;
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
