import { z } from 'zod';
import { emailSchema } from './schemas';

/** Study reminders (issue #30): what the account page sends and the words both sides show. */

const kind = (label: string) => z.boolean({ error: `${label}: choose on or off` });

export const reminderSettingsInput = z
  .object({
    email: emailSchema,
    enabled: z.boolean({ error: 'Choose whether reminders are on or off' }),
    hour: z
      .number({ error: 'Choose a time of day' })
      .int('Choose a time of day from the list')
      .min(0, 'Choose a time of day from the list')
      .max(23, 'Choose a time of day from the list'),
    // Checked against the platform's zones on the server (localTime.ts isTimeZone); the length only bounds the work.
    timeZone: z.string({ error: 'Choose a time zone' }).trim().min(1, 'Choose a time zone').max(64, 'Choose a time zone from the list.'),
    dueReviews: kind('Reviews due'),
    planBehind: kind("Today's plan not met"),
    weeklySummary: kind('Weekly summary'),
  })
  .refine((s) => !s.enabled || s.dueReviews || s.planBehind || s.weeklySummary, {
    message: 'Choose at least one kind of reminder, or turn reminders off.',
  });
export type ReminderSettingsInput = z.infer<typeof reminderSettingsInput>;

/** Confirmation links carry the account's id before the random part, so the lookup is by primary key. */
export const reminderConfirmInput = z.object({
  token: z.string({ error: 'The link has no token' }).max(200, 'This confirmation link is not valid.'),
});
export const reminderUnsubscribeInput = z.object({
  key: z.string({ error: 'The link has no key' }).max(200, 'This unsubscribe link is not valid.'),
});

export const DEFAULT_REMINDER_HOUR = 19;
export const CONFIRM_LINK_LIFETIME_HOURS = 24;
/** Confirmation mails an account may ask for in an hour: enough to fix a typo, too few to flood someone's inbox. */
export const CONFIRM_MAILS_PER_HOUR = 3;

export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list.';
export const REMINDERS_PRO_MESSAGE = 'Study reminders are part of Respira Pro. Upgrade to Pro to turn them on.';
export const CONFIRM_LIMIT_MESSAGE = `We have sent ${CONFIRM_MAILS_PER_HOUR} confirmation emails in the last hour.`;
export const CONFIRM_UNKNOWN_MESSAGE = 'This confirmation link is not valid. It may have been replaced by a newer link.';
export const CONFIRM_USED_MESSAGE = 'This confirmation link has already been used.';
export const CONFIRM_EXPIRED_MESSAGE = 'This confirmation link has expired. Send a new one from your account page.';
export const UNSUBSCRIBE_UNKNOWN_MESSAGE = 'This unsubscribe link is not valid.';

/** 19 → "7:00 PM", 0 → "12:00 AM". */
export function hourLabel(hour: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
}

export const confirmPath = (token: string) => `/reminders/confirm?token=${encodeURIComponent(token)}`;
export const unsubscribePath = (key: string) => `/reminders/unsubscribe?key=${encodeURIComponent(key)}`;
