import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { RESET_LINK_LIFETIME_HOURS } from '../../../shared/passwordReset';
import { notify } from '../../components/Toaster';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { SupportEmail } from '../info/ContentPage';
import { ResetCard, TextLink } from './ResetCard';

/**
 * The server sends no e-mail, so this page only records the request; it says so, and it answers the
 * same for every address because the server does (no account discovery).
 */
export function ForgotPasswordPage() {
  const trpc = useTRPC();
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      await request.mutateAsync({ email });
      setSentTo(email.trim());
    } catch (err) {
      notify('Request failed', errorMessage(err, 'Please check your connection and try again.'), 'error');
    }
  }

  if (sentTo !== null) {
    return (
      <ResetCard title="Request received">
        <Stack gap="4" mt="6" data-testid="reset-request-received">
          <Text>
            If a Respira account uses <strong>{sentTo}</strong>, a Respira administrator will send a one-time reset link to that address.
            The link works once and stops working {RESET_LINK_LIFETIME_HOURS} hours after it is made.
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

  return (
    <ResetCard title="Forgot your password?" intro="Enter the email you use for Respira and we will pass your request to an administrator.">
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
