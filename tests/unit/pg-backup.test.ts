// PostgreSQL backups on a real throwaway cluster: rows written, backed up with pg_dump, then changed and deleted;
// the archive restored into a new empty database holds exactly the backed-up rows, its triggers and identity
// sequences still work, and the migrator finds nothing left to apply. A non-empty target and a damaged archive are
// refused. `npm run db:backup` (scripts/db-backup.ts), run as a child process with DATABASE_URL, makes such an archive.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { asServicesDb } from '../../db/schema';
import { backupPostgres, libpqEnv, restorePostgres } from '../../src/server/engine/pgBackup';
import { createDatabase, dropDatabase } from '../../src/server/engine/pgCluster';
import { closePostgres, openPostgres } from '../../src/server/engine/postgres';
import { systemStatus } from '../../src/server/features/admin/systemStatus';
import { freshPostgres, type PgTestDatabase } from '../support/postgres';

let t: PgTestDatabase;
let dir: string;
const created: string[] = [];
beforeAll(async () => {
  t = await freshPostgres();
  dir = mkdtempSync(join(tmpdir(), 'respira-pg-backup-'));
}, 120_000);
afterAll(async () => {
  for (const name of created) await dropDatabase(t.cluster, name);
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function emptyDatabase(): Promise<string> {
  const name = `restore_${randomBytes(4).toString('hex')}`;
  created.push(name);
  return createDatabase(t.cluster, name);
}

/** The rows a restore must bring back, read the same way from any database. */
async function snapshot(client: pg.ClientBase | pg.Pool) {
  const q = async (text: string): Promise<unknown[]> => (await client.query<Record<string, unknown>>(text)).rows;
  return {
    users: (await client.query<{ id: number }>('SELECT id, username, email, login_count, created_at FROM users ORDER BY id')).rows,
    topics: await q('SELECT id, name FROM topics ORDER BY id'),
    questions: await q('SELECT id, topic_id, question_text, options, explanation FROM questions ORDER BY id'),
    attempts: await q('SELECT id, user_id, topic_id, score, completed_at FROM quiz_attempts ORDER BY id'),
    topicTotals: await q('SELECT topic_id, attempts, score_sum FROM topic_attempt_totals ORDER BY topic_id'),
    bankVersion: (await client.query<{ version: number }>('SELECT version FROM bank_version')).rows,
    migrations: await q('SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id'),
  };
}

describe('the libpq environment', () => {
  it('carries every part of the URL, the password included, and drops the caller’s own PG* settings', () => {
    process.env.PGSERVICE = 'elsewhere';
    try {
      const env = libpqEnv('postgres://app%40x:p%3Ass@db.example:6543/respira?sslmode=require');
      expect(env).toMatchObject({
        PGHOST: 'db.example',
        PGPORT: '6543',
        PGUSER: 'app@x',
        PGPASSWORD: 'p:ss',
        PGDATABASE: 'respira',
        PGSSLMODE: 'require',
      });
      expect(env.PGSERVICE).toBeUndefined();
    } finally {
      delete process.env.PGSERVICE;
    }
    expect(() => libpqEnv('postgres://db.example/respira')).toThrow(/user and a database/);
  });
});

describe('backup and restore', () => {
  it('restores exactly the rows of the backup into an empty database, with working triggers and sequences', async () => {
    const db = t.db.$client;
    await db.query(`INSERT INTO users (username, email, password_hash, created_at) VALUES
      ('ana', 'ana@example.com', 'h', 1700000000000), ('ben', 'ben@example.com', 'h', 1700000001000)`);
    await db.query(`INSERT INTO topics (id, name) VALUES (1, 'Airway'), (2, 'Ventilation')`);
    await db.query(`INSERT INTO questions (topic_id, question_text, options, correct_answer, created_at)
      VALUES (1, 'Q1?', '["a","b"]', 'A', 0), (2, 'Q2?', '["c","d"]', 'B', 0)`);
    await db.query(`INSERT INTO quiz_attempts (user_id, kind, topic_id, score, correct_count, total_questions, self_reported, completed_at)
      SELECT id, 'topic', 1, 80, 8, 10, false, 1700000100000 FROM users WHERE username = 'ana'`);
    const before = await snapshot(db);
    expect(before.users).toHaveLength(2);
    expect(before.topicTotals).toEqual([{ topic_id: 1, attempts: 1, score_sum: 80 }]);

    const file = join(dir, 'respira.dump');
    const summary = await backupPostgres(t.url, file);
    expect(summary.file).toBe(file);
    expect(summary.bytes).toBeGreaterThan(1000);
    expect(summary.tablesWithData).toBeGreaterThanOrEqual(10);
    expect(summary.entries).toBeGreaterThan(summary.tablesWithData);
    expect(existsSync(`${file}.partial`)).toBe(false);
    // The password went through the environment only: it is nowhere in the archive.
    expect(readFileSync(file).includes(Buffer.from(t.cluster.password))).toBe(false);

    // After the backup: rows changed, deleted and added.
    await db.query(`UPDATE users SET login_count = 9 WHERE username = 'ana'`);
    await db.query(`DELETE FROM quiz_attempts`);
    await db.query(`DELETE FROM users WHERE username = 'ben'`);
    await db.query(`UPDATE questions SET explanation = 'changed'`);
    await db.query(`INSERT INTO topics (id, name) VALUES (3, 'Added later')`);
    const after = await snapshot(db);
    expect(after).not.toEqual(before);

    // Restoring over a database that has tables is refused, and leaves it as it was.
    await expect(restorePostgres(t.url, file)).rejects.toThrow(/not empty/);
    expect(await snapshot(db)).toEqual(after);

    const url = await emptyDatabase();
    const restored = await restorePostgres(url, file);
    expect(restored.tablesWithData).toBe(summary.tablesWithData);
    const target = new pg.Pool({ connectionString: url, max: 1 });
    try {
      expect(await snapshot(target)).toEqual(before);
      // The triggers came back: a bank edit moves the version, an attempt moves the totals.
      await target.query(`UPDATE questions SET explanation = 'edited after restore' WHERE topic_id = 1`);
      expect((await target.query('SELECT version FROM bank_version')).rows).toEqual([{ version: before.bankVersion[0]!.version + 1 }]);
      await target.query(`INSERT INTO quiz_attempts (user_id, kind, topic_id, score, correct_count, total_questions, self_reported, completed_at)
        SELECT id, 'topic', 1, 60, 6, 10, false, 1700000200000 FROM users WHERE username = 'ben'`);
      expect((await target.query('SELECT attempts, score_sum FROM topic_attempt_totals WHERE topic_id = 1')).rows).toEqual([
        { attempts: 2, score_sum: 140 },
      ]);
      // The identity sequences came back too: a new row gets a fresh id, not one already taken.
      const added = await target.query<{ id: number }>(
        `INSERT INTO users (username, email, password_hash, created_at) VALUES ('cy', 'cy@example.com', 'h', 0) RETURNING id`,
      );
      expect(added.rows[0]!.id).toBeGreaterThan(Math.max(...before.users.map((u) => u.id)));
    } finally {
      await target.end();
    }
    // The migrator knows the restored database is up to date: opening it applies nothing.
    const opened = await openPostgres(url, { max: 1 });
    try {
      const migrations = await opened.$client.query('SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id');
      expect(migrations.rows).toEqual(before.migrations);
    } finally {
      await closePostgres(opened);
    }
  });

  it('refuses to overwrite a file, and a damaged archive restores nothing', async () => {
    const file = join(dir, 'twice.dump');
    await backupPostgres(t.url, file);
    await expect(backupPostgres(t.url, file)).rejects.toThrow(/already exists/);
    const damaged = join(dir, 'damaged.dump');
    writeFileSync(damaged, readFileSync(file).subarray(0, 200));
    const url = await emptyDatabase();
    await expect(restorePostgres(url, damaged)).rejects.toThrow(/not a readable pg_dump archive/);
    const target = new pg.Client({ connectionString: url });
    await target.connect();
    try {
      const { rows } = await target.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`);
      expect(rows).toEqual([]);
    } finally {
      await target.end();
    }
  });

  it('a server that cannot be reached fails the backup with pg_dump’s reason and leaves no file', async () => {
    const file = join(dir, 'unreachable.dump');
    const url = `postgres://postgres:secret-pw@127.0.0.1:${t.cluster.port}/no_such_database`;
    const err: unknown = await backupPostgres(url, file).then(
      () => new Error('expected the backup to fail'),
      (e: unknown) => e,
    );
    expect(String(err)).toMatch(/pg_dump failed/);
    expect(String(err)).not.toContain('secret-pw');
    expect(existsSync(file) || existsSync(`${file}.partial`)).toBe(false);
  });
});

describe('npm run db:backup on PostgreSQL', () => {
  const script = resolve('scripts/db-backup.ts');
  // tsx by its own path, so the script also runs from another working directory.
  const tsx = createRequire(import.meta.url).resolve('tsx');
  const runScript = (url: string, args: string[], cwd = process.cwd()) =>
    promisify(execFile)(process.execPath, ['--import', tsx, script, ...args], {
      cwd,
      env: { ...process.env, DATABASE_URL: url, DATABASE_PATH: join(dir, 'no-such.db') },
      encoding: 'utf8',
    });

  it('writes a pg_dump archive to --out that restores to the same rows, and will not overwrite it', async () => {
    await t.db.$client.query(`INSERT INTO users (username, email, password_hash, created_at)
      VALUES ('script', 'script@example.com', 'h', 1700000300000)`);
    const before = await snapshot(t.db.$client);
    expect(before.users.length).toBeGreaterThan(0);

    const file = join(dir, 'from-script.dump');
    const { stdout } = await runScript(t.url, ['--out', file]);
    expect(stdout).toContain(`Backed up the PostgreSQL database to ${file}`);
    expect(stdout).toMatch(/\d+ tables with data/);
    expect(stdout).not.toContain(t.cluster.password);
    expect(existsSync(file)).toBe(true);
    // Not the SQLite path: no SQLite file was asked for.
    expect(existsSync(join(dir, 'no-such.db'))).toBe(false);

    const url = await emptyDatabase();
    const restored = await restorePostgres(url, file);
    expect(restored.tablesWithData).toBeGreaterThanOrEqual(10);
    const target = new pg.Pool({ connectionString: url, max: 1 });
    try {
      expect(await snapshot(target)).toEqual(before);
    } finally {
      await target.end();
    }

    const again: unknown = await runScript(t.url, ['--out', file]).then(
      () => new Error('expected the script to fail'),
      (e: unknown) => e,
    );
    expect((again as { code?: unknown }).code).toBe(1);
    expect((again as { stderr?: unknown }).stderr).toMatch(/already exists/);
  });

  it('without --out writes backups/respira-<timestamp>.dump under the working directory', async () => {
    const cwd = mkdtempSync(join(dir, 'cwd-'));
    await runScript(t.url, [], cwd);
    const files = readdirSync(join(cwd, 'backups'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^respira-\d{8}T\d{6}Z\.dump$/);
  });

  it('an unreachable database fails the script with exit code 1 and no file', async () => {
    const file = join(dir, 'script-unreachable.dump');
    const err: unknown = await runScript(`postgres://postgres:secret-pw@127.0.0.1:${t.cluster.port}/no_such_database`, [
      '--out',
      file,
    ]).then(
      () => new Error('expected the script to fail'),
      (e: unknown) => e,
    );
    expect((err as { code?: unknown }).code).toBe(1);
    expect(String((err as { stderr?: unknown }).stderr)).toMatch(/Backup failed: pg_dump failed/);
    expect(String((err as { stderr?: unknown }).stderr)).not.toContain('secret-pw');
    expect(existsSync(file) || existsSync(`${file}.partial`)).toBe(false);
  });
});

describe('the admin status on PostgreSQL', () => {
  it('reports the database size from PostgreSQL itself', async () => {
    const status = await systemStatus({ db: asServicesDb(t.db), config: loadConfig({}) });
    expect(status.connected).toBe(true);
    const size = await t.db.$client.query<{ n: string }>('SELECT pg_database_size(current_database())::text AS n');
    // Read twice, a moment apart (autovacuum may touch a page between): within a tenth of each other.
    expect(Math.abs(status.storageBytes - Number(size.rows[0]!.n))).toBeLessThan(Number(size.rows[0]!.n) / 10);
    expect(status.storageBytes).toBeGreaterThan(1_000_000);
  });
});
