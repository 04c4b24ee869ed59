import { Box, HStack, Heading, Progress, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { adminBand } from '../../../shared/scoring';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';

export function PerformanceTab() {
  const trpc = useTRPC();
  const perf = useQuery(trpc.admin.topicPerformance.queryOptions());
  const rows = perf.data ?? [];
  return (
    <Box bg="white" borderWidth="1px" borderRadius="xl" p={{ base: 4, md: 6 }}>
      <Heading as="h2" size="lg">
        Topic Performance
      </Heading>
      <Text color="fg.muted" mb="4">
        Topic quizzes per topic, their average score, and the published questions in each topic.
      </Text>
      {perf.isError ? (
        <Text color="red.700" role="alert">
          Could not load topic performance: {errorMessage(perf.error, 'please try again.')}
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" data-testid="performance-table">
          <Table.Root size="sm" minW="680px">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Topic</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Total Attempts</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Average Score</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Questions Used</Table.ColumnHeader>
                <Table.ColumnHeader minW="220px">Performance</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.length === 0 && (
                <Table.Row>
                  <Table.Cell colSpan={5} textAlign="center" color="fg.muted" py="6">
                    {perf.isPending ? 'Loading performance...' : 'No performance data available'}
                  </Table.Cell>
                </Table.Row>
              )}
              {rows.map((r) => {
                // The server rounds averages to two decimals (SPEC §9); the band uses that figure, so 79.5 is Good.
                const score = r.avgScore;
                const band = adminBand(score);
                return (
                  <Table.Row key={r.topicId}>
                    <Table.Cell fontWeight="medium">{r.topicName}</Table.Cell>
                    <Table.Cell textAlign="end">{r.attempts}</Table.Cell>
                    <Table.Cell textAlign="end">{r.attempts > 0 ? `${score}%` : '—'}</Table.Cell>
                    <Table.Cell textAlign="end">{r.totalQuestions}</Table.Cell>
                    <Table.Cell>
                      {r.attempts > 0 ? (
                        <HStack gap="3">
                          <Progress.Root
                            value={score}
                            max={100}
                            size="sm"
                            colorPalette={band.color}
                            flex="1"
                            aria-label={`${r.topicName} average score`}
                          >
                            <Progress.Track>
                              <Progress.Range />
                            </Progress.Track>
                          </Progress.Root>
                          <Text fontSize="sm" minW="8.5rem">
                            {band.label}
                          </Text>
                        </HStack>
                      ) : (
                        <Text fontSize="sm" color="fg.muted">
                          No attempts yet
                        </Text>
                      )}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}
