// Reminders across processes (issue #30; PostgreSQL runs only: vitest.config.ts POSTGRES_ONLY): two server processes on
// one database, each running the reminder pass every 100 ms, and `npm run reminders:run` started at the same moment,
// queue exactly one reminder for each of 20 eligible learners (reminder_sends' (learner, day) key decides), and the
// SMTP server receives one message per learner.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseEnv, postgresFor, removeDir, startServer, type RunningServer } from '../support/server';
import { serverDb, type ServerDb } from '../support/serverDb';
import { startSmtp, type TestSmtp } from '../support/smtp';

const run = promisify(execFile);
const LEARNERS = 20;
const MINUTE = 60_000;

let first: RunningServer;
let second: RunningServer;
let raw: ServerDb;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  const env = { REMINDER_INTERVAL_MS: '100', SMTP_URL: smtp.url, MAIL_POLL_MS: '200' };
  first = await startServer(env);
  const pgDb = postgresFor(first.dbPath);
  if (!pgDb) throw new Error('This file runs on PostgreSQL only.');
  second = await startServer({ ...env, DATABASE_URL: pgDb.url });
  raw = serverDb(first.dbPath);
});

afterAll(async () => {
  await raw?.close();
  await second?.stop();
  await first?.stop();
  await smtp?.stop();
  if (second) removeDir(second.dir);
  if (first) removeDir(first.dir);
});

describe('two servers and the script at once', () => {
  it('queue one reminder per learner, 20 in all', async () => {
    const now = Date.now();
    const ids: number[] = [];
    for (let i = 0; i < LEARNERS; i++) {
      const name = `remproc${i}`;
      const row = await raw.get<{ id: number }>(
        `INSERT INTO users (username, email, password_hash, role, subscription_status, created_at)
         VALUES (?, ?, 'not-a-hash', 'student', 'pro', ?) RETURNING id`,
        name,
        `${name}@example.com`,
        now,
      );
      ids.push(Number(row!.id));
    }
    // Three due reviews each, answered two days ago (not today's study).
    const items = await raw.all<{ id: number; topic_id: number }>(
      "SELECT id, topic_id FROM questions WHERE status = 'published' AND case_set_id IS NULL ORDER BY id LIMIT 3",
    );
    expect(items).toHaveLength(3);
    for (const id of ids)
      for (const q of items)
        await raw.run(
          'INSERT INTO review_cards (user_id, question_id, topic_id, last_correct, last_answered_at, due) VALUES (?, ?, ?, ?, ?, ?)',
          id,
          q.id,
          q.topic_id,
          false,
          now - 2 * 24 * 60 * MINUTE,
          now - MINUTE,
        );

    // Every learner's row becomes due in one statement, while both servers poll and the script starts.
    const hour = new Date().getUTCHours();
    const values = ids.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
    const script = run(process.execPath, ['--import', 'tsx', 'scripts/reminders-run.ts'], {
      env: { ...process.env, ...databaseEnv(first.dbPath), LOG_LEVEL: 'warn' },
    });
    await raw.run(
      `INSERT INTO reminder_settings (user_id, email, confirmed_at, enabled, hour, time_zone, due_reviews, plan_behind,
         weekly_summary, unsubscribe_key, next_at, updated_at) VALUES ${values}`,
      ...ids.flatMap((id, i) => [
        id,
        `remproc${i}@example.com`,
        now - 60 * MINUTE,
        true,
        hour,
        'UTC',
        true,
        true,
        false,
        `proc-key-${id}`,
        now - MINUTE,
        now,
      ]),
    );
    const { stdout } = await script;
    expect(stdout).toMatch(/^Reminder pass: \d+ due, \d+ queued;.* 0 failed/);

    const end = Date.now() + 30_000;
    while (Number(await raw.value('SELECT count(*) FROM reminder_settings WHERE next_at <= ?', now)) > 0) {
      if (Date.now() > end) throw new Error('the reminder rows were not all read within 30 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    const perLearner = await raw.all<{ user_id: number; n: number }>(
      "SELECT user_id, count(*) AS n FROM mail_outbox WHERE kind = 'reminder' GROUP BY user_id ORDER BY user_id",
    );
    expect(perLearner.map((r) => [Number(r.user_id), Number(r.n)])).toEqual(ids.map((id) => [id, 1]));
    expect(Number(await raw.value('SELECT count(*) FROM reminder_sends'))).toBe(LEARNERS);
    // Each day's row points at its learner's one message.
    expect(
      Number(
        await raw.value(
          'SELECT count(*) FROM reminder_sends s JOIN mail_outbox m ON m.id = s.outbox_id AND m.user_id = s.user_id WHERE m.subject = ?',
          '3 reviews are due today',
        ),
      ),
    ).toBe(LEARNERS);
    // And the SMTP server receives one message per learner.
    const end2 = Date.now() + 30_000;
    while (smtp.received.length < LEARNERS && Date.now() < end2) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual(ids.map((_, i) => `remproc${i}@example.com`).sort());
  }, 120_000);
});
