import { mailOutbox } from '../../../../db/schema';
import type { DB } from '../../db';
import type { Runtime } from '../../lib/runtime';

/** What a feature hands the outbox: one message, already composed (compose.ts), to one address. */
export interface OutgoingMail {
  /** password-reset | reminder-confirm | reminder | test */
  kind: 'password-reset' | 'reminder-confirm' | 'reminder' | 'test';
  userId: number | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** After this instant the message is not worth sending (its link has expired). */
  sendBy?: Date;
}

/**
 * Queues one message in the caller's transaction (pass the transaction, so the message and what it speaks of commit
 * together) and answers its id. The request never waits on SMTP: the background sender delivers it, woken through
 * `runtime` so mail leaves at once, not at the next poll.
 */
export async function queueMail(db: DB, runtime: Pick<Runtime, 'jobs'>, mail: OutgoingMail, now: Date): Promise<number> {
  const rows = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      userId: mail.userId,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      headers: mail.headers ?? {},
      status: 'queued',
      nextAttemptAt: now,
      sendBy: mail.sendBy ?? null,
      createdAt: now,
    })
    .returning({ id: mailOutbox.id });
  // A nudge before the commit finds nothing yet; the sender's poll then takes it.
  queueMicrotask(() => setTimeout(() => runtime.jobs.mailQueued.notify(), 0));
  return rows[0]!.id;
}
