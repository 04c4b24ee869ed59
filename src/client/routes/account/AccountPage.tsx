import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { RequireAuth } from '../../components/RequireAuth';
import { formatDate } from '../../lib/format';
import { displayName, useSession } from '../../lib/session';
import { hasRoleAccess, planLabel } from './planLabel';
import { StripePlan } from './StripePlan';
import { ButtonLink } from '../../components/ButtonLink';
import { ReadinessTargetChoice } from './ReadinessTarget';
import { ExamPlanSection } from './ExamPlanSection';
import { StudyLimits } from './StudyLimits';
import { StudyReminders } from './StudyReminders';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section" bg="white" borderWidth="1px" borderRadius="xl" p={{ base: 5, md: 6 }}>
      <Heading as="h2" size="lg" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Account() {
  const { user, signOut } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  if (!user) return null;
  const roleAccess = hasRoleAccess(user);

  const profile: [string, string][] = [
    ['Name', displayName(user)],
    ['Username', user.username],
    ['Email', user.email],
    ['Member since', formatDate(user.createdAt)],
  ];

  return (
    <Container maxW="3xl" py={{ base: 6, md: 10 }}>
      <Heading as="h1" size="2xl" mb="6">
        Your Account
      </Heading>
      <Stack gap="6">
        <Section title="Profile">
          <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: '10rem 1fr' }} columnGap="4" rowGap={{ base: 1, sm: 3 }}>
            {profile.map(([label, value]) => (
              <Fragment key={label}>
                <Box as="dt" fontSize="sm" color="fg.muted" mt={{ base: 2, sm: 0 }}>
                  {label}
                </Box>
                <Box as="dd" fontWeight="medium" wordBreak="break-word" data-testid={`account-${label.toLowerCase().replace(/\s+/g, '-')}`}>
                  {value}
                </Box>
              </Fragment>
            ))}
          </Box>
        </Section>

        <Section title="Plan">
          <Stack gap="3" align="flex-start">
            <Text fontSize="xl" fontWeight="bold" data-testid="account-plan">
              {planLabel(user)}
            </Text>
            {roleAccess && <Text color="fg.muted">Pro access included with your role</Text>}
            {!user.isPro && (
              <>
                <Text color="fg.muted">
                  Upgrade to Respira Pro for every practice quiz, the mixed practice exams and the CRT and RRT simulations.
                </Text>
                <ButtonLink to="/subscription" variant="accent">
                  Upgrade to Pro
                </ButtonLink>
              </>
            )}
            {user.subscriptionStatus === 'pro' && <StripePlan />}
            {user.subscriptionStatus === 'premium' && (
              <>
                <Text color="fg.muted" data-testid="account-granted">
                  Granted by an administrator
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  To change this plan, contact support@respira.app.
                </Text>
              </>
            )}
          </Stack>
        </Section>

        <Section title="Your exam">
          <ExamPlanSection />
        </Section>

        <Section title="Exam target">
          <ReadinessTargetChoice />
        </Section>

        <Section title="Daily review limits">
          <StudyLimits />
        </Section>

        <Section title="Study reminders">
          <StudyReminders />
        </Section>

        <Section title="Session">
          <Text color="fg.muted" mb="4">
            Signing out ends your session on this device.
          </Text>
          <Button
            variant="outline"
            colorPalette="red"
            loading={signingOut}
            onClick={() => {
              setSigningOut(true);
              // signOut resolves without leaving when the learner keeps unsynced results: the button comes back.
              void signOut().finally(() => setSigningOut(false));
            }}
          >
            Sign out
          </Button>
        </Section>
      </Stack>
    </Container>
  );
}

export default function AccountPage() {
  return (
    <RequireAuth>
      <Account />
    </RequireAuth>
  );
}
