// The outbox's sender against a real SMTP server (issue #30), on the built server: delivery with text, HTML, From and
// the footer; the mail service down and back; a kill -9 between queueing and sending; retries running out; a
// message whose link expired; and a server without SMTP_URL, whose mail waits and whose admin sees it.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { composeMail } from '../../src/server/features/mail/compose';
import { api, removeDir, startServer, type RunningServer } from '../support/server';
import { createUserByScript } from '../support/users';
import { withServerDb } from '../support/serverDb';
import { startSmtp, type TestSmtp } from '../support/smtp';
import { trpcAt, trpcFailure } from '../support/trpc';

const FROM = 'Respira Test <mail@respira.test>';
const servers: RunningServer[] = [];
const smtps: TestSmtp[] = [];

async function server(env: Record<string, string>, dir?: string): Promise<RunningServer> {
  const s = await startServer({ MAIL_FROM: FROM, MAIL_POLL_MS: '200', ...env }, dir);
  servers.push(s);
  return s;
}

async function smtp(port?: number): Promise<TestSmtp> {
  const s = await startSmtp(port);
  smtps.push(s);
  return s;
}

afterEach(async () => {
  for (const s of servers.splice(0)) {
    await s.stop();
    removeDir(s.dir);
  }
  for (const s of smtps.splice(0)) await s.stop();
});

afterAll(async () => {
  for (const s of smtps) await s.stop();
});

interface Row {
  status: string;
  attempts: number;
  last_error: string | null;
  message_id: string | null;
  sent_at: number | string | null;
  text_body: string;
  html_body: string;
}

/** Writes one queued message straight into the server's outbox, as queueMail does, and answers its id. */
async function queue(
  dbPath: string,
  to: string,
  opts: { kind?: string; subject?: string; sendBy?: number; headers?: Record<string, string>; status?: string; leaseUntil?: number } = {},
): Promise<number> {
  const { text, html } = composeMail({
    greeting: 'Hello Sam,',
    paragraphs: ['This is a test message.'],
    action: { label: 'Open Respira', url: 'http://127.0.0.1/secret-link' },
    footer: 'You receive this because an operator sent a test message.',
  });
  const now = Date.now();
  return withServerDb(dbPath, async (db) => {
    await db.run(
      `insert into mail_outbox (kind, to_address, subject, text_body, html_body, headers, status, attempts, next_attempt_at, lease_until, send_by, created_at)
       values (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
      opts.kind ?? 'test',
      to,
      opts.subject ?? `Test for ${to}`,
      text,
      html,
      JSON.stringify(opts.headers ?? {}),
      opts.status ?? 'queued',
      now,
      opts.leaseUntil ?? null,
      opts.sendBy ?? null,
      now,
    );
    return Number(await db.value('select max(id) from mail_outbox where to_address = ?', to));
  });
}

const row = (dbPath: string, id: number) =>
  withServerDb(dbPath, (db) =>
    db.get<Row>('select status, attempts, last_error, message_id, sent_at, text_body, html_body from mail_outbox where id = ?', id),
  );

/** Polls until `check` holds of the row (the sender works in the background). */
async function rowUntil(dbPath: string, id: number, check: (r: Row) => boolean, timeoutMs = 15_000): Promise<Row> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const r = await row(dbPath, id);
    if (r && check(r)) return r;
    if (Date.now() > deadline) throw new Error(`row ${id} never matched: ${JSON.stringify(r)}`);
    await new Promise((res) => setTimeout(res, 100));
  }
}

const sleep = (ms: number) => new Promise((res) => setTimeout(res, ms));

// Each case starts its own server (on PostgreSQL a fresh database, seeded), some two: more than the default 30 s.
describe('the outbox sender', { timeout: 90_000 }, () => {
  it('delivers a queued message with text, HTML, the From, its headers and the footer, and records it as sent', async () => {
    const mail = await smtp();
    const s = await server({ SMTP_URL: mail.url });
    const id = await queue(s.dbPath, 'sam@example.com', { headers: { 'X-Respira-Test': 'yes' } });
    const got = await mail.waitFor((m) => m.to.includes('sam@example.com'));
    expect(got.subject).toBe('Test for sam@example.com');
    expect(got.from).toBe('mail@respira.test');
    expect(got.headers.from).toContain('Respira Test');
    expect(got.headers['x-respira-test']).toBe('yes');
    expect(got.headers['message-id']).toBe(`<outbox-${id}@respira.test>`);
    expect(got.text).toContain('This is a test message.');
    expect(got.text).toContain('You receive this because an operator sent a test message.');
    expect(got.html).toContain('<a href="http://127.0.0.1/secret-link"');
    expect(got.html).toContain('You receive this because an operator sent a test message.');
    const r = await rowUntil(s.dbPath, id, (x) => x.status === 'sent');
    expect(r.message_id).toBe(`<outbox-${id}@respira.test>`);
    expect(r.attempts).toBe(1);
    expect(Number(r.sent_at)).toBeGreaterThan(0);
    // A test message holds no live link: its body is kept.
    expect(r.text_body).toContain('This is a test message.');
    await sleep(600);
    expect(mail.to('sam@example.com')).toHaveLength(1);
  });

  it('empties the body of a link-bearing message once it is sent', async () => {
    const mail = await smtp();
    const s = await server({ SMTP_URL: mail.url });
    const id = await queue(s.dbPath, 'reset@example.com', { kind: 'password-reset', subject: 'Reset your password' });
    const got = await mail.waitFor((m) => m.to.includes('reset@example.com'));
    expect(got.text).toContain('http://127.0.0.1/secret-link');
    const r = await rowUntil(s.dbPath, id, (x) => x.status === 'sent');
    expect(r.text_body).toBe('');
    expect(r.html_body).toBe('');
  });

  it('keeps a message queued while the mail service is down, and sends it once when the service is back', async () => {
    const mail = await smtp();
    await mail.stop();
    const s = await server({ SMTP_URL: mail.url, MAIL_RETRY_BASE_MS: '200', MAIL_MAX_ATTEMPTS: '30' });
    const id = await queue(s.dbPath, 'later@example.com');
    const waiting = await rowUntil(s.dbPath, id, (x) => x.status === 'queued' && x.attempts >= 2);
    expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting.message_id).toBeNull();
    await mail.start();
    const got = await mail.waitFor((m) => m.to.includes('later@example.com'), 20_000);
    expect(got.subject).toBe('Test for later@example.com');
    const sent = await rowUntil(s.dbPath, id, (x) => x.status === 'sent');
    expect(sent.attempts).toBeGreaterThanOrEqual(3);
    await sleep(1000);
    expect(mail.to('later@example.com')).toHaveLength(1);
  });

  it('sends exactly once after a kill -9 between queueing and sending, and takes over a send whose process died', async () => {
    // No SMTP_URL: the first process only queues, so it is killed with the messages unsent.
    const first = await server({});
    const queuedId = await queue(first.dbPath, 'killed@example.com');
    const midSendId = await queue(first.dbPath, 'midsend@example.com');
    // As a process that died mid-send leaves it: claimed, its lease run out.
    await withServerDb(first.dbPath, (db) =>
      db.run("update mail_outbox set status = 'sending', attempts = 1, lease_until = ? where id = ?", Date.now() - 1000, midSendId),
    );
    expect((await row(first.dbPath, queuedId))?.status).toBe('queued');
    await first.stop('SIGKILL');

    const mail = await smtp();
    const second = await server({ SMTP_URL: mail.url }, first.dir);
    await mail.waitFor((m) => m.to.includes('killed@example.com'));
    await mail.waitFor((m) => m.to.includes('midsend@example.com'));
    await rowUntil(second.dbPath, queuedId, (x) => x.status === 'sent');
    const taken = await rowUntil(second.dbPath, midSendId, (x) => x.status === 'sent');
    expect(taken.attempts).toBe(2);
    await sleep(1000);
    expect(mail.to('killed@example.com')).toHaveLength(1);
    expect(mail.to('midsend@example.com')).toHaveLength(1);
  });

  it('leaves a message claimed by a live process alone until its lease runs out', async () => {
    const mail = await smtp();
    const s = await server({ SMTP_URL: mail.url });
    // Claimed by another, live process: written claimed, its lease 2 s ahead.
    const id = await queue(s.dbPath, 'leased@example.com', { status: 'sending', leaseUntil: Date.now() + 2000 });
    await sleep(1200);
    expect(mail.to('leased@example.com')).toHaveLength(0);
    expect((await row(s.dbPath, id))?.status).toBe('sending');
    // The lease runs out: that process counts as dead, and this one sends it.
    await mail.waitFor((m) => m.to.includes('leased@example.com'));
    expect((await rowUntil(s.dbPath, id, (x) => x.status === 'sent')).status).toBe('sent');
  });

  it('marks a message failed after MAIL_MAX_ATTEMPTS deliveries and empties a link-bearing body', async () => {
    const mail = await smtp();
    await mail.stop();
    const s = await server({ SMTP_URL: mail.url, MAIL_RETRY_BASE_MS: '50', MAIL_MAX_ATTEMPTS: '3' });
    const id = await queue(s.dbPath, 'never@example.com', { kind: 'reminder-confirm' });
    const failed = await rowUntil(s.dbPath, id, (x) => x.status === 'failed');
    expect(failed.attempts).toBe(3);
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.text_body).toBe('');
    expect(failed.html_body).toBe('');
    // Failed is final: the service coming back sends nothing.
    await mail.start();
    await sleep(1000);
    expect(mail.to('never@example.com')).toHaveLength(0);
    expect((await row(s.dbPath, id))?.attempts).toBe(3);
  });

  it('marks a message whose send_by has passed expired, unsent, and empties its link', async () => {
    const mail = await smtp();
    const s = await server({ SMTP_URL: mail.url });
    const expiredId = await queue(s.dbPath, 'late@example.com', { kind: 'password-reset', sendBy: Date.now() - 1000 });
    const timelyId = await queue(s.dbPath, 'timely@example.com', { kind: 'password-reset', sendBy: Date.now() + 3_600_000 });
    await mail.waitFor((m) => m.to.includes('timely@example.com'));
    const expired = await rowUntil(s.dbPath, expiredId, (x) => x.status === 'expired');
    expect(expired.text_body).toBe('');
    expect(expired.html_body).toBe('');
    expect(expired.message_id).toBeNull();
    expect((await rowUntil(s.dbPath, timelyId, (x) => x.status === 'sent')).status).toBe('sent');
    await sleep(500);
    expect(mail.to('late@example.com')).toHaveLength(0);
  });
});

async function adminToken(s: RunningServer, name: string): Promise<string> {
  createUserByScript(s.dbPath, name, 'admin');
  const res = await api(s.url)<{ token: string }>('POST', '/api/login', {
    body: { email: `${name}@example.com`, password: 'password-123' },
  });
  expect(res.status).toBe(200);
  return res.body.token;
}

describe("the admin's mail status", { timeout: 90_000 }, () => {
  it('without SMTP_URL: the message stays queued and the status says mail is not configured', async () => {
    const s = await server({});
    const id = await queue(s.dbPath, 'waits@example.com');
    await sleep(1000);
    const r = await row(s.dbPath, id);
    expect(r?.status).toBe('queued');
    expect(r?.attempts).toBe(0);
    const status = await trpcAt(s.url, await adminToken(s, 'mailadmin1')).mail.status.query();
    expect(status.configured).toBe(false);
    expect(status.from).toBe(FROM);
    expect(status.counts).toEqual({ queued: 1, sending: 0, sent: 0, failed: 0, expired: 0 });
    expect(status.lastFailure).toBeNull();
  });

  it('with SMTP_URL: counts by status and the last failure; learners may not read it', async () => {
    const mail = await smtp();
    await mail.stop();
    const s = await server({ SMTP_URL: mail.url, MAIL_RETRY_BASE_MS: '50', MAIL_MAX_ATTEMPTS: '1' });
    const failedId = await queue(s.dbPath, 'bounce@example.com');
    await rowUntil(s.dbPath, failedId, (x) => x.status === 'failed');
    await mail.start();
    const sentId = await queue(s.dbPath, 'fine@example.com');
    await rowUntil(s.dbPath, sentId, (x) => x.status === 'sent');
    const token = await adminToken(s, 'mailadmin2');
    const status = await trpcAt(s.url, token).mail.status.query();
    expect(status.configured).toBe(true);
    expect(status.counts).toEqual({ queued: 0, sending: 0, sent: 1, failed: 1, expired: 0 });
    expect(status.lastFailure?.kind).toBe('test');
    expect(status.lastFailure?.willRetry).toBe(false);
    expect(status.lastFailure?.error).toMatch(/ECONNREFUSED|connect/i);
    expect(Math.abs(new Date(status.lastFailure!.at).getTime() - Date.now())).toBeLessThan(60_000);

    const learner = await api(s.url)<{ token: string }>('POST', '/api/register', {
      body: { email: 'mail-learner@example.com', password: 'password-123', username: 'maillearner', firstName: 'Lee', lastName: 'Learner' },
    });
    expect(learner.status).toBe(201);
    expect((await trpcFailure(trpcAt(s.url, learner.body.token).mail.status.query())).status).toBe(403);
  });
});
