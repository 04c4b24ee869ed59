import { Box, CloseButton, Dialog, Heading, Portal, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/errors';
import { formatDate, formatDateTime } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { activityLabel } from '../../lib/activityLabel';
import { fullName, minutesLabel, type AnalyticsUser } from './labels';

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box p="3" bg="gray.50" borderRadius="lg">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="bold">
        {value}
      </Text>
    </Box>
  );
}

function Section({ title, empty, isEmpty, children }: { title: string; empty: string; isEmpty: boolean; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      {isEmpty ? (
        <Text color="fg.muted" fontSize="sm">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Box>
  );
}

function DetailBody({ id }: { id: number }) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.superAdmin.userDetail.queryOptions({ id }));
  if (detail.isPending) return <Skeleton height="60" />;
  if (detail.error)
    return (
      <Text color="red.700" role="alert">
        {errorMessage(detail.error, 'Could not load this user.')}
      </Text>
    );
  const { user, progressByTopic, quizHistory, activityHistory } = detail.data;
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Figure label="Total logins" value={user.loginCount} />
        <Figure label="Quizzes taken" value={user.totalQuizzes} />
        <Figure label="Average score" value={user.totalQuizzes ? `${user.averageScore}%` : '—'} />
        <Figure label="Member since" value={formatDate(user.createdAt)} />
      </SimpleGrid>

      <Section title="Progress by topic" isEmpty={progressByTopic.length === 0} empty="No topic quizzes yet.">
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Topic</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Quizzes</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Average score</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">Last quiz</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {progressByTopic.map((p) => (
                <Table.Row key={p.topicId ?? p.topicName}>
                  <Table.Cell whiteSpace="normal">
                    {p.topicName}
                    <Text hideFrom="md" fontSize="xs" color="fg.muted">
                      Last quiz {formatDate(p.lastQuizDate)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{p.totalQuizzes}</Table.Cell>
                  <Table.Cell textAlign="end">{p.averageScore}%</Table.Cell>
                  <Table.Cell hideBelow="md" whiteSpace="nowrap">
                    {formatDate(p.lastQuizDate)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Section>

      <Section title="Recent quiz history" isEmpty={quizHistory.length === 0} empty="No quizzes taken yet.">
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Topic</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Score</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Time</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">Completed</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {quizHistory.slice(0, 10).map((q) => (
                <Table.Row key={q.id}>
                  <Table.Cell whiteSpace="normal">
                    {q.topicName}
                    <Text hideFrom="md" fontSize="xs" color="fg.muted">
                      {formatDateTime(q.completedAt)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {q.selfReported ? `${q.score}% (self-reported)` : `${q.correctCount}/${q.totalQuestions} (${q.score}%)`}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {minutesLabel(q.timeSpent)}
                  </Table.Cell>
                  <Table.Cell hideBelow="md" whiteSpace="nowrap">
                    {formatDateTime(q.completedAt)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Section>

      <Section title="Recent activity" isEmpty={activityHistory.length === 0} empty="No activity recorded yet.">
        <Stack as="ol" gap="1" listStyleType="none" fontSize="sm">
          {activityHistory.slice(0, 20).map((a, i) => (
            <Box
              as="li"
              key={i}
              display="flex"
              justifyContent="space-between"
              gap="3"
              py="1"
              borderBottomWidth="1px"
              borderColor="gray.100"
            >
              <Text>{activityLabel(a.activityType)}</Text>
              <Text color="fg.muted" whiteSpace="nowrap">
                {formatDateTime(a.createdAt)}
              </Text>
            </Box>
          ))}
        </Stack>
      </Section>
    </Stack>
  );
}

/** SPEC §2 "View Details": read-only figures, topic progress, last 10 quizzes and last 20 activities. */
export function UserDetailDialog({ user, onClose }: { user: AnalyticsUser | null; onClose: () => void }) {
  return (
    <Dialog.Root open={user !== null} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="user-detail">
            <Dialog.Header>
              <Dialog.Title>
                {user ? `${fullName(user) || user.username}` : ''}
                {user && (
                  <Text as="span" display="block" fontSize="sm" fontWeight="normal" color="fg.muted">
                    @{user.username} · {user.email}
                  </Text>
                )}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{user && <DetailBody id={user.id} />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
