// What the storage-fault tests share on both engines (storage.test.ts faults SQLite's file, storage-postgres.test.ts
// a PostgreSQL database): the server with Stripe's fake and a Pro learner, the reads that must keep working while
// writes cannot, a write made the three ways a client makes one, and a signed delivery of Stripe's invoice.paid.
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { loadConfig } from '../../src/server/config';
import type { DB } from '../../src/server/db';
import { buildServer } from '../../src/server/http';
import { createCaller } from '../../src/server/appRouter';
import { seededRandom } from '../../src/server/lib/random';
import { seedDatabase } from '../../src/server/features/questions/seed';
import { createSession } from '../../src/server/features/users/sessions';
import { createUser } from '../../src/server/features/users/users';
import { createContext } from '../../src/server/trpc';
import type { Deps } from '../../src/server/lib/deps';
import { startFakeStripe, type FakeStripe, type FakeSubscription } from '../fixtures/fake-stripe';
import { api } from '../support/server';
import type { ErrorBody } from '../support/rest-types';
import { fixtureBank } from '../support/db';
import { PASSWORD } from './support';
import { localRuntime } from '../../src/server/lib/runtime';

export const UNAVAILABLE = 'Saving is temporarily unavailable. Please try again in a moment.';
export const DAY = 24 * 60 * 60 * 1000;

export interface StorageServer {
  deps: Deps;
  base: string;
  call: ReturnType<typeof api>;
  fake: FakeStripe;
  webhookSecret: string;
  /** The Pro learner (disk@example.com) the tests write as. */
  userId: number;
  close(): Promise<void>;
}

/** How the engine's file reads what the server stored (beside the fault, so the reads still answer). */
export interface StorageEngineSide {
  attemptBody(): { topicId: number; questionsAnswered: { questionId: number; userAnswer: string | undefined }[]; clientId: string };
  attempts(): number | Promise<number>;
  totalsMismatches(): unknown[] | Promise<unknown[]>;
  /**
   * Where the database can refuse the connection itself, making the caller (which reads the session) may be what
   * answers 503; elsewhere the caller must be made and only the write refused.
   */
  callerMayBeRefused: boolean;
}

export type StorageRig = StorageServer & StorageEngineSide;

/**
 * A quiz of topic 1 to save (the questions named, answered A to D in turn), each with a client id of its own: a
 * repeated id would be taken as the same save sent again.
 */
export function attemptBodies(clientIdPrefix: string, questionIds: () => number[]): StorageEngineSide['attemptBody'] {
  let n = 0;
  return () => ({
    topicId: 1,
    questionsAnswered: questionIds().map((questionId, i) => ({ questionId, userAnswer: 'ABCD'[i % 4] })),
    clientId: `${clientIdPrefix}-${++n}-${'x'.repeat(40)}`,
  });
}

/** Seeds `db`, then starts Stripe's fake and the server on it, listening on a free port. */
export async function startStorageServer(db: DB, clock: { now: Date }, webhookSecret: string): Promise<StorageServer> {
  await seedDatabase(db, clock.now, fixtureBank());
  const fake = await startFakeStripe();
  let app: FastifyInstance | undefined;
  try {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      STRIPE_SECRET_KEY: 'sk_test_storage',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_storage',
      STRIPE_PRICE_MONTHLY: 'price_monthly',
      STRIPE_PRICE_YEARLY: 'price_yearly',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: fake.url,
    });
    const deps: Deps = { db, config, now: () => clock.now, random: seededRandom(7), runtime: localRuntime() };
    const userId = (
      await createUser(deps, {
        email: 'disk@example.com',
        username: 'disk',
        firstName: 'D',
        lastName: 'K',
        password: PASSWORD,
        subscriptionStatus: 'pro',
      })
    ).id;
    app = await buildServer(deps, { logLevel: 'silent' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const server = app;
    return {
      deps,
      base,
      call: api(base),
      fake,
      webhookSecret,
      userId,
      close: async () => {
        await server.close();
        await fake.close();
      },
    };
  } catch (err) {
    await app?.close();
    await fake.close();
    throw err;
  }
}

export const caller = async (rig: StorageServer, t: string) => createCaller(await createContext(rig.deps, `Bearer ${t}`));

async function trpcMutation(rig: StorageServer, path: string, t: string, input: unknown) {
  const res = await fetch(`${rig.base}/trpc/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t}`, 'content-type': 'application/json' },
    body: JSON.stringify({ json: input }),
  });
  return { status: res.status, body: (await res.json()) as { error?: { json: { message: string } } } };
}

/** Reads that must keep working while writes cannot. */
export async function expectReadsWork(rig: StorageServer, t: string) {
  for (const path of ['/api/user-stats', '/api/user-progress', '/api/quiz-attempts', '/api/topics', '/api/questions/1', '/api/me']) {
    const res = await rig.call('GET', path, { token: t });
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  }
  const trpc = await fetch(`${rig.base}/trpc/learner.stats,learner.topics?batch=1&input=%7B%7D`, {
    headers: { authorization: `Bearer ${t}` },
  });
  expect(trpc.status).toBe(200);
  expect(((await (await caller(rig, t)).learner.stats()) as { totalQuizzes: number }).totalQuizzes).toBeGreaterThan(0);
}

/** A write over REST, over tRPC and through createCaller: each answers 503 with the message. */
export async function expectWritesRefused(rig: StorageRig, t: string) {
  const rest = await rig.call('POST', '/api/quiz-attempts', { token: t, body: rig.attemptBody() });
  expect(rest.status, JSON.stringify(rest.body)).toBe(503);
  expect(rest.body).toEqual({ message: UNAVAILABLE });
  const trpc = await trpcMutation(rig, 'learner.saveAttempt', t, rig.attemptBody());
  expect(trpc.status).toBe(503);
  expect(trpc.body.error?.json.message).toBe(UNAVAILABLE);
  const viaCaller = rig.callerMayBeRefused
    ? caller(rig, t).then(async (c) => c.learner.saveAttempt(rig.attemptBody()))
    : (await caller(rig, t)).learner.saveAttempt(rig.attemptBody());
  await expect(viaCaller).rejects.toMatchObject({
    code: 'SERVICE_UNAVAILABLE',
    message: UNAVAILABLE,
  });
}

/** A write over REST and over tRPC is stored, and the running totals agree with the attempts. */
export async function expectWritesWork(rig: StorageRig, t: string) {
  const before = await rig.attempts();
  const rest = await rig.call('POST', '/api/quiz-attempts', { token: t, body: rig.attemptBody() });
  expect(rest.status, JSON.stringify(rest.body)).toBe(201);
  const trpc = await trpcMutation(rig, 'learner.saveAttempt', t, rig.attemptBody());
  expect(trpc.status).toBe(200);
  expect(await rig.attempts()).toBe(before + 2);
  expect(await rig.totalsMismatches()).toEqual([]);
}

/** Signing in (as the Pro learner) and signing up (as new@example.com) write too: both answer 503. */
export async function expectSignInsRefused(rig: StorageServer) {
  const login = await rig.call<ErrorBody>('POST', '/api/login', { body: { email: 'disk@example.com', password: PASSWORD } });
  expect(login.status).toBe(503);
  expect(login.body.message).toBe(UNAVAILABLE);
  const register = await rig.call('POST', '/api/register', {
    body: { email: 'new@example.com', password: PASSWORD, username: 'newcomer', firstName: 'N', lastName: 'C' },
  });
  expect(register.status).toBe(503);
}

export async function expectSignInWorks(rig: StorageServer) {
  const login = await rig.call('POST', '/api/login', { body: { email: 'disk@example.com', password: PASSWORD } });
  expect(login.status).toBe(200);
}

/** A free learner (payer@example.com) whose monthly subscription Stripe's fake holds as active, not yet paid. */
export async function activeSubscriber(rig: StorageServer): Promise<{ id: number; sub: FakeSubscription }> {
  const { id } = await createUser(rig.deps, {
    email: 'payer@example.com',
    username: 'payer',
    firstName: 'P',
    lastName: 'Y',
    password: PASSWORD,
  });
  const t = await createSession(rig.deps.db, id, rig.deps.now());
  const created = (await (await caller(rig, t)).billing.createSubscription({ plan: 'monthly' })) as { clientSecret: string };
  const sub = [...rig.fake.subscriptions.values()].find((s) => created.clientSecret.includes(s.id))!;
  sub.status = 'active';
  return { id, sub };
}

/** Stripe's invoice.paid for `subscriptionId`, signed with the server's webhook secret, as Stripe delivers (and retries) it. */
export async function deliverInvoicePaid(rig: StorageServer, eventId: string, subscriptionId: string) {
  const signer = new Stripe('sk_test_signer');
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'invoice.paid',
    data: {
      object: {
        id: `in_${subscriptionId}`,
        object: 'invoice',
        parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      },
    },
  });
  const res = await fetch(`${rig.base}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: rig.webhookSecret }),
    },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as unknown };
}
