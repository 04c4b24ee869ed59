import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../lib/trpc';
import { refreshQueries } from '../../lib/refreshQueries';

/** Refetches what a change can move: the lists themselves and the counts shown beside them. */
export function useInvalidateAdmin() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const questions = useCallback(
    () =>
      Promise.all([
        refreshQueries(queryClient, { queryKey: trpc.admin.questions.queryKey() }),
        refreshQueries(queryClient, { queryKey: trpc.admin.topics.queryKey() }),
        refreshQueries(queryClient, { queryKey: trpc.admin.stats.queryKey() }),
        refreshQueries(queryClient, { queryKey: trpc.admin.topicPerformance.queryKey() }),
      ]),
    [queryClient, trpc],
  );
  /** After a generation: the drafts and their counts, and the run log. */
  const generation = useCallback(
    () => Promise.all([questions(), refreshQueries(queryClient, { queryKey: trpc.admin.generationRuns.queryKey() })]),
    [questions, queryClient, trpc],
  );
  const users = useCallback(
    () =>
      Promise.all([
        refreshQueries(queryClient, { queryKey: trpc.admin.users.queryKey() }),
        refreshQueries(queryClient, { queryKey: trpc.admin.stats.queryKey() }),
      ]),
    [queryClient, trpc],
  );
  return { questions, generation, users };
}
