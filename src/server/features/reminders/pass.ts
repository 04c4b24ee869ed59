import { and, asc, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { reminderSends, reminderSettings, users, type UserRow } from '../../../../db/schema';
import { isPro } from '../../../shared/plans';
import type { Config } from '../../config';
import { first, transaction, type DB } from '../../db';
import { queueMail } from '../mail/outbox';
import type { Runtime } from '../../lib/runtime';
import { composeReminder, isWeeklySummaryDay, type ReminderFigures } from './content';
import { dueReviewCount, planToday, readinessOnce, studiedBetween, weekFigures } from './figures';
import { isTimeZone, localDay, localDayBounds, localWeekday, nextLocalHour, todaysLocalHour } from './localTime';

export interface PassDeps {
  db: DB;
  config: Pick<Config, 'APP_URL'>;
  now: () => Date;
  /** The mail sender's wake-up, so a queued reminder leaves at once. */
  runtime: Pick<Runtime, 'jobs'>;
}

/** What one pass did with the rows whose hour had come, by outcome. */
export interface PassResult {
  read: number;
  queued: number;
  /** Reminders off, address unconfirmed, unsubscribed, no longer Pro, or a setting no longer valid: next_at cleared. */
  stopped: number;
  /** Reminders on, but the learner is no longer Pro: read again tomorrow, in case Pro is back. */
  paused: number;
  /** Read before the chosen hour of the local day (a missed day is not made up at night). */
  notYet: number;
  alreadySent: number;
  studiedToday: number;
  nothingToSay: number;
  /** Another pass (this process or another) queued the day's reminder first, or the settings changed meanwhile. */
  lostRace: number;
  failed: number;
}

type Outcome = Exclude<keyof PassResult, 'read'>;
type SettingsRow = typeof reminderSettings.$inferSelect;

const BATCH = 200;

/** The settings row changed under the pass (saved, unsubscribed, advanced by another pass): roll the send back. */
class SettingsChanged extends Error {}

/**
 * Moves the row's next_at, unless something else moved it since it was read (a save by the learner, another pass):
 * the newer value stands.
 */
async function moveNextAt(db: DB, s: SettingsRow, nextAt: Date | null): Promise<void> {
  await db
    .update(reminderSettings)
    .set({ nextAt })
    .where(and(eq(reminderSettings.userId, s.userId), eq(reminderSettings.nextAt, s.nextAt!)));
}

const eligible = (s: SettingsRow) =>
  s.enabled && s.confirmedAt !== null && s.unsubscribedAt === null && isTimeZone(s.timeZone) && s.hour >= 0 && s.hour <= 23;

async function figuresFor(db: DB, s: SettingsRow, u: UserRow, now: Date, day: string): Promise<ReminderFigures> {
  const ready = readinessOnce(db, u.id, now);
  const weekly = s.weeklySummary && isWeeklySummaryDay(localWeekday(now, s.timeZone));
  return {
    name: u.firstName.trim() || u.username,
    email: s.email,
    dueReviews: s.dueReviews ? await dueReviewCount(db, u.id, now) : null,
    // Not studied today (checked before), so a plan that asks for work today is not met.
    plan: s.planBehind ? await planToday(db, u, now, await ready()) : null,
    week: weekly ? await weekFigures(db, u, now, day, await ready()) : null,
  };
}

/** One learner whose hour has come: what happens to them today. */
async function remind(deps: PassDeps, s: SettingsRow, u: UserRow, now: Date): Promise<Outcome> {
  const { db } = deps;
  if (!eligible(s)) {
    // Saving the settings again sets next_at anew.
    await moveNextAt(db, s, null);
    return 'stopped';
  }
  const zone = s.timeZone;
  const next = nextLocalHour(now, zone, s.hour);
  if (!isPro(u)) {
    // Paused, not stopped: the row is read once a day, so reminders resume by themselves the day Pro comes back.
    await moveNextAt(db, s, next);
    return 'paused';
  }
  if (now < todaysLocalHour(now, zone, s.hour)) {
    await moveNextAt(db, s, next);
    return 'notYet';
  }
  const day = localDay(now, zone);
  const sent = await first(
    db
      .select({ day: reminderSends.day })
      .from(reminderSends)
      .where(and(eq(reminderSends.userId, u.id), eq(reminderSends.day, day)))
      .limit(1),
  );
  if (sent) {
    await moveNextAt(db, s, next);
    return 'alreadySent';
  }
  const { start, end } = localDayBounds(day, zone);
  if (await studiedBetween(db, u.id, start, end)) {
    await moveNextAt(db, s, next);
    return 'studiedToday';
  }
  const figures = await figuresFor(db, s, u, now, day);
  const message = composeReminder(figures, deps.config.APP_URL, s.unsubscribeKey);
  if (!message) {
    await moveNextAt(db, s, next);
    return 'nothingToSay';
  }
  try {
    return await transaction(db, async (tx) => {
      // The (learner, day) primary key makes the day's reminder once across passes and processes: on PostgreSQL a
      // second insert waits for the first's commit and then inserts nothing.
      const claimed = await tx
        .insert(reminderSends)
        .values({
          userId: u.id,
          day,
          contents: message.parts.join(','),
          outboxId: null,
          createdAt: now,
          readinessPercent: figures.week?.readinessPercent ?? null,
        })
        .onConflictDoNothing()
        .returning({ userId: reminderSends.userId });
      if (claimed.length === 0) return 'lostRace' as const;
      const still = await tx
        .update(reminderSettings)
        .set({ nextAt: next })
        .where(
          and(
            eq(reminderSettings.userId, u.id),
            eq(reminderSettings.nextAt, s.nextAt!),
            eq(reminderSettings.enabled, true),
            isNotNull(reminderSettings.confirmedAt),
            isNull(reminderSettings.unsubscribedAt),
          ),
        )
        .returning({ userId: reminderSettings.userId });
      if (still.length === 0) throw new SettingsChanged();
      const outboxId = await queueMail(
        tx,
        deps.runtime,
        {
          kind: 'reminder',
          userId: u.id,
          to: s.email,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
          // "Due today" is not true tomorrow: a message the sender could not deliver within the day is dropped.
          sendBy: end,
        },
        now,
      );
      await tx
        .update(reminderSends)
        .set({ outboxId })
        .where(and(eq(reminderSends.userId, u.id), eq(reminderSends.day, day)));
      return 'queued' as const;
    });
  } catch (err) {
    if (err instanceof SettingsChanged) return 'lostRace';
    throw err;
  }
}

type Cursor = { at: Date; userId: number } | null;

/** The next rows whose hour has come, after the cursor, in (next_at, user) order: reminder_settings_next_idx. */
function dueRows(db: DB, now: Date, after: Cursor, limit: number) {
  return db
    .select({ s: reminderSettings, u: users })
    .from(reminderSettings)
    .innerJoin(users, eq(users.id, reminderSettings.userId))
    .where(
      and(
        lte(reminderSettings.nextAt, now),
        after
          ? or(gt(reminderSettings.nextAt, after.at), and(eq(reminderSettings.nextAt, after.at), gt(reminderSettings.userId, after.userId)))
          : undefined,
      ),
    )
    .orderBy(asc(reminderSettings.nextAt), asc(reminderSettings.userId))
    .limit(limit);
}

/**
 * One reminder pass: every settings row whose next_at has come (reminder_settings_next_idx), in batches, each
 * learner handled on their own so one failure does not stop the rest. A handled row's next_at moves past `now`
 * (or to null), and the batches go on after the last row read, so a row that failed is not read again this pass.
 */
export async function runReminderPass(
  deps: PassDeps,
  log?: { error: (o: object, m: string) => void },
  batchSize = BATCH,
): Promise<PassResult> {
  const now = deps.now();
  const result: PassResult = {
    read: 0,
    queued: 0,
    stopped: 0,
    paused: 0,
    notYet: 0,
    alreadySent: 0,
    studiedToday: 0,
    nothingToSay: 0,
    lostRace: 0,
    failed: 0,
  };
  let after: Cursor = null;
  for (;;) {
    const rows = await dueRows(deps.db, now, after, batchSize);
    for (const { s, u } of rows) {
      result.read++;
      try {
        result[await remind(deps, s, u, now)]++;
      } catch (err) {
        result.failed++;
        log?.error({ err, userId: u.id }, 'reminder for one learner failed; it is tried again at the next pass');
      }
    }
    if (rows.length < batchSize) return result;
    const last = rows.at(-1)!.s;
    after = { at: last.nextAt!, userId: last.userId };
  }
}
