import { Box, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';

/** "245 MB"; small databases keep one decimal so a fresh install does not read "0 MB". */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10} MB`;
}

/** "2 hours ago", "just now", "3 days ago". */
export function timeAgo(then: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 60_000));
  const say = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  if (minutes < 1) return 'just now';
  if (minutes < 60) return say(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return say(hours, 'hour');
  return say(Math.floor(hours / 24), 'day');
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {term}
      </Text>
      <Text as="dd">{children}</Text>
    </>
  );
}

/** The Settings tab's database figures, read from the server when the tab opens (never hard-coded). */
export function DatabaseStatus() {
  const trpc = useTRPC();
  const status = useQuery({ ...trpc.admin.systemStatus.queryOptions(), staleTime: 0, refetchOnMount: 'always' });
  if (status.isPending) return <Skeleton height="24" />;
  const s = status.data;
  return (
    <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1.5" data-testid="database-status">
      <Row term="Status">{s ? 'Connected' : `Unreachable: ${errorMessage(status.error, 'no answer from the server')}`}</Row>
      <Row term="Last backup">{s ? (s.lastBackupAt ? timeAgo(new Date(s.lastBackupAt), new Date()) : 'None on record') : '—'}</Row>
      <Row term="Storage">{s ? formatMegabytes(s.storageBytes) : '—'}</Row>
      <Row term="Auto backup">Not run by the app: schedule npm run db:backup on the host</Row>
    </Box>
  );
}
