// One sender pass (issue #30) on an in-memory database with a transport that answers as told: what each outcome
// writes to the outbox row.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { closeDatabase, openDatabase, transaction, type DB } from '../../src/server/db';
import { queueMail } from '../../src/server/features/mail/outbox';
import { LEASE_MS, sendDueMail, type MailLog } from '../../src/server/features/mail/sender';
import type { MailMessage, MailTransport } from '../../src/server/features/mail/transport';
import { localRuntime } from '../../src/server/lib/runtime';

const T0 = new Date('2026-11-29T12:00:00Z');
const config = { MAIL_MAX_ATTEMPTS: 3, MAIL_RETRY_BASE_MS: 1000 };
const quiet: MailLog = { info: () => {}, warn: () => {}, error: () => {} };

let db: DB;
let sent: MailMessage[];
let answer: () => Promise<string>;
const transport: MailTransport = {
  send: (m) => {
    sent.push(m);
    return answer();
  },
  close: () => {},
};

beforeEach(() => {
  db = openDatabase(':memory:');
  sent = [];
  answer = () => Promise.resolve('<id@test>');
});
afterEach(() => closeDatabase(db));

const queue = (kind: 'test' | 'password-reset' = 'test', sendBy?: Date) =>
  transaction(db, (tx) =>
    queueMail(tx, localRuntime(), { kind, userId: null, to: 'a@example.com', subject: 'S', text: 'T', html: '<p>T</p>', sendBy }, T0),
  );
const rowOf = async (id: number) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const at = (ms: number) => () => new Date(T0.getTime() + ms);

describe('sendDueMail', () => {
  it('sends a due message once and records it', async () => {
    const id = await queue();
    expect(await sendDueMail(db, transport, config, at(0), quiet)).toMatchObject({ sent: 1, done: true });
    const r = await rowOf(id);
    expect(r).toMatchObject({ status: 'sent', attempts: 1, messageId: '<id@test>', leaseUntil: null, textBody: 'T' });
    expect(await sendDueMail(db, transport, config, at(10), quiet)).toMatchObject({ sent: 0 });
    expect(sent).toHaveLength(1);
  });

  it('retries a passing failure after the backoff, and fails it at MAIL_MAX_ATTEMPTS', async () => {
    const id = await queue('password-reset');
    answer = () => Promise.reject(Object.assign(new Error('421 try later'), { responseCode: 421, command: 'RCPT TO' }));
    await sendDueMail(db, transport, config, at(0), quiet);
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: '421 try later', nextAttemptAt: at(1000)() });
    // Not due before its next attempt.
    expect(await sendDueMail(db, transport, config, at(999), quiet)).toMatchObject({ retried: 0 });
    await sendDueMail(db, transport, config, at(1000), quiet);
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 2, nextAttemptAt: at(3000)() });
    await sendDueMail(db, transport, config, at(3000), quiet);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 3, textBody: '', htmlBody: '', nextAttemptAt: at(3000)() });
    expect(sent).toHaveLength(3);
  });

  it('fails at once when the recipient is refused for good', async () => {
    const id = await queue();
    answer = () => Promise.reject(Object.assign(new Error('550 no such user'), { responseCode: 550, command: 'RCPT TO' }));
    expect(await sendDueMail(db, transport, config, at(0), quiet)).toMatchObject({ failed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: '550 no such user' });
  });

  it('expires a message whose send_by has passed without sending it', async () => {
    const id = await queue('password-reset', at(500)());
    expect(await sendDueMail(db, transport, config, at(500), quiet)).toMatchObject({ expired: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'expired', textBody: '', htmlBody: '', messageId: null });
    expect(sent).toHaveLength(0);
  });

  it('takes over a claim only once its lease has run out', async () => {
    const id = await queue();
    await db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, leaseUntil: at(LEASE_MS)() })
      .where(eq(mailOutbox.id, id));
    expect(await sendDueMail(db, transport, config, at(LEASE_MS - 1), quiet)).toMatchObject({ sent: 0 });
    expect(await sendDueMail(db, transport, config, at(LEASE_MS + 1), quiet)).toMatchObject({ sent: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
