import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../components/Toaster';
import { errorMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { CancelDialog } from './CancelDialog';

/** Stripe statuses that still grant Pro (the server's rule); only these can be canceled or resumed. */
const PAID = new Set(['active', 'trialing']);

/** Renewal date, cancel at period end and resume, for a plan paid through Stripe. */
export function StripePlan() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.billing.status.queryOptions());
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation(trpc.billing.cancel.mutationOptions());
  const resume = useMutation(trpc.billing.resume.mutationOptions());

  if (status.isPending) return <Skeleton height="6" width="16rem" />;
  if (status.isError) {
    return (
      <Text color="red.700" role="alert">
        Your subscription details could not be loaded: {errorMessage(status.error, 'please reload the page.')}
      </Text>
    );
  }
  const sub = status.data.stripe;
  if (!sub || !PAID.has(sub.status)) {
    return <Text color="fg.muted">No card subscription is on file for this plan. To change it, contact support@respira.app.</Text>;
  }
  const endsOn = formatDate(sub.currentPeriodEnd);

  async function doCancel() {
    try {
      const next = await cancel.mutateAsync();
      queryClient.setQueryData(trpc.billing.status.queryKey(), next);
      setConfirming(false);
      notify('Subscription canceled', `Your Pro access ends on ${formatDate(next.stripe?.currentPeriodEnd)}.`, 'success');
    } catch (err) {
      setConfirming(false);
      notify('Could not cancel your subscription', errorMessage(err, 'Please try again.'), 'error');
    }
  }

  async function doResume() {
    try {
      const next = await resume.mutateAsync();
      queryClient.setQueryData(trpc.billing.status.queryKey(), next);
      notify('Subscription resumed', `Your Respira Pro subscription renews on ${formatDate(next.stripe?.currentPeriodEnd)}.`, 'success');
    } catch (err) {
      notify('Could not resume your subscription', errorMessage(err, 'Please try again.'), 'error');
    }
  }

  if (sub.cancelAtPeriodEnd) {
    return (
      <Stack gap="3" align="flex-start">
        <Text fontWeight="medium" data-testid="account-ends">
          Your Pro access ends on {endsOn}.
        </Text>
        <Text color="fg.muted">Changed your mind? Resume before then and nothing changes.</Text>
        <Button colorPalette="teal" loading={resume.isPending} loadingText="Resuming..." onClick={() => void doResume()}>
          Resume subscription
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="3" align="flex-start">
      <Text data-testid="account-renews">
        Renews on <strong>{endsOn}</strong>
      </Text>
      <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
        Cancel subscription
      </Button>
      <CancelDialog
        open={confirming}
        endsOn={endsOn}
        busy={cancel.isPending}
        onConfirm={() => void doCancel()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
