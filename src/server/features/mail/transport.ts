import nodemailer from 'nodemailer';
import type { Config } from '../../config';

/** One outbox row as the transport sends it. */
export interface MailMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  /** Resolves with the Message-ID sent once the SMTP server has accepted the message; rejects otherwise. */
  send(message: MailMessage): Promise<string>;
  close(): void;
}

/**
 * Timeouts well under the sender's lease (sender.ts): a mail service that accepts the connection and then says
 * nothing must fail the attempt, not hold the claim, or another process would take the row over and send it twice.
 */
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/** The domain of MAIL_FROM's address, for Message-IDs: they then name the sender's own domain, as RFC 5322 asks. */
export function fromDomain(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const domain = address.split('@')[1]?.trim().toLowerCase();
  return domain && /^[a-z0-9.-]+$/.test(domain) ? domain : 'respira.local';
}

/**
 * Stable per outbox row: if a process dies after the SMTP server accepted a message but before the row was marked
 * sent, the copy sent again carries the same Message-ID, which lets a receiving system see the two as one.
 */
export function messageIdFor(rowId: number, mailFrom: string): string {
  return `<outbox-${rowId}@${fromDomain(mailFrom)}>`;
}

export function createMailTransport(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): MailTransport {
  if (!config.SMTP_URL) throw new Error('createMailTransport: SMTP_URL is not set.');
  const url = new URL(config.SMTP_URL);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    // smtps:// is TLS from the first byte; smtp:// upgrades with STARTTLS when the server offers it.
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    async send(m) {
      const messageId = messageIdFor(m.id, config.MAIL_FROM);
      await transporter.sendMail({
        from: config.MAIL_FROM,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: m.headers,
        messageId,
      });
      return messageId;
    },
    close: () => transporter.close(),
  };
}

/**
 * A refusal the mail service will repeat however often it is asked, so the message fails at once: the recipient
 * refused with a 5xx reply to RCPT TO, or an address nodemailer cannot even put in an envelope. Everything else
 * (4xx replies, lost connections, a refused login or sender: the service's or the configuration's passing fault,
 * not the message's) is retried with backoff.
 */
export function isPermanentRejection(err: unknown): boolean {
  const e = (err ?? {}) as { responseCode?: unknown; command?: unknown; code?: unknown };
  if (e.command === 'RCPT TO' && typeof e.responseCode === 'number') return e.responseCode >= 500 && e.responseCode < 600;
  return e.code === 'EENVELOPE' && e.command === 'API';
}
