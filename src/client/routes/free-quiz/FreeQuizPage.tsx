import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { trpcClient } from '../../lib/api';
import { PageSpinner } from '../../components/PageSpinner';
import { errorCode, errorMessage } from '../../lib/errors';
import { loadFreeQuiz, saveFreeQuiz } from '../../offline/db';
import { isNetworkError } from '../../offline/status';
import { shuffleInBrowser } from '../../lib/shuffle';
import { useTRPC } from '../../lib/trpc';
import { FreeQuizResult } from './FreeQuizResult';
import { FreeQuizRunner } from './FreeQuizRunner';
import type { FreeQuestion, FreeQuizOutcome } from './types';
import { ButtonLink } from '../../components/ButtonLink';

const OFFLINE = 'Please check your internet connection and try again.';

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxW="lg" py="16">
      <Box bg="white" p={{ base: 6, md: 8 }} borderRadius="xl" borderWidth="1px" textAlign="center">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {children}
      </Box>
    </Container>
  );
}

/**
 * A fresh draw from the server; the last one is kept on the device, so without a connection the
 * preview still works (its questions reshuffled).
 */
async function drawFreeQuiz(): Promise<FreeQuestion[]> {
  try {
    const questions = await trpcClient.learner.freeQuiz.query();
    void saveFreeQuiz(questions).catch(() => undefined);
    return questions;
  } catch (err) {
    if (!isNetworkError(err)) throw err;
    const kept = await loadFreeQuiz().catch(() => undefined);
    if (!kept?.length) throw err;
    return shuffleInBrowser(kept);
  }
}

export default function FreeQuizPage() {
  const trpc = useTRPC();
  const quiz = useQuery({ queryKey: trpc.learner.freeQuiz.queryKey(), queryFn: drawFreeQuiz });
  const [outcome, setOutcome] = useState<FreeQuizOutcome | null>(null);
  // A new round remounts the runner so no state from the previous attempt survives.
  const [round, setRound] = useState(0);

  if (quiz.isFetching) return <PageSpinner label="Loading the free quiz" />;

  if (quiz.isError) {
    return (
      <Notice title="Free Practice Quiz">
        <Text mt="3" color="red.700" role="alert">
          We couldn't load the quiz questions.{' '}
          {/* Without a server code the request never got an answer: the client's raw text ("Failed to fetch") helps nobody. */}
          {errorCode(quiz.error) ? errorMessage(quiz.error, OFFLINE) : OFFLINE}
        </Text>
        <Button mt="6" colorPalette="teal" onClick={() => void quiz.refetch()}>
          Retry
        </Button>
      </Notice>
    );
  }

  const questions = quiz.data ?? [];
  if (questions.length === 0) {
    return (
      <Notice title="Free Practice Quiz">
        <Text mt="3" color="fg.muted">
          There are no free preview questions available right now. You can still explore everything Respira Pro offers.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="6" justify="center">
          <ButtonLink to="/subscription" variant="accent">
            Get Full Access
          </ButtonLink>
          <ButtonLink to="/" variant="outline">
            Back to Home
          </ButtonLink>
        </Stack>
      </Notice>
    );
  }

  if (outcome) {
    return (
      <FreeQuizResult
        questions={questions}
        {...outcome}
        onTryAgain={() => {
          setOutcome(null);
          setRound((r) => r + 1);
          void quiz.refetch();
        }}
      />
    );
  }

  return <FreeQuizRunner key={round} questions={questions} onComplete={setOutcome} />;
}
