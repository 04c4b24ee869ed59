import { Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ButtonLink';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { ResetCard } from '../../components/ResetCard';

/** Opened from the confirmation mail, on any device: no sign-in needed, the link itself is the proof. */
export default function ConfirmReminderPage() {
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation(trpc.reminders.confirm.mutationOptions());
  const asked = useRef(false);
  useEffect(() => {
    // Once per page load: a second call would only be told the link was used.
    if (asked.current || !token) return;
    asked.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  const problem = !token
    ? 'This page needs the full link from the confirmation email.'
    : confirm.isError
      ? errorMessage(confirm.error, 'The address could not be confirmed. Please try the link again.')
      : null;
  return (
    <ResetCard title={problem ? 'This link cannot be used' : 'Study reminders'}>
      <Stack gap="4" mt="6" data-testid="reminder-confirm">
        {problem ? (
          <Text role="alert">{problem}</Text>
        ) : confirm.data ? (
          <Text role="status" wordBreak="break-word">
            Your address is confirmed. Reminders will go to {confirm.data.email}
            {confirm.data.enabled ? '.' : ' once you turn them on in your account.'}
          </Text>
        ) : (
          <Text color="fg.muted">Confirming your address…</Text>
        )}
        <ButtonLink to="/account">Go to your account</ButtonLink>
      </Stack>
    </ResetCard>
  );
}
