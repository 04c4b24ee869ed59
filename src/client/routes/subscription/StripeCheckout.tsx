import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementsOptions } from '@stripe/stripe-js';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { tokenValue } from '../../components/chakra/theme';
import { notify } from '../../components/Toaster';
import { getStripe } from './stripeLoader';
import { useActivatePro } from '../../lib/useActivatePro';

const FAILED_FALLBACK = 'Your payment could not be completed. Please check your details and try again.';

/** Matches the app's teal buttons, so the card form does not look like a foreign page. */
const APPEARANCE: StripeElementsOptions['appearance'] = {
  theme: 'stripe',
  variables: { colorPrimary: tokenValue('colors.brand.600'), borderRadius: '8px' },
};

function CheckoutForm() {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const activate = useActivatePro();
  const [elementReady, setElementReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = Boolean(stripe && elements && elementReady);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!stripe || !elements || !ready || busy) return;
    setBusy(true);
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/dashboard` },
        // Cards without 3-D Secure finish here; the rest come back through /dashboard (usePaymentReturn).
        redirect: 'if_required',
      });
      if (result.error) {
        notify('Payment Failed', result.error.message ?? FAILED_FALLBACK, 'error');
        setBusy(false);
        return;
      }
      await activate();
      void navigate('/dashboard', { replace: true });
    } catch (err) {
      console.error('Payment confirmation failed', err);
      notify('Payment Failed', err instanceof Error && err.message ? err.message : FAILED_FALLBACK, 'error');
      setBusy(false);
    }
  }

  return (
    <Box as="form" onSubmit={submit} textAlign="start" mt="6" aria-label="Payment details" data-testid="payment-form">
      <PaymentElement
        onReady={() => setElementReady(true)}
        onLoadError={(event) => {
          console.error('The Stripe payment form failed to load', event.error);
          setLoadError(event.error.message ?? 'The payment form could not be loaded.');
        }}
      />
      {loadError && (
        <Text mt="3" color="red.700" role="alert">
          {loadError} Please reload the page to try again.
        </Text>
      )}
      <Button
        type="submit"
        mt="6"
        w="full"
        size="lg"
        colorPalette="teal"
        disabled={!ready}
        loading={busy}
        loadingText="Processing Payment..."
        data-testid="complete-subscription"
      >
        Complete Subscription
      </Button>
    </Box>
  );
}

interface Props {
  publishableKey: string;
  clientSecret: string;
}

/** Stripe's Payment Element for one subscription's first payment. The only module that imports Stripe. */
export default function StripeCheckout({ publishableKey, clientSecret }: Props) {
  const stripePromise = useMemo(() => getStripe(publishableKey), [publishableKey]);
  const [unavailable, setUnavailable] = useState(false);
  const options = useMemo<StripeElementsOptions>(() => ({ clientSecret, appearance: APPEARANCE }), [clientSecret]);

  useEffect(() => {
    let live = true;
    void stripePromise.then((stripe) => {
      if (live && !stripe) setUnavailable(true);
    });
    return () => {
      live = false;
    };
  }, [stripePromise]);

  if (unavailable) {
    return (
      <Stack mt="6" gap="3" align="center" role="alert">
        <Text color="red.700">The secure payment form from Stripe could not be loaded. Check your connection and try again.</Text>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Stack>
    );
  }

  // A new client secret (another plan) is another payment: Elements cannot switch secrets, so it starts over.
  return (
    <Elements key={clientSecret} stripe={stripePromise} options={options}>
      <CheckoutForm />
    </Elements>
  );
}
