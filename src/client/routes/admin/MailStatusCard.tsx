import { Box, Heading, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { timeAgo } from './DatabaseStatus';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The outbox as the admin dashboards show it (issue #30): whether mail goes out at all, what waits, what failed
 * last. Without SMTP_URL it says so plainly, so nobody takes a queued message for a sent one.
 */
export function MailStatusCard() {
  const trpc = useTRPC();
  const status = useQuery({ ...trpc.mail.status.queryOptions(), staleTime: 0, refetchOnMount: 'always' });
  const s = status.data;
  return (
    <Box as="section" bg="white" borderWidth="1px" borderRadius="xl" p={{ base: 4, md: 5 }} mt="4" data-testid="mail-status" minW="0">
      <Heading as="h3" size="md" mb="2">
        Mail
      </Heading>
      {status.isPending ? (
        <Text color="fg.muted">Loading…</Text>
      ) : !s ? (
        <Text color="red.700" role="alert">
          Could not load the mail status: {errorMessage(status.error, 'please reload the page.')}
        </Text>
      ) : (
        <>
          {s.configured ? (
            <Text overflowWrap="anywhere">Mail is sent from {s.from}.</Text>
          ) : (
            <Text fontWeight="semibold" color="orange.700">
              Mail is not configured: messages wait in the outbox. Set SMTP_URL to send them.
            </Text>
          )}
          <Text color="fg.muted" mt="1" data-testid="mail-counts">
            {s.counts.queued} waiting · {s.counts.sending} sending · {s.counts.sent} sent · {s.counts.failed} failed · {s.counts.expired}{' '}
            expired
          </Text>
          {s.lastFailure && (
            <Text mt="1" fontSize="sm" overflowWrap="anywhere" data-testid="mail-last-failure">
              Last failure {timeAgo(new Date(s.lastFailure.at), new Date())} ({s.lastFailure.kind}
              {s.lastFailure.willRetry ? ', will be tried again' : ''}): {s.lastFailure.error}
            </Text>
          )}
          {!s.configured && s.counts.queued > 0 && (
            <Text mt="1" fontSize="sm" color="fg.muted">
              {plural(s.counts.queued, 'message')} will be sent once mail is configured, unless a link in it has expired by then.
            </Text>
          )}
        </>
      )}
    </Box>
  );
}
