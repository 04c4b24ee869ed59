import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../fixtures/fake-stripe';
import { api, removeDir, startServer, type RunningServer } from '../support/server';
import { createAccount } from '../support/users';
import type { ErrorBody, Out, TrpcEnvelope } from '../support/rest-types';
import { withServerDb } from '../support/serverDb';

const WEBHOOK_SECRET = 'whsec_test_respira';
const signer = new Stripe('sk_test_signer');
let fake: FakeStripe;
let server: RunningServer;
let call: ReturnType<typeof api>;
let eventSeq = 0;

async function register(name: string) {
  const res = await call<Out['auth']['register']>('POST', '/api/register', {
    body: { email: `${name}@example.com`, password: 'password-123', username: name, firstName: name, lastName: 'Payer' },
  });
  expect(res.status).toBe(201);
  return res.body.token;
}

/** What the webhook answers: an acknowledgement, or a refusal with its message. */
type WebhookAnswer = { received?: boolean; ignored?: string; message?: string };

/** Delivers a signed webhook the way Stripe does. */
async function deliver(type: string, object: Record<string, unknown>, opts: { id?: string; secret?: string } = {}) {
  const payload = JSON.stringify({ id: opts.id ?? `evt_${++eventSeq}_${Date.now()}`, object: 'event', type, data: { object } });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET });
  const res = await fetch(`${server.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as WebhookAnswer };
}

const invoiceFor = (subId: string) => ({
  id: `in_${subId}`,
  object: 'invoice',
  parent: { type: 'subscription_details', subscription_details: { subscription: subId } },
});
const me = async (token: string) => (await call<Out['auth']['me']>('GET', '/api/me', { token })).body;

beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startServer({
    STRIPE_SECRET_KEY: 'sk_test_respira',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_respira',
    STRIPE_PRICE_MONTHLY: 'price_monthly',
    STRIPE_PRICE_YEARLY: 'price_yearly',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
  call = api(server.url);
});

afterAll(async () => {
  await server?.stop();
  await fake?.close();
  if (server) removeDir(server.dir);
});

describe('Pro subscriptions through Stripe', () => {
  it('reports the publishable key when payments are configured', async () => {
    const res = await fetch(`${server.url}/trpc/billing.config`);
    const json = (await res.json()) as TrpcEnvelope<Out['billing']['config']>;
    expect(json.result?.data?.json).toEqual({ configured: true, publishableKey: 'pk_test_respira' });
  });

  it('creates one incomplete subscription per user and replaces it on a plan switch', async () => {
    const token = await register('switcher');
    const monthly = await call<Out['billing']['createSubscription']>('POST', '/api/create-subscription', {
      token,
      body: { plan: 'monthly' },
    });
    expect(monthly.status).toBe(200);
    expect(monthly.body.clientSecret).toMatch(/_secret_/);
    const yearly = await call<Out['billing']['createSubscription']>('POST', '/api/create-subscription', {
      token,
      body: { plan: 'yearly' },
    });
    expect(yearly.status).toBe(200);
    const userId = String((await me(token)).id);
    const mine = [...fake.subscriptions.values()].filter((s) => s.metadata.userId === userId);
    expect(mine).toHaveLength(2);
    expect(mine.filter((s) => s.status !== 'canceled').map((s) => s.items.data[0]!.price.id)).toEqual(['price_yearly']);
    expect(fake.customers.size).toBeGreaterThanOrEqual(1);
    expect((await me(token)).subscriptionStatus).toBe('free');
  });

  it('grants Pro when the invoice is paid, ignores a duplicate, and removes it when payment fails', async () => {
    const token = await register('payer');
    const created = await call<Out['billing']['createSubscription']>('POST', '/api/create-subscription', {
      token,
      body: { plan: 'monthly' },
    });
    const sub = [...fake.subscriptions.values()].find((s) => created.body.clientSecret.includes(s.id))!;
    expect((await call<Out['learner']['topicQuestions']>('GET', '/api/questions/1', { token })).status).toBe(403);

    sub.status = 'active';
    const paid = await deliver('invoice.paid', invoiceFor(sub.id), { id: 'evt_paid_once' });
    expect(paid).toEqual({ status: 200, body: { received: true } });
    expect(await me(token)).toMatchObject({ subscriptionStatus: 'pro', subscriptionPlan: 'monthly', isPro: true });
    expect((await call<Out['learner']['topicQuestions']>('GET', '/api/questions/1', { token })).status).toBe(200);

    sub.status = 'past_due';
    const again = await deliver('invoice.paid', invoiceFor(sub.id), { id: 'evt_paid_once' });
    expect(again.body).toEqual({ received: true, duplicate: true });
    expect((await me(token)).subscriptionStatus).toBe('pro');

    const failed = await deliver('invoice.payment_failed', invoiceFor(sub.id));
    expect(failed.status).toBe(200);
    expect((await me(token)).subscriptionStatus).toBe('free');
  });

  it('cancels at period end from the account, keeps Pro until Stripe ends it, and stays free after a late event', async () => {
    const token = await register('leaver');
    const created = await call<Out['billing']['createSubscription']>('POST', '/api/create-subscription', {
      token,
      body: { plan: 'yearly' },
    });
    const sub = [...fake.subscriptions.values()].find((s) => created.body.clientSecret.includes(s.id))!;
    sub.status = 'active';
    expect((await call<Out['billing']['refresh']>('POST', '/api/billing/refresh', { token })).body).toMatchObject({
      subscriptionStatus: 'pro',
      plan: 'yearly',
      source: 'stripe',
    });

    const cancel = await call<Out['billing']['cancel']>('POST', '/api/billing/cancel', { token });
    expect(cancel.status).toBe(200);
    expect(cancel.body.stripe).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect(sub.cancel_at_period_end).toBe(true);
    expect((await me(token)).subscriptionStatus).toBe('pro');
    const resume = await call<Out['billing']['resume']>('POST', '/api/billing/resume', { token });
    expect(resume.body.stripe!.cancelAtPeriodEnd).toBe(false);
    await call<Out['billing']['cancel']>('POST', '/api/billing/cancel', { token });

    const staleUpdate = { ...sub, status: 'active' };
    sub.status = 'canceled';
    expect((await deliver('customer.subscription.deleted', { ...sub })).status).toBe(200);
    expect((await me(token)).subscriptionStatus).toBe('free');
    // An older "updated" event arriving late cannot revive the subscription: Stripe's current state decides.
    expect((await deliver('customer.subscription.updated', staleUpdate)).status).toBe(200);
    expect((await me(token)).subscriptionStatus).toBe('free');
  });

  // Several deliveries at once (Stripe retries, and a balancer may hand them to different processes) of a subscription
  // this database has no row for yet, e.g. one made in Stripe's dashboard: one row, Pro, and no 500.
  it('applies parallel deliveries for a subscription new to the database once', async () => {
    const token = await register('parallelpayer');
    const created = await call<Out['billing']['createSubscription']>('POST', '/api/create-subscription', {
      token,
      body: { plan: 'monthly' },
    });
    const sub = [...fake.subscriptions.values()].find((s) => created.body.clientSecret.includes(s.id))!;
    sub.status = 'active';
    await withServerDb(server.dbPath, (db) => db.run('delete from subscriptions where stripe_subscription_id = ?', sub.id));
    const answers = await Promise.all(Array.from({ length: 12 }, () => deliver('customer.subscription.updated', { ...sub })));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 12 }, () => 200));
    const rows = await withServerDb(server.dbPath, (db) =>
      db.value<number>('select count(*) from subscriptions where stripe_subscription_id = ?', sub.id),
    );
    expect(Number(rows)).toBe(1);
    expect(await me(token)).toMatchObject({ subscriptionStatus: 'pro', isPro: true });
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const token = await register('forger');
    const created = await call<Out['billing']['createSubscription']>('POST', '/api/create-subscription', {
      token,
      body: { plan: 'monthly' },
    });
    const sub = [...fake.subscriptions.values()].find((s) => created.body.clientSecret.includes(s.id))!;
    sub.status = 'active';
    const forged = await deliver('invoice.paid', invoiceFor(sub.id), { secret: 'whsec_wrong' });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('Invalid Stripe signature');
    expect((await me(token)).subscriptionStatus).toBe('free');
  });

  it('acknowledges an event for an unknown customer without changing anyone', async () => {
    const stranger = {
      id: 'sub_stranger',
      object: 'subscription',
      customer: 'cus_nobody',
      status: 'active',
      cancel_at_period_end: false,
      metadata: {},
      items: { object: 'list', data: [{ id: 'si_x', price: { id: 'price_monthly' }, current_period_start: 0, current_period_end: 1 }] },
      latest_invoice: 'in_x',
    };
    fake.subscriptions.set(stranger.id, stranger as never);
    const res = await deliver('customer.subscription.updated', stranger);
    expect(res.body).toEqual({ received: true, ignored: 'unknown customer' });
  });

  it('keeps an admin-granted premium plan when a Stripe subscription ends', async () => {
    const token = await register('gifted');
    const user = await me(token);
    createAccount(server.dbPath, { email: 'billing-admin@example.com', username: 'billadmin', first: 'B', last: 'A', role: 'admin' });
    const admin = (
      await call<Out['auth']['login']>('POST', '/api/login', { body: { email: 'billing-admin@example.com', password: 'password-123' } })
    ).body.token;
    const created = await call<Out['billing']['createSubscription']>('POST', '/api/create-subscription', {
      token,
      body: { plan: 'monthly' },
    });
    const sub = [...fake.subscriptions.values()].find((s) => created.body.clientSecret.includes(s.id))!;
    await call<Out['admin']['changeSubscription']>('POST', `/api/admin/users/${user.id}/subscription`, {
      token: admin,
      body: { action: 'upgrade', plan: 'yearly' },
    });
    sub.status = 'canceled';
    await deliver('customer.subscription.deleted', { ...sub });
    expect(await me(token)).toMatchObject({ subscriptionStatus: 'premium', isPro: true });
  });

  it('answers every correctly signed event 2xx or 4xx, whatever its shape, and still applies a good one after', async () => {
    const signedPost = async (payload: string) => {
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const res = await fetch(`${server.url}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      return { status: res.status, body: (await res.json()) as WebhookAnswer };
    };
    const id = () => `evt_shape_${++eventSeq}`;
    const shapes: unknown[] = [
      { id: id(), object: 'event', type: 'invoice.paid' },
      { id: id(), object: 'event', type: 'invoice.paid', data: null },
      { id: id(), object: 'event', type: 'invoice.paid', data: { object: null } },
      { id: id(), object: 'event', type: 'customer.subscription.updated', data: { object: null } },
      { id: id(), object: 'event', type: 'customer.subscription.updated', data: { object: 'sub_x' } },
      { id: id(), object: 'event', type: 'customer.subscription.updated', data: { object: {} } },
      { id: id(), object: 'event', type: 'customer.subscription.updated', data: { object: { id: 42 } } },
      { id: id(), object: 'event', type: 'customer.subscription.updated', data: { object: { id: 'sub_never_made' } } },
      { id: id(), object: 'event', type: 'customer.subscription.updated', data: { object: { id: '../customers' } } },
      { id: id(), object: 'event', type: 'invoice.paid', data: { object: { parent: { subscription_details: { subscription: {} } } } } },
      { id: id(), object: 'event', type: 'invoice.paid', data: { object: { parent: 'x', subscription: 7 } } },
      { id: id(), object: 'event', type: 42, data: { object: {} } },
      { id: id(), object: 'event', data: { object: {} } },
      { object: 'event', type: 'invoice.paid', data: { object: {} } },
      { id: 42, object: 'event', type: 'customer.created', data: { object: {} } },
      { id: id(), object: 'event', type: 'customer.created' },
      null,
      [],
      42,
      'evt',
    ];
    for (const shape of shapes) {
      const res = await signedPost(JSON.stringify(shape));
      expect(res.status, `${JSON.stringify(shape)} answered ${res.status} ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(200);
      expect(res.status, `${JSON.stringify(shape)} answered ${res.status} ${JSON.stringify(res.body)}`).toBeLessThan(500);
    }
    expect((await signedPost('not json')).status).toBe(400);
    const token = await register('aftershapes');
    const created = await call<Out['billing']['createSubscription']>('POST', '/api/create-subscription', {
      token,
      body: { plan: 'monthly' },
    });
    const sub = [...fake.subscriptions.values()].find((s) => created.body.clientSecret.includes(s.id))!;
    sub.status = 'active';
    expect((await deliver('invoice.paid', invoiceFor(sub.id))).status).toBe(200);
    expect((await me(token)).subscriptionStatus).toBe('pro');
  });

  it('answers 503 with a message when Stripe fails', async () => {
    const token = await register('unlucky');
    fake.failWith = 500;
    try {
      const res = await call<ErrorBody>('POST', '/api/create-subscription', { token, body: { plan: 'monthly' } });
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/^Payment setup failed/);
    } finally {
      fake.failWith = null;
    }
  });
});
