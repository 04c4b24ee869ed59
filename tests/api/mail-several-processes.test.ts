// Two server processes on one PostgreSQL database send the outbox's mail (issue #30): 30 messages queued at once
// arrive exactly once each, whichever process claims them (PostgreSQL runs only: vitest.config.ts POSTGRES_ONLY).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postgresFor, removeDir, startServer, type RunningServer } from '../support/server';
import { withServerDb } from '../support/serverDb';
import { startSmtp, type TestSmtp } from '../support/smtp';

let mail: TestSmtp;
let first: RunningServer;
let second: RunningServer;

beforeAll(async () => {
  mail = await startSmtp();
  const env = { SMTP_URL: mail.url, MAIL_POLL_MS: '100' };
  first = await startServer(env);
  const pgDb = postgresFor(first.dbPath);
  if (!pgDb) throw new Error('This file runs on PostgreSQL only.');
  // The same database as the first server (and no directory of its own to remove).
  second = await startServer({ ...env, DATABASE_URL: pgDb.url });
});

afterAll(async () => {
  await second?.stop();
  await first?.stop();
  if (second) removeDir(second.dir);
  if (first) removeDir(first.dir);
  await mail?.stop();
});

it('sends each of 30 messages queued at once exactly once across two processes', async () => {
  const now = Date.now();
  // One statement: both processes find all 30 due at the same poll and race for every one.
  await withServerDb(first.dbPath, (db) =>
    db.run(
      `insert into mail_outbox (kind, to_address, subject, text_body, html_body, headers, status, attempts, next_attempt_at, created_at)
       select 'test', 'many' || g || '@example.com', 'Message ' || g, 'Body ' || g, '<p>Body ' || g || '</p>', '{}', 'queued', 0, ?, ?
       from generate_series(1, 30) as g`,
      now,
      now,
    ),
  );
  const expected = Array.from({ length: 30 }, (_, i) => `many${i + 1}@example.com`);
  for (const to of expected) await mail.waitFor((m) => m.to.includes(to), 30_000);
  // Time for a second copy to arrive, were any message claimed twice.
  await new Promise((r) => setTimeout(r, 1500));
  for (const to of expected) expect(mail.to(to), to).toHaveLength(1);
  const rows = await withServerDb(first.dbPath, (db) =>
    db.all<{ status: string; attempts: number; n: number }>(
      'select status, attempts, count(*)::int as n from mail_outbox group by status, attempts',
    ),
  );
  expect(rows).toEqual([{ status: 'sent', attempts: 1, n: 30 }]);
});
