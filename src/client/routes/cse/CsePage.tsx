import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CSE_FORMAT } from '../../../shared/cseFormat';
import { ButtonLink } from '../../components/ButtonLink';
import { PageSpinner } from '../../components/PageSpinner';
import { RequireAuth } from '../../components/RequireAuth';
import { notify } from '../../components/Toaster';
import { errorCode, errorMessage } from '../../lib/errors';
import { formatDuration } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CseIntro } from './CseIntro';
import { ProblemList } from './ProblemList';
import { SimulationHistory } from './SimulationHistory';
import type { CseView } from './types';

const EXAM_BODY = `${CSE_FORMAT.problems} problems in ${formatDuration(CSE_FORMAT.minutes)}. The clock starts now and keeps running if you leave; come back here to resume. Every choice is final once revealed.`;

function ClinicalSimulations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useQuery(trpc.learner.cseProblems.queryOptions(undefined, { staleTime: 0 }));
  const active = useQuery(trpc.learner.cseActive.queryOptions(undefined, { staleTime: 0, gcTime: 0 }));
  const history = useQuery(trpc.learner.cseHistory.queryOptions(undefined, { staleTime: 0 }));
  const start = useMutation(trpc.learner.cseStart.mutationOptions());
  const [starting, setStarting] = useState<number | 'exam' | null>(null);
  const [confirming, setConfirming] = useState(false);

  function open(view: CseView) {
    // The play screen reads the session from the cache first: no second request for what the start answered.
    queryClient.setQueryData(trpc.learner.cseSession.queryKey({ sessionId: view.id }), view);
    void navigate(`/cse/${view.id}`);
  }

  async function begin(input: { mode: 'problem'; problemId: number } | { mode: 'exam' }) {
    setStarting(input.mode === 'exam' ? 'exam' : input.problemId);
    try {
      open(await start.mutateAsync(input));
    } catch (err) {
      notify('Could not start the simulation', errorMessage(err, 'Check your connection and try again.'), 'error');
      if (errorCode(err) === 'CONFLICT') void active.refetch();
    } finally {
      setStarting(null);
      setConfirming(false);
    }
  }

  if (list.isPending) return <PageSpinner label="Loading the clinical simulations" />;
  if (list.isError) return <Text role="alert">{errorMessage(list.error, 'The problems could not be loaded.')}</Text>;
  const { problems, free } = list.data;

  return (
    <Container maxW="4xl" py={{ base: 6, md: 10 }} px={{ base: 3, md: 6 }}>
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }} mb="4">
        <Heading as="h1" size="2xl">
          Clinical simulations
        </Heading>
        <ButtonLink to="/exam" variant="outline">
          Back to Exam Center
        </ButtonLink>
      </Flex>
      <CseIntro />

      <Box as="section" mt="6" bg="white" borderWidth="1px" borderRadius="xl" p={{ base: 4, md: 6 }} data-testid="cse-full">
        <Heading as="h2" size="lg">
          Full simulation
        </Heading>
        <Text mt="1" color="fg.muted">
          {CSE_FORMAT.problems} problems drawn across the patient categories, on a {formatDuration(CSE_FORMAT.minutes)} clock, scored as the
          exam scores them.
        </Text>
        {active.data ? (
          <Stack mt="3" gap="2">
            <Text fontWeight="semibold">
              You have a simulation in progress: problem {active.data.position + 1} of {active.data.problemCount}.
            </Text>
            <ButtonLink to={`/cse/${active.data.id}`} block>
              Resume
            </ButtonLink>
          </Stack>
        ) : free ? (
          <Stack mt="3" gap="2" align="flex-start">
            <Text fontWeight="medium">Full simulations are part of Respira Pro.</Text>
            <ButtonLink to="/subscription" variant="accent">
              Upgrade to Pro
            </ButtonLink>
          </Stack>
        ) : (
          <Button
            mt="3"
            minH="11"
            colorPalette="teal"
            disabled={active.isPending || starting !== null}
            loading={starting === 'exam'}
            onClick={() => setConfirming(true)}
          >
            Start full simulation
          </Button>
        )}
      </Box>

      <Box as="section" mt="8" aria-labelledby="cse-problems">
        <Heading as="h2" size="lg" id="cse-problems">
          Practice a problem
        </Heading>
        <Text mt="1" mb="4" color="fg.muted">
          One problem at a time, with no clock to beat. When it ends, the review shows every option with its weight and why, and your path
          against the best path.
        </Text>
        {free && (
          <Flex gap="3" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} mb="4" data-testid="cse-upsell">
            <Text fontWeight="medium">Clinical simulations are part of Respira Pro. The free plan includes the sample problem.</Text>
            <ButtonLink to="/subscription" variant="accent">
              Upgrade to Pro
            </ButtonLink>
          </Flex>
        )}
        <ProblemList
          problems={problems}
          starting={typeof starting === 'number' ? starting : null}
          onPractice={(problemId) => void begin({ mode: 'problem', problemId })}
        />
      </Box>

      <Box as="section" mt="8" aria-labelledby="cse-history-title">
        <Heading as="h2" size="lg" id="cse-history-title" mb="3">
          Your simulations
        </Heading>
        {history.isPending ? (
          <PageSpinner label="Loading your simulations" />
        ) : history.isError ? (
          <Text role="alert">{errorMessage(history.error, 'Your simulations could not be loaded.')}</Text>
        ) : (
          <SimulationHistory rows={history.data} />
        )}
      </Box>

      <ConfirmDialog
        testId="cse-confirm"
        open={confirming}
        title="Start a full simulation?"
        body={EXAM_BODY}
        confirmLabel="Start now"
        busy={starting === 'exam'}
        onConfirm={() => void begin({ mode: 'exam' })}
        onCancel={() => setConfirming(false)}
      />
    </Container>
  );
}

export default function CsePage() {
  return (
    <RequireAuth>
      <ClinicalSimulations />
    </RequireAuth>
  );
}
