import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../lib/session';
import { useTRPC } from '../lib/trpc';

/**
 * "N % of Respira learners answered this correctly", after the learner answered (issue #19). The server sends the
 * figure only once they answered the item and at least 30 learners did; otherwise nothing shows.
 */
export function PeerStat({ questionId }: { questionId: number | null | undefined }) {
  const trpc = useTRPC();
  const { user } = useSession();
  const stats = useQuery({
    ...trpc.learner.questionStats.queryOptions({ questionId: questionId ?? 0 }),
    enabled: !!user && typeof questionId === 'number' && questionId > 0,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const percent = stats.data?.percentCorrect;
  if (percent === null || percent === undefined) return null;
  return (
    <Text mt="2" fontSize="sm" color="fg.muted" data-testid="peer-stat">
      {percent} % of Respira learners answered this correctly.
    </Text>
  );
}
