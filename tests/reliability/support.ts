// Shared by the reliability tests: accounts made directly in a server's database file, a digest of every
// row, integrity and running-total checks, and a small promise pool. Malformed inputs are in malformed.ts.
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { loadConfig } from '../../src/server/config';
import { closeDatabase, openConfiguredDatabase } from '../../src/server/db';
import { databaseEnv, postgresFor } from '../support/server';
import { withServerDb, type ServerDb } from '../support/serverDb';
import { createSession } from '../../src/server/features/users/sessions';
import { createUser } from '../../src/server/features/users/users';
import type { Role } from './procedures';
import { localRuntime } from '../../src/server/lib/runtime';

export const PASSWORD = 'password-123';

export interface Account {
  id: number;
  token: string;
  email: string;
}

const ROLE_SPECS: Record<Exclude<Role, 'anonymous'>, { role: 'student' | 'admin' | 'super_admin'; subscriptionStatus: string }> = {
  free: { role: 'student', subscriptionStatus: 'free' },
  pro: { role: 'student', subscriptionStatus: 'pro' },
  admin: { role: 'admin', subscriptionStatus: 'free' },
  super_admin: { role: 'super_admin', subscriptionStatus: 'free' },
};

/**
 * Creates accounts in the database file of a running server (WAL and the busy timeout make a second
 * connection safe, as for the user:create script) and signs each one in by a session row.
 */
export async function createAccounts(
  dbPath: string,
  names: Partial<Record<Exclude<Role, 'anonymous'>, string>>,
): Promise<Record<string, Account>> {
  const db = await openConfiguredDatabase({ DATABASE_PATH: dbPath, ...databaseEnv(dbPath) });
  try {
    const deps = { db, config: loadConfig({}), now: () => new Date(), random: Math.random, runtime: localRuntime() };
    const out: Record<string, Account> = {};
    for (const [role, name] of Object.entries(names) as [Exclude<Role, 'anonymous'>, string][]) {
      const email = `${name}@example.com`;
      const user = await createUser(deps, {
        email,
        username: name,
        firstName: name,
        lastName: 'Test',
        password: PASSWORD,
        ...ROLE_SPECS[role],
      });
      out[role] = { id: user.id, token: await createSession(db, user.id, new Date()), email };
    }
    return out;
  } finally {
    await closeDatabase(db);
  }
}

/** Every table's rows, hashed, read through a separate connection (the server may be running). */
export function digestTables(dbPath: string): Record<string, { rows: number; sha: string }> {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all() as string[];
    const out: Record<string, { rows: number; sha: string }> = {};
    for (const t of tables) {
      const hash = createHash('sha256');
      let rows = 0;
      for (const r of db.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).raw().iterate()) {
        hash.update(
          JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : Buffer.isBuffer(v) ? v.toString('hex') : v)),
        );
        hash.update('\n');
        rows++;
      }
      out[t] = { rows, sha: hash.digest('hex').slice(0, 16) };
    }
    return out;
  } finally {
    db.close();
  }
}

/**
 * digestTables for a running server's database on either engine: the SQLite file, or in a PostgreSQL run its own
 * database (tables of the public schema, rows in the order of their text form, as PostgreSQL has no rowid).
 */
export async function digestServerTables(dbPath: string): Promise<Record<string, { rows: number; sha: string }>> {
  const pgDb = postgresFor(dbPath);
  if (!pgDb) return digestTables(dbPath);
  return await withServerDb(dbPath, async (db) => {
    const tables = await db.column<string>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
    );
    const out: Record<string, { rows: number; sha: string }> = {};
    for (const t of tables) {
      const hash = createHash('sha256');
      const rows = await db.all(`SELECT * FROM "${t}" AS r ORDER BY r::text`);
      for (const r of rows) {
        hash.update(JSON.stringify(Object.values(r)));
        hash.update('\n');
      }
      out[t] = { rows: rows.length, sha: hash.digest('hex').slice(0, 16) };
    }
    return out;
  });
}

export function integrityCheck(dbPath: string): { integrity: string[]; foreignKeys: unknown[] } {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return {
      integrity: (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check),
      foreignKeys: db.pragma('foreign_key_check') as unknown[],
    };
  } finally {
    db.close();
  }
}

/**
 * Running totals (per user, per topic, per day) against the attempts, as SQL both engines understand: each query
 * answers the rows where the two disagree.
 */
const TOTALS_MISMATCH_QUERIES = [
  `SELECT u.id, u.total_quizzes, u.score_sum, count(a.id) AS attempts, coalesce(sum(a.score), 0) AS scores
     FROM users u LEFT JOIN quiz_attempts a ON a.user_id = u.id
    GROUP BY u.id
   HAVING u.total_quizzes != count(a.id) OR u.score_sum != coalesce(sum(a.score), 0)`,
  // The analytics' totals per topic and per day (kept by triggers) against the attempts themselves.
  `SELECT 'topic' AS totals, t.topic_id, t.attempts, t.score_sum, a.n, a.s
     FROM topic_attempt_totals t FULL JOIN (SELECT topic_id, count(*) AS n, sum(score) AS s FROM quiz_attempts WHERE topic_id IS NOT NULL GROUP BY topic_id) a
       ON a.topic_id = t.topic_id
    WHERE coalesce(t.attempts, 0) != coalesce(a.n, 0) OR coalesce(t.score_sum, 0) != coalesce(a.s, 0)`,
  `SELECT 'day' AS totals, t.day, t.attempts, t.score_sum, a.n, a.s
     FROM daily_attempt_totals t FULL JOIN (SELECT completed_at / 86400000 AS day, count(*) AS n, sum(score) AS s FROM quiz_attempts GROUP BY 1) a
       ON a.day = t.day
    WHERE coalesce(t.attempts, 0) != coalesce(a.n, 0) OR coalesce(t.score_sum, 0) != coalesce(a.s, 0)`,
];

/** Running totals against the attempts in a SQLite file's open connection: rows where the two disagree. */
export function totalsMismatches(db: Database.Database): unknown[] {
  return TOTALS_MISMATCH_QUERIES.flatMap((q) => db.prepare(q).all());
}

/** totalsMismatches on a server's database on either engine (tests/support/serverDb.ts). */
export async function serverTotalsMismatches(db: ServerDb): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const q of TOTALS_MISMATCH_QUERIES) out.push(...(await db.all(q)));
  return out;
}

/**
 * integrityCheck for a server's database on either engine. SQLite: integrity_check and foreign_key_check of the
 * file. PostgreSQL (which enforces foreign keys on every write and has no file to check): every B-tree index checked
 * against its table with amcheck's bt_index_check(heapallindexed), the structural check PostgreSQL has.
 */
export async function serverIntegrityCheck(dbPath: string): Promise<{ integrity: string[]; foreignKeys: unknown[] }> {
  if (!postgresFor(dbPath)) return integrityCheck(dbPath);
  return await withServerDb(dbPath, async (db) => {
    await db.run('CREATE EXTENSION IF NOT EXISTS amcheck');
    const indexes = await db.column<string>(
      `SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_am am ON am.oid = c.relam WHERE n.nspname = 'public' AND am.amname = 'btree' ORDER BY c.relname`,
    );
    if (indexes.length === 0) return { integrity: ['no index found'], foreignKeys: [] };
    const broken: string[] = [];
    for (const index of indexes) {
      try {
        await db.run(`SELECT bt_index_check('public."${index}"'::regclass, true)`);
      } catch (err) {
        broken.push(`${index}: ${(err as Error).message}`);
      }
    }
    return { integrity: broken.length ? broken : ['ok'], foreignKeys: [] };
  });
}

/** Runs `tasks` with at most `limit` in flight. */
export async function pool<T>(items: readonly T[], limit: number, task: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await task(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Saves an attempt the way a client would: over REST (`POST /api/quiz-attempts`, 201) or as the browser does
 * over tRPC (a batch of one, 200). Throws when no answer came.
 */
export async function saveAttemptVia(
  via: 'rest' | 'trpc',
  base: string,
  token: string,
  body: Record<string, unknown>,
): Promise<{ ok: boolean; status: number; id?: number; message?: string }> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  if (via === 'rest') {
    const res = await fetch(`${base}/api/quiz-attempts`, { method: 'POST', headers, body: JSON.stringify(body) });
    const json = (await res.json().catch(() => null)) as { id?: number; message?: string } | null;
    return { ok: res.status === 201, status: res.status, id: json?.id, message: json?.message };
  }
  const res = await fetch(`${base}/trpc/learner.saveAttempt?batch=1`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ 0: { json: body } }),
  });
  const json = (await res.json().catch(() => null)) as unknown;
  const item = (Array.isArray(json) ? json[0] : json) as {
    result?: { data?: { json?: { id?: number } } };
    error?: { json?: { message?: string } };
  } | null;
  return {
    ok: res.status === 200 && typeof item?.result?.data?.json?.id === 'number',
    status: res.status,
    id: item?.result?.data?.json?.id,
    // tRPC's error shape, or Fastify's { message } for a request turned away before any route.
    message: item?.error?.json?.message ?? (json as { message?: string } | null)?.message,
  };
}
