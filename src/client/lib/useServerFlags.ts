import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { notify } from '../components/Toaster';
import { errorMessage } from './errors';
import { useTRPC } from './trpc';
import type { FlagStore } from './useFlagToggles';

const NO_FLAGS: readonly number[] = [];

/**
 * "Flag for review" kept on the signed-in learner's account (issue #27): the flags already set, so a question shows
 * flagged when it comes back, and the save by question id. A refused save is announced and rethrown, so the caller
 * can undo its optimistic toggle.
 */
export function useServerFlags(enabled = true): FlagStore {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const ids = useQuery({ ...trpc.learner.flaggedQuestionIds.queryOptions(), staleTime: 0, enabled });
  const flag = useMutation(trpc.learner.flagQuestion.mutationOptions());
  const { mutateAsync } = flag;
  const initial = ids.data ?? NO_FLAGS;
  return useMemo(
    () => ({
      initial,
      save: async (questionId: number, flagged: boolean) => {
        try {
          await mutateAsync({ questionId, flagged });
        } catch (err) {
          notify('Your flag was not saved', errorMessage(err, 'Please try again.'), 'error');
          throw err;
        }
        // The Flagged pool's count and the flags a later quiz starts from.
        void qc.invalidateQueries({ queryKey: trpc.learner.flaggedQuestionIds.queryKey() });
        void qc.invalidateQueries({ queryKey: trpc.learner.testPoolCounts.pathKey() });
      },
    }),
    [initial, mutateAsync, qc, trpc],
  );
}
