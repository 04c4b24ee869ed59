// The browser run's mailbox (issue #30): global-setup.ts starts a real SMTP server for the run's server and writes
// every message it receives into E2E_MAIL_DIR as one JSON file; a spec waits here for the message it caused.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Mail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: tests/e2e/global-setup.ts starts the mailbox');
  return dir;
}

/** Every message to `to` received so far, oldest first. */
export function mailTo(to: string): Mail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Mail)
    .filter((m) => m.to.some((a) => a.toLowerCase() === to.toLowerCase()));
}

/** The first message to `to` that `match` accepts, waiting for it up to `timeoutMs`. */
export async function waitForMail(to: string, match: (m: Mail) => boolean = () => true, timeoutMs = 20_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailTo(to).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first link in the message's text matching `pattern`. */
export function linkIn(mail: Mail, pattern: RegExp): string {
  const m = pattern.exec(mail.text);
  if (!m) throw new Error(`no link matching ${pattern} in: ${mail.text}`);
  return m[0];
}
