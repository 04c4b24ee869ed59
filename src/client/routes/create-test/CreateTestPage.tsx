import { Box, Container, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ButtonLink';
import { PageSpinner } from '../../components/PageSpinner';
import { RequireAuth } from '../../components/RequireAuth';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { TestBuilder } from './TestBuilder';
import { TestReview } from './TestReview';
import { TestRunner } from './TestRunner';

/** What a free learner sees: what the screen does, and the way to Pro. */
function ProOnly() {
  return (
    <Container maxW="2xl" py="10" px={{ base: 3, md: 6 }}>
      <Box bg="white" p={{ base: 5, md: 8 }} borderRadius="xl" borderWidth="1px">
        <Heading as="h1" size="xl">
          Create a Test
        </Heading>
        <Text mt="3">Build your own practice test from the whole bank, and come back to what you missed at the right time:</Text>
        <List.Root mt="3" gap="1" ps="5">
          <List.Item>Tutor mode with the answer and explanation after each question, or timed mode at exam pace.</List.Item>
          <List.Item>
            Draw from the questions you have not seen, the ones you missed, or the ones you flagged for review, in any topics.
          </List.Item>
          <List.Item>Flag questions for review, keep private notes, and tag why you missed one.</List.Item>
          <List.Item>Spaced review brings each missed question back just before you would forget it.</List.Item>
        </List.Root>
        <Text mt="4" fontWeight="medium">
          Creating tests is part of Respira Pro.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="6">
          <ButtonLink to="/subscription" variant="accent">
            Upgrade to Pro
          </ButtonLink>
          <ButtonLink to="/dashboard" variant="outline">
            Back to Dashboard
          </ButtonLink>
        </Stack>
      </Box>
    </Container>
  );
}

/** A test by its id (?test=…): running, or its review once finished; a reload resumes it from the server. */
function TestScreen({ testId }: { testId: number }) {
  const trpc = useTRPC();
  const test = useQuery({ ...trpc.learner.getTest.queryOptions({ testId }), staleTime: 0 });
  if (test.isPending) return <PageSpinner label="Loading your test" />;
  if (test.isError || !test.data) {
    return (
      <Container maxW="2xl" py="10">
        <Heading as="h1" size="lg">
          Test not found
        </Heading>
        <Text mt="2" color="fg.muted">
          {test.error?.message ?? 'This test does not exist.'}
        </Text>
        <Box mt="4">
          <ButtonLink to="/create-test">Create a Test</ButtonLink>
        </Box>
      </Container>
    );
  }
  return test.data.finishedAt ? <TestReview test={test.data} /> : <TestRunner key={test.data.id} test={test.data} />;
}

function CreateTest() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const testId = Number(params.get('test'));
  if (!user?.isPro) return <ProOnly />;
  if (Number.isInteger(testId) && testId > 0) return <TestScreen testId={testId} />;
  return <TestBuilder onStarted={(id) => setParams({ test: String(id) })} />;
}

export default function CreateTestPage() {
  return (
    <RequireAuth>
      <CreateTest />
    </RequireAuth>
  );
}
