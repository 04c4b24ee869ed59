import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';
import type { CseHistoryRow } from './types';

function verdict(r: CseHistoryRow): { text: string; palette: string } {
  if (r.status === 'active') return { text: 'In progress', palette: 'blue' };
  return r.passed ? { text: 'Passed', palette: 'green' } : { text: 'Not passed', palette: 'orange' };
}

function Scores({ r }: { r: CseHistoryRow }) {
  if (r.status === 'active' || r.igScore === null || r.dmScore === null) return null;
  return (
    <Text fontSize="sm">
      IG {r.igScore} (passing level {r.igMpl}) · DM {r.dmScore} (passing level {r.dmMpl})
    </Text>
  );
}

/** The learner's simulations, newest first: each opens its result, an active one resumes. */
export function SimulationHistory({ rows }: { rows: CseHistoryRow[] }) {
  if (!rows.length) return <Text color="fg.muted">No simulations yet. Your practice problems and full simulations appear here.</Text>;
  return (
    <Stack as="ol" listStyleType="none" gap="2" data-testid="cse-history">
      {rows.map((r) => {
        const v = verdict(r);
        const label = r.status === 'active' ? 'Resume' : 'See the result';
        return (
          <Box as="li" key={r.sessionId} bg="white" borderWidth="1px" borderRadius="xl" data-testid="cse-history-row">
            <Link
              to={`/cse/${r.sessionId}`}
              style={{ display: 'block' }}
              aria-label={`${label}: ${r.title}, ${formatDateTime(r.startedAt)}`}
            >
              <Flex justify="space-between" align="center" gap="3" p={{ base: 3, md: 4 }} minH="11">
                <Box minW="0">
                  <Text fontWeight="semibold">{r.title}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDateTime(r.startedAt)} · {r.mode === 'exam' ? `${r.problemCount} problems` : 'Practice problem'}
                  </Text>
                  <Scores r={r} />
                </Box>
                <Badge size="lg" colorPalette={v.palette} flexShrink={0}>
                  {v.text}
                </Badge>
              </Flex>
            </Link>
          </Box>
        );
      })}
    </Stack>
  );
}
