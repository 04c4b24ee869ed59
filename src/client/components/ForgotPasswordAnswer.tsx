import { ADMIN_RESET_LINK_LIFETIME_HOURS, MAIL_RESET_LINK_LIFETIME_HOURS, hoursText } from '../../shared/passwordReset';
import { SupportEmail } from './ContentPage';
import { useResetByMail } from '../lib/useResetByMail';

/** The help's "I forgot my password.": what this server does with the request, mail or an administrator. */
export function ForgotPasswordAnswer() {
  const byMail = useResetByMail().known;
  return (
    <>
      Choose <strong>Forgot password?</strong> on the sign-in page and enter your account&apos;s email.{' '}
      {byMail === true && (
        <>
          Respira e-mails you a one-time reset link, valid for {hoursText(MAIL_RESET_LINK_LIFETIME_HOURS)}; open it and choose a new
          password, and you are signed in. Nothing after a few minutes? Check your spam folder, or ask again: each new link replaces the one
          before.{' '}
        </>
      )}
      {byMail === false && (
        <>
          Respira does not send e-mail itself, so a Respira administrator sends you a one-time reset link, valid for{' '}
          {hoursText(ADMIN_RESET_LINK_LIFETIME_HOURS)}; open it and choose a new password, and you are signed in.{' '}
        </>
      )}
      Questions? Write to <SupportEmail /> from your account&apos;s email address.
    </>
  );
}
