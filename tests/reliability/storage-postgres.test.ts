// Storage faults on PostgreSQL (the counterpart of storage.test.ts, whose full disk, query_only and held write lock
// are SQLite's file): the database turned read-only (ALTER DATABASE … SET default_transaction_read_only = on, as a
// standby after a failover refuses writes with 25006) and the database refusing connections (ALLOW_CONNECTIONS
// false, 55000, as while it is swapped or restored), each set as an operator would, the server's open connections
// ended. Writes answer 503 with a message and store nothing; reads keep working while the database is read-only;
// writes work again once the fault is lifted. Checked through createCaller and over HTTP on the server's own pool,
// and for Stripe's webhook, which must answer 503 (Stripe retries it) rather than 500.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asServicesDb } from '../../db/schema';
import type { DB } from '../../src/server/db';
import { createSession } from '../../src/server/features/users/sessions';
import { freshPostgres, setDatabaseFault, type PgTestDatabase } from '../support/postgres';
import { PASSWORD, serverTotalsMismatches } from './support';
import {
  activeSubscriber,
  attemptBodies,
  caller,
  DAY,
  deliverInvoicePaid,
  expectReadsWork,
  expectSignInsRefused,
  expectSignInWorks,
  expectWritesRefused,
  expectWritesWork,
  startStorageServer,
  UNAVAILABLE,
  type StorageRig,
} from './storage-faults';
import type { ServerDb } from '../support/serverDb';

let pgDb: PgTestDatabase;
let pool: pg.Pool;
let db: DB;
let rig: StorageRig;
const clock = { now: new Date('2026-03-10T12:00:00Z') };
let questionIds: number[];

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

const attemptBody = attemptBodies('storage-pg', () => questionIds);
const token = async () => await createSession(db, rig.userId, clock.now);
const attempts = async () => Number(await here.value('SELECT count(*) FROM quiz_attempts'));
const fault = (kind: 'read-only' | 'no-connections' | null) => setDatabaseFault(pgDb.url, kind, [pool]);

beforeAll(async () => {
  pgDb = await freshPostgres();
  db = asServicesDb(pgDb.db);
  pool = pgDb.db.$client;
  const server = await startStorageServer(db, clock, 'whsec_storage_faults_pg');
  questionIds = await here.column<number>('SELECT id FROM questions WHERE topic_id = 1 ORDER BY id');
  // The connection itself can be refused here (no-connections), and then making the caller is what answers 503.
  rig = { ...server, attemptBody, attempts, totalsMismatches: () => serverTotalsMismatches(here), callerMayBeRefused: true };
});

afterAll(async () => {
  if (pgDb) await fault(null);
  await rig?.close();
  await pgDb?.close();
});

describe('storage faults on PostgreSQL', () => {
  it('a read-only database: writes and sign-ins answer 503 and store nothing, reads work (a session due for renewal too), then recovery', async () => {
    const t = await token();
    await expectWritesWork(rig, t);
    const savedNow = clock.now;
    await fault('read-only');
    try {
      const before = await attempts();
      await expect((await caller(rig, t)).learner.saveAttempt(attemptBody())).rejects.toMatchObject({
        cause: { cause: { code: '25006' } },
      });
      await expectWritesRefused(rig, t);
      expect(await attempts()).toBe(before);
      expect(await serverTotalsMismatches(here)).toEqual([]);
      await expectReadsWork(rig, t);
      await expectSignInsRefused(rig);
      expect(await here.value("SELECT count(*) FROM users WHERE email = 'new@example.com'")).toBe(0);
      // Sixteen days on, the session is renewed when used: a read must not fail because that write cannot.
      clock.now = new Date(savedNow.getTime() + 16 * DAY);
      await expectReadsWork(rig, t);
    } finally {
      await fault(null);
      clock.now = savedNow;
    }
    await expectWritesWork(rig, t);
    await expectSignInWorks(rig);
  });

  it("a read-only database: Stripe's webhook answers 503 with a message and records nothing, and the retry applies it", async () => {
    const { id, sub } = await activeSubscriber(rig);
    const deliver = () => deliverInvoicePaid(rig, 'evt_storage_pg_paid', sub.id);
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
    await expectWritesWork(rig, t);
    const before = await attempts();
    const users = await here.value('SELECT count(*) FROM users');
    await fault('no-connections');
    try {
      // The connection itself is refused (even the session cannot be read), with the server's routine that tells
      // it apart from a bug's 55000.
      await expect(caller(rig, t)).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        cause: { cause: { code: '55000', routine: 'CheckMyDatabase' } },
      });
      await expectWritesRefused(rig, t);
      const register = await rig.call('POST', '/api/register', {
        body: { email: 'late@example.com', password: PASSWORD, username: 'late', firstName: 'L', lastName: 'T' },
      });
      expect([register.status, register.body]).toEqual([503, { message: UNAVAILABLE }]);
    } finally {
      await fault(null);
    }
    expect(await attempts()).toBe(before);
    expect(await here.value('SELECT count(*) FROM users')).toBe(users);
    await expectWritesWork(rig, t);
  });
});
