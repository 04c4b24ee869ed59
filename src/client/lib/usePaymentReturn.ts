import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../components/Toaster';
import { STRIPE_PARAMS, isPaymentReturn } from './paymentReturnParams';
import { useActivatePro } from './useActivatePro';

/**
 * For the dashboard, Stripe's return_url: when a payment needed a redirect, Stripe sends the user back
 * here instead of to the subscription page, so this is where Pro gets picked up.
 */
export function usePaymentReturn() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const activate = useActivatePro();
  // Once per return, also under StrictMode's repeated effects.
  const handled = useRef(false);
  const status = params.get('redirect_status');
  const returned = isPaymentReturn(params);

  useEffect(() => {
    if (!returned || handled.current) return;
    handled.current = true;
    // The parameters include the payment's client secret: keep it out of the address bar and history,
    // and stop a reload from announcing the payment again.
    const rest = new URLSearchParams(params);
    for (const key of STRIPE_PARAMS) rest.delete(key);
    const search = rest.toString();
    void navigate({ pathname, search: search ? `?${search}` : '' }, { replace: true });
    if (status === 'failed') {
      notify('Payment Failed', 'Your payment was not completed. You can try again from the subscription page.', 'error');
      return;
    }
    void activate();
  }, [returned, status, params, pathname, navigate, activate]);
}
