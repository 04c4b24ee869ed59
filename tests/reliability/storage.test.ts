// Storage faults: a full disk (PRAGMA max_page_count), a read-only one (PRAGMA query_only) and a lock held
// past the busy timeout. Writes answer 503 with a message and change nothing; reads keep working; writes
// work again once the disk does. Checked through createCaller and over HTTP on the server's own connection,
// and for Stripe's webhook, which must answer 503 (Stripe retries it) rather than 500.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../src/server/db';
import { createSession } from '../../src/server/features/users/sessions';
import { totalsMismatches } from './support';
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

let dir: string;
let db: DB;
let rig: StorageRig;
const clock = { now: new Date('2026-03-10T12:00:00Z') };
let questionIds: number[];

const attemptBody = attemptBodies('storage', () => questionIds);
const token = async () => await createSession(db, rig.userId, clock.now);
const attempts = () => db.$client.prepare('SELECT count(*) FROM quiz_attempts').pluck().get() as number;

/** Refused writes change nothing: no attempt stored, the running totals still those of the attempts. */
async function expectWritesUnavailable(t: string) {
  const before = attempts();
  await expectWritesRefused(rig, t);
  expect(attempts()).toBe(before);
  expect(totalsMismatches(db.$client)).toEqual([]);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'respira-storage-'));
  db = openDatabase(join(dir, 'respira.db'));
  const server = await startStorageServer(db, clock, 'whsec_storage_faults');
  questionIds = db.$client.prepare('SELECT id FROM questions WHERE topic_id = 1 ORDER BY id').pluck().all() as number[];
  rig = { ...server, attemptBody, attempts, totalsMismatches: () => totalsMismatches(db.$client), callerMayBeRefused: false };
});

afterAll(async () => {
  await rig?.close();
  db?.$client.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('storage faults', () => {
  it('a full disk: writes answer 503 and change nothing, reads work, and writes resume when space returns', async () => {
    const t = await token();
    await expectWritesWork(rig, t);
    const sqlite = db.$client;
    const limit = sqlite.pragma('max_page_count', { simple: true }) as number;
    sqlite.pragma(`max_page_count = ${sqlite.pragma('page_count', { simple: true }) as number}`);
    try {
      // Fill what free space the last pages still have, until SQLite answers SQLITE_FULL.
      let refused: unknown = null;
      for (let i = 0; i < 5000 && !refused; i++) {
        await (await caller(rig, t)).learner.saveAttempt(attemptBody()).catch((err: unknown) => (refused = err));
      }
      expect(refused).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE, cause: { code: 'SQLITE_FULL' } });
      await expectWritesUnavailable(t);
      await expectReadsWork(rig, t);
    } finally {
      sqlite.pragma(`max_page_count = ${limit}`);
    }
    await expectWritesWork(rig, t);
  });

  it('a read-only disk: writes and sign-ins answer 503, reads work (a session due for renewal too), then recovery', async () => {
    const t = await token();
    await expectWritesWork(rig, t);
    const sqlite = db.$client;
    sqlite.pragma('query_only = ON');
    const savedNow = clock.now;
    try {
      await expect((await caller(rig, t)).learner.saveAttempt(attemptBody())).rejects.toMatchObject({ cause: { code: 'SQLITE_READONLY' } });
      await expectWritesUnavailable(t);
      await expectReadsWork(rig, t);
      await expectSignInsRefused(rig);
      // Sixteen days on, the session is renewed when used: a read must not fail because that write cannot.
      clock.now = new Date(savedNow.getTime() + 16 * DAY);
      await expectReadsWork(rig, t);
    } finally {
      sqlite.pragma('query_only = OFF');
      clock.now = savedNow;
    }
    await expectWritesWork(rig, t);
    await expectSignInWorks(rig);
  });

  it("a read-only disk: Stripe's webhook answers 503 with a message and records nothing, and the retry applies it", async () => {
    const { id, sub } = await activeSubscriber(rig);
    const deliver = () => deliverInvoicePaid(rig, 'evt_storage_paid', sub.id);
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
      await expect((await caller(rig, t)).learner.saveAttempt(attemptBody())).rejects.toMatchObject({ cause: { code: 'SQLITE_BUSY' } });
      await expectWritesUnavailable(t);
      await expectReadsWork(rig, t);
      other.exec('COMMIT');
      await expectWritesWork(rig, t);
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
