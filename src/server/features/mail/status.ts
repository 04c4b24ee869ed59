import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { mailOutbox } from '../../../../db/schema';
import { mailConfigured, type Config } from '../../config';
import { first, type DB } from '../../db';
import { retryDelayMs } from './backoff';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'expired'] as const;
export type MailStatusName = (typeof MAIL_STATUSES)[number];

export interface MailStatus {
  configured: boolean;
  from: string;
  counts: Record<MailStatusName, number>;
  /** The newest delivery that went wrong: a message marked failed, or one waiting to be tried again. */
  lastFailure: { at: Date; error: string; kind: string; willRetry: boolean } | null;
}

/**
 * The admin's view of the outbox: one GROUP BY for the counts, and the newest failure read from the end of the
 * (status, next_attempt_at) index of each status it can be in.
 */
export async function mailStatus(db: DB, config: Config): Promise<MailStatus> {
  const counts = Object.fromEntries(MAIL_STATUSES.map((s) => [s, 0])) as Record<MailStatusName, number>;
  const grouped = await db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status);
  for (const g of grouped) if ((MAIL_STATUSES as readonly string[]).includes(g.status)) counts[g.status as MailStatusName] = g.n;

  const newest = (status: 'failed' | 'queued') =>
    first(
      db
        .select({
          kind: mailOutbox.kind,
          error: mailOutbox.lastError,
          attempts: mailOutbox.attempts,
          nextAttemptAt: mailOutbox.nextAttemptAt,
        })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, status), isNotNull(mailOutbox.lastError)))
        .orderBy(desc(mailOutbox.nextAttemptAt))
        .limit(1),
    );
  const [failed, retrying] = await Promise.all([newest('failed'), newest('queued')]);
  const candidates = [
    // A failed row's next_attempt_at is the moment it failed (sender.ts): no attempt follows.
    failed && { at: failed.nextAttemptAt, error: failed.error ?? '', kind: failed.kind, willRetry: false },
    // A retrying row's failure came one backoff before its next attempt.
    retrying && {
      at: new Date(retrying.nextAttemptAt.getTime() - retryDelayMs(retrying.attempts, config.MAIL_RETRY_BASE_MS)),
      error: retrying.error ?? '',
      kind: retrying.kind,
      willRetry: true,
    },
  ].filter((c): c is NonNullable<typeof c> => Boolean(c));
  candidates.sort((a, b) => b.at.getTime() - a.at.getTime());

  return { configured: mailConfigured(config), from: config.MAIL_FROM, counts, lastFailure: candidates[0] ?? null };
}
