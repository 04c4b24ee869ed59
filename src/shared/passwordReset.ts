import { z } from 'zod';
import { emailSchema, idSchema, passwordSchema } from './schemas';

/** How long an administrator's reset link stays usable; the page and the admin dialog both say it. */
export const RESET_LINK_LIFETIME_HOURS = 24;

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
