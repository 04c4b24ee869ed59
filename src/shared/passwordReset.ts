import { z } from 'zod';
import { emailSchema, idSchema, passwordSchema } from './schemas';

/** How long an administrator's reset link stays usable; the admin dialog and the help say it. */
export const ADMIN_RESET_LINK_LIFETIME_HOURS = 24;

/**
 * How long a link mailed by "Forgot password?" stays usable: short, because anyone who can read the inbox (or a
 * forwarded copy) can use it, and the learner asked for it moments ago.
 */
export const MAIL_RESET_LINK_LIFETIME_HOURS = 1;

/** "1 hour", "24 hours": a link's lifetime in words. */
export function hoursText(hours: number): string {
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** Reset mails one account may receive in an hour; more requests are recorded for the admin but mail nothing. */
export const RESET_MAILS_PER_HOUR = 3;

export const forgotPasswordInput = z.object({ email: emailSchema });

export const resetPasswordInput = z.object({
  // The format is checked by the service, so a mangled link gets the same message as an unknown one.
  token: z.string({ error: 'token is required' }).trim().min(1, 'token is required').max(200, 'token is too long'),
  password: passwordSchema,
});

export const resetLinkInput = z.object({ userId: idSchema });

/** Where the learner opens a reset link; the admin's browser puts its own origin in front. */
export function resetLinkPath(token: string): string {
  return `/reset-password?token=${encodeURIComponent(token)}`;
}
