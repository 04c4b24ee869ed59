import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  ADMIN_RESET_LINK_LIFETIME_HOURS,
  MAIL_RESET_LINK_LIFETIME_HOURS,
  RESET_MAILS_PER_HOUR,
  hoursText,
} from '../../../shared/passwordReset';
import { notify } from '../../components/Toaster';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { SupportEmail } from '../../components/ContentPage';
import { ResetCard, TextLink } from '../../components/ResetCard';
import { useResetByMail } from '../../lib/useResetByMail';

const MAIL_LIFETIME = hoursText(MAIL_RESET_LINK_LIFETIME_HOURS);

/**
 * Says what really happens to the request: with mail configured the server e-mails a link, without it an
 * administrator answers by hand. Either way it answers the same for every address because the server does
 * (no account discovery).
 */
function ForgotPasswordPage() {
  const trpc = useTRPC();
  const { known: byMail, ask: askByMail } = useResetByMail();
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<{ to: string; byMail: boolean | undefined } | null>(null);

  async function send(address: string): Promise<boolean> {
    try {
      await request.mutateAsync({ email: address });
      return true;
    } catch (err) {
      notify('Request failed', errorMessage(err, 'Please check your connection and try again.'), 'error');
      return false;
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!(await send(email))) return;
    // The request is made either way; if the server's mode is still unknown, the message waits for it.
    const mailed = byMail ?? (await askByMail().catch(() => undefined));
    setSent({ to: email.trim(), byMail: mailed });
  }

  async function sendAgain(to: string) {
    if (await send(to)) notify('Asked again', `If an account uses ${to}, a new link is on its way. Use the newest one.`, 'success');
  }

  if (sent?.byMail) {
    return (
      <ResetCard title="Check your inbox">
        <Stack gap="4" mt="6" data-testid="reset-mail-sent">
          <Text overflowWrap="anywhere">
            If a Respira account uses <strong>{sent.to}</strong>, we have e-mailed it a link to choose a new password. The link works once
            and expires in {MAIL_LIFETIME}.
          </Text>
          <Text>
            It can take a few minutes to arrive; check your spam folder too. Each new link replaces the one before, and we send at most{' '}
            {RESET_MAILS_PER_HOUR} an hour.
          </Text>
          <Button variant="outline" colorPalette="teal" onClick={() => void sendAgain(sent.to)} disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send again'}
          </Button>
          <Text fontSize="sm">
            Still nothing? Write to <SupportEmail /> from that address.
          </Text>
          <Text textAlign="center" fontSize="sm">
            <TextLink to="/auth">Back to sign in</TextLink>
          </Text>
        </Stack>
      </ResetCard>
    );
  }

  if (sent?.byMail === false) {
    return (
      <ResetCard title="Request received">
        <Stack gap="4" mt="6" data-testid="reset-request-received">
          <Text overflowWrap="anywhere">
            If a Respira account uses <strong>{sent.to}</strong>, a Respira administrator will send a one-time reset link to that address.
            The link works once and stops working {hoursText(ADMIN_RESET_LINK_LIFETIME_HOURS)} after it is made.
          </Text>
          <Text>
            Respira does not send these e-mails automatically: an administrator handles each request by hand. If you have not heard back,
            write to <SupportEmail />.
          </Text>
          <Text textAlign="center" fontSize="sm">
            <TextLink to="/auth">Back to sign in</TextLink>
          </Text>
        </Stack>
      </ResetCard>
    );
  }

  if (sent) {
    // The request went through but the server's mode could not be read (a dropped connection): say only that.
    return (
      <ResetCard title="Request received">
        <Stack gap="4" mt="6" data-testid="reset-request-received">
          <Text overflowWrap="anywhere">
            If a Respira account uses <strong>{sent.to}</strong>, a one-time reset link will be sent to that address. If nothing arrives,
            write to <SupportEmail />.
          </Text>
          <Text textAlign="center" fontSize="sm">
            <TextLink to="/auth">Back to sign in</TextLink>
          </Text>
        </Stack>
      </ResetCard>
    );
  }

  const intro =
    byMail === undefined
      ? 'Enter the email you use for Respira.'
      : byMail
        ? `Enter the email you use for Respira. If an account uses it, we e-mail you a link (valid for ${MAIL_LIFETIME}) to choose a new password.`
        : 'Enter the email you use for Respira and we will pass your request to an administrator.';

  return (
    <ResetCard title="Forgot your password?" intro={intro}>
      <Stack as="form" gap="4" onSubmit={submit}>
        <Field.Root required>
          <Field.Label>Email</Field.Label>
          <Input name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </Field.Root>
        <Button type="submit" colorPalette="teal" size="lg" disabled={request.isPending}>
          {request.isPending ? 'Processing...' : 'Request Reset Link'}
        </Button>
        <Text textAlign="center" fontSize="sm">
          Remembered it? <TextLink to="/auth">Sign in</TextLink>
        </Text>
      </Stack>
    </ResetCard>
  );
}

export default ForgotPasswordPage;
