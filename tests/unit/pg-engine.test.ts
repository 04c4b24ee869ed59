// The PostgreSQL engine on a real throwaway cluster: db/migrations-pg applies to an empty database (twice at once
// too), values come back with the types services expect, the hand-written triggers do what SQLite's do (the same
// statements give the same bank versions and attempt totals on both engines), and real PostgreSQL errors are
// classified as a unique violation (409) or a passing storage fault (503).
import Database from 'better-sqlite3';
import { count, DrizzleQueryError, eq, getTableName, is, sql } from 'drizzle-orm';
import { drizzle as sqliteDrizzle } from 'drizzle-orm/better-sqlite3';
import { migrate as sqliteMigrate } from 'drizzle-orm/better-sqlite3/migrator';
import { PgTable } from 'drizzle-orm/pg-core';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as pgSchema from '../../db/schema.pg';
import { RATE_LIMIT_TABLE } from '../../src/server/engine/limiters';
import { clusterUrl, createDatabase, dropDatabase, onCluster } from '../../src/server/engine/pgCluster';
import {
  closePostgres,
  isPgStorageFault,
  isPgUniqueViolation,
  openPostgres,
  pgViolatedConstraint,
  postgresError,
  type PgDB,
} from '../../src/server/engine/postgres';
import { freshPostgres, pgTimings, TEMPLATE_DATABASE, type PgTestDatabase } from '../support/postgres';

let t: PgTestDatabase;
beforeAll(async () => {
  t = await freshPostgres();
}, 120_000);
afterAll(async () => {
  await t?.close();
  // For the record: how long a cluster start, the template and one test file's database took here.
  console.info(
    `PostgreSQL timings (ms): cluster start ${pgTimings.clusterStartMs?.toFixed(0) ?? 'shared'}, template ${
      pgTimings.templateMs?.toFixed(0) ?? 'shared'
    }, database per file ${t?.createMs.toFixed(0)}`,
  );
});

/** What a query threw (the test fails if it did not throw). */
async function thrown(body: () => Promise<unknown>): Promise<unknown> {
  try {
    await body();
  } catch (err) {
    return err;
  }
  throw new Error('expected the query to fail');
}

/** Every PostgreSQL migration drizzle-kit has written, from its journal. */
const PG_MIGRATIONS = (
  JSON.parse(readFileSync(new URL('../../db/migrations-pg/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] }
).entries.length;
/** Every table of db/schema.pg.ts, and the one only PostgreSQL has (SQLite keeps its request limits in memory). */
const PG_TABLES = [
  ...Object.values(pgSchema as Record<string, unknown>).flatMap((v) => (is(v, PgTable) ? [getTableName(v)] : [])),
  RATE_LIMIT_TABLE,
];

describe('migrations', () => {
  it('apply to an empty database, from two processes starting at once, and a second run changes nothing', async () => {
    const name = `empty_${randomBytes(4).toString('hex')}`;
    const url = await createDatabase(t.cluster, name);
    try {
      const [a, b] = await Promise.all([openPostgres(url, { max: 2 }), openPostgres(url, { max: 2 })]);
      const tables = await a.$client.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
      );
      expect(tables.rows.map((r) => r.table_name)).toEqual([...PG_TABLES].sort());
      const applied = await a.$client.query<{ n: number }>('SELECT count(*) AS n FROM drizzle.__drizzle_migrations');
      expect(applied.rows[0]!.n).toBe(PG_MIGRATIONS);
      const triggers = await a.$client.query<{ trigger_name: string }>(
        `SELECT DISTINCT trigger_name FROM information_schema.triggers ORDER BY 1`,
      );
      expect(triggers.rows.map((r) => r.trigger_name)).toEqual([
        'attempt_totals_delete',
        'attempt_totals_insert',
        'attempt_totals_update',
        ...['case_sets', 'questions', 'topics'].flatMap((table) =>
          ['delete', 'insert', 'update'].map((op) => `bank_version_${table}_${op}`),
        ),
      ]);
      expect((await a.$client.query('SELECT id, version FROM bank_version')).rows).toEqual([{ id: 1, version: 1 }]);
      await Promise.all([closePostgres(a), closePostgres(b)]);
      const again = await openPostgres(url, { max: 1 });
      expect((await again.$client.query<{ n: number }>('SELECT count(*) AS n FROM drizzle.__drizzle_migrations')).rows[0]!.n).toBe(
        PG_MIGRATIONS,
      );
      await closePostgres(again);
    } finally {
      await dropDatabase(t.cluster, name);
    }
  });
});

describe('values', () => {
  it('come back as services expect them: Dates, booleans, JSON, numbers for bigint and counts', async () => {
    const db: PgDB = t.db;
    const createdAt = new Date('2026-03-10T12:00:00.123Z');
    const [user] = await db
      .insert(pgSchema.users)
      .values({ username: 'values', email: 'values@example.com', passwordHash: 'h', createdAt })
      .returning();
    expect(user!.createdAt).toEqual(createdAt);
    expect(user!.id).toBeGreaterThan(0);
    await db.insert(pgSchema.topics).values({ id: 901, name: 'Values topic' });
    const [question] = await db
      .insert(pgSchema.questions)
      .values({ topicId: 901, questionText: 'Q?', options: ['a', 'b'], correctAnswer: 'A', createdAt, exhibit: { kind: 'table' } })
      .returning();
    expect(question).toMatchObject({ options: ['a', 'b'], isFree: false, exhibit: { kind: 'table' }, updatedAt: null });
    const [read] = await db.select().from(pgSchema.questions).where(eq(pgSchema.questions.id, question!.id));
    expect(read!.createdAt).toEqual(createdAt);
    const [n] = await db.select({ n: count() }).from(pgSchema.users);
    const raw = await db.execute<{ ms: number; avg: number }>(
      sql`SELECT max(${pgSchema.users.createdAt}) AS ms, avg(${pgSchema.users.loginCount} + 1) AS avg FROM ${pgSchema.users}`,
    );
    expect(n!.n).toBe(1);
    expect(raw.rows[0]).toEqual({ ms: createdAt.getTime(), avg: 1 });
    // The defaults written in SQL: now in milliseconds, an empty JSON list.
    const before = Date.now();
    const [subscription] = await db
      .insert(pgSchema.subscriptions)
      .values({ userId: user!.id, stripeSubscriptionId: 'sub_1', plan: 'monthly', status: 'active' })
      .returning();
    expect(subscription!.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(subscription!.updatedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const [run] = await db.insert(pgSchema.generationRuns).values({ model: 'm', requested: 1, status: 'ok', createdAt }).returning();
    expect(run).toMatchObject({ droppedReasons: [], kept: 0 });
  });
});

/**
 * Statements in SQL both engines read alike, run in order on each; after each one the bank version and the
 * running totals are read back.
 */
const UID = `(SELECT id FROM users WHERE username = 'trig')`;
const DAY = 86_400_000;
const at = (day: number) => day * DAY + 5_000;
const STEPS: { sql: string; bankMoves: boolean }[] = [
  { sql: `INSERT INTO users (username, email, password_hash, created_at) VALUES ('trig', 'trig@example.com', 'h', 0)`, bankMoves: false },
  { sql: `INSERT INTO topics (id, name) VALUES (1, 'One')`, bankMoves: true },
  { sql: `INSERT INTO topics (id, name) VALUES (2, 'Two')`, bankMoves: true },
  {
    sql: `INSERT INTO questions (topic_id, question_text, options, correct_answer, created_at) VALUES (1, 'Q?', '["a","b"]', 'A', 0)`,
    bankMoves: true,
  },
  { sql: `UPDATE questions SET explanation = 'because'`, bankMoves: true },
  {
    sql: `INSERT INTO case_sets (topic_id, title, setting, scenario, created_at) VALUES (1, 'Case', 'icu', 'A patient', 0)`,
    bankMoves: true,
  },
  { sql: `UPDATE case_sets SET title = 'Case 2'`, bankMoves: true },
  { sql: `UPDATE topics SET name = 'Uno' WHERE id = 1`, bankMoves: true },
  { sql: `UPDATE users SET login_count = 1`, bankMoves: false },
  {
    sql: `INSERT INTO quiz_attempts (user_id, kind, topic_id, score, correct_count, total_questions, self_reported, completed_at) VALUES (${UID}, 'topic', 1, 80, 8, 10, false, ${at(20_000)})`,
    bankMoves: false,
  },
  {
    sql: `INSERT INTO quiz_attempts (user_id, kind, topic_id, score, correct_count, total_questions, self_reported, completed_at) VALUES (${UID}, 'topic', 2, 60, 6, 10, false, ${at(20_000)})`,
    bankMoves: false,
  },
  {
    sql: `INSERT INTO quiz_attempts (user_id, kind, topic_id, score, correct_count, total_questions, self_reported, completed_at) VALUES (${UID}, 'mixed', NULL, 50, 5, 10, false, ${at(20_001)})`,
    bankMoves: false,
  },
  {
    sql: `INSERT INTO quiz_attempts (user_id, kind, topic_id, score, correct_count, total_questions, self_reported, completed_at) VALUES (${UID}, 'exam', NULL, 99, 0, 10, true, ${at(20_001)})`,
    bankMoves: false,
  },
  { sql: `UPDATE quiz_attempts SET score = 70 WHERE score = 60`, bankMoves: false },
  { sql: `UPDATE quiz_attempts SET topic_id = 1 WHERE score = 70`, bankMoves: false },
  { sql: `UPDATE quiz_attempts SET completed_at = ${at(20_002)} WHERE score = 80`, bankMoves: false },
  { sql: `UPDATE quiz_attempts SET self_reported = true WHERE score = 50`, bankMoves: false },
  { sql: `UPDATE quiz_attempts SET self_reported = false WHERE score = 99`, bankMoves: false },
  { sql: `DELETE FROM quiz_attempts WHERE score = 70`, bankMoves: false },
  { sql: `DELETE FROM questions`, bankMoves: true },
  { sql: `DELETE FROM case_sets`, bankMoves: true },
  { sql: `DELETE FROM users`, bankMoves: false },
  { sql: `DELETE FROM topics WHERE id = 2`, bankMoves: true },
];

const READ_BANK = 'SELECT version FROM bank_version WHERE id = 1';
const READ_TOPIC_TOTALS =
  'SELECT topic_id AS "topicId", attempts, score_sum AS "scoreSum" FROM topic_attempt_totals WHERE attempts > 0 ORDER BY 1';
const READ_DAY_TOTALS = 'SELECT day, attempts, score_sum AS "scoreSum" FROM daily_attempt_totals WHERE attempts > 0 ORDER BY 1';
/** The totals as aggregating the attempts gives them: what the triggers must keep. */
const AGG_TOPIC =
  'SELECT topic_id AS "topicId", count(*) AS attempts, sum(score) AS "scoreSum" FROM quiz_attempts WHERE topic_id IS NOT NULL AND NOT self_reported GROUP BY topic_id ORDER BY 1';
const AGG_DAY = `SELECT completed_at / ${DAY} AS day, count(*) AS attempts, sum(score) AS "scoreSum" FROM quiz_attempts WHERE NOT self_reported GROUP BY 1 ORDER BY 1`;

interface Observed {
  version: number;
  topics: unknown[];
  days: unknown[];
}

describe('the hand-written triggers', () => {
  it('move the bank version and keep the attempt totals exactly as the SQLite migrations do', async () => {
    const sqlite = new Database(':memory:');
    sqlite.pragma('foreign_keys = ON');
    sqliteMigrate(sqliteDrizzle(sqlite), { migrationsFolder: 'db/migrations' });
    const seenSqlite: Observed[] = [];
    const seenPg: Observed[] = [];
    // A database of its own, as fresh as the SQLite one: the other tests' rows would move the counts.
    const name = `triggers_${randomBytes(4).toString('hex')}`;
    const client = new pg.Client({ connectionString: await createDatabase(t.cluster, name, TEMPLATE_DATABASE) });
    await client.connect();
    try {
      for (const step of STEPS) {
        sqlite.exec(step.sql);
        seenSqlite.push({
          version: (sqlite.prepare(READ_BANK).get() as { version: number }).version,
          topics: sqlite.prepare(READ_TOPIC_TOTALS).all(),
          days: sqlite.prepare(READ_DAY_TOTALS).all(),
        });
        await client.query(step.sql);
        const observed: Observed = {
          version: (await client.query<{ version: number }>(READ_BANK)).rows[0]!.version,
          topics: (await client.query(READ_TOPIC_TOTALS)).rows,
          days: (await client.query(READ_DAY_TOTALS)).rows,
        };
        seenPg.push(observed);
        expect(observed.topics, step.sql).toEqual((await client.query(AGG_TOPIC)).rows);
        expect(observed.days, step.sql).toEqual((await client.query(AGG_DAY)).rows);
      }
    } finally {
      await client.end();
      await dropDatabase(t.cluster, name);
      sqlite.close();
    }
    expect(seenPg).toEqual(seenSqlite);
    // Every bank write moved the version by one (a single row each), and nothing else moved it.
    let expected = 1;
    for (const [i, step] of STEPS.entries()) {
      if (step.bankMoves) expected += 1;
      expect(seenPg[i]!.version, step.sql).toBe(expected);
    }
    expect(seenPg.some((s) => s.days.length === 2)).toBe(true);
    expect(seenPg.at(-1)).toMatchObject({ topics: [], days: [] });
  });
});

describe('errors', () => {
  it('a duplicate email or a username differing only in case is a unique violation, through drizzle’s wrapper', async () => {
    const user = (username: string, email: string) => ({ username, email, passwordHash: 'h', createdAt: new Date() });
    await t.db.insert(pgSchema.users).values(user('Dup', 'dup@example.com'));
    const email = await thrown(() => t.db.insert(pgSchema.users).values(user('other', 'dup@example.com')));
    expect(email).toBeInstanceOf(DrizzleQueryError);
    expect(isPgUniqueViolation(email)).toBe(true);
    expect(pgViolatedConstraint(email)).toBe('users_email_unique');
    expect(isPgStorageFault(email)).toBe(false);
    const name = await thrown(() => t.db.insert(pgSchema.users).values(user('dUP', 'dup2@example.com')));
    expect(pgViolatedConstraint(name)).toBe('users_username_lower_unique');
  });

  it('a foreign key or a syntax error is neither a conflict nor a passing fault', async () => {
    const fk = await thrown(() =>
      t.db
        .insert(pgSchema.questions)
        .values({ topicId: 999_999, questionText: 'Q', options: [], correctAnswer: 'A', createdAt: new Date() }),
    );
    expect(postgresError(fk)?.code).toBe('23503');
    const syntax = await thrown(() => t.db.execute(sql`SELEC 1`));
    expect(postgresError(syntax)?.code).toBe('42601');
    for (const err of [fk, syntax, new Error('a bug')]) {
      expect(isPgUniqueViolation(err)).toBe(false);
      expect(isPgStorageFault(err)).toBe(false);
    }
  });

  it('a statement or lock timeout, a serialization failure and a server-side resource limit are passing faults', async () => {
    const statementTimeout = await thrown(() =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL statement_timeout = 50`);
        await tx.execute(sql`SELECT pg_sleep(2)`);
      }),
    );
    expect(postgresError(statementTimeout)?.code).toBe('57014');

    const holder = await t.db.$client.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT version FROM bank_version WHERE id = 1 FOR UPDATE');
      const lockTimeout = await thrown(() =>
        t.db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL lock_timeout = 50`);
          await tx.execute(sql`UPDATE bank_version SET version = version + 1 WHERE id = 1`);
        }),
      );
      expect(postgresError(lockTimeout)?.code).toBe('55P03');
      await holder.query('ROLLBACK');

      const serialization = await thrown(() =>
        t.db.transaction(
          async (tx) => {
            await tx.execute(sql`SELECT version FROM bank_version WHERE id = 1`);
            await holder.query('UPDATE bank_version SET version = version + 1 WHERE id = 1');
            await tx.execute(sql`UPDATE bank_version SET version = version + 1 WHERE id = 1`);
          },
          { isolationLevel: 'repeatable read' },
        ),
      );
      expect(postgresError(serialization)?.code).toBe('40001');

      // Class 53, insufficient resources (53100 is a full disk): here the temporary-file limit of a big sort.
      const resources = await thrown(() =>
        t.db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL work_mem = '64kB'`);
          await tx.execute(sql`SET LOCAL temp_file_limit = '64kB'`);
          await tx.execute(sql`SELECT g FROM generate_series(1, 200000) g ORDER BY g DESC`);
        }),
      );
      expect(postgresError(resources)?.code).toBe('53400');

      for (const err of [statementTimeout, lockTimeout, serialization, resources]) {
        expect(err).toBeInstanceOf(DrizzleQueryError);
        expect(isPgStorageFault(err)).toBe(true);
        expect(isPgUniqueViolation(err)).toBe(false);
      }
    } finally {
      holder.release();
    }
  });

  it('too many connections, a connection ended by the administrator and a refused connection are passing faults', async () => {
    const role = `limited_${randomBytes(4).toString('hex')}`;
    await onCluster(t.cluster, [`CREATE ROLE ${role} LOGIN PASSWORD 'limited-pw' CONNECTION LIMIT 1`]);
    const limited = await openPostgres(t.url.replace(/\/\/[^@]+@/, `//${role}:limited-pw@`), { max: 2, migrate: false });
    try {
      const results = await Promise.allSettled([limited.execute(sql`SELECT pg_sleep(0.5)`), limited.execute(sql`SELECT pg_sleep(0.5)`)]);
      const refused = results.find((r) => r.status === 'rejected');
      expect(refused).toBeDefined();
      const tooMany: unknown = refused?.status === 'rejected' ? refused.reason : undefined;
      expect(postgresError(tooMany)?.code).toBe('53300');
      expect(isPgStorageFault(tooMany)).toBe(true);
    } finally {
      await closePostgres(limited);
      await onCluster(t.cluster, [`DROP ROLE ${role}`]);
    }

    const tag = `terminate_me_${randomBytes(4).toString('hex')}`;
    const sleeping = thrown(() => t.db.execute(sql.raw(`SELECT pg_sleep(5) /* ${tag} */`)));
    const killer = new pg.Client({ connectionString: clusterUrl(t.cluster) });
    await killer.connect();
    try {
      for (let i = 0; i < 50; i++) {
        const killed = await killer.query<{ ok: boolean }>(
          `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE query LIKE '%${tag}%' AND pid <> pg_backend_pid()`,
        );
        if (killed.rows.length > 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      await killer.end();
    }
    const adminShutdown = await sleeping;
    expect(postgresError(adminShutdown)?.code).toBe('57P01');
    expect(isPgStorageFault(adminShutdown)).toBe(true);

    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const nowhere = await openPostgres(`postgres://postgres:x@127.0.0.1:${port}/respira`, { migrate: false });
    try {
      const refused = await thrown(() => nowhere.execute(sql`SELECT 1`));
      expect(isPgStorageFault(refused)).toBe(true);
      expect(isPgUniqueViolation(refused)).toBe(false);
    } finally {
      await closePostgres(nowhere);
    }
  });

  it('a full disk (53100, which a test cannot provoke on a real disk) is a passing fault, wrapped or not', () => {
    const full = Object.assign(new pg.DatabaseError('could not extend file: No space left on device', 0, 'error'), { code: '53100' });
    expect(isPgStorageFault(full)).toBe(true);
    expect(isPgStorageFault(new DrizzleQueryError('insert into "users" …', [], full))).toBe(true);
    expect(isPgUniqueViolation(new DrizzleQueryError('insert into "users" …', [], full))).toBe(false);
  });
});
