import { Badge, Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ButtonLink';
import { PageSpinner } from '../../components/PageSpinner';
import { RequireAuth } from '../../components/RequireAuth';
import { formatDateTime } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import type { RouterOutput } from '../../lib/types';
import { CseHistorySection } from './CseHistorySection';

type Row = RouterOutput['learner']['history']['items'][number];

const KIND_LABELS: Record<Row['kind'], string> = {
  topic: 'Topic quiz',
  mixed: 'Mixed exam',
  exam: 'Exam',
  test: 'Test',
  case: 'Clinical case',
};

function HistoryRow({ a }: { a: Row }) {
  const body = (
    <Flex justify="space-between" align="center" gap="3" p={{ base: 3, md: 4 }}>
      <Box minW="0">
        <Text fontWeight="semibold">{a.title}</Text>
        <Text fontSize="sm" color="fg.muted">
          {KIND_LABELS[a.kind]} · {formatDateTime(a.completedAt)} ·{' '}
          {a.selfReported ? 'self-reported, not graded' : `${a.correctCount}/${a.totalQuestions} correct`}
        </Text>
      </Box>
      <Badge size="lg" colorPalette={a.score >= 75 ? 'green' : 'orange'}>
        {a.score}%
      </Badge>
    </Flex>
  );
  return (
    <Box as="li" bg="white" borderWidth="1px" borderRadius="xl" data-testid="history-row">
      {a.reviewable ? (
        <Link to={`/history/${a.id}`} aria-label={`${a.title}, ${formatDateTime(a.completedAt)}, ${a.score}%`} style={{ display: 'block' }}>
          {body}
        </Link>
      ) : (
        body
      )}
    </Box>
  );
}

/** Every finished quiz, exam, test and case run, newest first; each reopens its result and review. */
function History() {
  const trpc = useTRPC();
  const list = useInfiniteQuery(
    trpc.learner.history.infiniteQueryOptions({}, { getNextPageParam: (last) => last.nextCursor ?? undefined, staleTime: 0 }),
  );
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Container maxW="3xl" py={{ base: 6, md: 10 }} px={{ base: 3, md: 6 }}>
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }} mb="6">
        <Box>
          <Heading as="h1" size="2xl">
            History
          </Heading>
          <Text color="fg.muted">Everything you finished, newest first. Open one to see its result and review it again.</Text>
        </Box>
        <ButtonLink to="/dashboard" variant="outline">
          Back to Dashboard
        </ButtonLink>
      </Flex>
      {list.isPending ? (
        <PageSpinner label="Loading your history" />
      ) : list.isError ? (
        <Text role="alert">{list.error.message}</Text>
      ) : rows.length === 0 ? (
        <Text color="fg.muted">Nothing finished yet. Your quizzes, exams and tests appear here once you finish them.</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="3" data-testid="history-list">
          {rows.map((a) => (
            <HistoryRow key={a.id} a={a} />
          ))}
        </Stack>
      )}
      {list.hasNextPage && (
        <Flex justify="center" mt="4">
          <Button variant="outline" minH="11" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Show older
          </Button>
        </Flex>
      )}
      <CseHistorySection />
    </Container>
  );
}

export default function HistoryPage() {
  return (
    <RequireAuth>
      <History />
    </RequireAuth>
  );
}
