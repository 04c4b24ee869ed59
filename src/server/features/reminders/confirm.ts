import { and, asc, eq, gt } from 'drizzle-orm';
import { mailOutbox, reminderSettings, type UserRow } from '../../../../db/schema';
import {
  CONFIRM_EXPIRED_MESSAGE,
  CONFIRM_LIMIT_MESSAGE,
  CONFIRM_LINK_LIFETIME_HOURS,
  CONFIRM_MAILS_PER_HOUR,
  CONFIRM_UNKNOWN_MESSAGE,
  CONFIRM_USED_MESSAGE,
  confirmPath,
} from '../../../shared/reminders';
import { first, serializeOn, transaction, type DB } from '../../db';
import type { Deps } from '../../lib/deps';
import { hourlyWaitMs, tooManyRequests } from '../../lib/accountLimits';
import { generateSessionToken, sessionIdFromToken } from '../users/sessions';
import { appLink, composeMail } from '../mail/compose';
import { queueMail } from '../mail/outbox';
import { nextLocalHour } from './localTime';
import { DomainError } from '../../lib/domainError';

const HOUR_MS = 3_600_000;
export const CONFIRM_LINK_LIFETIME_MS = CONFIRM_LINK_LIFETIME_HOURS * HOUR_MS;

/** `<user id>-<random>`: the id finds the row by its primary key, only the random part's hash is stored. */
const TOKEN_PATTERN = /^(\d{1,12})-([a-z2-7]{16,64})$/;

/** The lock a learner's reminder writes take, so two saves or a save and a confirmation do not cross. */
export const reminderLock = (userId: number) => `reminders:${userId}`;

/**
 * Refuses a fourth confirmation mail within the hour (429 saying how long to wait). Counted from the outbox's own
 * rows (mail_outbox_user_idx), inside the caller's transaction and under the learner's lock.
 */
async function assertConfirmationAllowed(tx: DB, userId: number, now: Date): Promise<void> {
  const recent = await tx
    .select({ createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.userId, userId),
        eq(mailOutbox.kind, 'reminder-confirm'),
        gt(mailOutbox.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt));
  const wait = hourlyWaitMs(
    recent.map((r) => r.createdAt),
    CONFIRM_MAILS_PER_HOUR,
    now,
  );
  if (wait > 0) throw tooManyRequests(CONFIRM_LIMIT_MESSAGE, wait);
}

/**
 * A new confirmation link for `email`, mailed in the caller's transaction: the token's hash and the message commit
 * together. Answers the hash and expiry to store on the learner's row (an earlier link stops working).
 */
export async function mailConfirmation(
  tx: DB,
  deps: Deps,
  user: UserRow,
  email: string,
  now: Date,
): Promise<{ confirmTokenHash: string; confirmExpiresAt: Date }> {
  await assertConfirmationAllowed(tx, user.id, now);
  const secret = generateSessionToken();
  const expiresAt = new Date(now.getTime() + CONFIRM_LINK_LIFETIME_MS);
  const url = appLink(deps.config.APP_URL, confirmPath(`${user.id}-${secret}`));
  const name = user.firstName.trim() || user.username;
  const body = composeMail({
    greeting: `Hello ${name},`,
    paragraphs: [
      `Please confirm that study reminders from Respira may be sent to ${email}.`,
      `The link works once, for ${CONFIRM_LINK_LIFETIME_HOURS} hours. No reminder goes to this address until it is confirmed.`,
    ],
    action: { label: 'Confirm my address', url },
    footer: `You receive this because someone asked for study reminders at ${email} from a Respira account. If it was not you, ignore this message: nothing more will be sent.`,
  });
  await queueMail(
    tx,
    deps.runtime,
    {
      kind: 'reminder-confirm',
      userId: user.id,
      to: email,
      subject: 'Confirm your address for study reminders',
      ...body,
      sendBy: expiresAt,
    },
    now,
  );
  return { confirmTokenHash: sessionIdFromToken(secret), confirmExpiresAt: expiresAt };
}

/**
 * "Send again": a fresh link for the address waiting for confirmation (the same hourly limit). With no address
 * waiting (none saved, or already confirmed) nothing is sent and the answer says so.
 */
export async function resendConfirmation(deps: Deps, user: UserRow): Promise<{ sent: boolean; email: string | null }> {
  const now = deps.now();
  return transaction(deps.db, async (tx) => {
    await serializeOn(tx, reminderLock(user.id));
    const row = await first(tx.select().from(reminderSettings).where(eq(reminderSettings.userId, user.id)).limit(1));
    if (!row || row.confirmedAt) return { sent: false, email: row?.email ?? null };
    const link = await mailConfirmation(tx, deps, user, row.email, now);
    await tx
      .update(reminderSettings)
      .set({ ...link, updatedAt: now })
      .where(eq(reminderSettings.userId, user.id));
    return { sent: true, email: row.email };
  });
}

/**
 * Confirms the pending address: single use (the token's hash is cleared in the same conditional update that sets
 * confirmedAt, so two openings of one link cannot both succeed) and no later than its expiry. No session needed.
 */
export async function confirmAddress(deps: Deps, token: string): Promise<{ email: string; enabled: boolean; nextAt: Date | null }> {
  const m = TOKEN_PATTERN.exec(token.trim());
  if (!m) throw new DomainError({ code: 'BAD_REQUEST', message: CONFIRM_UNKNOWN_MESSAGE });
  const userId = Number(m[1]);
  const hash = sessionIdFromToken(m[2]!);
  const now = deps.now();
  return transaction(deps.db, async (tx) => {
    await serializeOn(tx, reminderLock(userId));
    const row = await first(tx.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)).limit(1));
    if (!row) throw new DomainError({ code: 'BAD_REQUEST', message: CONFIRM_UNKNOWN_MESSAGE });
    if (row.confirmTokenHash !== hash) {
      // A confirmed row keeps no hash: its link was spent (a newer link would have left a pending hash).
      const used = row.confirmTokenHash === null && row.confirmedAt !== null;
      throw new DomainError({ code: 'BAD_REQUEST', message: used ? CONFIRM_USED_MESSAGE : CONFIRM_UNKNOWN_MESSAGE });
    }
    if (!row.confirmExpiresAt || now.getTime() >= row.confirmExpiresAt.getTime()) {
      throw new DomainError({ code: 'BAD_REQUEST', message: CONFIRM_EXPIRED_MESSAGE });
    }
    const nextAt = row.enabled ? nextLocalHour(now, row.timeZone, row.hour) : null;
    const spent = await tx
      .update(reminderSettings)
      .set({ confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null, nextAt, updatedAt: now })
      .where(and(eq(reminderSettings.userId, userId), eq(reminderSettings.confirmTokenHash, hash)))
      .returning({ email: reminderSettings.email });
    if (!spent[0]) throw new DomainError({ code: 'BAD_REQUEST', message: CONFIRM_USED_MESSAGE });
    return { email: spent[0].email, enabled: row.enabled, nextAt };
  });
}
