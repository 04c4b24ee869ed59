// npm run mail:send -- --to ADDRESS — queues a test message in the outbox and, when SMTP_URL is set, sends it now
// (one sender pass for that message) and prints what the mail service answered (issue #30). Exit codes: 0 sent,
// 1 not sent (bad input or the mail service refused or could not be reached), 2 mail is not configured.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { mailOutbox } from '../db/schema';
import { loadConfig, mailConfigured } from '../src/server/config';
import { closeDatabase, first, openConfiguredDatabase, transaction } from '../src/server/db';
import { appLink, composeMail } from '../src/server/features/mail/compose';
import { queueMail } from '../src/server/features/mail/outbox';
import { sendDueMail, type MailLog } from '../src/server/features/mail/sender';
import { createMailTransport } from '../src/server/features/mail/transport';
import { parseArgs } from './context';
import { localRuntime } from '../src/server/lib/runtime';

const args = parseArgs(process.argv.slice(2));
const to = z.email().safeParse(args.to);
if (!to.success) {
  console.error('Usage: npm run mail:send -- --to ADDRESS (a valid email address)');
  process.exit(1);
}

const config = loadConfig();
const db = await openConfiguredDatabase(config);
// The outcome is printed below; the sender's own log lines would only repeat it.
const quiet: MailLog = { info: () => {}, warn: () => {}, error: () => {} };

const { text, html } = composeMail({
  greeting: 'Hello,',
  paragraphs: ['This is a test message from Respira. If you can read it, mail from Respira reaches this address.'],
  action: { label: 'Open Respira', url: appLink(config.APP_URL, '/') },
  footer: 'You receive this because an operator of Respira sent a test message to this address.',
});
const id = await transaction(db, (tx) =>
  queueMail(tx, localRuntime(), { kind: 'test', userId: null, to: to.data, subject: 'Respira test message', text, html }, new Date()),
);

const readRow = () =>
  first(
    db
      .select({ status: mailOutbox.status, lastError: mailOutbox.lastError, messageId: mailOutbox.messageId })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id))
      .limit(1),
  );

let code: number;
if (!mailConfigured(config)) {
  console.log(`Mail is not configured (SMTP_URL is unset): the test message to ${to.data} waits in the outbox (id ${id}).`);
  code = 2;
} else {
  const transport = createMailTransport(config);
  try {
    await sendDueMail(db, transport, config, () => new Date(), quiet, { onlyId: id });
  } finally {
    transport.close();
  }
  // A running server may have claimed it first: wait for its outcome (its transport gives up within a minute).
  let row = await readRow();
  for (let waited = 0; row?.status === 'sending' && waited < 90_000; waited += 500) {
    await new Promise((r) => setTimeout(r, 500));
    row = await readRow();
  }
  if (row?.status === 'sent') {
    console.log(`Sent the test message to ${to.data} (Message-ID ${row.messageId}).`);
    code = 0;
  } else if (row?.status === 'queued') {
    console.error(`Not sent: ${row.lastError ?? 'unknown error'}. The message stays in the outbox; the server tries it again later.`);
    code = 1;
  } else {
    console.error(`Not sent (${row?.status ?? 'missing'}): ${row?.lastError ?? 'no answer from the mail service'}.`);
    code = 1;
  }
}
await closeDatabase(db);
process.exit(code);
