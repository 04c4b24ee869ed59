import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../support/server';
import { startSmtp } from '../support/smtp';
import { createAccountAsync } from '../support/users';
import { ACCOUNTS, STATE_FILE } from './accounts';

/** One built server with a temporary database for the whole browser run, with the known accounts. */
export default async function globalSetup() {
  // A real SMTP server for the run (issue #30): each message it receives becomes a file the specs read (mailbox.ts).
  const mailDir = mkdtempSync(join(tmpdir(), 'respira-mail-'));
  let seq = 0;
  const smtp = await startSmtp(undefined, (m) => {
    seq += 1;
    const file = join(mailDir, `${String(Date.now()).padStart(15, '0')}-${String(seq).padStart(6, '0')}.json`);
    writeFileSync(file, JSON.stringify({ to: m.to, from: m.from, subject: m.subject, text: m.text, html: m.html, headers: m.headers }));
  });
  process.env.E2E_MAIL_DIR = mailDir;
  // Default limits: the browser run's hundred-odd accounts from 127.0.0.1 fit them, as a school network must.
  const server = await startServer({ SMTP_URL: smtp.url, MAIL_POLL_MS: '200', MAIL_RETRY_BASE_MS: '200' });
  // The accounts are made side by side (the database is in WAL mode with a busy timeout).
  await Promise.all(
    Object.values(ACCOUNTS).map((a) =>
      createAccountAsync(server.dbPath, {
        email: a.email,
        password: a.password,
        username: a.username,
        first: a.first,
        last: a.last,
        role: a.role,
        subscription: a.subscription,
      }),
    ),
  );
  // Each known account signs in once here, so its first visit (a "Welcome", issue #27) is behind it and every spec's
  // sign-in, in whatever order the workers run them, is a return ("Welcome back").
  await Promise.all(
    Object.values(ACCOUNTS).map(async (a) => {
      const res = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: a.email, password: a.password }),
      });
      if (res.status !== 200) throw new Error(`first sign-in of ${a.email}: ${res.status}`);
    }),
  );
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DB_PATH = server.dbPath;
  writeFileSync(STATE_FILE, JSON.stringify({ pid: server.proc.pid, dir: server.dir, url: server.url, mailDir }));
  server.proc.unref();
  // Returned: Playwright calls it after the run, beside global-teardown.ts.
  return async () => {
    await smtp.stop();
  };
}
