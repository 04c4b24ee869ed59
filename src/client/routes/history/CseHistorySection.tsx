import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import type { RouterOutput } from '../../lib/types';

type CseRow = RouterOutput['learner']['cseHistory'][number];

function scores(s: CseRow): string {
  if (s.igScore === null || s.igMpl === null || s.dmScore === null || s.dmMpl === null) return 'In progress';
  return `IG ${s.igScore} (passing level ${s.igMpl}) · DM ${s.dmScore} (passing level ${s.dmMpl})`;
}

function CseHistoryRow({ s }: { s: CseRow }) {
  const when = formatDateTime(s.finishedAt ?? s.startedAt);
  const badge =
    s.status === 'active' ? (
      <Badge size="lg">In progress</Badge>
    ) : (
      <Badge size="lg" colorPalette={s.passed ? 'green' : 'orange'}>
        {s.passed ? 'Passed' : 'Not passed'}
      </Badge>
    );
  return (
    <Box as="li" bg="white" borderWidth="1px" borderRadius="xl" data-testid="cse-history-row">
      <Link
        to={`/cse/${s.sessionId}`}
        aria-label={`${s.title}, ${when}, ${s.status === 'active' ? 'in progress' : s.passed ? 'passed' : 'not passed'}`}
        style={{ display: 'block' }}
      >
        <Flex justify="space-between" align="center" gap="3" p={{ base: 3, md: 4 }}>
          <Box minW="0">
            <Text fontWeight="semibold">{s.title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {s.mode === 'problem' ? 'Practice problem · ' : ''}
              {when} · {scores(s)}
            </Text>
          </Box>
          {badge}
        </Flex>
      </Link>
    </Box>
  );
}

/**
 * The learner's clinical simulations (issue #32) beside their other exams: each reopens its result (or resumes a
 * simulation in progress) at /cse/:sessionId. Shown only once there is one, so a learner who never played one sees
 * the history as before.
 */
export function CseHistorySection() {
  const trpc = useTRPC();
  const list = useQuery(trpc.learner.cseHistory.queryOptions(undefined, { staleTime: 0 }));
  if (!list.data || list.data.length === 0) return null;
  return (
    <Box as="section" mt="8" aria-labelledby="cse-history-heading">
      <Heading as="h2" size="lg" mb="3" id="cse-history-heading">
        Clinical simulations
      </Heading>
      <Stack as="ol" listStyleType="none" gap="3" data-testid="cse-history-list">
        {list.data.map((s) => (
          <CseHistoryRow key={s.sessionId} s={s} />
        ))}
      </Stack>
    </Box>
  );
}
