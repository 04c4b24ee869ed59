import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { notify } from '../components/Toaster';
import { useSession } from './session';
import { useTRPC } from './trpc';

export const SUCCESS_TITLE = 'Subscription Successful';
export const SUCCESS_TEXT = 'Welcome to Respira Pro! You now have unlimited access.';

/**
 * After Stripe confirmed a payment in the browser: the server asks Stripe itself (the browser's word is
 * not trusted), then the session re-reads the user so the header and gates show Pro. The success toast
 * only appears once the server has Pro on record; a payment Stripe still processes gets an honest note
 * instead, and the webhook finishes the job.
 */
export function useActivatePro() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { refresh: refreshSession } = useSession();
  const { mutateAsync: refreshBilling } = useMutation(trpc.billing.refresh.mutationOptions());

  return useCallback(async () => {
    let isPaid = false;
    try {
      const status = await refreshBilling();
      queryClient.setQueryData(trpc.billing.status.queryKey(), status);
      isPaid = status.subscriptionStatus === 'pro';
    } catch (err) {
      console.error('Could not refresh the subscription after payment', err);
    }
    await refreshSession();
    if (isPaid) notify(SUCCESS_TITLE, SUCCESS_TEXT, 'success');
    else
      notify(
        'Payment received',
        'Stripe is still confirming your payment. Respira Pro unlocks as soon as it is confirmed; reload this page in a minute.',
        'info',
      );
    return isPaid;
  }, [queryClient, refreshBilling, refreshSession, trpc]);
}
