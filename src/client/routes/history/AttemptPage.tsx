import { Box, Container, Heading, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { AttemptReviewPanel } from '../../components/AttemptReviewPanel';
import { ButtonLink } from '../../components/ButtonLink';
import { PageSpinner } from '../../components/PageSpinner';
import { RequireAuth } from '../../components/RequireAuth';
import { formatDateTime, formatSpent } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import type { RouterOutput } from '../../lib/types';
import { ExamResults } from '../../components/exam-results/ExamResults';

type Attempt = RouterOutput['learner']['attemptReview']['attempt'];

/** A quiz, test or case run reopened: its score, counts and per-topic breakdown as its result screen gave them. */
function Summary({ a }: { a: Attempt }) {
  return (
    <Box bg="white" p={{ base: 5, md: 8 }} borderRadius="xl" borderWidth="1px" textAlign="center">
      <Heading as="h1" size="2xl">
        {a.title}
      </Heading>
      <Text color="fg.muted">Finished {formatDateTime(a.completedAt)}</Text>
      <Text fontSize="6xl" fontWeight="bold" color={a.score >= 75 ? 'green.700' : 'orange.700'} data-testid="attempt-score">
        {a.score}%
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="4">
        <Box p="3" bg="gray.50" borderRadius="lg">
          <Text fontSize="2xl" fontWeight="bold">
            {a.correctCount}/{a.totalQuestions}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Correct answers
          </Text>
        </Box>
        <Box p="3" bg="gray.50" borderRadius="lg">
          <Text fontSize="2xl" fontWeight="bold">
            {formatSpent(a.timeSpent)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Time spent
          </Text>
        </Box>
      </SimpleGrid>
      {a.topicBreakdown.length > 0 && (
        <Table.Root size="sm" mt="6" textAlign="start">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Topic</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Correct</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Score</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {a.topicBreakdown.map((t) => (
              <Table.Row key={t.topicName}>
                <Table.Cell>{t.topicName}</Table.Cell>
                <Table.Cell textAlign="end">
                  {t.correct}/{t.total}
                </Table.Cell>
                <Table.Cell textAlign="end">{t.percent}%</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}

function Attempt({ attemptId }: { attemptId: number }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  // The panel asks the same first page: one request serves both.
  const q = useQuery(
    trpc.learner.attemptReview.queryOptions({ attemptId, filter: 'all', topicId: undefined, section: undefined, page: 1 }),
  );
  if (q.isPending) return <PageSpinner label="Loading this attempt" />;
  if (q.isError) {
    return (
      <Container maxW="2xl" py="10">
        <Heading as="h1" size="lg">
          Attempt not found
        </Heading>
        <Text mt="2" color="fg.muted">
          {q.error.message}
        </Text>
        <Box mt="4">
          <ButtonLink to="/history">Back to History</ButtonLink>
        </Box>
      </Container>
    );
  }
  const back = (
    <Container maxW="4xl" pt={{ base: 4, md: 6 }}>
      <ButtonLink to="/history" variant="ghost" size="sm">
        ← Back to History
      </ButtonLink>
    </Container>
  );
  if (q.data.exam) {
    return (
      <>
        {back}
        <ExamResults result={q.data.exam} onAnother={() => void navigate('/exam')} />
      </>
    );
  }
  return (
    <>
      {back}
      <Container maxW="4xl" py={{ base: 4, md: 6 }}>
        <Summary a={q.data.attempt} />
        {q.data.attempt.selfReported ? (
          <Text mt="6" color="fg.muted">
            This exam score was reported without its answers, so there is nothing to review.
          </Text>
        ) : (
          <AttemptReviewPanel attemptId={attemptId} />
        )}
      </Container>
    </>
  );
}

export default function AttemptPage() {
  const { attemptId } = useParams();
  const id = Number(attemptId);
  return <RequireAuth>{Number.isInteger(id) && id > 0 ? <Attempt key={id} attemptId={id} /> : <BadId />}</RequireAuth>;
}

function BadId() {
  return (
    <Container maxW="2xl" py="10">
      <Heading as="h1" size="lg">
        Attempt not found
      </Heading>
      <Box mt="4">
        <ButtonLink to="/history">Back to History</ButtonLink>
      </Box>
    </Container>
  );
}
