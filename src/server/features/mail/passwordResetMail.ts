import { MAIL_RESET_LINK_LIFETIME_HOURS, hoursText } from '../../../shared/passwordReset';
import { appLink, composeMail } from './compose';
import type { OutgoingMail } from './outbox';

export const RESET_MAIL_SUBJECT = 'Reset your Respira password';

/** The "Forgot password?" message: the one-time link, how long it works, and that ignoring it changes nothing. */
export function passwordResetMail(
  appUrl: string,
  user: { id: number; email: string; firstName: string },
  path: string,
  expiresAt: Date,
): OutgoingMail {
  const { text, html } = composeMail({
    greeting: `Hello ${user.firstName || 'there'},`,
    paragraphs: [
      'Someone asked to reset the password of your Respira account. To choose a new password, open the link below.',
      `The link works once and expires in ${hoursText(MAIL_RESET_LINK_LIFETIME_HOURS)}. Choosing a new password signs your account out on every other device.`,
    ],
    action: { label: 'Choose a new password', url: appLink(appUrl, path) },
    footer:
      `You receive this because a password reset was requested on Respira for ${user.email}. ` +
      'If you did not ask for it, ignore this e-mail: your password stays as it is.',
  });
  return { kind: 'password-reset', userId: user.id, to: user.email, subject: RESET_MAIL_SUBJECT, text, html, sendBy: expiresAt };
}
