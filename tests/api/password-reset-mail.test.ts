// Self-service password reset by mail (issue #30), against the built server and a real SMTP server: what arrives,
// and what its link does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, removeDir, type RunningServer, startServer } from '../support/server';
import type { ErrorBody, Out } from '../support/rest-types';
import { withServerDb } from '../support/serverDb';
import { linkIn, startSmtp, type ReceivedMail, type TestSmtp } from '../support/smtp';
import { trpcAt } from '../support/trpc';

let server: RunningServer;
let smtp: TestSmtp;
let call: ReturnType<typeof api>;

const SUBJECT = 'Reset your Respira password';

async function login(email: string, password: string) {
  return call<Out['auth']['login']>('POST', '/api/login', { body: { email, password } });
}

let n = 0;
async function learner() {
  const username = `mailreset${++n}`;
  const email = `${username}@example.com`;
  const res = await call<Out['auth']['register']>('POST', '/api/register', {
    body: { email, password: 'password-123', username, firstName: 'Robin', lastName: 'Learner' },
  });
  expect(res.status).toBe(201);
  return { id: res.body.user.id, email, token: res.body.token };
}

async function forgot(email: string) {
  const res = await call('POST', '/api/forgot-password', { body: { email } });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ success: true });
}

/** The `nth` (1-based) reset mail to `email`, once it has arrived. */
async function resetMail(email: string, nth = 1): Promise<ReceivedMail> {
  await smtp.waitFor(() => smtp.to(email).filter((m) => m.subject === SUBJECT).length >= nth);
  return smtp.to(email).filter((m) => m.subject === SUBJECT)[nth - 1]!;
}

function tokenOf(mail: ReceivedMail): string {
  const link = linkIn(mail, /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[a-z2-7]+/);
  expect(link.startsWith(`${server.url}/reset-password?token=`)).toBe(true);
  return new URL(link).searchParams.get('token')!;
}

async function reset(token: string, password: string) {
  return call<Out['auth']['resetPassword'] & ErrorBody>('POST', '/api/reset-password', { body: { token, password } });
}

/** Waits for the outbox to settle: no reset mail of the user still queued or being sent. */
async function outboxSettled(userId: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const waiting = await withServerDb(server.dbPath, (db) =>
      db.value<number>(
        "SELECT COUNT(*) FROM mail_outbox WHERE user_id = ? AND kind = 'password-reset' AND status IN ('queued', 'sending')",
        userId,
      ),
    );
    if (Number(waiting) === 0) return;
    if (Date.now() > deadline) throw new Error(`${waiting} reset mails of user ${userId} still waiting`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ SMTP_URL: smtp.url, MAIL_POLL_MS: '200' });
  call = api(server.url);
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  if (server) removeDir(server.dir);
});

describe('Forgot password? with mail configured', () => {
  it('tells the pages that reset links go by mail', async () => {
    expect(await trpcAt(server.url).auth.resetByMail.query()).toEqual({ byMail: true });
  });

  it('mails a one-time link that sets the password, signs out every other session, and is refused the second time', async () => {
    const l = await learner();
    const other = await login(l.email, 'password-123');
    expect(other.status).toBe(200);
    await forgot(l.email);

    const mail = await resetMail(l.email);
    expect(mail.to).toEqual([l.email]);
    expect(mail.text).toContain('Respira');
    expect(mail.html).toContain('Respira');
    expect(mail.text).toContain('Hello Robin,');
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.text).toContain(`You receive this because a password reset was requested on Respira for ${l.email}.`);
    expect(mail.text).toContain('If you did not ask for it, ignore this e-mail');
    expect(mail.html).toContain(`You receive this because a password reset was requested on Respira for ${l.email}.`);
    const token = tokenOf(mail);
    expect(mail.html).toContain(`${server.url}/reset-password?token=${token}`);

    const done = await reset(token, 'mailed-password-7');
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ id: l.id, email: l.email });
    for (const old of [l.token, other.body.token]) expect((await call('GET', '/api/me', { token: old })).status).toBe(401);
    expect((await call('GET', '/api/me', { token: done.body.token })).status).toBe(200);
    expect((await login(l.email, 'password-123')).status).toBe(401);
    expect((await login(l.email, 'mailed-password-7')).status).toBe(200);

    const again = await reset(token, 'another-password-8');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This reset link has already been used.');
    expect((await login(l.email, 'mailed-password-7')).status).toBe(200);
  });

  it('answers an unknown address the same and mails nothing', async () => {
    const ghost = `nobody-${Date.now()}@example.com`;
    await forgot(ghost);
    // A request for a real account made after it arrives; the ghost's would have been queued first.
    const l = await learner();
    await forgot(l.email);
    await resetMail(l.email);
    expect(smtp.to(ghost)).toEqual([]);
    const queued = await withServerDb(server.dbPath, (db) =>
      db.value<number>('SELECT COUNT(*) FROM mail_outbox WHERE to_address = ?', ghost),
    );
    expect(Number(queued)).toBe(0);
  });

  it('replaces the earlier link with each new mail', async () => {
    const l = await learner();
    await forgot(l.email);
    const firstToken = tokenOf(await resetMail(l.email, 1));
    await forgot(l.email);
    const secondToken = tokenOf(await resetMail(l.email, 2));
    expect(secondToken).not.toBe(firstToken);
    const replaced = await reset(firstToken, 'replaced-pass-1');
    expect(replaced.status).toBe(400);
    expect(replaced.body.message).toBe('This reset link is not valid. It may have been replaced by a newer link.');
    expect((await reset(secondToken, 'current-pass-1')).status).toBe(200);
  });

  it('mails one account at most 3 times an hour, with the same answer to the caller', async () => {
    const l = await learner();
    for (let i = 0; i < 4; i++) await forgot(l.email);
    await resetMail(l.email, 3);
    await outboxSettled(l.id);
    // The sender has nothing left: the fourth request was recorded, not mailed.
    await new Promise((r) => setTimeout(r, 600));
    expect(smtp.to(l.email).filter((m) => m.subject === SUBJECT)).toHaveLength(3);
    const rows = await withServerDb(server.dbPath, (db) =>
      db.all<{ resolved_at: unknown }>('SELECT resolved_at FROM password_reset_requests WHERE user_id = ? ORDER BY id', l.id),
    );
    expect(rows.map((r) => r.resolved_at !== null)).toEqual([true, true, true, false]);
  });

  it('refuses a link past its hour', async () => {
    const l = await learner();
    await forgot(l.email);
    const token = tokenOf(await resetMail(l.email));
    const stored = await withServerDb(server.dbPath, (db) =>
      db.get<{ created_at: number; expires_at: number }>(
        'SELECT created_at, expires_at FROM password_reset_tokens WHERE user_id = ?',
        l.id,
      ),
    );
    expect(Number(stored!.expires_at) - Number(stored!.created_at)).toBe(3600_000);
    await withServerDb(server.dbPath, (db) =>
      db.run(
        'UPDATE password_reset_tokens SET created_at = ?, expires_at = ? WHERE user_id = ?',
        Date.now() - 3601_000,
        Date.now() - 1000,
        l.id,
      ),
    );
    const expired = await reset(token, 'too-late-pass-1');
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('This reset link has expired.');
    expect((await login(l.email, 'password-123')).status).toBe(200);
  });
});
