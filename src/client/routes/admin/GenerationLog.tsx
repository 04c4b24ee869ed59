import { Badge, Box, Heading, List, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import type { GenerationRun } from './types';

const number = (n: number) => n.toLocaleString();

function DroppedReasons({ run }: { run: GenerationRun }) {
  if (run.droppedReasons.length === 0) return null;
  return (
    <Box as="details" mt="1" fontSize="xs" data-testid="dropped-reasons">
      <Box as="summary" cursor="pointer" color="teal.700" _focusVisible={{ outline: '2px solid', outlineColor: 'teal.600' }}>
        Why {run.droppedReasons.length === 1 ? 'one was' : `${run.droppedReasons.length} were`} dropped
      </Box>
      <List.Root as="ul" ps="4" mt="1" gap="0.5" maxW="24rem" whiteSpace="normal">
        {run.droppedReasons.map((r, i) => (
          <List.Item key={i}>{r}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

function RunRow({ run }: { run: GenerationRun }) {
  const failed = run.status === 'error';
  return (
    <Table.Row data-testid="generation-run">
      <Table.Cell whiteSpace="nowrap">{formatDateTime(run.createdAt)}</Table.Cell>
      {/* Runs from `npm run questions:generate` have no signed-in user. */}
      <Table.Cell>{run.username ?? 'script'}</Table.Cell>
      <Table.Cell minW="10rem">{run.topicName ?? 'Unknown'}</Table.Cell>
      <Table.Cell>
        <Text fontFamily="mono" fontSize="xs">
          {run.model}
        </Text>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {run.requested} / {run.kept} / {run.dropped}
        <DroppedReasons run={run} />
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {number(run.totalTokens)}
        <Text fontSize="xs" color="fg.muted">
          {number(run.promptTokens)} in · {number(run.completionTokens)} out
        </Text>
      </Table.Cell>
      <Table.Cell minW={failed ? '14rem' : undefined}>
        <Badge colorPalette={failed ? 'red' : 'green'} variant="subtle">
          {failed ? 'Error' : 'OK'}
        </Badge>
        {failed && run.error && (
          <Text fontSize="xs" color="red.700" mt="1" whiteSpace="normal">
            {run.error}
          </Text>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/** Who generated what, when, with which model, at what token cost, and what was kept (issue #7). */
export function GenerationLog() {
  const trpc = useTRPC();
  const runs = useQuery(trpc.admin.generationRuns.queryOptions());
  const list = runs.data ?? [];
  return (
    <Box as="section" aria-labelledby="generation-log-heading" data-testid="generation-log">
      <Heading as="h3" size="md" id="generation-log-heading">
        Generation log
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        The latest 50 AI generation runs, newest first.
      </Text>
      {runs.isError ? (
        <Text color="red.700" role="alert">
          Could not load the generation log: {errorMessage(runs.error, 'please try again.')}
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="28rem">
          <Table.Root size="sm" minW="860px" stickyHeader>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>When</Table.ColumnHeader>
                <Table.ColumnHeader>Who</Table.ColumnHeader>
                <Table.ColumnHeader>Topic</Table.ColumnHeader>
                <Table.ColumnHeader>Model</Table.ColumnHeader>
                <Table.ColumnHeader>Requested / kept / dropped</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Tokens</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.length === 0 && (
                <Table.Row>
                  <Table.Cell colSpan={7} textAlign="center" color="fg.muted" py="6">
                    {runs.isPending ? 'Loading the generation log...' : 'No questions have been generated yet.'}
                  </Table.Cell>
                </Table.Row>
              )}
              {list.map((run) => (
                <RunRow key={run.id} run={run} />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}
