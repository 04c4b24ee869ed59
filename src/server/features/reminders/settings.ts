import { eq } from 'drizzle-orm';
import { reminderSettings, type UserRow } from '../../../../db/schema';
import { isPro } from '../../../shared/plans';
import { DEFAULT_REMINDER_HOUR, TIME_ZONE_MESSAGE, type ReminderSettingsInput } from '../../../shared/reminders';
import { first, serializeOn, transaction, type DB } from '../../db';
import type { Deps } from '../../lib/deps';
import { generateSessionToken } from '../users/sessions';
import { mailConfirmation, reminderLock } from './confirm';
import { isTimeZone, nextLocalHour } from './localTime';
import { DomainError } from '../../lib/domainError';

type Row = typeof reminderSettings.$inferSelect;

/** What the account page shows: the learner's row, or what a first save would start from. */
export interface ReminderSettingsView {
  email: string;
  confirmed: boolean;
  /** A confirmation link was sent and can still be used. */
  pendingConfirmation: boolean;
  enabled: boolean;
  hour: number;
  /** Null until the learner first saves: the page offers the browser's own zone. */
  timeZone: string | null;
  dueReviews: boolean;
  planBehind: boolean;
  weeklySummary: boolean;
  /** Turned off by an unsubscribe link (and not turned on since). */
  unsubscribed: boolean;
  /** When the next reminder may go; null while none will. */
  nextAt: Date | null;
  /** Whether the plan includes reminders now. */
  pro: boolean;
  /** Turned on, but the plan no longer includes reminders: nothing is sent until Pro returns. */
  paused: boolean;
}

function view(user: UserRow, row: Row | undefined, now: Date): ReminderSettingsView {
  const pro = isPro(user);
  if (!row) {
    return {
      email: user.email,
      confirmed: false,
      pendingConfirmation: false,
      enabled: false,
      hour: DEFAULT_REMINDER_HOUR,
      timeZone: null,
      dueReviews: true,
      planBehind: true,
      weeklySummary: true,
      unsubscribed: false,
      nextAt: null,
      pro,
      paused: false,
    };
  }
  const confirmed = row.confirmedAt !== null;
  const paused = row.enabled && !pro;
  return {
    email: row.email,
    confirmed,
    pendingConfirmation: !confirmed && row.confirmTokenHash !== null && (row.confirmExpiresAt?.getTime() ?? 0) > now.getTime(),
    enabled: row.enabled,
    hour: row.hour,
    timeZone: row.timeZone,
    dueReviews: row.dueReviews,
    planBehind: row.planBehind,
    weeklySummary: row.weeklySummary,
    unsubscribed: row.unsubscribedAt !== null,
    nextAt: paused || !confirmed ? null : row.nextAt,
    pro,
    paused,
  };
}

const rowOf = (db: DB, userId: number) => first(db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)).limit(1));

export async function reminderSettingsOf(deps: Deps, user: UserRow): Promise<ReminderSettingsView> {
  return view(user, await rowOf(deps.db, user.id), deps.now());
}

/**
 * Saves the learner's choices (Pro only: the router's gate). An address not yet confirmed gets a confirmation mail in
 * the same transaction; a confirmed address is never asked again while it stays the same.
 */
export async function saveReminderSettings(deps: Deps, user: UserRow, input: ReminderSettingsInput): Promise<ReminderSettingsView> {
  if (!isTimeZone(input.timeZone)) throw new DomainError({ code: 'BAD_REQUEST', message: TIME_ZONE_MESSAGE });
  const now = deps.now();
  const row = await transaction(deps.db, async (tx) => {
    await serializeOn(tx, reminderLock(user.id));
    const before = await rowOf(tx, user.id);
    const sameAddress = before?.email === input.email;
    const confirmedAt = sameAddress ? (before?.confirmedAt ?? null) : null;
    // A new address gets a fresh link (the earlier one stops working), within the limit. Saving other choices while
    // the same address still has a live link sends nothing: the learner's hour or zone is saved, not refused at the
    // mail limit, and "Send again" is there for a lost message.
    const pending =
      sameAddress && !confirmedAt && before?.confirmTokenHash && before.confirmExpiresAt && before.confirmExpiresAt > now
        ? { confirmTokenHash: before.confirmTokenHash, confirmExpiresAt: before.confirmExpiresAt }
        : null;
    const link = confirmedAt
      ? { confirmTokenHash: null, confirmExpiresAt: null }
      : (pending ?? (await mailConfirmation(tx, deps, user, input.email, now)));
    const values = {
      email: input.email,
      confirmedAt,
      ...link,
      enabled: input.enabled,
      hour: input.hour,
      timeZone: input.timeZone,
      dueReviews: input.dueReviews,
      planBehind: input.planBehind,
      weeklySummary: input.weeklySummary,
      // Turning reminders on again is the learner's own choice, made signed in: it outranks an earlier unsubscribe.
      unsubscribedAt: input.enabled ? null : (before?.unsubscribedAt ?? null),
      nextAt: input.enabled && confirmedAt ? nextLocalHour(now, input.timeZone, input.hour) : null,
      updatedAt: now,
    };
    if (before) {
      await tx.update(reminderSettings).set(values).where(eq(reminderSettings.userId, user.id));
    } else {
      // The key is the row's for good: links in reminders already sent keep working after any later save.
      await tx.insert(reminderSettings).values({ userId: user.id, unsubscribeKey: generateSessionToken(), ...values });
    }
    return rowOf(tx, user.id);
  });
  return view(user, row, now);
}
