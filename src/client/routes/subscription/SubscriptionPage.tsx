import { Box, Button, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { MONEY_BACK_DAYS, PLANS, type PlanId } from '../../../shared/plans';
import { PageSpinner } from '../../components/PageSpinner';
import { useSession } from '../../lib/session';
import { AuthForm } from '../../components/AuthForm';
import { PaymentSection } from './PaymentSection';
import { PlanCards } from './PlanCards';
import { usePageMeta } from './usePageMeta';

const TITLE = 'Respira Pro — Unlimited NBRC-style practice for the RTE and TMC';
const DESCRIPTION = `Upgrade to Respira Pro: unlimited NBRC-style practice quizzes, RTE (from 2027) and TMC simulations, CRT and RRT exam simulations, detailed explanations and progress tracking. ${PLANS.monthly.price} per month or ${PLANS.yearly.price} per year, with a ${MONEY_BACK_DAYS}-day money-back guarantee.`;

function GetStarted() {
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);

  // The button is replaced by the form, so focus follows to the form's first field.
  useEffect(() => {
    if (!open) return;
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formRef.current?.querySelector('input')?.focus({ preventScroll: true });
  }, [open]);

  return (
    <Box as="section" aria-labelledby="get-started-heading" bg="white" borderWidth="1px" borderRadius="xl" p={{ base: 5, md: 8 }}>
      <Heading as="h2" id="get-started-heading" size="xl" textAlign="center">
        Ready to Get Started?
      </Heading>
      <Text mt="2" color="fg.muted" textAlign="center">
        Create your free account, then choose your plan to unlock Respira Pro.
      </Text>
      {open ? (
        <Box ref={formRef} mt="6" id="signup-form">
          <AuthForm initialMode="signup" embedded />
        </Box>
      ) : (
        <Flex justify="center" mt="6">
          <Button colorPalette="orange" size="lg" aria-expanded={false} aria-controls="signup-form" onClick={() => setOpen(true)}>
            <Box as="span" hideBelow="sm">
              Create Account &amp; Subscribe
            </Box>
            <Box as="span" hideFrom="sm">
              Get Started
            </Box>
          </Button>
        </Flex>
      )}
    </Box>
  );
}

export default function SubscriptionPage() {
  const { status, user } = useSession();
  const [plan, setPlan] = useState<PlanId>('monthly');
  usePageMeta(TITLE, DESCRIPTION);

  if (status === 'loading') return <PageSpinner label="Loading your session" />;
  if (user?.isPro) return <Navigate to="/dashboard" replace />;

  return (
    <Container maxW="5xl" py={{ base: 6, md: 12 }}>
      <Box textAlign="center" mb={{ base: 6, md: 10 }}>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
          Upgrade to Respira Pro
        </Heading>
        <Text mt="3" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          Unlimited NBRC-style practice, full-length simulations of the RTE every candidate sits from 2027 (and the TMC until the end of
          2026), and detailed explanations for every question.
        </Text>
      </Box>

      <PlanCards selected={plan} onSelect={setPlan} />

      <Flex
        mt="6"
        gap={{ base: 2, sm: 6 }}
        justify="center"
        direction={{ base: 'column', sm: 'row' }}
        align="center"
        fontSize="sm"
        color="fg.muted"
      >
        <Text>✓ {MONEY_BACK_DAYS}-day money-back guarantee</Text>
        <Text>✓ Cancel anytime</Text>
      </Flex>

      <Box mt={{ base: 8, md: 12 }} maxW="2xl" mx="auto">
        {user ? <PaymentSection plan={plan} /> : <GetStarted />}
      </Box>
    </Container>
  );
}
