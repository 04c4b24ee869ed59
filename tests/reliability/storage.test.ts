// Storage faults: a full disk (PRAGMA max_page_count), a read-only one (PRAGMA query_only) and a lock held
// past the busy timeout. Writes answer 503 with a message and change nothing; reads keep working; writes
// work again once the disk does. Checked through createCaller and over HTTP on the server's own connection,
// and for Stripe's webhook, which must answer 503 (Stripe retries it) rather than 500.
import Database from 'better-sqlite3';
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type DB } from '../../src/server/db';
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
import { PASSWORD, totalsMismatches } from './support';

const UNAVAILABLE = 'Saving is temporarily unavailable. Please try again in a moment.';
const DAY = 24 * 60 * 60 * 1000;
const WEBHOOK_SECRET = 'whsec_storage_faults';

let dir: string;
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

const attemptBody = () => ({
  topicId: 1,
  questionsAnswered: questionIds.map((questionId, i) => ({ questionId, userAnswer: 'ABCD'[i % 4] })),
  clientId: `storage-${++n}-${'x'.repeat(40)}`,
});
const token = async () => await createSession(db, userId, clock.now);
const caller = async (t: string) => createCaller(await createContext(deps, `Bearer ${t}`));
const attempts = () => db.$client.prepare('SELECT count(*) FROM quiz_attempts').pluck().get() as number;

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
async function expectWritesUnavailable(t: string) {
  const before = attempts();
  const rest = await call('POST', '/api/quiz-attempts', { token: t, body: attemptBody() });
  expect(rest.status, JSON.stringify(rest.body)).toBe(503);
  expect(rest.body).toEqual({ message: UNAVAILABLE });
  const trpc = await trpcMutation('learner.saveAttempt', t, attemptBody());
  expect(trpc.status).toBe(503);
  expect(trpc.body.error?.json.message).toBe(UNAVAILABLE);
  await expect((await caller(t)).learner.saveAttempt(attemptBody())).rejects.toMatchObject({
    code: 'SERVICE_UNAVAILABLE',
    message: UNAVAILABLE,
  });
  expect(attempts()).toBe(before);
  expect(totalsMismatches(db.$client)).toEqual([]);
}

async function expectWritesWork(t: string) {
  const before = attempts();
  const rest = await call('POST', '/api/quiz-attempts', { token: t, body: attemptBody() });
  expect(rest.status, JSON.stringify(rest.body)).toBe(201);
  const trpc = await trpcMutation('learner.saveAttempt', t, attemptBody());
  expect(trpc.status).toBe(200);
  expect(attempts()).toBe(before + 2);
  expect(totalsMismatches(db.$client)).toEqual([]);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'respira-storage-'));
  db = openDatabase(join(dir, 'respira.db'));
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
  questionIds = db.$client.prepare('SELECT id FROM questions WHERE topic_id = 1 ORDER BY id').pluck().all() as number[];
  app = await buildServer(deps, { logLevel: 'silent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  call = api(base);
});

afterAll(async () => {
  await app?.close();
  await fake?.close();
  db?.$client.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('storage faults', () => {
  it('a full disk: writes answer 503 and change nothing, reads work, and writes resume when space returns', async () => {
    const t = await token();
    await expectWritesWork(t);
    const sqlite = db.$client;
    const limit = sqlite.pragma('max_page_count', { simple: true }) as number;
    sqlite.pragma(`max_page_count = ${sqlite.pragma('page_count', { simple: true }) as number}`);
    try {
      // Fill what free space the last pages still have, until SQLite answers SQLITE_FULL.
      let refused: unknown = null;
      for (let i = 0; i < 5000 && !refused; i++) {
        await (await caller(t)).learner.saveAttempt(attemptBody()).catch((err: unknown) => (refused = err));
      }
      expect(refused).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE, cause: { code: 'SQLITE_FULL' } });
      await expectWritesUnavailable(t);
      await expectReadsWork(t);
    } finally {
      sqlite.pragma(`max_page_count = ${limit}`);
    }
    await expectWritesWork(t);
  });

  it('a read-only disk: writes and sign-ins answer 503, reads work (a session due for renewal too), then recovery', async () => {
    const t = await token();
    await expectWritesWork(t);
    const sqlite = db.$client;
    sqlite.pragma('query_only = ON');
    const savedNow = clock.now;
    try {
      await expect((await caller(t)).learner.saveAttempt(attemptBody())).rejects.toMatchObject({ cause: { code: 'SQLITE_READONLY' } });
      await expectWritesUnavailable(t);
      await expectReadsWork(t);
      const login = await call<ErrorBody>('POST', '/api/login', { body: { email: 'disk@example.com', password: PASSWORD } });
      expect(login.status).toBe(503);
      expect(login.body.message).toBe(UNAVAILABLE);
      const register = await call('POST', '/api/register', {
        body: { email: 'new@example.com', password: PASSWORD, username: 'newcomer', firstName: 'N', lastName: 'C' },
      });
      expect(register.status).toBe(503);
      // Sixteen days on, the session is renewed when used: a read must not fail because that write cannot.
      clock.now = new Date(savedNow.getTime() + 16 * DAY);
      await expectReadsWork(t);
    } finally {
      sqlite.pragma('query_only = OFF');
      clock.now = savedNow;
    }
    await expectWritesWork(t);
    const login = await call('POST', '/api/login', { body: { email: 'disk@example.com', password: PASSWORD } });
    expect(login.status).toBe(200);
  });

  it("a read-only disk: Stripe's webhook answers 503 with a message and records nothing, and the retry applies it", async () => {
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
        id: 'evt_storage_paid',
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
    const plan = () => db.$client.prepare('SELECT subscription_status FROM users WHERE id = ?').pluck().get(id);
    const seen = () => db.$client.prepare("SELECT count(*) FROM stripe_events WHERE id = 'evt_storage_paid'").pluck().get();

    const sqlite = db.$client;
    sqlite.pragma('query_only = ON');
    try {
      expect(await deliver()).toEqual({ status: 503, body: { message: UNAVAILABLE } });
      expect(plan()).toBe('free');
      expect(seen()).toBe(0);
    } finally {
      sqlite.pragma('query_only = OFF');
    }
    // Stripe delivers the same event again once the disk is back: now it is applied, once.
    expect(await deliver()).toEqual({ status: 200, body: { received: true } });
    expect(plan()).toBe('pro');
    expect(seen()).toBe(1);
  });

  it('a write lock held past the busy timeout: writes answer 503, reads work, then recovery', async () => {
    const t = await token();
    const sqlite = db.$client;
    const other = new Database(join(dir, 'respira.db'));
    sqlite.pragma('busy_timeout = 50');
    try {
      other.exec('BEGIN IMMEDIATE');
      await expect((await caller(t)).learner.saveAttempt(attemptBody())).rejects.toMatchObject({ cause: { code: 'SQLITE_BUSY' } });
      await expectWritesUnavailable(t);
      await expectReadsWork(t);
      other.exec('COMMIT');
      await expectWritesWork(t);
    } finally {
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
      sqlite.pragma('busy_timeout = 5000');
    }
  });

  it('keeps the file sound through all of it', () => {
    expect(db.$client.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.$client.pragma('foreign_key_check')).toEqual([]);
  });
});
