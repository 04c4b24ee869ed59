import { Box, Container, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RequireAuth } from '../../components/RequireAuth';
import { displayName } from '../../lib/session';
import { activityLabel } from '../../lib/activityLabel';
import { LiveIndicator } from './LiveIndicator';
import { useRealtimeFeed, type Snapshot } from './useRealtimeFeed';
import { ButtonLink } from '../../components/ButtonLink';

function clock(d: Date | string): string {
  return new Date(d).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Box bg="white" p="5" borderRadius="xl" borderWidth="1px" data-testid={`count-${label.toLowerCase().replace(/\W+/g, '-')}`}>
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text fontSize="3xl" fontWeight="bold" color="teal.700">
        {value}
      </Text>
    </Box>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" bg="white" p={{ base: 4, md: 5 }} borderRadius="xl" borderWidth="1px" minW="0">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function ActiveNow({ people }: { people: Snapshot['activeNow'] }) {
  if (people.length === 0) return <Text color="fg.muted">No one has been active in the last 5 minutes.</Text>;
  return (
    <Stack as="ul" gap="0" listStyleType="none" data-testid="active-now">
      {people.map((p) => (
        <Flex as="li" key={p.userId} justify="space-between" gap="3" py="2" borderBottomWidth="1px" borderColor="gray.100">
          <Box minW="0">
            <Text fontWeight="medium" truncate>
              {displayName(p)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              @{p.username}
            </Text>
          </Box>
          <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            <Box as="span" srOnly>
              Last active at{' '}
            </Box>
            {clock(p.lastActivityAt)}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}

function RecentFeed({ items }: { items: Snapshot['recent'] }) {
  if (items.length === 0) return <Text color="fg.muted">No activity in the last hour.</Text>;
  return (
    <Stack as="ol" gap="0" listStyleType="none" aria-live="polite" aria-relevant="additions" data-testid="recent-feed">
      {items.map((a) => (
        <Flex as="li" key={a.id} justify="space-between" gap="3" py="2" borderBottomWidth="1px" borderColor="gray.100">
          <Text minW="0">
            <Text as="span" fontWeight="medium">
              {a.username}
            </Text>{' '}
            {activityLabel(a.activityType).toLowerCase()}
          </Text>
          <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            {clock(a.createdAt)}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}

function Realtime() {
  const { snapshot, state } = useRealtimeFeed();
  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }}>
      <Box mb="3">
        <ButtonLink to="/admin-enhanced" variant="ghost" size="sm">
          ← Back to Admin Dashboard
        </ButtonLink>
      </Box>
      <Flex justify="space-between" align={{ base: 'start', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Box>
          <Heading as="h1" size="2xl">
            Real-Time Analytics
          </Heading>
          <Text color="fg.muted">Who is using Respira right now, updated as it happens</Text>
        </Box>
        <Stack gap="1" align={{ base: 'start', sm: 'end' }}>
          <LiveIndicator state={state} />
          {snapshot && (
            <Text fontSize="xs" color="fg.muted" data-testid="updated-at">
              Updated {clock(snapshot.at)}
            </Text>
          )}
        </Stack>
      </Flex>

      {!snapshot ? (
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" mt="6">
          <Skeleton height="24" />
          <Skeleton height="24" />
          <Skeleton height="24" />
        </SimpleGrid>
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" mt="6">
            <Count label="Active now" value={snapshot.activeNow.length} />
            <Count label="Quizzes started in the last hour" value={snapshot.startedLastHour} />
            <Count label="Quizzes completed in the last hour" value={snapshot.completedLastHour} />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" mt="6" alignItems="start">
            <Panel title="Who is active now">
              <ActiveNow people={snapshot.activeNow} />
            </Panel>
            <Panel title="Recent activity">
              <RecentFeed items={snapshot.recent} />
            </Panel>
          </SimpleGrid>
        </>
      )}
    </Container>
  );
}

/** /admin/realtime (DECISIONS: build it for real): live activity for administrators. */
export default function RealtimePage() {
  return (
    <RequireAuth role="admin">
      <Realtime />
    </RequireAuth>
  );
}
