import { Box, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PLANS, type PlanId } from '../../../shared/plans';
import { errorCode } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';

const SUPPORT_EMAIL = 'support@respira.app';

// Stripe's code is fetched only when there is a payment to confirm, never for the rest of the app.
const StripeCheckout = lazy(() => import('./StripeCheckout'));

function Panel({ children, testId }: { children: React.ReactNode; testId: string }) {
  return (
    <Box bg="white" borderWidth="1px" borderRadius="xl" p={{ base: 5, md: 8 }} textAlign="center" data-testid={testId}>
      {children}
    </Box>
  );
}

function Waiting({ label }: { label: string }) {
  return (
    <Panel testId="payment-waiting">
      <Stack align="center" gap="3" role="status" aria-live="polite">
        <Spinner color="teal.600" size="lg" />
        <Text color="fg.muted">{label}</Text>
      </Stack>
    </Panel>
  );
}

function PaymentSetupRequired() {
  return (
    <Panel testId="payment-setup-required">
      <Heading as="h2" size="xl">
        Payment Setup Required
      </Heading>
      <Text mt="3" color="fg.muted">
        Online payment for Respira Pro is being configured and can't be completed here at the moment.
      </Text>
      <Text mt="2" color="fg.muted">
        Please contact our support team and we will help you subscribe.
      </Text>
      <Button asChild mt="6" colorPalette="teal" size="lg">
        <a href={`mailto:${SUPPORT_EMAIL}`}>Contact Support Team</a>
      </Button>
    </Panel>
  );
}

/** The subscription answer's client secret, if it has one (the server's answer type is still open). */
function clientSecretOf(answer: unknown): string | null {
  if (answer && typeof answer === 'object' && 'clientSecret' in answer) {
    const secret = answer.clientSecret;
    return typeof secret === 'string' && secret ? secret : null;
  }
  return null;
}

/** Signed in without Pro: prepares a subscription for the chosen plan, or explains why it can't. */
export function PaymentSection({ plan }: { plan: PlanId }) {
  const trpc = useTRPC();
  const config = useQuery(trpc.billing.config.queryOptions());
  const { refresh: refreshSession } = useSession();
  const { mutateAsync } = useMutation(trpc.billing.createSubscription.mutationOptions());
  const [setup, setSetup] = useState<{ plan: PlanId; clientSecret: string | null } | null>(null);
  // The last plan asked for: skips StrictMode's repeated effect and drops answers for a plan no longer chosen.
  const requested = useRef<PlanId | null>(null);
  const publishableKey = config.data?.configured ? config.data.publishableKey : null;
  const configured = Boolean(publishableKey);

  useEffect(() => {
    if (!configured || requested.current === plan) return;
    requested.current = plan;
    mutateAsync({ plan }).then(
      (answer: unknown) => {
        if (requested.current !== plan) return;
        const clientSecret = clientSecretOf(answer);
        if (!clientSecret) console.error('Subscription setup returned no client secret', answer);
        setSetup({ plan, clientSecret });
      },
      (err: unknown) => {
        if (requested.current !== plan) return;
        console.error('Subscription setup failed', err);
        // Already paid (e.g. in another tab): re-reading the user sends them on to the dashboard.
        if (errorCode(err) === 'CONFLICT') void refreshSession();
        setSetup({ plan, clientSecret: null });
      },
    );
  }, [configured, plan, mutateAsync, refreshSession]);

  useEffect(() => {
    if (config.error) console.error('Payment configuration could not be loaded', config.error);
  }, [config.error]);

  if (config.isPending) return <Waiting label="Checking payment options…" />;
  if (!publishableKey) return <PaymentSetupRequired />;
  if (!setup || setup.plan !== plan) return <Waiting label={`Preparing your ${PLANS[plan].name} subscription…`} />;
  if (!setup.clientSecret) return <PaymentSetupRequired />;

  return (
    <Panel testId="complete-payment">
      <Heading as="h2" size="xl">
        Complete Your Payment
      </Heading>
      <Text mt="3" color="fg.muted">
        {PLANS[plan].name}: {PLANS[plan].price} per {PLANS[plan].period}. Payments are processed securely by Stripe.
      </Text>
      <Suspense
        fallback={
          <Stack align="center" mt="6" role="status" aria-live="polite">
            <Spinner color="teal.600" />
            <Text color="fg.muted">Loading the secure payment form…</Text>
          </Stack>
        }
      >
        <StripeCheckout publishableKey={publishableKey} clientSecret={setup.clientSecret} />
      </Suspense>
    </Panel>
  );
}
