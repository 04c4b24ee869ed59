import { and, asc, eq, gt, lt, lte, max, or, sql } from 'drizzle-orm';
import { mailOutbox } from '../../../../db/schema';
import { mailConfigured, type Config } from '../../config';
import { first, transaction, type DB } from '../../db';
import type { Wakeup } from '../../lib/runtime';
import { retryDelayMs } from './backoff';
import { createMailTransport, isPermanentRejection, type MailTransport } from './transport';

export interface MailLog {
  info: (o: object, m: string) => void;
  warn: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
}

/**
 * How long a claimed message is this process's alone. Well over the transport's worst case (10 s to connect, 10 s
 * for the greeting, 30 s of silence): past it, the claim counts as a process that died mid-send and another takes it.
 */
export const LEASE_MS = 2 * 60 * 1000;
/** Messages read per look; a full batch makes the sender look again at once. */
const BATCH = 25;

/** Kinds whose bodies hold a live link (a reset, a confirmation): emptied once the row is done with. */
const LINK_KINDS = new Set(['password-reset', 'reminder-confirm']);
const emptied = (kind: string) => (LINK_KINDS.has(kind) ? { textBody: '', htmlBody: '' } : {});

export interface PassResult {
  sent: number;
  retried: number;
  failed: number;
  expired: number;
  /** Every due row was looked at (false: a full batch, more may be waiting). */
  done: boolean;
}

/** Due now: queued and its time has come, or claimed by a sender whose lease ran out (it died mid-send). */
const due = (now: Date) =>
  or(
    and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)),
    and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.leaseUntil, now)),
  );

/**
 * Takes one row for this process by a conditional UPDATE: on PostgreSQL a second process's UPDATE of the same row
 * waits for the first's row lock and then re-checks the WHERE against the committed row, which is no longer due, so
 * exactly one process claims it. On SQLite writes are one at a time anyway.
 */
async function claim(db: DB, id: number, now: Date) {
  const rows = await transaction(db, (tx) =>
    tx
      .update(mailOutbox)
      .set({ status: 'sending', leaseUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(and(eq(mailOutbox.id, id), due(now)))
      .returning(),
  );
  return rows[0];
}

/** Writes a claimed row's outcome, only while the claim is still this process's (status sending). */
async function settle(db: DB, id: number, values: Partial<typeof mailOutbox.$inferInsert>): Promise<void> {
  await transaction(db, async (tx) => {
    await tx
      .update(mailOutbox)
      .set({ leaseUntil: null, ...values })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
  });
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * One pass: every due message (or only `onlyId`) is claimed, sent and its outcome written. A message whose send_by
 * has passed is marked expired unsent; a failure is retried after retryDelayMs, and marked failed after
 * MAIL_MAX_ATTEMPTS deliveries or at once when the recipient is refused for good (transport.ts).
 */
export async function sendDueMail(
  db: DB,
  transport: MailTransport,
  config: Pick<Config, 'MAIL_MAX_ATTEMPTS' | 'MAIL_RETRY_BASE_MS'>,
  now: () => Date,
  log: MailLog,
  opts: { onlyId?: number } = {},
): Promise<PassResult> {
  const result: PassResult = { sent: 0, retried: 0, failed: 0, expired: 0, done: true };
  const at = now();
  const candidates = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(opts.onlyId === undefined ? due(at) : and(eq(mailOutbox.id, opts.onlyId), due(at)))
    .orderBy(asc(mailOutbox.id))
    .limit(BATCH);
  result.done = candidates.length < BATCH;

  for (const { id } of candidates) {
    const row = await claim(db, id, now());
    if (!row) continue; // another process took it first
    const t = now();
    if (row.sendBy && row.sendBy.getTime() <= t.getTime()) {
      await settle(db, id, { status: 'expired', ...emptied(row.kind) });
      result.expired++;
      log.info({ mailId: id, kind: row.kind }, 'mail expired before it could be sent');
      continue;
    }
    try {
      const messageId = await transport.send({
        id,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: row.headers,
      });
      await settle(db, id, { status: 'sent', sentAt: now(), messageId, lastError: null, ...emptied(row.kind) });
      result.sent++;
      log.info({ mailId: id, kind: row.kind, to: row.toAddress }, 'mail sent');
    } catch (err) {
      const lastError = errorText(err);
      if (isPermanentRejection(err) || row.attempts >= config.MAIL_MAX_ATTEMPTS) {
        // next_attempt_at records the moment it failed (no attempt follows): the admin's last failure reads it.
        await settle(db, id, { status: 'failed', lastError, nextAttemptAt: now(), ...emptied(row.kind) });
        result.failed++;
        log.error({ mailId: id, kind: row.kind, attempts: row.attempts, error: lastError }, 'mail failed; no more attempts');
      } else {
        const nextAttemptAt = new Date(now().getTime() + retryDelayMs(row.attempts, config.MAIL_RETRY_BASE_MS));
        await settle(db, id, { status: 'queued', lastError, nextAttemptAt });
        result.retried++;
        log.warn({ mailId: id, kind: row.kind, attempts: row.attempts, error: lastError, nextAttemptAt }, 'mail not sent; retrying later');
      }
    }
  }
  return result;
}

/**
 * Without SMTP_URL nothing is sent: each message queued since the last look is written to the log once, with its
 * text body, since the log is then a developer's only way to see a link
 * (docs/decisions/075-sending-the-mail-outbox.md). Answers the last id.
 */
async function logQueued(db: DB, afterId: number, log: MailLog): Promise<number> {
  const rows = await db
    .select({ id: mailOutbox.id, kind: mailOutbox.kind, to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(gt(mailOutbox.id, afterId), eq(mailOutbox.status, 'queued')))
    .orderBy(asc(mailOutbox.id))
    .limit(100);
  for (const r of rows) {
    log.info(
      { mailId: r.id, kind: r.kind, to: r.to, subject: r.subject, text: r.text },
      'mail is not configured: message waits in the outbox',
    );
  }
  return rows.at(-1)?.id ?? afterId;
}

/**
 * The background sender: a pass every MAIL_POLL_MS and at each `queued` wake-up (queueMail's), one pass at a time in
 * this process, errors logged and never thrown out of a timer. Answers a stop function that waits for a pass under
 * way (call it before the database closes).
 */
export function startMailSender(db: DB, config: Config, now: () => Date, log: MailLog, queued: Wakeup): () => Promise<void> {
  const transport = mailConfigured(config) ? createMailTransport(config) : null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  // Without SMTP_URL: messages queued before this process started were logged by the one running then.
  let lastLogged: number | null = null;

  const pass = async (): Promise<boolean> => {
    if (!transport) {
      lastLogged ??= (await first(db.select({ id: max(mailOutbox.id) }).from(mailOutbox)))?.id ?? 0;
      lastLogged = await logQueued(db, lastLogged, log);
      return true;
    }
    const r = await sendDueMail(db, transport, config, now, log);
    return r.done;
  };

  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          if (!(await pass())) again = true;
        } catch (err) {
          log.error({ err }, 'mail sender pass failed; it runs again at the next poll');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };

  const timer = setInterval(tick, config.MAIL_POLL_MS);
  timer.unref();
  const stopListening = queued.listen(tick);
  tick();

  return async () => {
    stopped = true;
    clearInterval(timer);
    stopListening();
    await running;
    transport?.close();
  };
}
