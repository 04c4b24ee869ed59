// Storage faults on PostgreSQL (the counterpart of storage.test.ts, whose full disk, query_only and held write lock
// are SQLite's file): the database turned read-only (ALTER DATABASE … SET default_transaction_read_only = on, as a
// standby after a failover refuses writes with 25006) and the database refusing connections (ALLOW_CONNECTIONS
// false, 55000, as while it is swapped or restored), each set as an operator would, the server's open connections
// ended. Writes answer 503 with a message and store nothing; reads keep working while the database is read-only;
// writes work again once the fault is lifted. Checked through createCaller and over HTTP on the server's own pool,
// and for Stripe's webhook, which must answer 503 (Stripe retries it) rather than 500.
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import type { DB } from '../../src/server/db';
import { buildServer } from '../../src/server/http';
import { createCaller } from '../../src/server/routers/index';
import { seededRandom } from '../../src/server/services/random';
import { seedDatabase } from '../../src/server/services/seed';
import { createSession } from '../../src/server/services/sessions';
import { createUser } from '../../src/server/services/users';
import { createContext } from '../../src/server/trpc';
import type { Deps } from '../../src/server/services/deps';
import { startFakeStripe, type FakeStripe } from '../fixtures/fake-stripe';
import { api } from '../support/server';
import type { ErrorBody } from '../support/rest-types';
import { fixtureBank } from '../support/db';
import { freshPostgres, setDatabaseFault, type PgTestDatabase } from '../support/postgres';
import { PASSWORD, serverTotalsMismatches } from './support';
import type { ServerDb } from '../support/serverDb';

const UNAVAILABLE = 'Saving is temporarily unavailable. Please try again in a moment.';
const DAY = 24 * 60 * 60 * 1000;
const WEBHOOK_SECRET = 'whsec_storage_faults_pg';

let pgDb: PgTestDatabase;
let pool: pg.Pool;
let db: DB;
let deps: Deps;
let app: FastifyInstance;
let base: string;
let call: ReturnType<typeof api>;
const clock = { now: new Date('2026-03-10T12:00:00Z') };
let userId: number;
let questionIds: number[];
let n = 0;
let fake: FakeStripe;

/** The database through the app's own pool (it follows the faults: read-only for a read-only database). */
const here: ServerDb = {
  all: async <T>(query: string, ...params: unknown[]) => {
    let k = 0;
    return (
      await pool.query(
        query.replace(/\?/g, () => `$${++k}`),
        params,
      )
    ).rows as T[];
  },
  get: async <T>(query: string, ...params: unknown[]) => (await here.all<T>(query, ...params))[0],
  column: async <T>(query: string, ...params: unknown[]) =>
    (await here.all<Record<string, unknown>>(query, ...params)).map((r) => Object.values(r)[0] as T),
  value: async <T>(query: string, ...params: unknown[]) => (await here.column<T>(query, ...params))[0],
  run: async (query: string, ...params: unknown[]) => (await here.all(query, ...params)).length,
  close: () => Promise.resolve(),
};

const attemptBody = () => ({
  topicId: 1,
  questionsAnswered: questionIds.map((questionId, i) => ({ questionId, userAnswer: 'ABCD'[i % 4] })),
  clientId: `storage-pg-${++n}-${'x'.repeat(40)}`,
});
const token = async () => await createSession(db, userId, clock.now);
const caller = async (t: string) => createCaller(await createContext(deps, `Bearer ${t}`));
const attempts = async () => Number(await here.value('SELECT count(*) FROM quiz_attempts'));
const fault = (kind: 'read-only' | 'no-connections' | null) => setDatabaseFault(pgDb.url, kind, [pool]);

async function trpcMutation(path: string, t: string, input: unknown) {
  const res = await fetch(`${base}/trpc/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t}`, 'content-type': 'application/json' },
    body: JSON.stringify({ json: input }),
  });
  return { status: res.status, body: (await res.json()) as { error?: { json: { message: string } } } };
}

/** Reads that must keep working while writes cannot. */
async function expectReadsWork(t: string) {
  for (const path of ['/api/user-stats', '/api/user-progress', '/api/quiz-attempts', '/api/topics', '/api/questions/1', '/api/me']) {
    const res = await call('GET', path, { token: t });
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  }
  const trpc = await fetch(`${base}/trpc/learner.stats,learner.topics?batch=1&input=%7B%7D`, { headers: { authorization: `Bearer ${t}` } });
  expect(trpc.status).toBe(200);
  expect(((await (await caller(t)).learner.stats()) as { totalQuizzes: number }).totalQuizzes).toBeGreaterThan(0);
}

/** A write over REST, over tRPC and through createCaller: each answers 503 with the message. */
async function expectWritesRefused(t: string) {
  const rest = await call('POST', '/api/quiz-attempts', { token: t, body: attemptBody() });
  expect(rest.status, JSON.stringify(rest.body)).toBe(503);
  expect(rest.body).toEqual({ message: UNAVAILABLE });
  const trpc = await trpcMutation('learner.saveAttempt', t, attemptBody());
  expect(trpc.status).toBe(503);
  expect(trpc.body.error?.json.message).toBe(UNAVAILABLE);
  await expect(caller(t).then(async (c) => c.learner.saveAttempt(attemptBody()))).rejects.toMatchObject({
    code: 'SERVICE_UNAVAILABLE',
    message: UNAVAILABLE,
  });
}

async function expectWritesWork(t: string) {
  const before = await attempts();
  const rest = await call('POST', '/api/quiz-attempts', { token: t, body: attemptBody() });
  expect(rest.status, JSON.stringify(rest.body)).toBe(201);
  const trpc = await trpcMutation('learner.saveAttempt', t, attemptBody());
  expect(trpc.status).toBe(200);
  expect(await attempts()).toBe(before + 2);
  expect(await serverTotalsMismatches(here)).toEqual([]);
}

beforeAll(async () => {
  pgDb = await freshPostgres();
  db = pgDb.db as unknown as DB;
  pool = pgDb.db.$client;
  await seedDatabase(db, clock.now, fixtureBank());
  fake = await startFakeStripe();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    STRIPE_SECRET_KEY: 'sk_test_storage',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_storage',
    STRIPE_PRICE_MONTHLY: 'price_monthly',
    STRIPE_PRICE_YEARLY: 'price_yearly',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
  deps = { db, config, now: () => clock.now, random: seededRandom(7) };
  userId = (
    await createUser(deps, {
      email: 'disk@example.com',
      username: 'disk',
      firstName: 'D',
      lastName: 'K',
      password: PASSWORD,
      subscriptionStatus: 'pro',
    })
  ).id;
  questionIds = await here.column<number>('SELECT id FROM questions WHERE topic_id = 1 ORDER BY id');
  app = await buildServer(deps, { logLevel: 'silent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  call = api(base);
});

afterAll(async () => {
  if (pgDb) await fault(null);
  await app?.close();
  await fake?.close();
  await pgDb?.close();
});

describe('storage faults on PostgreSQL', () => {
  it('a read-only database: writes and sign-ins answer 503 and store nothing, reads work (a session due for renewal too), then recovery', async () => {
    const t = await token();
    await expectWritesWork(t);
    const savedNow = clock.now;
    await fault('read-only');
    try {
      const before = await attempts();
      await expect((await caller(t)).learner.saveAttempt(attemptBody())).rejects.toMatchObject({ cause: { cause: { code: '25006' } } });
      await expectWritesRefused(t);
      expect(await attempts()).toBe(before);
      expect(await serverTotalsMismatches(here)).toEqual([]);
      await expectReadsWork(t);
      const login = await call<ErrorBody>('POST', '/api/login', { body: { email: 'disk@example.com', password: PASSWORD } });
      expect(login.status).toBe(503);
      expect(login.body.message).toBe(UNAVAILABLE);
      const register = await call('POST', '/api/register', {
        body: { email: 'new@example.com', password: PASSWORD, username: 'newcomer', firstName: 'N', lastName: 'C' },
      });
      expect(register.status).toBe(503);
      expect(await here.value("SELECT count(*) FROM users WHERE email = 'new@example.com'")).toBe(0);
      // Sixteen days on, the session is renewed when used: a read must not fail because that write cannot.
      clock.now = new Date(savedNow.getTime() + 16 * DAY);
      await expectReadsWork(t);
    } finally {
      await fault(null);
      clock.now = savedNow;
    }
    await expectWritesWork(t);
    const login = await call('POST', '/api/login', { body: { email: 'disk@example.com', password: PASSWORD } });
    expect(login.status).toBe(200);
  });

  it("a read-only database: Stripe's webhook answers 503 with a message and records nothing, and the retry applies it", async () => {
    const signer = new Stripe('sk_test_signer');
    const { id } = await createUser(deps, {
      email: 'payer@example.com',
      username: 'payer',
      firstName: 'P',
      lastName: 'Y',
      password: PASSWORD,
    });
    const t = await createSession(db, id, clock.now);
    const created = (await (await caller(t)).billing.createSubscription({ plan: 'monthly' })) as { clientSecret: string };
    const sub = [...fake.subscriptions.values()].find((s) => created.clientSecret.includes(s.id))!;
    sub.status = 'active';
    const deliver = async () => {
      const payload = JSON.stringify({
        id: 'evt_storage_pg_paid',
        object: 'event',
        type: 'invoice.paid',
        data: {
          object: {
            id: `in_${sub.id}`,
            object: 'invoice',
            parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
          },
        },
      });
      const res = await fetch(`${base}/api/stripe/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
        body: payload,
      });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const plan = () => here.value('SELECT subscription_status FROM users WHERE id = ?', id);
    const seen = () => here.value("SELECT count(*) FROM stripe_events WHERE id = 'evt_storage_pg_paid'");

    await fault('read-only');
    try {
      expect(await deliver()).toEqual({ status: 503, body: { message: UNAVAILABLE } });
      expect(await plan()).toBe('free');
      expect(await seen()).toBe(0);
    } finally {
      await fault(null);
    }
    // Stripe delivers the same event again once the database is back: now it is applied, once.
    expect(await deliver()).toEqual({ status: 200, body: { received: true } });
    expect(await plan()).toBe('pro');
    expect(await seen()).toBe(1);
  });

  it('a database refusing connections: writes answer 503 and store nothing, then recovery', async () => {
    const t = await token();
    await expectWritesWork(t);
    const before = await attempts();
    const users = await here.value('SELECT count(*) FROM users');
    await fault('no-connections');
    try {
      // The connection itself is refused (even the session cannot be read), with the server's routine that tells
      // it apart from a bug's 55000.
      await expect(caller(t)).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        cause: { cause: { code: '55000', routine: 'CheckMyDatabase' } },
      });
      await expectWritesRefused(t);
      const register = await call('POST', '/api/register', {
        body: { email: 'late@example.com', password: PASSWORD, username: 'late', firstName: 'L', lastName: 'T' },
      });
      expect([register.status, register.body]).toEqual([503, { message: UNAVAILABLE }]);
    } finally {
      await fault(null);
    }
    expect(await attempts()).toBe(before);
    expect(await here.value('SELECT count(*) FROM users')).toBe(users);
    await expectWritesWork(t);
  });
});
