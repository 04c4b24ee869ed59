import { Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ButtonLink';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { ResetCard } from '../../components/ResetCard';

/**
 * The unsubscribe link of every reminder. The page asks the server once it has loaded in a browser: the server
 * changes nothing on a GET, which link scanners in mail services fetch on their own.
 */
export default function UnsubscribePage() {
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const unsubscribe = useMutation(trpc.reminders.unsubscribe.mutationOptions());
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !key) return;
    asked.current = true;
    unsubscribe.mutate({ key });
  }, [key, unsubscribe]);

  const problem = !key
    ? 'This page needs the full unsubscribe link from a reminder.'
    : unsubscribe.isError
      ? errorMessage(unsubscribe.error, 'You were not unsubscribed. Please try the link again.')
      : null;
  return (
    <ResetCard title={problem ? 'This link cannot be used' : 'Study reminders'}>
      <Stack gap="4" mt="6" data-testid="reminder-unsubscribe">
        {problem ? (
          <Text role="alert">{problem}</Text>
        ) : unsubscribe.isSuccess ? (
          <Text role="status">You will get no more study reminders.</Text>
        ) : (
          <Text color="fg.muted">Turning reminders off…</Text>
        )}
        {!problem && unsubscribe.isSuccess && <Text color="fg.muted">Changed your mind? You can turn them back on in your account.</Text>}
        <ButtonLink to="/account">Go to your account</ButtonLink>
      </Stack>
    </ResetCard>
  );
}
