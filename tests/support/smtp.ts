// A real SMTP server on 127.0.0.1 for the mail tests (issue #30): smtp-server accepts every message (any user and
// password, no TLS), mailparser reads it, and the tests look at what arrived. It can be stopped and started again on
// the same port, to stand for a mail service that is down and then back.
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { freePort } from './server';

export interface ReceivedMail {
  /** The envelope's recipients, as the sending server gave them. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Header names in lower case, values as text. */
  headers: Record<string, string>;
  raw: ParsedMail;
}

export interface TestSmtp {
  port: number;
  /** smtp://user:pass@127.0.0.1:port: what SMTP_URL is set to. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first message (arrived or arriving within `timeoutMs`) that `match` accepts. */
  waitFor: (match: (m: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  /** The messages to `address` so far. */
  to: (address: string) => ReceivedMail[];
  stop: () => Promise<void>;
  /** Listens again on the same port after stop(). */
  start: () => Promise<void>;
}

const headerText = (v: unknown): string => {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && 'text' in v) return String(v.text);
  if (v && typeof v === 'object' && 'value' in v) return String(v.value);
  return JSON.stringify(v);
};

export async function startSmtp(port?: number, onMail?: (mail: ReceivedMail) => void): Promise<TestSmtp> {
  const chosen = port ?? (await freePort());
  const received: ReceivedMail[] = [];
  const waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  let server: SMTPServer | null = null;

  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (_auth, _session, cb) => cb(null, { user: 'test' }),
      onData: (stream, session, cb) => {
        simpleParser(stream)
          .then((parsed) => {
            const headers: Record<string, string> = {};
            for (const [k, v] of parsed.headers) headers[k.toLowerCase()] = headerText(v);
            const mail: ReceivedMail = {
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers,
              raw: parsed,
            };
            received.push(mail);
            onMail?.(mail);
            for (const w of [...waiters]) {
              if (w.match(mail)) {
                waiters.splice(waiters.indexOf(w), 1);
                w.resolve(mail);
              }
            }
            cb();
          })
          .catch((err: Error) => cb(err));
      },
    });

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = make();
      server.once('error', reject);
      server.listen(chosen, '127.0.0.1', () => resolve());
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      if (!s) return resolve();
      s.close(() => resolve());
    });
  await start();

  return {
    port: chosen,
    url: `smtp://respira:secret@127.0.0.1:${chosen}`,
    received,
    to: (address) => received.filter((m) => m.to.includes(address.toLowerCase()) || m.to.includes(address)),
    waitFor: (match, timeoutMs = 15_000) => {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise<ReceivedMail>((resolve, reject) => {
        const w = { match, resolve: (m: ReceivedMail) => (clearTimeout(timer), resolve(m)) };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(w), 1);
          reject(
            new Error(
              `no matching mail within ${timeoutMs} ms (received ${received.length}: ${received.map((m) => m.subject).join(' | ')})`,
            ),
          );
        }, timeoutMs);
        waiters.push(w);
      });
    },
    stop,
    start,
  };
}

/** The first link in a message's text that starts with `prefix` (e.g. the app's /reset-password). */
export function linkIn(mail: ReceivedMail, pattern: RegExp): string {
  const m = pattern.exec(mail.text);
  if (!m) throw new Error(`no link matching ${pattern} in: ${mail.text}`);
  return m[0];
}
